import Foundation

/// Runs a program to its end with its output on `/dev/null` and times it,
/// for the figures about the whole process. (Its peak memory comes from
/// `Scripts/peak_rss.py`: see there why not from here.)
enum ChildProcess {
  struct Result {
    var seconds: Double
    var status: Int32
  }

  /// What a program prints on standard output; it must succeed.
  static func output(of arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError(message: "\(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// What a short-lived program prints on standard output, spawned
  /// directly rather than through `Process`, which takes tens of
  /// milliseconds: for reading a tmux pane as often as it changes.
  static func quickOutput(of arguments: [String]) throws -> String {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw BenchError(message: "no pipe for \(arguments[0])") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned == 0 else { throw BenchError(message: "cannot start \(arguments[0])") }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    guard status == 0 else { throw BenchError(message: "\(arguments.joined(separator: " ")) exited with \(status)") }
    return String(decoding: output, as: UTF8.self)
  }

  static func run(_ arguments: [String]) -> Result {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
      return Result(seconds: 0, status: -1)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = clock.now - start
    return Result(seconds: seconds(elapsed), status: status)
  }
}

import Foundation

/// A program in a pane of a private tmux server, read as a person reads
/// it: the figures of the terminal as it is used (figure 15) drive it with
/// tmux's own commands and wait for what the pane shows.
struct TmuxPane {
  /// The tmux on the `PATH`, if there is one.
  static var tmux: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  private let tmux: String
  /// The server's socket name (`tmux -L`).
  private let server: String

  /// Starts a server named after this process and `name`, with one pane
  /// of `width`×`height` cells running `command` (a shell command line).
  init(tmux: String, name: String, command: String, width: Int, height: Int) throws {
    self.tmux = tmux
    server = "sdui-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    try self.command(["new-session", "-d", "-s", "bench", "-x", "\(width)", "-y", "\(height)", command])
  }

  /// Runs a tmux command on the server, its output on `/dev/null`: the
  /// server a `new-session` starts keeps what the client was given, so a
  /// pipe would never end.
  func command(_ arguments: [String]) throws {
    let status = ChildProcess.run([tmux, "-L", server, "-f", "/dev/null"] + arguments).status
    guard status == 0 else { throw BenchError(message: "tmux \(arguments.joined(separator: " ")): status \(status)") }
  }

  /// The pane as it shows now, a line a row.
  func screen() throws -> String {
    try ChildProcess.quickOutput(of: [tmux, "-L", server, "-f", "/dev/null", "capture-pane", "-p", "-t", "bench"])
  }

  /// The process the pane runs (its command was `exec`ed).
  func programID() throws -> Int {
    let text = try ChildProcess.quickOutput(
      of: [tmux, "-L", server, "-f", "/dev/null", "display-message", "-p", "-t", "bench", "#{pane_pid}"])
    guard let pid = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw BenchError(message: "tmux: no pane pid in '\(text)'")
    }
    return pid
  }

  /// Waits until the pane shows what `shown` looks for, reading it as
  /// often as tmux answers, for at most `limit` seconds: the seconds since
  /// `start`.
  func seconds(since start: ContinuousClock.Instant, atMost limit: Double = 30, until shown: (String) -> Bool)
    throws -> Double
  {
    let clock = ContinuousClock()
    while try !shown(screen()) {
      guard clock.now - start < .seconds(limit) else {
        throw BenchError(message: "tmux: the pane never showed what was waited for in \(limit) s: \(try screen())")
      }
    }
    return SDUIBench.seconds(clock.now - start)
  }

  /// Ends the session and the server, asking again while the server
  /// still answers: after a paste, `kill-server` alone left servers and
  /// their programs behind, where `kill-session` ends them.
  func stop() {
    for _ in 0..<20 {
      try? command(["kill-session", "-t", "bench"])
      try? command(["kill-server"])
      guard (try? command(["has-session"])) != nil else { return }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }
}

import Foundation

/// A program on a pseudo-terminal of its own, with no terminal emulator
/// between: what it writes is read back as bytes, so a figure times the
/// program alone, from a key written to the frame it draws for it (under
/// tmux, the server's and `capture-pane`'s own time is in the figure too).
/// The program starts a session of its own and opens the terminal as its
/// standard input, output and error, which makes it the session's
/// controlling terminal, as in a shell.
final class PseudoTerminal {
  /// Linux's `TIOCSPTLCK` and `TIOCGPTN` (`_IOW('T', 0x31, int)` and
  /// `_IOR('T', 0x30, unsigned int)`) and glibc's `POSIX_SPAWN_SETSID`,
  /// which Swift does not import.
  private static let unlock: UInt = 0x4004_5431
  private static let number: UInt = 0x8004_5430
  private static let newSession: Int16 = 0x80

  private let master: Int32
  /// The program's process.
  let processIdentifier: pid_t
  /// What the program wrote since ``take()`` last emptied it.
  private var written: [UInt8] = []

  /// Starts `arguments` on a terminal of `width`×`height` cells, `TERM`
  /// set to `term`.
  init(_ arguments: [String], width: Int, height: Int, term: String = "xterm-256color") throws {
    // posix_openpt, unlockpt and ptsname, as glibc makes them of devpts.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_NONBLOCK)
    var unlocked: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, Self.unlock, &unlocked) == 0, ioctl(master, Self.number, &number) == 0 else {
      throw BenchError(message: "no pseudo-terminal: errno \(errno)")
    }
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Self.newSession)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/pts/\(number)", O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = term
    environment["COLORTERM"] = nil
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp) == 0 else {
      close(master)
      throw BenchError(message: "cannot start \(arguments[0])")
    }
    processIdentifier = pid
  }

  /// Writes `text` as typed keys.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads what the program writes until `shown` holds of what was read
  /// since the last ``take()``, for at most `limit` seconds; gives the
  /// seconds since `start`.
  func seconds(since start: ContinuousClock.Instant, atMost limit: Double = 30, until shown: ([UInt8]) -> Bool)
    throws -> Double
  {
    let clock = ContinuousClock()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !shown(written) {
      let left = limit - SDUIBench.seconds(clock.now - start)
      guard left > 0 else { throw BenchError(message: "the program never wrote what was waited for in \(limit) s") }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
      let count = buffer.withUnsafeMutableBufferPointer { read(master, $0.baseAddress, $0.count) }
      if count < 0 && errno == EAGAIN { continue }
      guard count > 0 else { throw BenchError(message: "the program's terminal closed") }
      written += buffer[0..<count]
    }
    return SDUIBench.seconds(clock.now - start)
  }

  /// Empties what was read so far.
  func take() { written.removeAll(keepingCapacity: true) }

  /// Ends the program and closes the terminal.
  func stop() {
    kill(processIdentifier, SIGTERM)
    var status: Int32 = 0
    waitpid(processIdentifier, &status, 0)
    close(master)
  }
}

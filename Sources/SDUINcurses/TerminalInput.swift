#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's input, read before curses sees it: whatever is waiting
/// is read at once, in large reads, and an ``InputDecoder`` takes typed
/// text, pastes and `C-c` out of it; the keys and mouse reports left are
/// written into a pipe that curses reads as its input, to decode as it
/// always has.
///
/// So a paste or a flood of typed keys costs a few reads instead of two
/// system calls a character in curses, and a `C-c` behind them is seen as
/// soon as it is read, before what came earlier is handled.
final class TerminalInput {
  /// What ``next()`` found.
  enum Next {
    /// Printable characters typed one after another.
    case typed(String)
    /// A bracketed paste's text.
    case paste(String)
    /// Keys were given to curses: read them from curses first.
    case keysForCurses
    /// Nothing is waiting.
    case nothing
  }

  /// How long the rest of an escape sequence may take (curses' own
  /// `ESCDELAY`) before curses gets the part that came.
  static let sequencePatience = Duration.milliseconds(25)
  /// How long a paste may pause before it is taken as ended without its
  /// end: a terminal writes a paste at once.
  static let pastePatience = Duration.milliseconds(500)
  /// The most bytes read and not yet handled; the terminal holds the rest
  /// until they are.
  static let mostQueuedBytes = 4 << 20

  /// The terminal.
  private let tty: Int32
  /// The end of the pipe curses reads.
  let cursesInput: Int32
  /// The end of the pipe keys are written to.
  private let keysOutput: Int32
  private var decoder = InputDecoder()
  /// Keys the pipe has not taken yet.
  private var unwritten: [UInt8] = []
  private let clock = ContinuousClock()
  private var lastRead: ContinuousClock.Instant
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

  /// Reads `tty`; `nil` when no pipe can be made.
  init?(tty: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // A full pipe must not stop the program: what it does not take waits.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    self.tty = tty
    cursesInput = ends[0]
    keysOutput = ends[1]
    lastRead = clock.now
  }

  deinit {
    close(keysOutput)
  }

  /// Reads what the terminal has sent, without waiting, until
  /// ``mostQueuedBytes`` wait to be handled.
  func readAvailable() {
    var ready = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
    while decoder.queuedBytes < Self.mostQueuedBytes, poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 {
      let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      decoder.feed(buffer[0..<count])
      lastRead = clock.now
    }
  }

  /// Whether a `C-c` was read: then what was read before it is dropped.
  func takeInterrupt() -> Bool {
    guard decoder.takeInterrupt() else { return false }
    unwritten = []
    return true
  }

  /// How long until what waits for more (a sequence cut short, a paste
  /// with no end yet) is taken as it is; `nil` when nothing waits.
  var patienceLeft: Duration? {
    guard decoder.isWaitingForMore else { return nil }
    let patience = decoder.isInPaste ? Self.pastePatience : Self.sequencePatience
    return max(.zero, patience - (clock.now - lastRead))
  }

  /// The next thing read, giving curses the keys on the way. Call
  /// ``takeInterrupt()`` first.
  func next() -> Next {
    if !unwritten.isEmpty {
      writeKeys()
      return .keysForCurses
    }
    if patienceLeft == .zero { decoder.finish() }
    switch decoder.next() {
    case .keys(let bytes)?:
      unwritten = bytes
      writeKeys()
      return .keysForCurses
    case .typed(let text)?: return .typed(text)
    case .paste(let text)?: return .paste(text)
    // `takeInterrupt()` takes them first.
    case .interrupt?, nil: return .nothing
    }
  }

  /// Gives curses the keys, as many as the pipe takes.
  private func writeKeys() {
    let written = unwritten.withUnsafeBytes { write(keysOutput, $0.baseAddress, $0.count) }
    if written > 0 { unwritten.removeFirst(written) }
  }
}

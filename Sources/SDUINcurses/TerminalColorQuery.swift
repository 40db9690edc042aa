import SDUIRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks a terminal for its default colors: `OSC 10 ; ?` and `OSC 11 ; ?`
/// (foreground and background), then the primary device attributes
/// (`CSI c`), which every terminal answers. The answer to the last one
/// ends the wait at once, so a terminal that ignores the color queries
/// costs one round trip; one that answers nothing at all costs the
/// timeout.
///
/// ```swift
/// let colors = TerminalColorQuery.ask(descriptor: fd, timeoutMilliseconds: 300)
/// ```
enum TerminalColorQuery {
  /// The queries, written as one.
  static let query = "\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}[c"

  /// The colors a terminal in raw mode reports on `descriptor`, or `nil`
  /// when it does not say its background within the timeout.
  static func ask(descriptor: Int32, timeoutMilliseconds: Int) -> TerminalColors? {
    let bytes = Array(query.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    var remaining = timeoutMilliseconds
    while remaining > 0, !endsWithDeviceAttributes(reply) {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let started = monotonicMilliseconds()
      guard poll(&poller, 1, Int32(remaining)) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      reply.append(contentsOf: buffer[0..<count])
      remaining -= max(1, monotonicMilliseconds() - started)
    }
    return TerminalColors(queryReply: String(decoding: reply, as: UTF8.self))
  }

  /// Whether the bytes end with a device attributes answer, `ESC [ ? … c`.
  static func endsWithDeviceAttributes(_ bytes: [UInt8]) -> Bool {
    guard bytes.last == UInt8(ascii: "c"), let start = bytes.lastIndex(of: 0x1B) else { return false }
    return bytes[start...].starts(with: [0x1B, UInt8(ascii: "["), UInt8(ascii: "?")])
  }

  private static func monotonicMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}

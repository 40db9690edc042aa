/// Whether an event stream stopped between events or in the middle of
/// one: bytes have come since the last blank line, which ends an event
/// (a carriage return is read as nothing, so `\r\n\r\n` ends one too).
/// The decoder drops an unfinished event without a word; this says so.
struct EventBoundary: Sendable {
  /// Whether bytes of an unfinished event have come.
  private(set) var isInsideEvent = false
  private var last: UInt8 = 0x0A

  /// Reads the next bytes of the stream.
  mutating func scan(_ bytes: [UInt8]) {
    for byte in bytes where byte != 0x0D {
      if byte == 0x0A {
        if last == 0x0A { isInsideEvent = false }
      } else {
        isInsideEvent = true
      }
      last = byte
    }
  }
}

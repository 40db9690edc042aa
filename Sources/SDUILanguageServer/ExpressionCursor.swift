/// Where a cursor stands inside a string's `@{...}` expression: the
/// identifier around it (an operation's name as it is typed, or a state's
/// path), and whether it is called (`(` follows) or a member (`.` comes
/// before it).
///
/// ```swift
/// // "Total: @{su|(a, b)}" with the cursor after "su":
/// // name "su", isCall true, isMember false
/// ```
struct ExpressionCursor: Sendable, Equatable {
  /// The identifier's bytes in the document.
  var identifier: Range<Int>
  /// The identifier.
  var name: String
  /// Whether `(` follows it.
  var isCall: Bool
  /// Whether `.` comes before it: a state path's member, not an operation.
  var isMember: Bool

  /// The expression cursor of a string `token` with the cursor at byte
  /// `cursor`, when the cursor is inside an `@{` not closed before it.
  init?(token: CursorPath.Token, cursor: Int, bytes: [UInt8]) {
    guard token.isQuoted, token.content.contains(cursor) || token.content.upperBound == cursor else { return nil }
    var open = false
    var offset = token.content.lowerBound
    while offset < cursor {
      if bytes[offset] == UInt8(ascii: "@"), offset + 1 < cursor, bytes[offset + 1] == UInt8(ascii: "{") {
        open = true
        offset += 2
        continue
      }
      if bytes[offset] == UInt8(ascii: "}") { open = false }
      offset += 1
    }
    guard open else { return nil }
    var start = cursor
    while start > token.content.lowerBound, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
    var end = cursor
    while end < token.content.upperBound, Self.isIdentifierByte(bytes[end]) { end += 1 }
    identifier = start..<end
    name = String(decoding: bytes[start..<end], as: UTF8.self)
    isCall = end < bytes.count && bytes[end] == UInt8(ascii: "(")
    isMember = start > token.content.lowerBound && bytes[start - 1] == UInt8(ascii: ".")
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }
}

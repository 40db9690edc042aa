/// Why a document is not valid JSON, and where.
///
/// The ``description`` names the position and what was expected:
/// `expected ',' or '}' after object member at 12:7`.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    case unexpectedEndOfInput(expected: String)
    case unexpectedCharacter(found: String, expected: String)
    case trailingContent(found: String)
    case unterminatedString
    case controlCharacterInString(UInt32)
    case invalidEscape(String)
    case invalidUnicodeEscape
    case loneSurrogate(String)
    case invalidUTF8(UInt8)
    case invalidNumber(expected: String)
    case numberOutOfRange(String)
    case nestingTooDeep(limit: Int)
    case tooManyValues(limit: Int)
  }

  /// What went wrong.
  package var reason: Reason
  /// Where it went wrong.
  package var location: SourceLocation

  /// Creates an error.
  public init(_ reason: Reason, at location: SourceLocation) {
    self.reason = reason
    self.location = location
  }

  /// The reason in words, without the position.
  public var message: String {
    switch reason {
    case .unexpectedEndOfInput(let expected): "unexpected end of input, expected \(expected)"
    case .unexpectedCharacter(let found, let expected): "expected \(expected), found \(found)"
    case .trailingContent(let found): "unexpected \(found) after the top-level value"
    case .unterminatedString: "unterminated string, expected '\"'"
    case .controlCharacterInString(let value):
      "control character \(Self.codePoint(value)) must be escaped in a string"
    case .invalidEscape(let text):
      "invalid escape '\\\(text)' in string, expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
    case .invalidUnicodeEscape: "invalid '\\u' escape, expected four hexadecimal digits"
    case .loneSurrogate(let text): "lone surrogate '\\u\(text)' in string, expected a high and a low surrogate pair"
    case .invalidUTF8(let byte): "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
    case .invalidNumber(let expected): "invalid number, expected \(expected)"
    case .numberOutOfRange(let text): "number '\(text)' is out of range"
    case .nestingTooDeep(let limit): "arrays and objects nested deeper than \(limit) levels"
    case .tooManyValues(let limit): "more than \(limit) values"
    }
  }

  /// The message followed by `at line:column`.
  public var description: String { "\(message) at \(location)" }

  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// How a byte is named in a message: `'x'` for printable ASCII, else `U+001B`.
  static func describe(byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte >= 0x80 { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
    return codePoint(UInt32(byte))
  }
}

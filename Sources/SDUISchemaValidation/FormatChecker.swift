/// The formats checked, as ajv-formats' full mode (which A2UI's own test
/// runner loads) checks them: RFC 3339's `date`, `time` and `date-time`
/// (a time with its offset from UTC) and RFC 3986's absolute `uri`.
enum FormatChecker {
  /// The formats `format` may name.
  static let supportedFormats: Set<String> = ["date", "time", "date-time", "uri"]

  /// Whether `text` is in `format`, one of ``supportedFormats``.
  static func isValid(_ text: String, format: String) -> Bool {
    let characters = Array(text.utf8)
    switch format {
    case "date": return isDate(characters[...])
    case "time": return isTime(characters[...])
    case "date-time":
      guard
        let separator = characters.firstIndex(where: {
          $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") || $0 == UInt8(ascii: " ")
        })
      else { return false }
      return isDate(characters[..<separator]) && isTime(characters[(separator + 1)...])
    default: return isURI(characters)
    }
  }

  /// `YYYY-MM-DD`, the day one the month has.
  private static func isDate(_ text: ArraySlice<UInt8>) -> Bool {
    let parts = text.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = number(parts[0]), let month = number(parts[1]), let day = number(parts[2]),
      (1...12).contains(month)
    else { return false }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return (1...days).contains(day)
  }

  /// `HH:MM:SS`, an optional fraction, and `Z` or `±HH:MM`.
  private static func isTime(_ text: ArraySlice<UInt8>) -> Bool {
    var rest = text
    guard
      let clock = rest.firstIndex(where: {
        [UInt8(ascii: "Z"), UInt8(ascii: "z"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains($0)
      })
    else { return false }
    let zone = rest[clock...]
    rest = rest[..<clock]
    if let dot = rest.firstIndex(of: UInt8(ascii: ".")) {
      guard dot + 1 < rest.endIndex, rest[(dot + 1)...].allSatisfy(isDigit) else { return false }
      rest = rest[..<dot]
    }
    let fields = rest.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard fields.count == 3, fields.allSatisfy({ $0.count == 2 }), let hour = number(fields[0]),
      let minute = number(fields[1]), let second = number(fields[2]), hour <= 23, minute <= 59, second <= 60
    else { return false }
    if zone.count == 1 { return zone.first == UInt8(ascii: "Z") || zone.first == UInt8(ascii: "z") }
    let offset = zone.dropFirst().split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard zone.first != UInt8(ascii: "Z"), zone.first != UInt8(ascii: "z"), offset.count == 2,
      offset.allSatisfy({ $0.count == 2 }), let offsetHours = number(offset[0]), let offsetMinutes = number(offset[1])
    else { return false }
    return offsetHours <= 23 && offsetMinutes <= 59
  }

  /// A scheme, `:`, and the rest in the characters a URI may have
  /// (unreserved, reserved, `%` and two hexadecimal digits).
  private static func isURI(_ text: [UInt8]) -> Bool {
    guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(text[0]),
      text[..<colon].allSatisfy({ isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) })
    else { return false }
    var index = colon + 1
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < text.count, isHexDigit(text[index + 1]), isHexDigit(text[index + 2]) else { return false }
        index += 3
        continue
      }
      guard isLetter(byte) || isDigit(byte) || "-._~:/?#[]@!$&'()*+,;=".utf8.contains(byte) else { return false }
      index += 1
    }
    return true
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
    return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }
}

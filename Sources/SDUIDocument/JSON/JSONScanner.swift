/// The byte-level recursive descent behind ``JSONParser``.
///
/// Positions are tracked as the offset of the current line's start plus the
/// number of UTF-8 continuation bytes seen on that line, so a column in
/// Unicode scalars costs one subtraction.
struct JSONScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let maximumDepth: Int
  private let maximumValues: Int
  private var values = 0
  private var offset = 0
  private var depth = 0
  private var line = 1
  private var lineStart = 0
  private var continuationBytesOnLine = 0
  private var scratch: [UInt8] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumValues: Int = .max) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.maximumValues = maximumValues
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
    }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    if offset < bytes.count {
      throw JSONParseError(.trailingContent(found: JSONParseError.describe(byte: bytes[offset])), at: location)
    }
    return value
  }

  private var location: SourceLocation {
    SourceLocation(line: line, column: offset - lineStart - continuationBytesOnLine + 1)
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0D:
        offset += 1
      case 0x0A:
        offset += 1
        line += 1
        lineStart = offset
        continuationBytesOnLine = 0
      default:
        return
      }
    }
  }

  private func unexpected(_ expected: String) -> JSONParseError {
    guard offset < bytes.count else {
      return JSONParseError(.unexpectedEndOfInput(expected: expected), at: location)
    }
    return JSONParseError(
      .unexpectedCharacter(found: JSONParseError.describe(byte: bytes[offset]), expected: expected),
      at: location)
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard offset < bytes.count else { throw unexpected("a value") }
    let start = location
    values += 1
    if values > maximumValues { throw JSONParseError(.tooManyValues(limit: maximumValues), at: start) }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try parseObject(start)
    case UInt8(ascii: "["): return try parseArray(start)
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(.bool(true), at: start)
    case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(.bool(false), at: start)
    case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), at: start)
    default:
      throw unexpected("a value")
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
    let count = word.utf8CodeUnitCount
    for index in 0..<count {
      let expected = word.utf8Start[index]
      guard offset < bytes.count, bytes[offset] == expected else {
        throw unexpected("a value ('\(word)'?)")
      }
      offset += 1
    }
  }

  private mutating func enterNesting() throws(JSONParseError) {
    depth += 1
    if depth > maximumDepth {
      throw JSONParseError(.nestingTooDeep(limit: maximumDepth), at: location)
    }
  }

  private mutating func parseObject(_ start: SourceLocation) throws(JSONParseError) -> JSONValue {
    try enterNesting()
    offset += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      depth -= 1
      return JSONValue(.object(members), at: start)
    }
    while true {
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw unexpected("'\"' to start an object key")
      }
      let keyLocation = location
      let key = try parseString()
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw unexpected("':' after object key")
      }
      offset += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      guard offset < bytes.count else { throw unexpected("',' or '}' after object member") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        skipWhitespace()
      } else if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        depth -= 1
        return JSONValue(.object(members), at: start)
      } else {
        throw unexpected("',' or '}' after object member")
      }
    }
  }

  private mutating func parseArray(_ start: SourceLocation) throws(JSONParseError) -> JSONValue {
    try enterNesting()
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      depth -= 1
      return JSONValue(.array(elements), at: start)
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      guard offset < bytes.count else { throw unexpected("',' or ']' after array element") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        skipWhitespace()
      } else if bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        depth -= 1
        return JSONValue(.array(elements), at: start)
      } else {
        throw unexpected("',' or ']' after array element")
      }
    }
  }

  // MARK: Strings

  /// Parses a string starting at its opening quote. Plain runs are copied
  /// straight from the input; escapes go through a reused scratch buffer.
  private mutating func parseString() throws(JSONParseError) -> String {
    offset += 1
    let runStart = offset
    var hasEscapes = false
    scratch.removeAll(keepingCapacity: true)
    var copiedUpTo = runStart
    while true {
      guard offset < bytes.count else {
        throw JSONParseError(.unterminatedString, at: location)
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        defer { offset += 1 }
        if !hasEscapes {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
        }
        scratch.append(contentsOf: bytes[copiedUpTo..<offset])
        return String(decoding: scratch, as: UTF8.self)
      } else if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        scratch.append(contentsOf: bytes[copiedUpTo..<offset])
        try parseEscape()
        copiedUpTo = offset
      } else if byte < 0x20 {
        throw JSONParseError(.controlCharacterInString(UInt32(byte)), at: location)
      } else if byte < 0x80 {
        offset += 1
      } else {
        try skipMultibyteScalar()
      }
    }
  }

  /// Validates one multi-byte UTF-8 sequence (no overlongs, no surrogates,
  /// nothing above U+10FFFF) and moves past it.
  private mutating func skipMultibyteScalar() throws(JSONParseError) {
    let lead = bytes[offset]
    let length: Int
    let minimum: UInt32
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
    default: throw JSONParseError(.invalidUTF8(lead), at: location)
    }
    for index in 1..<length {
      guard offset + index < bytes.count else {
        throw JSONParseError(.unterminatedString, at: location)
      }
      let next = bytes[offset + index]
      guard next & 0xC0 == 0x80 else { throw JSONParseError(.invalidUTF8(next), at: location) }
      scalar = scalar << 6 | UInt32(next & 0x3F)
    }
    if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
      throw JSONParseError(.invalidUTF8(lead), at: location)
    }
    offset += length
    continuationBytesOnLine += length - 1
  }

  private mutating func parseEscape() throws(JSONParseError) {
    let escapeLocation = location
    offset += 1
    guard offset < bytes.count else { throw JSONParseError(.unterminatedString, at: location) }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let first = try parseHexQuad(escapeLocation)
      var scalarValue = UInt32(first)
      if (0xD800...0xDBFF).contains(first) {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        else {
          throw JSONParseError(.loneSurrogate(Self.hex(first)), at: escapeLocation)
        }
        offset += 2
        let second = try parseHexQuad(escapeLocation)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw JSONParseError(.loneSurrogate(Self.hex(first)), at: escapeLocation)
        }
        scalarValue = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(first) {
        throw JSONParseError(.loneSurrogate(Self.hex(first)), at: escapeLocation)
      }
      // Only surrogates are invalid scalars, and both cases were rejected above.
      let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
      scratch.append(contentsOf: String(scalar).utf8)
    default:
      let shown =
        byte >= 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : JSONParseError.describe(byte: byte)
      throw JSONParseError(.invalidEscape(shown), at: escapeLocation)
    }
  }

  private mutating func parseHexQuad(_ escapeLocation: SourceLocation) throws(JSONParseError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard offset < bytes.count else { throw JSONParseError(.invalidUnicodeEscape, at: escapeLocation) }
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw JSONParseError(.invalidUnicodeEscape, at: escapeLocation)
      }
      value = value << 4 | UInt16(digit)
      offset += 1
    }
    return value
  }

  private static func hex(_ value: UInt16) -> String {
    String(value, radix: 16, uppercase: true)
  }

  // MARK: Numbers

  private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
    let start = offset
    let startLocation = location
    var negative = false
    if bytes[offset] == UInt8(ascii: "-") {
      negative = true
      offset += 1
    }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw JSONParseError(.invalidNumber(expected: "a digit after '-'"), at: location)
    }
    var magnitude: UInt64 = 0
    var overflow = false
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) {
        throw JSONParseError(.invalidNumber(expected: "no leading zeros"), at: location)
      }
    } else {
      while offset < bytes.count, isDigit(bytes[offset]) {
        let (times10, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflowB) = times10.addingReportingOverflow(UInt64(bytes[offset] - UInt8(ascii: "0")))
        overflow = overflow || overflowA || overflowB
        magnitude = sum
        offset += 1
      }
    }
    var isInteger = true
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      isInteger = false
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw JSONParseError(.invalidNumber(expected: "a digit after '.'"), at: location)
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      isInteger = false
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw JSONParseError(.invalidNumber(expected: "a digit in the exponent"), at: location)
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    if isInteger && !overflow {
      if negative, magnitude <= UInt64(Int.max) + 1 {
        return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
      }
      if !negative, magnitude <= UInt64(Int.max) { return .integer(Int(magnitude)) }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONParseError(.numberOutOfRange(text), at: startLocation)
    }
    return .double(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}

import SDUILanguageProtocol

/// Reads what is around a cursor in a JSON document that is being typed,
/// and so often not JSON: keys without values, strings without their
/// closing quote (which end at the line's end), brackets never closed,
/// words without quotes. It reads the objects around the cursor member by
/// member and steps over everything else by its brackets, without
/// building it, so a request costs a pass over the text and memory for
/// the members around the cursor, whatever the document.
///
/// ```swift
/// let text = Array(#"{"_:component": "layout:text", "properties": {"te"#.utf8)
/// let path = CursorScanner.path(in: text, at: text.count)
/// path.frames.map(\.key)  // [nil, "properties"]
/// path.spot               // .key(a token "te", not closed)
/// ```
struct CursorScanner {
  /// How many objects and arrays deep the scanner follows the cursor.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private let cursor: Int
  /// The objects and arrays that hold the cursor, by where they start:
  /// where each ends (the text's end when it is not closed).
  private var enclosing: [Int: Int] = [:]

  private init(bytes: [UInt8], cursor: Int) {
    self.bytes = bytes
    self.cursor = cursor
  }

  /// What is around `cursor` (a byte offset, clamped to the text).
  static func path(in bytes: [UInt8], at cursor: Int) -> CursorPath {
    var scanner = CursorScanner(bytes: bytes, cursor: min(max(cursor, 0), bytes.count))
    scanner.findEnclosing()
    return scanner.rootPath()
  }

  /// Finds the containers that hold the cursor and where they end, in one
  /// pass over the text with a stack of open brackets: those open when the
  /// pass reaches the cursor hold it.
  private mutating func findEnclosing() {
    var open: [Int] = []
    var holding: Set<Int>?
    var offset = 0
    while offset < bytes.count {
      if holding == nil, offset >= cursor { holding = Set(open) }
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        offset = stringEnd(offset)
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        open.append(offset)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let start = open.popLast(), holding?.contains(start) == true { enclosing[start] = offset + 1 }
      default:
        break
      }
      offset += 1
    }
    let holders = holding ?? Set(open)
    for start in open where holders.contains(start) { enclosing[start] = bytes.count }
  }

  /// Where the value or key starting at `offset` ends: after a string's
  /// closing quote, a container's closing bracket or a word's last
  /// character; one character on for anything else (such as the
  /// character a JSON error points at).
  static func valueEnd(in bytes: [UInt8], from offset: Int) -> Int {
    let scanner = CursorScanner(bytes: bytes, cursor: 0)
    guard offset >= 0, offset < bytes.count else { return min(max(offset, 0), bytes.count) }
    switch bytes[offset] {
    case UInt8(ascii: "\""): return scanner.stringEnd(offset)
    case UInt8(ascii: "{"), UInt8(ascii: "["): return scanner.containerEnd(offset)
    case let byte where Self.isWordByte(byte): return scanner.word(offset).range.upperBound
    default: return offset + TextLines.scalar(at: offset, in: bytes).length
    }
  }

  private func rootPath() -> CursorPath {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    start = skipWhitespace(start)
    guard start < bytes.count, enclosing[start] != nil else { return CursorPath(frames: [], spot: .none) }
    var frames: [CursorPath.Frame] = []
    let spot = read(start, key: nil, depth: 1, into: &frames)
    return CursorPath(frames: frames, spot: spot)
  }

  /// Reads the object or array at `start`, which holds the cursor, and the
  /// ones inside it that hold it too; what the cursor is in.
  private func read(_ start: Int, key: String?, depth: Int, into frames: inout [CursorPath.Frame]) -> CursorPath.Spot {
    let isObject = bytes[start] == UInt8(ascii: "{")
    frames.append(CursorPath.Frame(isObject: isObject, members: [], key: key))
    let index = frames.count - 1
    var members: [CursorPath.Member] = []
    var elements: [CursorPath.Token] = []
    var inner: CursorPath.Spot?
    var offset = start + 1
    func nested(_ at: Int, key: String?) -> Int {
      guard let end = enclosing[at] else { return containerEnd(at) }
      if inner == nil {
        inner = depth < Self.maximumDepth ? read(at, key: key, depth: depth + 1, into: &frames) : CursorPath.Spot.none
      }
      return end
    }
    scanning: while true {
      offset = skipWhitespace(offset)
      guard offset < bytes.count else { break }
      switch bytes[offset] {
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        break scanning
      case UInt8(ascii: ","):
        offset += 1
      case UInt8(ascii: ":") where !isObject:
        offset += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        offset = nested(offset, key: nil)
      case _ where !isObject:
        let token = bytes[offset] == UInt8(ascii: "\"") ? string(offset) : word(offset)
        if !token.range.isEmpty { elements.append(token) }
        offset = max(token.range.upperBound, offset + 1)
      default:
        var member = CursorPath.Member(key: self.key(at: offset))
        offset = member.key.range.upperBound
        let colon = skipWhitespace(offset)
        if colon < bytes.count, bytes[colon] == UInt8(ascii: ":") {
          member.colon = colon
          offset = readValue(after: colon, into: &member, nested: nested)
        }
        members.append(member)
      }
    }
    frames[index].members = members
    if let inner { return inner }
    return isObject ? spot(in: members) : elements.first { covers($0) }.map { .element($0) } ?? .none
  }

  /// A key at `offset`: a string, a word, or, before a `:` with no key,
  /// an empty one.
  private func key(at offset: Int) -> CursorPath.Token {
    switch bytes[offset] {
    case UInt8(ascii: "\""): return string(offset)
    case UInt8(ascii: ":"):
      return CursorPath.Token(
        range: offset..<offset, content: offset..<offset, text: "", isQuoted: false, isClosed: false)
    case let byte where Self.isWordByte(byte): return word(offset)
    default:
      // A byte that starts nothing: a key of that one character.
      let end = offset + TextLines.scalar(at: offset, in: bytes).length
      return CursorPath.Token(range: offset..<end, content: offset..<end, text: "", isQuoted: false, isClosed: false)
    }
  }

  /// Reads the value after a member's colon; where reading goes on. A
  /// string followed by a `:` is the next member's key, the value being
  /// missing.
  private func readValue(
    after colon: Int, into member: inout CursorPath.Member, nested: (Int, String?) -> Int
  ) -> Int {
    let start = skipWhitespace(colon + 1)
    guard start < bytes.count else { return start }
    switch bytes[start] {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"):
      return start
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let end = nested(start, member.key.text)
      member.valueRange = start..<end
      return end
    case UInt8(ascii: "\""):
      let token = string(start)
      let after = skipWhitespace(token.range.upperBound)
      if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return start }
      member.valueToken = token
      member.valueRange = token.range
      return token.range.upperBound
    case let byte where Self.isWordByte(byte):
      let token = word(start)
      member.valueToken = token
      member.valueRange = token.range
      return token.range.upperBound
    default:
      return start + 1
    }
  }

  /// What the cursor is in among an object's members.
  private func spot(in members: [CursorPath.Member]) -> CursorPath.Spot {
    for member in members {
      if !member.key.range.isEmpty, covers(member.key) { return .key(member.key) }
      guard let colon = member.colon, cursor > colon else { continue }
      if let token = member.valueToken, covers(token) { return .value(key: member.key.text, token: token) }
      let valueStart = member.valueRange?.lowerBound ?? bytes.count
      if cursor <= valueStart, bytes[(colon + 1)..<cursor].allSatisfy(Self.isWhitespace) {
        return .value(key: member.key.text, token: empty)
      }
    }
    return .key(empty)
  }

  /// An empty token at the cursor.
  private var empty: CursorPath.Token {
    CursorPath.Token(range: cursor..<cursor, content: cursor..<cursor, text: "", isQuoted: false, isClosed: false)
  }

  /// Whether the cursor is in a token: inside a string's quotes, or in or
  /// at either end of a word.
  private func covers(_ token: CursorPath.Token) -> Bool {
    token.isQuoted
      ? token.content.lowerBound <= cursor && cursor <= token.content.upperBound
      : token.range.lowerBound <= cursor && cursor <= token.range.upperBound
  }

  // MARK: Tokens

  private func skipWhitespace(_ start: Int) -> Int {
    var offset = start
    while offset < bytes.count, Self.isWhitespace(bytes[offset]) { offset += 1 }
    return offset
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether a byte belongs to a bare word: anything but whitespace,
  /// brackets, commas, colons and quotes.
  static func isWordByte(_ byte: UInt8) -> Bool {
    !isWhitespace(byte) && !"{}[],:\"".utf8.contains(byte)
  }

  /// The string whose opening quote is at `quote`; without a closing
  /// quote, it ends at the line's end.
  private func string(_ quote: Int) -> CursorPath.Token {
    let end = stringEnd(quote)
    let closed = end > quote + 1 && bytes[end - 1] == UInt8(ascii: "\"") && !isEscaped(end - 1, after: quote)
    let contentEnd = closed ? end - 1 : end
    return CursorPath.Token(
      range: quote..<end, content: (quote + 1)..<contentEnd, text: Self.decoded(bytes[(quote + 1)..<contentEnd]),
      isQuoted: true, isClosed: closed)
  }

  private func isEscaped(_ index: Int, after start: Int) -> Bool {
    var backslashes = 0
    var scan = index - 1
    while scan > start, bytes[scan] == UInt8(ascii: "\\") {
      backslashes += 1
      scan -= 1
    }
    return backslashes % 2 == 1
  }

  /// Where the string at `quote` ends: after its closing quote, or at the
  /// line's end (or the text's) without one.
  private func stringEnd(_ quote: Int) -> Int {
    var offset = quote + 1
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\\"): offset += 2
      case UInt8(ascii: "\""): return offset + 1
      case 0x0A, 0x0D: return offset
      default: offset += 1
      }
    }
    return bytes.count
  }

  /// The bare word at `start`.
  private func word(_ start: Int) -> CursorPath.Token {
    var end = start
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    return CursorPath.Token(
      range: start..<end, content: start..<end, text: String(decoding: bytes[start..<end], as: UTF8.self),
      isQuoted: false, isClosed: true)
  }

  /// Where the object or array at `start` ends, by its brackets (any
  /// closing bracket closes), stepping over strings; the text's end when
  /// it never closes.
  private func containerEnd(_ start: Int) -> Int {
    var depth = 0
    var offset = start
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        offset = stringEnd(offset)
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return offset + 1 }
      default:
        break
      }
      offset += 1
    }
    return bytes.count
  }

  /// A string's text with its escapes decoded; an escape that is not
  /// JSON's is kept as written.
  static func decoded(_ content: ArraySlice<UInt8>) -> String {
    guard content.contains(UInt8(ascii: "\\")) else { return String(decoding: content, as: UTF8.self) }
    var output: [UInt8] = []
    var offset = content.startIndex
    while offset < content.endIndex {
      let byte = content[offset]
      guard byte == UInt8(ascii: "\\"), offset + 1 < content.endIndex else {
        output.append(byte)
        offset += 1
        continue
      }
      let escaped = content[offset + 1]
      offset += 2
      switch escaped {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "u") where offset + 4 <= content.endIndex:
        let hex = String(decoding: content[offset..<offset + 4], as: UTF8.self)
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
          output += Array(String(scalar).utf8)
          offset += 4
        } else {
          output += [UInt8(ascii: "\\"), escaped]
        }
      default: output.append(escaped)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}

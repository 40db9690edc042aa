import CRE2
import SDUIDocument

/// Regular expressions for `match` and `replace`, with `$n` group
/// references in replacements as Kotlin writes them.
///
/// A screen's pattern runs in RE2 (Debian's libre2), whose matching takes
/// time linear in the text whatever the pattern: `(a+)+$` cannot
/// backtrack. RE2 has no backreferences (`\1`), lookaround (`(?=`, `(?!`,
/// `(?<=`, `(?<!`), atomic groups or possessive quantifiers; a pattern
/// with them does not compile, and the operation is `null` with the
/// reason (docs/expressions.md). Java's and JavaScript's named groups,
/// `(?<name>...)`, are read as RE2's `(?P<name>...)`. The cost of a match
/// is bounded too: one search may not pass ``maximumSteps``, and all the
/// searches of a `replace` may not take more than ``longestReplace`` of
/// processor time (``ProcessorTime``: the thread's own, which a busy
/// machine does not stretch).
package enum RegexSupport {
  /// The longest pattern taken, in bytes.
  static let longestPattern = 4096
  /// The memory RE2 may give one pattern's program and its matching.
  static let programMemory: Int64 = 8 << 20
  /// The most steps (RE2's instructions times bytes of text) one search
  /// may take: about a second where RE2 must simulate its program byte by
  /// byte, far less where its automaton runs.
  static let maximumSteps = 1 << 27
  /// The most processor time all of a `replace`'s searches may take
  /// together: each is
  /// linear, but a pattern such as `a.*z|a` looks to the end of the text
  /// from every match, which makes their sum quadratic.
  static let longestReplace: Duration = .milliseconds(500)
  /// The longest text `replace` makes, in bytes: a screen's largest value.
  static let longestResult = ScreenBudget().valueBytes

  /// A compiled pattern.
  final class Compiled {
    let handle: OpaquePointer
    let programSize: Int

    init(handle: OpaquePointer) {
      self.handle = handle
      programSize = max(1, Int(sdui_regex_program_size(handle)))
    }

    deinit { sdui_regex_free(handle) }
  }

  static func compile(_ pattern: String, operation: String) throws(OperationFailure) -> Compiled {
    let bytes = Array(readingNamedGroups(pattern).utf8)
    guard bytes.count <= longestPattern else {
      throw .regularExpressionTooCostly(
        operation: operation, reason: "the pattern is longer than \(longestPattern) bytes")
    }
    var error = [CChar](repeating: 0, count: 256)
    let handle = bytes.withUnsafeBufferPointer { pattern in
      pattern.withMemoryRebound(to: CChar.self) {
        sdui_regex_compile($0.baseAddress, $0.count, programMemory, &error, error.count)
      }
    }
    guard let handle else {
      let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .invalidRegularExpression(pattern, reason: reason + hint(for: reason))
    }
    return Compiled(handle: handle)
  }

  /// Whether all of `text` matches `pattern` (RE2's full match).
  package static func fullMatch(_ text: String, _ pattern: String) throws(OperationFailure) -> Bool {
    let regex = try compile(pattern, operation: "match")
    let bytes = Array(text.utf8)
    try admit(regex.programSize, bytes.count, operation: "match")
    return sdui_regex_full_match(regex.handle, characters(bytes), bytes.count) == 1
  }

  package static func replaceAll(_ text: String, _ pattern: String, with template: String) throws(OperationFailure)
    -> String
  {
    let regex = try compile(pattern, operation: "replace")
    let bytes = Array(text.utf8)
    return try replaceAll(bytes, characters: characters(bytes), regex: regex, with: template)
  }

  private static func replaceAll(
    _ bytes: [UInt8], characters: [CChar], regex: Compiled, with template: String
  ) throws(OperationFailure) -> String {
    let spanCount = 2 * (Int(sdui_regex_group_count(regex.handle)) + 1)
    var spans = [Int64](repeating: -1, count: spanCount)
    var result: [UInt8] = []
    var copied = 0
    var from = 0
    let replacement = parts(of: template)
    let deadline = ProcessorTime.now() + longestReplace
    try admit(regex.programSize, bytes.count, operation: "replace")
    while from <= bytes.count {
      guard ProcessorTime.now() < deadline else {
        throw .regularExpressionTooCostly(
          operation: "replace",
          reason: "its searches took more than \(longestReplace) of processor time, the most they may")
      }
      guard sdui_regex_find(regex.handle, characters, bytes.count, from, &spans, Int32(spanCount)) == 1 else { break }
      let start = Int(spans[0])
      let end = Int(spans[1])
      result += bytes[copied..<start]
      expand(replacement, groups: spans, in: bytes, into: &result)
      guard result.count <= longestResult else {
        throw .regularExpressionTooCostly(
          operation: "replace", reason: "the result would be longer than \(longestResult) bytes")
      }
      copied = end
      from = end
      if start == end {
        guard end < bytes.count else { break }
        from = nextCharacter(after: end, in: bytes)
        result += bytes[end..<from]
        copied = from
      }
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// The bytes as C characters with a NUL after them, which a C call
  /// takes as a pointer even when there are none.
  private static func characters(_ bytes: [UInt8]) -> [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
  }

  /// `(?<name>` as RE2 writes it, `(?P<name>`, outside escapes and
  /// character classes; lookbehind, `(?<=` and `(?<!`, stays as it is.
  static func readingNamedGroups(_ pattern: String) -> String {
    var output = ""
    var characters = Array(pattern)[...]
    var inClass = false
    while let character = characters.popFirst() {
      output.append(character)
      if character == "\\", let escaped = characters.popFirst() {
        output.append(escaped)
      } else if character == "[" {
        inClass = true
      } else if character == "]" {
        inClass = false
      } else if character == "(", !inClass, characters.starts(with: ["?", "<"]),
        characters.dropFirst(2).first.map({ $0.isLetter || $0 == "_" }) == true
      {
        output += "?P"
        characters = characters.dropFirst()
      }
    }
    return output
  }

  /// What RE2's reason means, for the patterns that work on the phone.
  private static func hint(for reason: String) -> String {
    if ["(?=", "(?!", "(?<=", "(?<!"].contains(where: reason.contains) {
      return "; RE2 has no lookahead or lookbehind, which can take exponential time"
    }
    if reason.contains("invalid escape sequence: \\"), reason.last?.isNumber == true {
      return "; RE2 has no backreferences, which can take exponential time"
    }
    return ""
  }

  /// Fails when a match would take more than ``maximumSteps``.
  private static func admit(_ programSize: Int, _ length: Int, operation: String) throws(OperationFailure) {
    let (steps, overflow) = programSize.multipliedReportingOverflow(by: length)
    guard overflow || steps > maximumSteps else { return }
    throw .regularExpressionTooCostly(
      operation: operation,
      reason: "matching would take more than \(maximumSteps) steps (the pattern's size × the text)")
  }

  /// The byte after the UTF-8 character at `index`.
  private static func nextCharacter(after index: Int, in bytes: [UInt8]) -> Int {
    var next = index + 1
    while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
    return next
  }

  /// A part of a replacement: bytes as written, or a group of the match.
  enum ReplacementPart {
    case bytes([UInt8])
    case group(Int)
  }

  /// The replacement's parts: `$0`…`$9` are the match's groups (a group the
  /// pattern does not have stays as written); `\$` is a dollar.
  static func parts(of template: String) -> [ReplacementPart] {
    var parts: [ReplacementPart] = []
    var written: [UInt8] = []
    var scalars = template.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\\", let next = scalars.next() {
        written += Array(String(next).utf8)
      } else if scalar == "$", let next = scalars.next() {
        if let digit = Int(String(next)) {
          if !written.isEmpty { parts.append(.bytes(written)) }
          written = []
          parts.append(.group(digit))
        } else {
          written += Array("$\(next)".utf8)
        }
      } else {
        written += Array(String(scalar).utf8)
      }
    }
    if !written.isEmpty { parts.append(.bytes(written)) }
    return parts
  }

  /// The replacement for one match: its parts, the groups taken from the
  /// match's spans in `bytes`.
  private static func expand(
    _ parts: [ReplacementPart], groups spans: [Int64], in bytes: [UInt8], into result: inout [UInt8]
  ) {
    for part in parts {
      switch part {
      case .bytes(let written): result += written
      case .group(let digit) where 2 * digit + 1 < spans.count:
        let (start, end) = (Int(spans[2 * digit]), Int(spans[2 * digit + 1]))
        if start >= 0 { result += bytes[start..<end] }
      case .group(let digit): result += Array("$\(digit)".utf8)
      }
    }
  }
}

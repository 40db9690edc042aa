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
/// reason (docs/expressions.md). The cost of a match is bounded too: the
/// program's size times the bytes scanned may not pass ``maximumSteps``.
enum RegexSupport {
  /// The longest pattern taken, in bytes.
  static let longestPattern = 4096
  /// The memory RE2 may give one pattern's program and its matching.
  static let programMemory: Int64 = 8 << 20
  /// The most steps (RE2's instructions times bytes of text scanned) one
  /// `match` or `replace` may take: about a second where RE2 must
  /// simulate its program byte by byte, far less where its automaton
  /// runs. `replace` counts each search from where it starts to the end of
  /// the text, since a search may look that far: a long text with a
  /// match at every character reaches it (docs/expressions.md).
  static let maximumSteps = 1 << 30
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
    let bytes = Array(pattern.utf8)
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
      throw .invalidRegularExpression(pattern, reason: reason)
    }
    return Compiled(handle: handle)
  }

  static func fullMatch(_ text: String, _ pattern: String) throws(OperationFailure) -> Bool {
    let regex = try compile(pattern, operation: "match")
    let bytes = Array(text.utf8)
    try admit(regex.programSize, bytes.count, operation: "match")
    return sdui_regex_full_match(regex.handle, characters(bytes), bytes.count) == 1
  }

  static func replaceAll(_ text: String, _ pattern: String, with template: String) throws(OperationFailure) -> String {
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
    var steps = 0
    while from <= bytes.count {
      steps += regex.programSize * (bytes.count - from + 1)
      try admit(steps, 1, operation: "replace")
      guard sdui_regex_find(regex.handle, characters, bytes.count, from, &spans, Int32(spanCount)) == 1 else { break }
      let start = Int(spans[0])
      let end = Int(spans[1])
      result += bytes[copied..<start]
      result += expand(template, groups: spans, in: bytes)
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

  /// `$0`…`$9` in the replacement become the match's groups; `\$` is a dollar.
  private static func expand(_ template: String, groups spans: [Int64], in bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var scalars = template.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\\", let next = scalars.next() {
        result += Array(String(next).utf8)
      } else if scalar == "$", let next = scalars.next() {
        if let digit = Int(String(next)), 2 * digit + 1 < spans.count {
          let (start, end) = (Int(spans[2 * digit]), Int(spans[2 * digit + 1]))
          if start >= 0 { result += bytes[start..<end] }
        } else {
          result += Array("$\(next)".utf8)
        }
      } else {
        result += Array(String(scalar).utf8)
      }
    }
    return result
  }
}

/// A string property pre-parsed into literal text and `@{...}` expressions,
/// so that no string is scanned twice later.
///
/// An expression is found as the dialects' reference implementations find
/// it: `@{`, then characters other than `'` and `}` or single-quoted strings
/// (with `\'` and other backslash escapes inside), then `}`. Backslashes
/// right before `@{` escape it by parity: with k of them, an odd k leaves
/// `(k-1)/2` backslashes and the expression as literal text; an even k leaves
/// `k/2` backslashes followed by the expression. An `@{` that never closes
/// stays literal and is reported by ``scan(_:)``.
///
/// ```swift
/// TextTemplate.scan(#"Hi @{user.name}!"#).template.segments
/// // [.text("Hi "), .expression("user.name", offset: 5), .text("!")]
/// TextTemplate.scan(#"\@{x}"#).template.literalText // "@{x}"
/// ```
public struct TextTemplate: Sendable, Equatable {
  /// A piece of a template.
  package enum Segment: Sendable, Equatable {
    /// Literal text, escapes already resolved.
    case text(String)
    /// The code between `@{` and `}`, and the offset (in Unicode scalars)
    /// of its first character in ``TextTemplate/source``.
    case expression(String, offset: Int)
  }

  /// An `@{` that does not start an expression.
  public struct UnclosedExpression: Sendable, Equatable {
    /// The text from `@{`, shortened for messages.
    package var excerpt: String
    /// The 1-based column of `@{` in the source string.
    public var column: Int
    /// Why it does not close.
    package var reason: String
  }

  /// The string exactly as written.
  public let source: String
  /// Its pieces, in order; empty for the empty string.
  package let segments: [Segment]
  /// The parsed code of each expression segment, in order, once
  /// ``compiled(with:)`` has run (the decoder does it).
  public private(set) var expressions: [Result<Expression, ExpressionError>] = []

  /// Whether there is no expression at all.
  package var isLiteral: Bool {
    segments.allSatisfy { if case .text = $0 { true } else { false } }
  }

  /// The text with escapes resolved, when there is no expression.
  package var literalText: String? {
    guard isLiteral else { return nil }
    return segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }

  /// The code when the whole string is one expression, which then keeps its
  /// JSON type when evaluated (a template always gives text).
  package var wholeExpression: String? {
    guard segments.count == 1, case .expression(let code, _) = segments[0] else { return nil }
    return code
  }

  /// Splits a string into text and expressions, and reports every `@{`
  /// that was meant as an expression but does not close.
  public static func scan(_ source: String) -> (template: TextTemplate, unclosed: [UnclosedExpression]) {
    guard source.utf8.contains(UInt8(ascii: "@")) else {
      return (TextTemplate(source: source, segments: source.isEmpty ? [] : [.text(source)]), [])
    }
    // Every delimiter is ASCII, so the scan walks UTF-8 bytes and cuts only
    // at ASCII bytes; offsets and columns are counted in scalars.
    let bytes = Array(source.utf8)
    var segments: [Segment] = []
    var unclosed: [UnclosedExpression] = []
    var pending: [UInt8] = []
    var scalars = ScalarCounter(bytes: bytes)
    var index = 0
    while index < bytes.count {
      if unclosed.count == maximumUnclosed {
        // Each unclosed expression is looked for to the end of the text:
        // past a hundred, the rest is text, so a hostile template costs
        // no more than a hundred passes over itself.
        pending += bytes[index...]
        break
      }
      var runEnd = index
      while runEnd < bytes.count, bytes[runEnd] == backslash { runEnd += 1 }
      let backslashes = runEnd - index
      let opens = runEnd + 1 < bytes.count && bytes[runEnd] == at && bytes[runEnd + 1] == openBrace
      guard opens else {
        // Plain text runs to the next backslash or `@`.
        var stop = backslashes > 0 ? runEnd : index + 1
        while backslashes == 0, stop < bytes.count, bytes[stop] != backslash, bytes[stop] != at { stop += 1 }
        pending += bytes[index..<stop]
        index = stop
        continue
      }
      let codeStart = runEnd + 2
      switch closingBrace(in: bytes, from: codeStart) {
      case .success(let close):
        pending += repeatElement(backslash, count: backslashes / 2)
        if backslashes % 2 == 1 {
          pending += bytes[runEnd...close]
        } else {
          if !pending.isEmpty { segments.append(.text(String(decoding: pending, as: UTF8.self))) }
          pending.removeAll(keepingCapacity: true)
          let code = String(decoding: bytes[codeStart..<close], as: UTF8.self)
          segments.append(.expression(code, offset: scalars.count(upTo: codeStart)))
        }
        index = close + 1
      case .failure(let reason):
        if backslashes % 2 == 0 {
          let column = scalars.count(upTo: runEnd) + 1
          let rest = String(decoding: bytes[runEnd...], as: UTF8.self).unicodeScalars
          let excerpt = String(String.UnicodeScalarView(rest.prefix(24)))
          unclosed.append(
            UnclosedExpression(
              excerpt: rest.prefix(25).count > 24 ? excerpt + "…" : excerpt, column: column, reason: reason.text))
        }
        pending += bytes[index...runEnd]
        index = runEnd + 1
      }
    }
    if !pending.isEmpty { segments.append(.text(String(decoding: pending, as: UTF8.self))) }
    return (TextTemplate(source: source, segments: segments), unclosed)
  }

  /// The template with each expression parsed by a dialect's grammar.
  public func compiled(with parser: ExpressionParser) -> TextTemplate {
    compiled { code, offset in
      Result { () throws(ExpressionError) in try parser.parse(code, offset: offset, in: source) }
    }
  }

  /// The template with each expression's code (and its offset in
  /// ``source``) parsed by `parse`, which may remember what it has seen.
  public func compiled(by parse: (_ code: String, _ offset: Int) -> Result<Expression, ExpressionError>)
    -> TextTemplate
  {
    var copy = self
    copy.expressions = segments.compactMap { segment -> Result<Expression, ExpressionError>? in
      guard case .expression(let code, let offset) = segment else { return nil }
      return parse(code, offset)
    }
    return copy
  }

  /// The first expression that failed to parse, if any.
  package var firstError: ExpressionError? {
    for result in expressions {
      if case .failure(let error) = result { return error }
    }
    return nil
  }

  private struct ScanFailure: Error {
    var text: String
  }

  private static let backslash = UInt8(ascii: "\\")
  private static let at = UInt8(ascii: "@")
  private static let openBrace = UInt8(ascii: "{")

  /// How many unclosed expressions a template is searched for.
  static let maximumUnclosed = 100

  /// Counts the scalars before a byte offset, going on from where the
  /// last count stopped (offsets only grow during a scan): a template's
  /// offsets cost one pass over it, not one per expression.
  private struct ScalarCounter {
    let bytes: [UInt8]
    private var countedBytes = 0
    private var countedScalars = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// The scalars in `bytes[..<end]`: every byte but continuations.
    mutating func count(upTo end: Int) -> Int {
      while countedBytes < end {
        if bytes[countedBytes] & 0xC0 != 0x80 { countedScalars += 1 }
        countedBytes += 1
      }
      return countedScalars
    }
  }

  private static func closingBrace(in bytes: [UInt8], from start: Int) -> Result<Int, ScanFailure> {
    let quote = UInt8(ascii: "'")
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "}"):
        return .success(index)
      case quote:
        index += 1
        while index < bytes.count, bytes[index] != quote {
          index += bytes[index] == backslash ? 2 : 1
        }
        guard index < bytes.count else {
          return .failure(ScanFailure(text: "a quote opened inside it is never closed"))
        }
        index += 1
      default:
        index += 1
      }
    }
    if start < bytes.count, let last = bytes.last, last == UInt8(ascii: "]") || last == UInt8(ascii: ")"),
      !bytes[start..<(bytes.count - 1)].contains(where: { $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: ")") })
    {
      return .failure(ScanFailure(text: "expected '}' to close it, found '\(Unicode.Scalar(last))'"))
    }
    return .failure(ScanFailure(text: "expected '}' to close it"))
  }
}

extension TextTemplate {
  /// A part of a template a dialect builds from what it has read itself
  /// (A2UI's strings have no `@{...}`; its bindings and calls are objects).
  package enum Part: Sendable, Equatable {
    /// Literal text.
    case text(String)
    /// An expression already made.
    case expression(Expression)
  }

  /// A template of parts already read: literal text stays literal however
  /// it is written, and each expression is taken as it is.
  package init(parts: [Part]) {
    var segments: [Segment] = []
    var expressions: [Result<Expression, ExpressionError>] = []
    var source = ""
    for part in parts {
      switch part {
      case .text(let text) where text.isEmpty: continue
      case .text(let text):
        segments.append(.text(text))
        source += text
      case .expression(let expression):
        segments.append(.expression(expression.description, offset: source.unicodeScalars.count + 2))
        expressions.append(.success(expression))
        source += "@{" + expression.description + "}"
      }
    }
    self.init(source: source, segments: segments)
    self.expressions = expressions
  }
}

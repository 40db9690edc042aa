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
  public enum Segment: Sendable, Equatable {
    /// Literal text, escapes already resolved.
    case text(String)
    /// The code between `@{` and `}`, and the offset (in Unicode scalars)
    /// of its first character in ``TextTemplate/source``.
    case expression(String, offset: Int)
  }

  /// An `@{` that does not start an expression.
  public struct UnclosedExpression: Sendable, Equatable {
    /// The text from `@{`, shortened for messages.
    public var excerpt: String
    /// The 1-based column of `@{` in the source string.
    public var column: Int
    /// Why it does not close.
    public var reason: String
  }

  /// The string exactly as written.
  public let source: String
  /// Its pieces, in order; empty for the empty string.
  public let segments: [Segment]
  /// The parsed code of each expression segment, in order, once
  /// ``compiled(with:)`` has run (the decoder does it).
  public private(set) var expressions: [Result<Expression, ExpressionError>] = []

  /// Whether there is no expression at all.
  public var isLiteral: Bool {
    segments.allSatisfy { if case .text = $0 { true } else { false } }
  }

  /// The text with escapes resolved, when there is no expression.
  public var literalText: String? {
    guard isLiteral else { return nil }
    return segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }

  /// The code when the whole string is one expression, which then keeps its
  /// JSON type when evaluated (a template always gives text).
  public var wholeExpression: String? {
    guard segments.count == 1, case .expression(let code, _) = segments[0] else { return nil }
    return code
  }

  /// Splits a string into text and expressions, and reports every `@{`
  /// that was meant as an expression but does not close.
  public static func scan(_ source: String) -> (template: TextTemplate, unclosed: [UnclosedExpression]) {
    guard source.utf8.contains(UInt8(ascii: "@")) else {
      return (TextTemplate(source: source, segments: source.isEmpty ? [] : [.text(source)]), [])
    }
    let scalars = Array(source.unicodeScalars)
    var segments: [Segment] = []
    var unclosed: [UnclosedExpression] = []
    var pending = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      var runEnd = index
      while runEnd < scalars.count, scalars[runEnd] == "\\" { runEnd += 1 }
      let backslashes = runEnd - index
      let opens = runEnd + 1 < scalars.count && scalars[runEnd] == "@" && scalars[runEnd + 1] == "{"
      guard opens else {
        // Plain text runs to the next backslash or `@`.
        var stop = backslashes > 0 ? runEnd : index + 1
        while backslashes == 0, stop < scalars.count, scalars[stop] != "\\", scalars[stop] != "@" { stop += 1 }
        pending.append(contentsOf: scalars[index..<stop])
        index = stop
        continue
      }
      let codeStart = runEnd + 2
      switch closingBrace(in: scalars, from: codeStart) {
      case .success(let close):
        let code = String(String.UnicodeScalarView(scalars[codeStart..<close]))
        pending.append(contentsOf: String(repeating: "\\", count: backslashes / 2).unicodeScalars)
        if backslashes % 2 == 1 {
          pending.append(contentsOf: scalars[runEnd...close])
        } else {
          if !pending.isEmpty { segments.append(.text(String(pending))) }
          pending = String.UnicodeScalarView()
          segments.append(.expression(code, offset: codeStart))
        }
        index = close + 1
      case .failure(let reason):
        if backslashes % 2 == 0 {
          let excerpt = String(String.UnicodeScalarView(scalars[runEnd..<min(scalars.count, runEnd + 24)]))
          unclosed.append(
            UnclosedExpression(
              excerpt: scalars.count > runEnd + 24 ? excerpt + "…" : excerpt, column: runEnd + 1,
              reason: reason.text))
        }
        pending.append(contentsOf: scalars[index...runEnd])
        index = runEnd + 1
      }
    }
    if !pending.isEmpty { segments.append(.text(String(pending))) }
    return (TextTemplate(source: source, segments: segments), unclosed)
  }

  /// The template with each expression parsed by a dialect's grammar.
  public func compiled(with parser: ExpressionParser) -> TextTemplate {
    var copy = self
    copy.expressions = segments.compactMap { segment -> Result<Expression, ExpressionError>? in
      guard case .expression(let code, let offset) = segment else { return nil }
      return Result { () throws(ExpressionError) in try parser.parse(code, offset: offset, in: source) }
    }
    return copy
  }

  /// The first expression that failed to parse, if any.
  public var firstError: ExpressionError? {
    for result in expressions {
      if case .failure(let error) = result { return error }
    }
    return nil
  }

  private struct ScanFailure: Error {
    var text: String
  }

  private static func closingBrace(in scalars: [Unicode.Scalar], from start: Int) -> Result<Int, ScanFailure> {
    var index = start
    while index < scalars.count {
      switch scalars[index] {
      case "}":
        return .success(index)
      case "'":
        index += 1
        while index < scalars.count, scalars[index] != "'" {
          index += scalars[index] == "\\" ? 2 : 1
        }
        guard index < scalars.count else {
          return .failure(ScanFailure(text: "a quote opened inside it is never closed"))
        }
        index += 1
      default:
        index += 1
      }
    }
    let stray = scalars[start...].firstIndex { $0 == "]" || $0 == ")" }
    if let stray, stray == scalars.count - 1 {
      return .failure(ScanFailure(text: "expected '}' to close it, found '\(scalars[stray])'"))
    }
    return .failure(ScanFailure(text: "expected '}' to close it"))
  }
}

/// Why the code inside `@{...}` is not an expression, and where.
///
/// The column counts Unicode scalars in the whole string the expression is
/// written in, so `@{sum(a,}` reports `expected an argument at column 9`.
/// `caretText` draws it for people:
///
/// ```text
/// @{sum(a,}
///         ^ expected an argument
/// ```
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was expected, in words: `expected an argument`.
  public var message: String
  /// The 1-based column in ``source``.
  public var column: Int
  /// The whole string the expression is written in.
  public var source: String

  /// Creates an error.
  public init(_ message: String, column: Int, source: String) {
    self.message = message
    self.column = column
    self.source = source
  }

  /// `expected an argument at column 9`.
  public var description: String { "\(message) at column \(column)" }

  /// The source on one line and a caret under the column, with the message.
  /// Newlines and tabs in the source show as spaces so the caret lines up.
  package var caretText: String {
    let flat = String(
      String.UnicodeScalarView(source.unicodeScalars.map { $0 == "\n" || $0 == "\t" || $0 == "\r" ? " " : $0 }))
    return flat + "\n" + String(repeating: " ", count: max(0, column - 1)) + "^ " + message
  }
}

/// A position in a source document, as a person reads it.
///
/// Lines and columns are 1-based. Columns count Unicode scalars, so a
/// column points at the same character in any UTF-8 aware editor.
/// Values built in code rather than parsed carry ``unknown`` (0:0).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line, or 0 when unknown.
  public var line: Int
  /// The 1-based column in Unicode scalars, or 0 when unknown.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location of values that did not come from a document.
  public static let unknown = SourceLocation(line: 0, column: 0)

  /// Whether this location points into a document.
  package var isKnown: Bool { line > 0 }

  /// `line:column`, e.g. `12:7`.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

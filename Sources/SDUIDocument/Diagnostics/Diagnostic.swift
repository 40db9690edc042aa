/// One problem found in a screen, with where it is and how bad it is.
///
/// Decoding never throws for content problems: it returns the tree plus
/// diagnostics. A diagnostic points three ways at once: the file, the
/// line:column in it, and the JSON path of the value, so that a message is
/// useful even for generated JSON on one line.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Sendable, Comparable {
    /// Part of the screen cannot work as written.
    case error
    /// The screen works, perhaps not as intended, or not on every platform.
    case warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .error && rhs == .warning
    }
  }

  /// What was found, as data; ``message`` renders it.
  public var kind: DiagnosticKind
  /// How serious it is.
  package var severity: Severity
  /// The file or URL the document came from, when known.
  public var file: String?
  /// Where in the document.
  package var location: SourceLocation
  /// The JSON path of the value concerned.
  public var path: JSONPath

  /// Creates a diagnostic with the kind's usual severity unless one is given.
  public init(
    _ kind: DiagnosticKind, at location: SourceLocation, path: JSONPath, file: String? = nil,
    severity: Severity? = nil
  ) {
    self.kind = kind
    self.severity = severity ?? kind.defaultSeverity
    self.file = file
    self.location = location
    self.path = path
  }

  /// The problem in words: what was found and what was expected.
  public var message: String { kind.message }

  /// `FILE:LINE:COL: severity: MESSAGE (at $.path)`, the format of
  /// `sdui-term check`.
  public var description: String {
    "\(file ?? "<input>"):\(location.line):\(location.column): \(severity.rawValue): \(message) (at \(path))"
  }
}

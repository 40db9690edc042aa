import SDUIDocument

/// Something that went wrong, or was said, while screens run: a failed
/// action, an expression that cannot be evaluated, a navigation with
/// nowhere to go, a picture that did not arrive, a screen's own `log`.
///
/// It points where a `Diagnostic` points (the document, the line:column
/// in it and the JSON path) as far as each is known, and keeps what it is
/// as data (``kind``), rendered to text in one place. Every part of the
/// program appends to one ``ProblemLog``, and every reader (the status
/// line, F2, `render`'s standard error, the flows' reports, the log file)
/// reads it.
///
/// ```swift
/// Problem(.actionFailed(action: "setState", .unknownState("cart")), document: "home.json",
///         location: SourceLocation(line: 4, column: 9), path: JSONPath.root.appending("onPress"))
///   .description  // home.json:4:9: error: setState: couldn't find state with id 'cart' (at $.onPress)
/// ```
public struct Problem: Sendable, Equatable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Sendable, Comparable {
    /// News, not a problem: a screen's `log` at info level, a reload.
    case info
    /// It worked, perhaps not as intended.
    case warning
    /// Part of the screen could not work as written.
    case error

    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// What happened, as data; ``message`` renders it.
  public var kind: ProblemKind
  /// How serious it is.
  public var severity: Severity
  /// The file or URL of the screen it is about, when known.
  public var document: String?
  /// Where in that document, when known.
  public var location: SourceLocation?
  /// The JSON path of the value concerned, when known.
  public var path: JSONPath?
  /// The id of the live component concerned, with its list suffixes.
  public var component: String?

  /// Creates a problem with the kind's usual severity unless one is given.
  public init(
    _ kind: ProblemKind, severity: Severity? = nil, document: String? = nil, location: SourceLocation? = nil,
    path: JSONPath? = nil, component: String? = nil
  ) {
    self.kind = kind
    self.severity = severity ?? kind.defaultSeverity
    self.document = document
    self.location = location
    self.path = path
    self.component = component
  }

  /// What happened, in words; at most ``longestMessage`` characters of
  /// them (a screen's `log` or a failed request's body can be any size).
  public var message: String {
    let full = kind.message
    guard full.count > Self.longestMessage else { return full }
    return full.prefix(Self.longestMessage) + "… (\(full.count - Self.longestMessage) more characters)"
  }

  /// The most characters of a problem's message kept.
  public static let longestMessage = 2_000

  /// `FILE:LINE:COL: MESSAGE (in 'id' at $.path)`, leaving out what is not
  /// known: the line of the log file, whose level is written beside it.
  public var text: String { place + message + context }

  /// `FILE:LINE:COL: severity: MESSAGE (in 'id' at $.path)`, the format of
  /// `sdui-term check`'s diagnostics.
  public var description: String { place + severity.rawValue + ": " + message + context }

  private var place: String {
    var written = document ?? ""
    if let location, location.line > 0 {
      written += (written.isEmpty ? "" : ":") + "\(location.line):\(location.column)"
    }
    return written.isEmpty ? "" : written + ": "
  }

  private var context: String {
    switch (component, path) {
    case (let component?, let path?): " (in '\(component)' at \(path))"
    case (let component?, nil): " (in '\(component)')"
    case (nil, let path?): " (at \(path))"
    case (nil, nil): ""
    }
  }
}

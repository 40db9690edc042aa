import SDUIDocument

/// One problem `sdui-term check` found, in the terms every kind of
/// checked file shares: where (file, line and column, perhaps an end),
/// how bad, which rule, the message, and the value's path when the file
/// has one. A screen's ``Diagnostic`` becomes one through
/// ``init(_:file:)``; a flow checker builds its own with
/// ``init(file:at:through:severity:rule:message:path:)``.
/// ``CheckReport`` renders findings as text, JSON, SARIF or GitHub
/// workflow commands.
package struct CheckFinding: Sendable, Equatable {
  /// How serious a finding is: errors make `check` exit 1.
  package enum Severity: String, Sendable, CaseIterable {
    /// Part of the file cannot work as written.
    case error
    /// It works, perhaps not as intended, or not on every platform.
    case warning
    /// Something accepted and not used, or where an error was reached
    /// from (a flow's `runFlow` step).
    case note
  }

  /// The file as the user named it (the path as typed, the URL, or
  /// `<stdin>`); a finding may be in another file than the one checked,
  /// such as a flow that a checked flow runs.
  package var file: String
  /// Where the problem starts; ``SourceLocation/unknown`` (line 0) when
  /// the whole file is meant.
  package var start: SourceLocation
  /// Where it ends, when the checker knows.
  package var end: SourceLocation?
  /// How serious it is.
  package var severity: Severity
  /// What kind of problem it is.
  package var rule: CheckRule
  /// The problem in words: lower case, no final period, user tokens quoted.
  package var message: String
  /// Where the value is in the document's structure: a screen's JSON path
  /// (`$.children[0]`); `nil` when there is none.
  package var path: String?

  /// Creates a finding; `start` is unknown and `end` and `path` are absent
  /// unless given.
  package init(
    file: String, at start: SourceLocation = .unknown, through end: SourceLocation? = nil, severity: Severity,
    rule: CheckRule, message: String, path: String? = nil
  ) {
    self.file = file
    self.start = start
    self.end = end
    self.severity = severity
    self.rule = rule
    self.message = message
    self.path = path
  }

  /// A screen's diagnostic, in `file` unless the diagnostic names its own.
  package init(_ diagnostic: Diagnostic, file: String) {
    self.init(
      file: diagnostic.file ?? file, at: diagnostic.location,
      severity: Self.severity(of: diagnostic), rule: CheckRule(diagnostic.kind), message: diagnostic.message,
      path: diagnostic.path.description)
  }

  private static func severity(of diagnostic: Diagnostic) -> Severity {
    switch diagnostic.severity {
    case .error: .error
    case .warning: .warning
    }
  }
}

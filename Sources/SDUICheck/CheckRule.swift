import SDUIDocument

/// What kind of problem a ``CheckFinding`` is: a stable id for tools and
/// a sentence saying what the rule finds. SARIF lists each rule a run
/// used; GitHub's annotations take the id as their title.
///
/// A screen's rules are its diagnostics' kinds (``init(_:)``); a file
/// that cannot be read is ``unreadable``; a checker of another kind of
/// file (flows) names its own, with ids that do not collide with these.
package struct CheckRule: Sendable, Hashable {
  /// The stable identifier, e.g. `unknownComponent`.
  package var id: String
  /// What the rule finds, one sentence, e.g. `A component name that no
  /// library registers.`
  package var summary: String

  /// Creates a rule.
  package init(id: String, summary: String) {
    self.id = id
    self.summary = summary
  }

  /// The rule of a screen's diagnostic: its kind's code and summary.
  package init(_ kind: DiagnosticKind) {
    self.init(id: kind.code, summary: kind.summary)
  }

  /// A file that could not be read (missing, a directory, not text, too
  /// large, a URL that failed).
  package static let unreadable = CheckRule(id: "unreadable", summary: "The file could not be read.")
}

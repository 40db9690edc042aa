/// A rule of one dialect's own broken (A2UI's rules for its messages and
/// its component trees), in the dialect's words: the dialect renders its
/// own typed problems to this text in one place, and the diagnostic carries
/// it to every reporter as the shared kinds are carried.
public struct DialectRuleBreach: Sendable, Equatable {
  /// A stable identifier for tools, named after the dialect:
  /// `a2ui.danglingReference`.
  package var code: String
  /// What this kind of problem is, in a sentence naming no value.
  package var summary: String
  /// The problem in words, lower case, no final period.
  package var message: String
  /// How serious it is.
  package var severity: Diagnostic.Severity

  /// Creates a breach.
  package init(code: String, summary: String, message: String, severity: Diagnostic.Severity) {
    self.code = code
    self.summary = summary
    self.message = message
    self.severity = severity
  }
}

import SDUICore

extension ScreenSession {
  /// The problems in the session's log, oldest first: for a session made
  /// on its own, the ones it met.
  package var loggedProblems: [Problem] { environment.problems.problems }
}

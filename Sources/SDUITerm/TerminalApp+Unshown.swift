import ArgumentParser
import SDUICore
import SDUIRuntime

extension TerminalApp {
  /// Ends the command when no screen is shown, as `render` and the
  /// interactive terminal do when the source gives none: says why on
  /// standard error (the failure, unless the document's error diagnostic
  /// already said it, and the app's problems of at least `severity`), then
  /// exits 1. Does nothing when a screen is shown.
  func exitUnlessScreenShown(reporting severity: Problem.Severity = .info) throws {
    let reported = { (problem: Problem) in problem.severity >= severity }
    if case .failed(let failure)? = navigator.current?.content {
      // A document that is no screen has said why in its error diagnostic.
      let explained =
        !failure.details.isEmpty
        && failure.details.allSatisfy { line in
          diagnostics.contains { $0.severity == .error && $0.description == line }
        }
      for problem in problems.problems where reported(problem) { StandardError.report(problem) }
      if !explained { StandardError.error(failure.description) }
      for line in failure.details where !diagnostics.contains(where: { $0.description == line }) {
        StandardError.write("  \(line)\n")
      }
      throw ExitCode.failure
    }
    if controller == nil {
      for problem in problems.problems where reported(problem) { StandardError.report(problem) }
      throw ExitCode.failure
    }
  }
}

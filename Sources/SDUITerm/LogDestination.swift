import ArgumentParser
import Foundation
import Logging
import SDUICore

/// Where a command's problems go: a `--log-file` as they happen, else
/// standard error when the command ends.
enum LogDestination {
  /// The log of a command's problems, which also writes each to `file`
  /// when one is given.
  static func problems(file: String?) throws -> ProblemLog {
    ProblemLog(alsoTo: try handler(file: file))
  }

  /// Writes a run's problems on standard error, one line each, unless
  /// they went to a log file.
  static func report(_ problems: ProblemLog, file: String?) {
    guard file == nil else { return }
    for problem in problems.problems { StandardError.report(problem) }
  }

  /// A handler that writes to `file`; none without one.
  static func handler(file: String?) throws -> (any LogHandler)? {
    guard let file else { return nil }
    do {
      return try FileLogHandler(label: "sdui-term.engine", path: file)
    } catch {
      throw ValidationError("cannot write the log file '\(file)': \(error.localizedDescription)")
    }
  }
}

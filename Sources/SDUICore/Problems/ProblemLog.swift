import Logging
import Synchronization

/// The one log of problems: every part of the program appends to it, and
/// the status line, F2, `render`, the flows and the log file read it.
///
/// It keeps the latest ``capacity`` problems and counts all of them, so a
/// reader keeps a mark (``count``) and asks for what came after it. Each
/// problem also goes, as it is appended, to the log handler it was given
/// (`--log-file`).
///
/// ```swift
/// let log = ProblemLog()
/// let mark = log.count
/// log.append(Problem(.nothingToGoBackTo))
/// log.problems(since: mark).map(\.description)  // ["warning: there is no screen to go back to"]
/// ```
public final class ProblemLog: Sendable {
  private struct Entries {
    var kept: [Problem] = []
    var appended = 0
  }

  private let entries = Mutex(Entries())
  private let logger: Logger?
  /// How many problems are kept.
  public let capacity: Int

  /// Creates an empty log that also writes each problem to `handler`.
  public init(capacity: Int = 500, alsoTo handler: (any LogHandler)? = nil) {
    self.capacity = capacity
    logger = handler.map { handler in
      var logger = Logger(label: "sdui-term.engine") { _ in handler }
      logger.logLevel = .info
      return logger
    }
  }

  /// Appends a problem, dropping the oldest beyond the capacity.
  public func append(_ problem: Problem) {
    entries.withLock { entries in
      entries.kept.append(problem)
      entries.appended += 1
      if entries.kept.count > capacity { entries.kept.removeFirst(entries.kept.count - capacity) }
    }
    logger?.log(level: problem.severity.loggerLevel, "\(problem.text)")
  }

  /// The kept problems, oldest first.
  public var problems: [Problem] { entries.withLock { $0.kept } }

  /// How many problems were ever appended: a mark for ``problems(since:)``.
  public var count: Int { entries.withLock { $0.appended } }

  /// The kept problems appended after `mark` (an earlier ``count``).
  public func problems(since mark: Int) -> [Problem] {
    entries.withLock { entries in
      let new = max(0, entries.appended - mark)
      return Array(entries.kept.suffix(min(new, entries.kept.count)))
    }
  }
}

extension Problem.Severity {
  /// The swift-log level of this severity.
  var loggerLevel: Logger.Level {
    switch self {
    case .info: .info
    case .warning: .warning
    case .error: .error
    }
  }
}

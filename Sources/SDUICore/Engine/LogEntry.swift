import SDUIDocument

/// One line the screen or the engine logged.
public struct LogEntry: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is.
  package enum Level: String, Sendable {
    case info
    case warning
    case error
  }

  /// Its level.
  package var level: Level
  /// The text.
  public var message: String

  /// `error: message`.
  public var description: String { "\(level.rawValue): \(message)" }
}

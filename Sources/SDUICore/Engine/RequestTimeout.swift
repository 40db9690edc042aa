/// A request that ran out of time, named by the option that set the time:
/// the one message for it wherever it surfaces (`sendRequest`'s
/// `onError`, a navigation, a lazy component, a picture, the log).
///
/// ```swift
/// "\(RequestTimeout.noWholeAnswer(seconds: 2))"  // "no whole answer within 2 s (see --timeout)"
/// ```
package enum RequestTimeout: Error, Equatable, CustomStringConvertible {
  /// The server did not connect, or sent nothing more, within
  /// `--connect-timeout`.
  case noAnswer(seconds: Double)
  /// The answer did not end within `--timeout` (the request's own limit,
  /// or the wait of a headless run that then cancelled it).
  case noWholeAnswer(seconds: Double)
  /// A stream (an agent's answer) sent nothing more within `--timeout`.
  case streamStalled(seconds: Double)

  package var description: String {
    switch self {
    case .noAnswer(let seconds): "no answer within \(Self.written(seconds)) (see --connect-timeout)"
    case .noWholeAnswer(let seconds): "no whole answer within \(Self.written(seconds)) (see --timeout)"
    case .streamStalled(let seconds): "the stream sent nothing for \(Self.written(seconds)) (see --timeout)"
    }
  }

  private static func written(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}

import SDUICore
import SDUINetwork
import Synchronization

/// How a URL opened as a possible stream first answered, settled once and
/// waited for by ``HTTPStreamConnection/openPage(headers:)``: a stream
/// (nil) as soon as its first bytes come, a whole document once it has
/// all come, or why no answer came.
final class StreamOpening: Sendable {
  private let state = Mutex(State())

  private struct State {
    var outcome: Result<HTTPResponse?, SourceError>?
    var waiting: CheckedContinuation<Result<HTTPResponse?, SourceError>, Never>?
    var isDecided = false
  }

  /// Whether the answer was found to be a stream or a document.
  var isDecided: Bool { state.withLock { $0.isDecided || $0.outcome != nil } }

  /// Whether the outcome is known.
  var isSettled: Bool { state.withLock { $0.outcome != nil } }

  /// The answer is a document: its bytes are gathered until it ends.
  func decide() {
    state.withLock { $0.isDecided = true }
  }

  /// Settles the opening with `outcome`, unless it was settled before;
  /// true when this settled it.
  @discardableResult
  func settle(_ outcome: Result<HTTPResponse?, SourceError>) -> Bool {
    let waiting: CheckedContinuation<Result<HTTPResponse?, SourceError>, Never>?? = state.withLock { state in
      guard state.outcome == nil else { return .none }
      state.outcome = outcome
      defer { state.waiting = nil }
      return .some(state.waiting)
    }
    guard let waiting else { return false }
    waiting?.resume(returning: outcome)
    return true
  }

  /// Waits for the outcome.
  func outcome() async -> Result<HTTPResponse?, SourceError> {
    await withCheckedContinuation { continuation in
      let settled: Result<HTTPResponse?, SourceError>? = state.withLock { state in
        if state.outcome == nil { state.waiting = continuation }
        return state.outcome
      }
      if let settled { continuation.resume(returning: settled) }
    }
  }
}

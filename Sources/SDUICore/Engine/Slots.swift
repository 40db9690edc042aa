import Synchronization

/// How many of something are under way at once, the others waiting their
/// turn in order: requests in the HTTP client (a screen that sends hundreds,
/// a list whose every item requests on start, has them wait, so that their
/// bodies, each up to `--max-body`, and threads are never all held
/// together), answers to `sendRequest` until their callbacks ran, pictures
/// until they are decoded.
package final class Slots: Sendable {
  private struct State {
    var free: Int
    var waiting: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    var nextID = 0
  }

  private let state: Mutex<State>

  /// `count` slots.
  package init(count: Int) {
    state = Mutex(State(free: count))
  }

  /// Waits for a free slot; throws `CancellationError` when the task is
  /// cancelled while it waits.
  package func acquire() async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let granted = state.withLock { state -> Bool in
          guard state.free > 0 else {
            state.waiting.append((id, continuation))
            return false
          }
          state.free -= 1
          return true
        }
        if granted { continuation.resume() }
      }
    } onCancel: {
      let cancelled = state.withLock { state in
        state.waiting.firstIndex { $0.id == id }.map { state.waiting.remove(at: $0).continuation }
      }
      cancelled?.resume(throwing: CancellationError())
    }
  }

  /// Gives a slot back, to the longest waiting one if there is one.
  package func release() {
    let next = state.withLock { state in
      guard !state.waiting.isEmpty else {
        state.free += 1
        return CheckedContinuation<Void, any Error>?.none
      }
      return state.waiting.removeFirst().continuation
    }
    next?.resume()
  }
}

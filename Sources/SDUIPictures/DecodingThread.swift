import Foundation
import Synchronization

/// The one thread pictures are decoded on, one after another: not one of
/// the few threads Swift's tasks run on (a decode there held up the keys'
/// work behind it), and, on Linux, where each thread has its own niceness,
/// at niceness 10, so that on a busy machine the main thread, which reads
/// the keys and draws, goes first.
final class DecodingThread: Sendable {
  private struct State {
    var work: [@Sendable () -> Void] = []
    var started = false
  }

  private let state = Mutex(State())
  private let waiting = DispatchSemaphore(value: 0)

  /// Runs `work` on the thread after what is already waiting there.
  func run(_ work: @escaping @Sendable () -> Void) {
    let start = state.withLock { state in
      state.work.append(work)
      defer { state.started = true }
      return !state.started
    }
    if start {
      let thread = Thread { [self] in serve() }
      thread.name = "sdui-term pictures"
      thread.start()
    }
    waiting.signal()
  }

  /// The result of `work`, run on the thread.
  func result<Value: Sendable>(of work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      run { continuation.resume(with: Result { try work() }) }
    }
  }

  private func serve() {
    #if os(Linux)
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
    while true {
      waiting.wait()
      let next = state.withLock { $0.work.isEmpty ? nil : $0.work.removeFirst() }
      next?()
    }
  }
}

import Foundation

/// A descriptor (standard input) read as it comes, on a thread of its own,
/// so that the interactive terminal can show an agent's stream of JSON
/// Lines while it arrives: each ``take()`` hands over the whole lines come
/// since the last one, and the rest once the input has ended. At most
/// `limit` bytes are read in all, as ``ScreenSource/read(limit:)`` reads.
package final class StreamedInput: DocumentStream, @unchecked Sendable {
  private let descriptor: Int32
  private let name: String
  private let limit: Int
  private let lock = NSLock()
  private var received: [UInt8] = []
  private var handedOver = 0
  private var ended = false
  private var failure: SourceError?
  private var wake: (@Sendable () -> Void)?

  /// A reader of `descriptor`, shown as `name` in its errors; call ``start()``.
  package init(descriptor: Int32 = 0, name: String, limit: Int = HTTPLimits().maxBodyBytes) {
    self.descriptor = descriptor
    self.name = name
    self.limit = limit
  }

  package func whenSomethingComes(_ wake: @escaping @Sendable () -> Void) { lock.withLock { self.wake = wake } }

  /// Starts reading, on a thread that ends with the input.
  package func start() {
    let thread = Thread { [self] in readToEnd() }
    thread.name = "stdin-reader"
    thread.start()
  }

  /// The whole lines come since the last take (everything left once the
  /// input has ended), and whether it has.
  package func take() -> StreamedPortion {
    lock.withLock {
      let end = ended ? received.count : (received.lastIndex(of: 0x0A).map { $0 + 1 } ?? handedOver)
      let start = handedOver
      handedOver = max(end, handedOver)
      return StreamedPortion(added: Array(received[start..<handedOver]), ended: ended, failure: failure)
    }
  }

  private func readToEnd() {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      let stop: SourceError? =
        count < 0 ? SourceError(source: name, reason: DocumentFile.systemReason()) : nil
      // A line ended, or the input: the app's loop takes it now, not at its next tick.
      let wake = lock.withLock {
        if count > 0 { received.append(contentsOf: chunk[0..<count]) }
        if received.count > limit {
          received.removeLast(received.count - limit)
          failure = SourceError(source: name, reason: DocumentFile.tooLarge(nil, limit: limit))
        } else if let stop {
          failure = stop
        }
        if count <= 0 || failure != nil { ended = true }
        return ended || chunk[0..<max(count, 0)].contains(0x0A) ? self.wake : nil
      }
      wake?()
      if count <= 0 || lock.withLock({ failure != nil }) { return }
    }
  }
}

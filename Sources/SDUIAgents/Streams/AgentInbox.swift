import Foundation
import SDUICore
import SDUIDocument
import SDUINetwork

/// What an agent answered and the app has not taken yet, kept across the
/// threads its requests finish on: A2UI messages as JSON Lines, its words,
/// the last failure, and how many requests are under way. All it is ever
/// given is held to `limit` bytes of messages in all: past it, the rest is
/// refused and the app is told why.
final class AgentInbox: @unchecked Sendable {
  private let lock = NSLock()
  private let name: String
  private let limit: Int
  private var lines: [UInt8] = []
  private var said: [String] = []
  private var failure: SourceError?
  private var received = 0
  private var full = false
  private var finished = false
  private var underWay = 0
  private var wake: (@Sendable () -> Void)?

  /// An inbox for the agent named `name`, taking at most `limit` bytes of messages.
  init(name: String, limit: Int) {
    self.name = name
    self.limit = limit
  }

  /// Runs `wake` each time something comes.
  func whenSomethingComes(_ wake: @escaping @Sendable () -> Void) { lock.withLock { self.wake = wake } }

  private func woken() {
    let wake = lock.withLock { self.wake }
    wake?()
  }

  /// Whether a request is under way.
  var isAnswering: Bool { lock.withLock { underWay > 0 } }

  /// A request begins.
  func begin() { lock.withLock { underWay += 1 } }

  /// A request has ended, answered or not.
  func end() {
    lock.withLock { underWay = max(0, underWay - 1) }
    woken()
  }

  /// Adds messages, one JSON line each, unless they pass the limit.
  func add(messages: [JSONValue]) {
    var bytes: [UInt8] = []
    for message in messages {
      bytes += Array(message.jsonText.utf8)
      bytes.append(0x0A)
    }
    add(lines: bytes)
  }

  /// Adds whole JSON lines as they came, unless they pass the limit.
  func add(lines bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    lock.withLock {
      guard !full else { return }
      guard received + bytes.count <= limit else {
        full = true
        failure = SourceError(
          source: name,
          reason: "the agent sent more than \(limit) bytes of messages in all; the rest is not shown (see --max-body)")
        return
      }
      received += bytes.count
      lines += bytes
    }
    woken()
  }

  /// Adds what the agent said in words.
  func add(said text: [String]) {
    guard !text.isEmpty else { return }
    lock.withLock { said = Array((said + text).suffix(8)) }
    woken()
  }

  /// Says why a request failed.
  func fail(_ reason: String) {
    lock.withLock { failure = SourceError(source: name, reason: reason) }
    woken()
  }

  /// Says that the stream the messages came on has ended; the next take
  /// says so, once.
  func finish() {
    lock.withLock { finished = true }
    woken()
  }

  /// Everything come since the last take. The conversation never ends
  /// by itself, as each action may bring more: a take is `ended` once
  /// after ``finish()``, when a stream it was reading ended.
  func take() -> StreamedPortion {
    lock.withLock {
      defer {
        lines = []
        said = []
        failure = nil
        finished = false
      }
      return StreamedPortion(added: lines, ended: finished, failure: failure, said: said)
    }
  }
}

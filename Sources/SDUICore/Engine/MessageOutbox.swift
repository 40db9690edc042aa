import SDUIDocument

/// The messages screens send back to where they came from (an A2UI
/// surface's `action` and `error` messages), in order: kept for `F2` and
/// flows, and each handed to ``onSend`` (the `--send-log` file, an agent's
/// connection). At most ``limit`` are kept; older ones go first.
@MainActor
package final class MessageOutbox {
  /// The messages sent, oldest first.
  package private(set) var messages: [JSONValue] = []
  /// How many are kept.
  package let limit: Int
  /// Runs for each message sent.
  package var onSend: ((JSONValue) -> Void)?

  /// An empty outbox keeping the last `limit` messages.
  package init(limit: Int = 1_000, onSend: ((JSONValue) -> Void)? = nil) {
    self.limit = limit
    self.onSend = onSend
  }

  /// Sends a message.
  package func send(_ message: JSONValue) {
    if messages.count >= limit { messages.removeFirst(messages.count - limit + 1) }
    messages.append(message)
    onSend?(message)
  }
}

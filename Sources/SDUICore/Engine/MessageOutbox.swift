import SDUIDocument

/// The messages screens send back to where they came from (an A2UI
/// surface's `action` and `error` messages), in order: kept for `F2` and
/// flows, and each handed to ``onSend`` (the `--send-log` file, an agent's
/// connection). At most ``limit`` are kept; older ones go first.
@MainActor
package final class MessageOutbox {
  /// One message sent, with what its transport carries beside it.
  package struct Sent: Sendable {
    /// The message itself, as it goes over the wire.
    package var message: JSONValue
    /// The transport's metadata, by key (A2UI's `a2uiClientDataModel`
    /// when a surface asks for its data model to be sent), if any.
    package var metadata: [JSONMember]
  }

  /// The messages sent, oldest first.
  package var messages: [JSONValue] { sent.map(\.message) }
  /// The messages sent with their metadata, oldest first.
  package private(set) var sent: [Sent] = []
  /// How many are kept.
  package let limit: Int
  /// Runs for each message sent.
  package var onSend: ((Sent) -> Void)?

  /// An empty outbox keeping the last `limit` messages.
  package init(limit: Int = 1_000, onSend: ((Sent) -> Void)? = nil) {
    self.limit = limit
    self.onSend = onSend
  }

  /// Sends a message, with the metadata its transport carries beside it.
  package func send(_ message: JSONValue, metadata: [JSONMember] = []) {
    if sent.count >= limit { sent.removeFirst(sent.count - limit + 1) }
    let item = Sent(message: message, metadata: metadata)
    sent.append(item)
    onSend?(item)
  }
}

import SDUINetwork

/// The agent the screens' messages go to, as it is when each is sent: the
/// app's outbox is made before a URL is found to stream, and holds this.
@MainActor
final class AgentLink {
  /// The agent, when one is connected.
  var connection: (any AgentConnection)?

  /// A link to `connection`.
  init(connection: (any AgentConnection)?) {
    self.connection = connection
  }
}

/// The clients of `serve`'s hot-reload websocket, each waiting for the
/// next `reload`: the protocol of Nimbus's backend CLI, where a client
/// connects, names its platform, and reloads whenever the server says so.
/// At most ``capacity`` clients are held; the next ones are refused.
package actor ReloadBroadcaster {
  /// The most clients connected at once.
  package let capacity: Int
  private var clients: [Int: AsyncStream<Void>.Continuation] = [:]
  private var nextID = 0

  /// A broadcaster for up to `capacity` clients.
  package init(capacity: Int = 64) {
    self.capacity = capacity
  }

  /// How many clients are connected.
  package var count: Int { clients.count }

  /// Registers a client: its id, and the reloads it is told of (at most
  /// one waits: a client that is slow to read gets one `reload` for many);
  /// `nil` when ``capacity`` clients are connected already.
  package func join() -> (id: Int, reloads: AsyncStream<Void>)? {
    guard clients.count < capacity else { return nil }
    nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    clients[nextID] = continuation
    return (nextID, stream)
  }

  /// Forgets a client that went.
  package func leave(_ id: Int) {
    clients.removeValue(forKey: id)?.finish()
  }

  /// Tells every client to reload; returns how many there were.
  @discardableResult
  package func reload() -> Int {
    for continuation in clients.values { continuation.yield() }
    return clients.count
  }
}

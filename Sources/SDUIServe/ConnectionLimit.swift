import HummingbirdCore

/// How many connections `serve` holds at once: past ``most``, it accepts no
/// more until one closes, and the next wait in the kernel's queue of
/// pending connections (then in their own kernel's retries). Reaching it
/// is logged, once each time.
struct ConnectionLimit: AvailableConnectionsDelegate {
  /// The connections held at once: each download holds a few chunks of its
  /// file (``FileStream``) and two of the 1,024 files a process is given.
  static let most = 256

  /// Where reaching the limit is logged.
  let log: @Sendable (String) -> Void
  private var open = 0

  init(log: @escaping @Sendable (String) -> Void) {
    self.log = log
  }

  mutating func connectionOpened() {
    open += 1
    if open == Self.most {
      log("\(Self.most) connections are open, the most serve holds; the next wait until one closes")
    }
  }

  mutating func connectionClosed() {
    open -= 1
  }

  func isAcceptingNewConnections() -> Bool {
    open < Self.most
  }
}

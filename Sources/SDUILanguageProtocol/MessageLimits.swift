/// How much of a client's input the server holds at once: every message
/// and header is bounded, so that no client, however it misbehaves, makes
/// the server allocate more than a message's worth.
///
/// A message over ``maximumBody`` (16 MiB by default, a screen of about
/// 300,000 lines) is refused with a JSON-RPC error and skipped unread; a
/// header block over ``maximumHeader`` is refused the same way.
package struct MessageLimits: Sendable, Equatable {
  /// The largest body accepted, in bytes.
  package var maximumBody: Int
  /// The largest header block accepted, in bytes, its blank line included.
  package var maximumHeader: Int

  /// The default limits: 16 MiB a body, 8 KiB of headers.
  package init(maximumBody: Int = 16 << 20, maximumHeader: Int = 8 << 10) {
    self.maximumBody = maximumBody
    self.maximumHeader = maximumHeader
  }
}

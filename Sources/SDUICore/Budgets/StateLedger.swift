/// What the screens of an app hold in their states, all together: each
/// session records what it holds when an event of it ends, and forgets it
/// when it goes. The value allowance refuses new values once the total
/// reaches ``limit`` (``ScreenBudget/heldBytes``), so screens that keep
/// what their requests answer, event after event, stop there.
package final class StateLedger: @unchecked Sendable {
  /// The most the screens may hold together.
  package let limit: Int
  private var held: [ObjectIdentifier: Int] = [:]
  /// What they hold now, as last recorded.
  package private(set) var total = 0

  /// A ledger of `limit` bytes.
  package init(limit: Int) {
    self.limit = limit
  }

  /// Records that `owner` (a session, or the `global` state) holds `bytes`.
  package func record(_ bytes: Int, for owner: ObjectIdentifier) {
    total += bytes - (held.updateValue(bytes, forKey: owner) ?? 0)
  }

  /// Forgets what `owner` held.
  package func forget(_ owner: ObjectIdentifier) {
    total -= held.removeValue(forKey: owner) ?? 0
  }
}

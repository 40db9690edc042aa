/// The sizes a node was measured at for its most recent constraints, up
/// to ``capacity`` of them as Yoga keeps (the oldest goes first).
///
/// Most nodes are measured once per layout, so the first entry is held
/// inline and only a node measured under several constraints allocates:
/// a layout of a fresh tree measures nearly every node.
struct MeasurementCache {
  /// How many measurements a node remembers.
  static let capacity = 8

  private var oldest: LayoutCacheEntry?
  /// The entries after the oldest, newest last.
  private var newer: [LayoutCacheEntry] = []

  /// How many entries are remembered.
  var count: Int { oldest == nil ? 0 : 1 + newer.count }

  /// The newest entry measured under the same constraints as `entry`.
  func hit(for entry: LayoutCacheEntry) -> LayoutCacheEntry? {
    if let found = newer.last(where: { $0.hasSameConstraints(as: entry) }) { return found }
    if let oldest, oldest.hasSameConstraints(as: entry) { return oldest }
    return nil
  }

  /// Remembers a measurement, forgetting the oldest when full.
  mutating func remember(_ entry: LayoutCacheEntry) {
    guard oldest != nil else {
      oldest = entry
      return
    }
    if count == Self.capacity { oldest = newer.removeFirst() }
    newer.append(entry)
  }
}

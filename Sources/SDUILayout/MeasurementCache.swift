/// The sizes a node was measured at for its most recent constraints, as
/// Yoga keeps them: up to ``capacity`` entries written in turn; when all
/// are used, writing starts again at the first, and only the entries
/// written since then are looked at.
///
/// A node is measured once or twice in most layouts, so the first two
/// entries are held inline and only a node measured under more
/// constraints allocates.
struct MeasurementCache {
  /// How many measurements a node remembers.
  static let capacity = 8

  private var first: LayoutCacheEntry?
  private var second: LayoutCacheEntry?
  /// The entries after the second, in the order of their slots.
  private var rest: [LayoutCacheEntry] = []
  /// How many slots are looked at (Yoga's next index).
  private(set) var count = 0

  /// The entry in a slot below ``count``.
  subscript(index: Int) -> LayoutCacheEntry {
    switch index {
    case 0: first.unsafelyUnwrapped
    case 1: second.unsafelyUnwrapped
    default: rest[index - 2]
    }
  }

  /// Forgets every measurement, keeping the storage.
  mutating func removeAll() {
    count = 0
  }

  /// Remembers a measurement in the next slot, starting again at the
  /// first slot when all are used.
  mutating func remember(_ entry: LayoutCacheEntry) {
    if count == Self.capacity { count = 0 }
    switch count {
    case 0: first = entry
    case 1: second = entry
    case let slot where slot - 2 < rest.count: rest[slot - 2] = entry
    default: rest.append(entry)
    }
    count += 1
  }
}

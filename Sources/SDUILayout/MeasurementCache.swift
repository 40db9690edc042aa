/// The sizes a node was measured at for its most recent constraints, as
/// Yoga keeps them: up to ``capacity`` entries written in turn; when all
/// are used, writing starts again at the first, and only the entries
/// written since then are looked at.
///
/// Most nodes are measured once per layout, so the first entry is held
/// inline and only a node measured under several constraints allocates:
/// a layout of a fresh tree measures nearly every node.
struct MeasurementCache {
  /// How many measurements a node remembers.
  static let capacity = 8

  private var first: LayoutCacheEntry?
  /// The entries after the first, in the order of their slots.
  private var rest: [LayoutCacheEntry] = []
  /// How many slots are looked at (Yoga's next index).
  private(set) var count = 0

  /// The entry in a slot below ``count``.
  subscript(index: Int) -> LayoutCacheEntry {
    index == 0 ? first.unsafelyUnwrapped : rest[index - 1]
  }

  /// Forgets every measurement, keeping the storage.
  mutating func removeAll() {
    count = 0
  }

  /// Remembers a measurement in the next slot, starting again at the
  /// first slot when all are used.
  mutating func remember(_ entry: LayoutCacheEntry) {
    if count == Self.capacity { count = 0 }
    if count == 0 {
      first = entry
    } else if count - 1 < rest.count {
      rest[count - 1] = entry
    } else {
      rest.append(entry)
    }
    count += 1
  }
}

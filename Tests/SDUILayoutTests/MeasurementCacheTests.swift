import Testing

@testable import SDUILayout

/// A node remembers up to eight measurements as Yoga's nodes do: written
/// in turn, and once all eight are used, writing starts again at the first
/// slot and only the slots written since are looked at.
@Suite("Measurement cache")
struct MeasurementCacheTests {
  static func entry(width available: Float, result: Float = 0) -> LayoutCacheEntry {
    LayoutCacheEntry(
      availableWidth: available, availableHeight: .nan, widthMode: .atMost, heightMode: .undefined, ownerWidth: 100,
      ownerHeight: .nan, width: result, height: 1)
  }

  /// The widths the cache answers for, in slot order.
  static func visible(_ cache: MeasurementCache) -> [Float] {
    (0..<cache.count).map { cache[$0].availableWidth }
  }

  @Test(arguments: [
    // (measurements remembered, the widths looked at)
    (0, []),
    (1, [Float(1)]),
    (3, [1.0, 2, 3]),
    (8, [1.0, 2, 3, 4, 5, 6, 7, 8]),
    (9, [9.0]),
    (16, [9.0, 10, 11, 12, 13, 14, 15, 16]),
    (20, [17.0, 18, 19, 20]),
  ])
  func startsAgainAtTheFirstSlotWhenFull(count: Int, widths: [Float]) {
    var cache = MeasurementCache()
    for index in 0..<count { cache.remember(Self.entry(width: Float(index + 1))) }
    #expect(Self.visible(cache) == widths)
  }

  @Test func aSlotWrittenAgainHoldsTheNewMeasurement() {
    var cache = MeasurementCache()
    for index in 0..<9 { cache.remember(Self.entry(width: 5, result: Float(index))) }
    #expect(cache.count == 1)
    #expect(cache[0].width == 8)
  }
}

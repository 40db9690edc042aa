import Testing

@testable import SDUILayout

/// A node remembers the sizes of its last eight measurements, as Yoga's
/// nodes do, whether they are held inline or in the overflow.
@Suite("Measurement cache")
struct MeasurementCacheTests {
  static func entry(width available: Double, result: Double = 0) -> LayoutCacheEntry {
    LayoutCacheEntry(
      availableWidth: available, widthMode: .atMost, availableHeight: .nan, heightMode: .undefined, ownerWidth: 100,
      ownerHeight: .nan, width: result, height: 1)
  }

  @Test(arguments: [
    // (measurements remembered, constraints asked for, whether found)
    (0, 1.0, false),
    (1, 1.0, true),
    (1, 2.0, false),
    (3, 2.0, true),
    (8, 1.0, true),
    (9, 1.0, false),
    (9, 2.0, true),
    (20, 12.0, false),
    (20, 13.0, true),
    (20, 20.0, true),
  ])
  func remembersTheLastEight(count: Int, asked: Double, found: Bool) {
    var cache = MeasurementCache()
    for index in 0..<count { cache.remember(Self.entry(width: Double(index + 1))) }
    #expect(cache.count == min(count, MeasurementCache.capacity))
    #expect((cache.hit(for: Self.entry(width: asked)) != nil) == found)
  }

  @Test func theNewestMeasurementForTheSameConstraintsWins() {
    var cache = MeasurementCache()
    cache.remember(Self.entry(width: 5, result: 1))
    cache.remember(Self.entry(width: 6, result: 2))
    cache.remember(Self.entry(width: 5, result: 3))
    #expect(cache.hit(for: Self.entry(width: 5))?.width == 3)
    #expect(cache.hit(for: Self.entry(width: 6))?.width == 2)
  }
}

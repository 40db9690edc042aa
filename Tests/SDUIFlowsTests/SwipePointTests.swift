import SDUILayout
import Testing

@testable import SDUIFlows

@Suite("Swipe points")
struct SwipePointTests {
  static let screen = Rect(column: 0, row: 1, width: 80, height: 20)

  @Test(
    "percent of the screen, or cells",
    arguments: [
      ("50%, 80%", Point(column: 40, row: 17)), ("0%,0%", Point(column: 0, row: 1)),
      ("100%, 100%", Point(column: 79, row: 20)), ("10, 3", Point(column: 10, row: 3)),
    ])
  func reads(_ written: String, _ expected: Point) throws {
    #expect(try SwipePoint.parse(written, in: Self.screen) == expected)
  }

  @Test(arguments: ["50%", "a, b", "150%, 2", "-1, 2"])
  func refuses(_ written: String) {
    #expect(throws: SwipePoint.Invalid.self) { try SwipePoint.parse(written, in: Self.screen) }
  }
}

import SDUILayout
import Testing

@testable import SDUIFlows

@Suite("Swipe points")
struct SwipePointTests {
  static let screen = Rect(column: 0, row: 1, width: 80, height: 20)
  static let frame = Size(width: 80, height: 24)

  @Test(
    "percent of the screen, or cells",
    arguments: [
      ("50%, 80%", Point(column: 40, row: 17)), ("0%,0%", Point(column: 0, row: 1)),
      ("100%, 100%", Point(column: 79, row: 20)), ("10, 3", Point(column: 10, row: 3)),
      ("79, 23", Point(column: 79, row: 23)),
    ])
  func reads(_ written: String, _ expected: Point) throws {
    #expect(try SwipePoint.parse(written, in: Self.screen, frame: Self.frame) == expected)
  }

  @Test(
    "anything else, a cell beyond the frame included",
    arguments: [
      "50%", "a, b", "150%, 2", "-1, 2", "80, 2", "2, 24", "9223372036854775807, 9223372036854775807", "nan%, 2",
      "1e300, 2", "inf%, 2",
    ])
  func refuses(_ written: String) {
    #expect(throws: SwipePoint.Invalid.self) { try SwipePoint.parse(written, in: Self.screen, frame: Self.frame) }
  }
}

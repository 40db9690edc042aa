import SDUILayout

/// A point of a `swipe` as Maestro writes it: `X%, Y%` of the screen, or
/// `COLUMN, ROW` (cells here, where Maestro counts pixels).
///
/// ```swift
/// try SwipePoint.parse("50%, 80%", in: Rect(column: 0, row: 0, width: 80, height: 20))  // (40, 16)
/// try SwipePoint.parse("10, 3", in: screen)                                           // (10, 3)
/// ```
enum SwipePoint {
  struct Invalid: Error, CustomStringConvertible {
    let written: String
    var description: String { "'\(written)' is not a point: expected 'X%, Y%' or 'COLUMN, ROW'" }
  }

  static func parse(_ written: String, in screen: Rect) throws(Invalid) -> Point {
    let parts = written.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else { throw Invalid(written: written) }
    func coordinate(_ part: String, origin: Int, extent: Int) throws(Invalid) -> Int {
      if part.hasSuffix("%") {
        guard let percent = Double(part.dropLast()), (0...100).contains(percent) else {
          throw Invalid(written: written)
        }
        return origin + min(extent - 1, Int(Double(extent) * percent / 100))
      }
      guard let value = Int(part), value >= 0 else { throw Invalid(written: written) }
      return value
    }
    return Point(
      column: try coordinate(parts[0], origin: screen.origin.column, extent: screen.size.width),
      row: try coordinate(parts[1], origin: screen.origin.row, extent: screen.size.height))
  }
}

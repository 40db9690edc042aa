import SDUILayout

/// A point of a `swipe` or a tap as Maestro writes it: `X%, Y%` of the
/// screen, or `COLUMN, ROW` (a cell of the frame here, where Maestro counts
/// pixels).
///
/// ```swift
/// let frame = Size(width: 80, height: 24)
/// try SwipePoint.parse("50%, 80%", in: Rect(column: 0, row: 0, width: 80, height: 20), frame: frame)  // (40, 16)
/// try SwipePoint.parse("10, 3", in: screen, frame: frame)                                           // (10, 3)
/// ```
enum SwipePoint {
  struct Invalid: Error, CustomStringConvertible {
    let written: String
    let frame: Size
    var description: String {
      "'\(written)' is not a point: expected 'X%, Y%' or 'COLUMN, ROW', a cell of the "
        + "\(frame.width)x\(frame.height) frame"
    }
  }

  /// The cell `written` names on `screen` (the front screen's part of the
  /// frame), in a frame of `frame` cells.
  static func parse(_ written: String, in screen: Rect, frame: Size) throws(Invalid) -> Point {
    let parts = written.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else { throw Invalid(written: written, frame: frame) }
    func coordinate(_ part: String, origin: Int, extent: Int, cells: Int) throws(Invalid) -> Int {
      if part.hasSuffix("%") {
        guard let percent = Double(part.dropLast()), (0...100).contains(percent) else {
          throw Invalid(written: written, frame: frame)
        }
        return origin + min(extent - 1, Int(Double(extent) * percent / 100))
      }
      // Beyond the frame, a cell is no place a finger can start or end.
      guard let value = Int(part), value >= 0, value < cells else { throw Invalid(written: written, frame: frame) }
      return value
    }
    return Point(
      column: try coordinate(parts[0], origin: screen.origin.column, extent: screen.size.width, cells: frame.width),
      row: try coordinate(parts[1], origin: screen.origin.row, extent: screen.size.height, cells: frame.height))
  }
}

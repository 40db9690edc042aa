/// A cell position: a column and a row, both 0-based from the top left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column, 0 at the left.
  public var column: Int
  /// The row, 0 at the top.
  public var row: Int

  /// Creates a point.
  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }

  /// The top left cell.
  public static let zero = Point(column: 0, row: 0)

  /// `(column, row)`.
  public var description: String { "(\(column), \(row))" }
}

/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size; negative values are clamped to 0.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// `WxH`.
  public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top left cell.
  public var origin: Point
  /// Its size.
  public var size: Size

  /// Creates a rectangle.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its column, row, width and height.
  public init(column: Int, row: Int, width: Int, height: Int) {
    self.init(origin: Point(column: column, row: row), size: Size(width: width, height: height))
  }

  /// The first column right of the rectangle.
  public var maxColumn: Int { origin.column + size.width }
  /// The first row below the rectangle.
  public var maxRow: Int { origin.row + size.height }
  /// Whether it holds no cell.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether the cell is inside.
  public func contains(_ point: Point) -> Bool {
    point.column >= origin.column && point.column < maxColumn && point.row >= origin.row && point.row < maxRow
  }

  /// The cells both rectangles hold (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(origin.column, other.origin.column)
    let top = max(origin.row, other.origin.row)
    let right = min(maxColumn, other.maxColumn)
    let bottom = min(maxRow, other.maxRow)
    return Rect(column: left, row: top, width: right - left, height: bottom - top)
  }

  /// The smallest rectangle holding both; an empty one adds nothing.
  public func union(_ other: Rect) -> Rect {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let left = min(origin.column, other.origin.column)
    let top = min(origin.row, other.origin.row)
    return Rect(
      column: left, row: top, width: max(maxColumn, other.maxColumn) - left, height: max(maxRow, other.maxRow) - top)
  }

  /// `column,row WxH`.
  public var description: String { "\(origin.column),\(origin.row) \(size)" }
}

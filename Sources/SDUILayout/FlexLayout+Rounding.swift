extension FlexLayout {
  /// The largest distance or size, in cells, a frame is given: past it a
  /// screen is absurd, and Yoga's own numbers may be infinite or NaN.
  package static let cellLimit = 1 << 20

  /// Rounds to the cell grid as Yoga rounds to its pixel grid: to the
  /// nearest cell, halves up (also below 0), a value within Yoga's
  /// tolerance of a whole cell taken as whole.
  static func roundToGrid(_ value: Double) -> Double {
    // What is above the whole cell below (exact for any value in the limit).
    let fraction = value - value.rounded(.down)
    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.0001 }
    if same(fraction, 0) { return value - fraction }
    if same(fraction, 1) { return value - fraction + 1 }
    return value - fraction + (!fraction.isNaN && (fraction > 0.5 || same(fraction, 0.5)) ? 1 : 0)
  }

  /// A position within ``cellLimit`` either way; 0 when not a number.
  @inline(__always)
  static func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.max(-Double(cellLimit), Swift.min(Double(cellLimit), value))
  }

  /// A rounded value as a cell count: 0 when not a number, and never past
  /// ``cellLimit`` either way.
  static func cells(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(Swift.max(-Double(cellLimit), Swift.min(Double(cellLimit), value)))
  }

  /// Rounds frames to cells: every edge is rounded where it stands on the
  /// screen, and a frame runs from its rounded start to its rounded end,
  /// so boxes that do not overlap in points do not overlap in cells, and
  /// boxes that touch still touch.
  ///
  /// Yoga rounds a position relative to its parent instead: a fraction of
  /// a pixel on a device, but at a cell a child of a parent half a row
  /// down can land a row below the neighbour its points end above. Sizes
  /// are the difference of the rounded absolute edges, as in Yoga.
  ///
  /// Yoga rounds a measured leaf (text) outwards instead, its start down
  /// and its end up: a fraction of a pixel on a device, but up to a whole
  /// cell here, enough to put a label on the row above it. Text is rounded
  /// like every other box.
  ///
  /// Below a node whose children kept their frames and that moved by
  /// whole cells, nothing rounds differently, so that subtree is skipped.
  static func round(_ node: LayoutNode, parentX: Double, parentY: Double, parentCell: Point = .zero) {
    let left = Double(node.position.left)
    let top = Double(node.position.top)
    let width = Double(node.layoutWidth)
    let height = Double(node.layoutHeight)
    // Absurd or undefined positions (a degenerate tree) are kept within the
    // limit, where a double still has the precision to round; a node placed
    // past it has its size rounded on its own.
    let absoluteX = bounded(parentX + left)
    let absoluteY = bounded(parentY + top)
    func extent(start: Double, size: Double) -> Int {
      let end = start + size
      guard abs(start) < Double(cellLimit), abs(end) < Double(cellLimit) else { return cells(roundToGrid(size)) }
      return cells(roundToGrid(end) - roundToGrid(start))
    }
    // The absolute edge rounded, less the parent's rounded edge; within
    // the limit in absolute cells too, however deep the tree.
    func offset(_ absolute: Double, from parent: Int) -> Int {
      Swift.max(-cellLimit - parent, Swift.min(cellLimit - parent, cells(roundToGrid(absolute)) - parent))
    }
    node.cellFrame = Rect(
      column: offset(absoluteX, from: parentCell.column), row: offset(absoluteY, from: parentCell.row),
      width: extent(start: parentX + left, size: width), height: extent(start: parentY + top, size: height))
    let cell = Point(
      column: parentCell.column + node.cellFrame.origin.column, row: parentCell.row + node.cellFrame.origin.row)
    // A subtree near the limit may be cut differently once moved.
    let reach = node.subtreeBounds
    let farFromLimit =
      abs(cell.column) + Swift.max(abs(reach.origin.column), abs(reach.maxColumn)) < cellLimit
      && abs(cell.row) + Swift.max(abs(reach.origin.row), abs(reach.maxRow)) < cellLimit
    if !node.needsRounding, farFromLimit, let last = node.roundedAt,
      (absoluteX - last.x).rounded() == absoluteX - last.x,
      (absoluteY - last.y).rounded() == absoluteY - last.y
    {
      return
    }
    node.needsRounding = false
    node.roundedAt = (absoluteX, absoluteY)
    var bounds = Rect(origin: .zero, size: node.cellFrame.size)
    for child in node.children {
      round(child, parentX: absoluteX, parentY: absoluteY, parentCell: cell)
      let reach = child.subtreeBounds
      bounds = bounds.union(
        Rect(
          column: child.cellFrame.origin.column + reach.origin.column,
          row: child.cellFrame.origin.row + reach.origin.row,
          width: reach.size.width, height: reach.size.height))
    }
    node.subtreeBounds = bounds
  }
}

import SDUILayout

extension CellGrid {
  /// Draws a box's outline in box-drawing characters: rounded corners
  /// (`╭╮╰╯`) or square ones, dashed (`┄┆`) or solid lines, within `clip`.
  /// A box smaller than 2×2 draws nothing. Only the part that can show is
  /// drawn, so a box far larger than the grid costs no more than the grid.
  package mutating func drawBox(
    _ rect: Rect, rounded: Bool, dashed: Bool = false, style: CellStyle = .plain, clip: Rect? = nil
  ) {
    guard rect.size.width >= 2, rect.size.height >= 2 else { return }
    let visible = rect.intersection(clip ?? bounds).intersection(bounds)
    guard !visible.isEmpty else { return }
    let corners = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
    let horizontal = dashed ? "┄" : "─"
    let vertical = dashed ? "┆" : "│"
    func edge(row: Int, left: String, right: String) {
      guard row >= visible.origin.row, row < visible.maxRow else { return }
      var line = ""
      for column in visible.origin.column..<visible.maxColumn {
        line += column == rect.origin.column ? left : column == rect.maxColumn - 1 ? right : horizontal
      }
      write(line, at: Point(column: visible.origin.column, row: row), style: style, clip: clip)
    }
    edge(row: rect.origin.row, left: corners.0, right: corners.1)
    edge(row: rect.maxRow - 1, left: corners.2, right: corners.3)
    let firstRow = max(rect.origin.row + 1, visible.origin.row)
    let lastRow = min(rect.maxRow - 1, visible.maxRow)
    guard firstRow < lastRow else { return }
    for row in firstRow..<lastRow {
      write(vertical, at: Point(column: rect.origin.column, row: row), style: style, clip: clip)
      write(vertical, at: Point(column: rect.maxColumn - 1, row: row), style: style, clip: clip)
    }
  }

  /// Blanks a rectangle and outlines it with rounded corners: the frame of
  /// an overlay (a dialog, a panel) over whatever was drawn beneath.
  package mutating func drawOverlayFrame(_ rect: Rect) {
    clear(rect)
    drawBox(rect, rounded: true)
  }
}

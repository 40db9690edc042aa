import SDUILayout

extension CellGrid {
  /// Draws a box's outline in box-drawing characters: rounded corners
  /// (`╭╮╰╯`) or square ones, dashed (`┄┆`) or solid lines, within `clip`.
  /// A box smaller than 2×2 draws nothing.
  public mutating func drawBox(
    _ rect: Rect, rounded: Bool, dashed: Bool = false, style: CellStyle = .plain, clip: Rect? = nil
  ) {
    guard rect.size.width >= 2, rect.size.height >= 2 else { return }
    let corners = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
    let horizontal = dashed ? "┄" : "─"
    let vertical = dashed ? "┆" : "│"
    let bar = String(repeating: horizontal, count: rect.size.width - 2)
    write(corners.0 + bar + corners.1, at: rect.origin, style: style, clip: clip)
    write(
      corners.2 + bar + corners.3, at: Point(column: rect.origin.column, row: rect.maxRow - 1), style: style, clip: clip
    )
    for row in (rect.origin.row + 1)..<(rect.maxRow - 1) {
      write(vertical, at: Point(column: rect.origin.column, row: row), style: style, clip: clip)
      write(vertical, at: Point(column: rect.maxColumn - 1, row: row), style: style, clip: clip)
    }
  }

  /// Blanks a rectangle and outlines it with rounded corners: the frame of
  /// an overlay (a dialog, a panel) over whatever was drawn beneath.
  public mutating func drawOverlayFrame(_ rect: Rect) {
    for row in rect.origin.row..<rect.maxRow {
      write(
        String(repeating: " ", count: rect.size.width), at: Point(column: rect.origin.column, row: row), style: .plain)
    }
    drawBox(rect, rounded: true)
  }
}

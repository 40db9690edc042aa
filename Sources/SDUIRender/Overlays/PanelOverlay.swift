import SDUILayout

/// A titled panel of text lines drawn over the middle of a frame, for the
/// help, the inspector and the diagnostics list. Long lines wrap; the
/// panel scrolls when its lines do not fit.
///
/// ```swift
/// PanelOverlay(title: "Keys", lines: ["q  quit"]).draw(into: &grid)
/// ```
package struct PanelOverlay: Sendable {
  /// The title on the top border.
  package var title: String
  /// The lines, sanitized and clipped when drawn.
  package var lines: [String]
  /// The first line shown.
  package var offset: Int

  package init(title: String, lines: [String], offset: Int = 0) {
    self.title = title
    self.lines = lines
    self.offset = offset
  }

  /// How many lines fit in a frame of this size.
  package static func visibleLines(in size: Size) -> Int { max(1, size.height - 4) }

  /// The largest useful ``offset`` for these lines in a frame of this
  /// size, counting the rows long lines wrap onto.
  package static func maxOffset(_ lines: [String], in size: Size) -> Int {
    max(0, wrapped(lines, in: size).count - visibleLines(in: size))
  }

  private static func widest(in size: Size) -> Int { max(10, size.width - 2) }

  private static func wrapped(_ lines: [String], in size: Size) -> [String] {
    lines.flatMap { TextWrapping.lines($0, width: widest(in: size) - 4) }
  }

  /// Draws the panel; the footer says how to close it and, when it
  /// scrolls, how to scroll.
  package func draw(into grid: inout CellGrid) {
    let widest = Self.widest(in: grid.size)
    let clean = Self.wrapped(lines, in: grid.size)
    let footer = clean.count > Self.visibleLines(in: grid.size) ? " ↑↓ PgUp PgDn · Esc closes " : " Esc closes "
    let natural = max(TextWrapping.width(of: clean), DisplayWidth.of(title) + 4, DisplayWidth.of(footer) + 4)
    let width = min(widest, natural + 4)
    let visible = min(clean.count, Self.visibleLines(in: grid.size))
    let height = min(grid.size.height, visible + 2)
    let rect = Rect(
      column: (grid.size.width - width) / 2, row: (grid.size.height - height) / 2, width: width, height: height)
    grid.drawOverlayFrame(rect)
    grid.write(
      " " + TextWrapping.truncated(TerminalText.sanitized(title), width: width - 6) + " ",
      at: Point(column: rect.origin.column + 2, row: rect.origin.row), style: CellStyle(bold: true))
    grid.write(
      footer, at: Point(column: rect.maxColumn - 2 - DisplayWidth.of(footer), row: rect.maxRow - 1),
      style: CellStyle(dim: true))
    let inner = Rect(column: rect.origin.column + 2, row: rect.origin.row + 1, width: width - 4, height: height - 2)
    // A screen reader reads from the first line shown.
    grid.cursor = inner.origin
    let first = min(max(0, offset), max(0, clean.count - visible))
    for (index, line) in clean.dropFirst(first).prefix(visible).enumerated() {
      grid.write(
        TextWrapping.truncated(line, width: inner.size.width),
        at: Point(column: inner.origin.column, row: inner.origin.row + index), style: .plain, clip: inner)
    }
  }
}

import SDUIDocument
import SDUIRender

/// Draws a frame as a PNG picture, as a terminal shows it: the frame's
/// ``CellGrid`` cell by cell at the SVG picture's size (``CellGrid/svgCellWidth``
/// × ``CellGrid/svgCellHeight`` pixels, the text at 16 pixels, its
/// baseline a quarter of a cell above the bottom), in the colours the
/// terminal is sent at a depth, those left to the terminal its theme's;
/// bold, oblique, dim, underline and reverse drawn, a wide character
/// across its two cells, box lines and blocks as shapes that meet
/// (``CellShapes``).
///
/// ```swift
/// let painter = try FramePainter()
/// let png = try painter.png(of: grid, terminal: .light)  // 10 × 20 pixels a cell
/// ```
package final class FramePainter {
  private let faces: GlyphFaces

  /// A painter with its fonts loaded.
  package init() throws(FramePictureError) {
    faces = try GlyphFaces(pixelSize: 16)
  }

  /// The frame as a PNG file's bytes.
  package func png(of grid: CellGrid, depth: ColorDepth = .truecolor, terminal: TerminalColors = .dark)
    throws(FramePictureError) -> [UInt8]
  {
    try canvas(of: grid, depth: depth, terminal: terminal).png()
  }

  /// The frame drawn, not yet encoded.
  func canvas(of grid: CellGrid, depth: ColorDepth, terminal: TerminalColors) -> PixelCanvas {
    let cellWidth = CellGrid.svgCellWidth
    let cellHeight = CellGrid.svgCellHeight
    var canvas = PixelCanvas(
      width: grid.size.width * cellWidth, height: grid.size.height * cellHeight, color: terminal.background)
    for row in 0..<grid.size.height {
      for column in 0..<grid.size.width {
        let cell = grid[column, row]
        let colors = cell.style.shownColors(depth: depth, terminal: terminal)
        let x = column * cellWidth
        let y = row * cellHeight
        if let background = colors.background {
          canvas.fill(x: x, y: y, width: cellWidth, height: cellHeight, color: background)
        }
        guard !cell.isContinuation else { continue }
        let span = grid[column + 1, row].isContinuation && column + 1 < grid.size.width ? 2 : 1
        let box = CellShapes.Box(x: x, y: y, width: cellWidth * span, height: cellHeight)
        // Dim is the text at 60 % over its background, as the SVG picture's fill-opacity.
        let text = colors.text
        let shown =
          cell.style.dim
          ? RGBAColor(red: text.red, green: text.green, blue: text.blue, alpha: 153)
            .over(colors.background ?? terminal.background) : text
        draw(cell, in: box, color: shown, on: &canvas)
      }
    }
    return canvas
  }

  private func draw(_ cell: Cell, in box: CellShapes.Box, color: RGBAColor, on canvas: inout PixelCanvas) {
    let style = cell.style
    let baseline = box.y + box.height * 3 / 4
    let scalars = Array(cell.text.unicodeScalars)
    let shaped =
      scalars.count == 1 && CellShapes.draw(scalars[0], in: box, color: color, on: &canvas)
    if !shaped && cell.text != " " {
      for scalar in scalars {
        let glyph = faces.glyph(scalar, bold: style.bold, italic: style.italic)
        canvas.draw(glyph, x: box.x + glyph.left, y: baseline - glyph.top, color: color)
      }
    }
    if style.underline {
      canvas.fill(x: box.x, y: baseline + 2, width: box.width, height: 1, color: color)
    }
  }
}

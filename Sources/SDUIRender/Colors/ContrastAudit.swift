import SDUICore
import SDUIDocument
import SDUILayout

/// How readable a frame is as a person sees it: every text cell's color
/// against the background it sits on, as a terminal with `terminal`'s
/// colors shows them at `depth`.
///
/// A cell is seen as the terminal backend sends it: colors mapped to the
/// depth (``ColorDepth/indices(foreground:background:terminal:)``), those
/// left to the terminal in its own colors, reverse swapping the two, and
/// faint (dim) text 40% of the way to its background. Text cells are the
/// cells with a character that is not a space, a line or a block (box
/// drawing, block elements and geometric shapes, U+2500–U+25FF, are
/// counted apart as graphics). Picture cells (``CellStyle/isPicture``) are
/// left out: their colours are the picture's.
///
/// ```swift
/// let audit = ContrastAudit(grid, depth: .palette256, terminal: .dark)
/// audit.lowText.count  // text cells below 3:1
/// ```
package struct ContrastAudit: Sendable {
  /// A cell below the floor.
  package struct Finding: Sendable, CustomStringConvertible {
    package var point: Point
    package var text: String
    package var foreground: RGBAColor
    package var background: RGBAColor
    package var ratio: Double

    /// `row 3 col 10 "b" #000000 on #0000FF 2.44:1`.
    package var description: String {
      let shown = (ratio * 100).rounded() / 100
      return
        "row \(point.row) col \(point.column) \"\(text)\" \(foreground.description.prefix(7)) on \(background.description.prefix(7)) \(shown):1"
    }
  }

  /// The contrast below which a cell is reported.
  package let floor: Double
  /// How many text cells there are.
  package private(set) var textCells = 0
  /// How many line and block cells there are.
  package private(set) var graphicCells = 0
  /// The text cells below ``floor``.
  package private(set) var lowText: [Finding] = []
  /// The line and block cells below ``floor``.
  package private(set) var lowGraphics: [Finding] = []

  /// Audits a frame.
  package init(_ grid: CellGrid, depth: ColorDepth, terminal: TerminalColors, floor: Double = 3) {
    self.floor = floor
    for row in 0..<grid.size.height {
      for column in 0..<grid.size.width {
        let cell = grid[column, row]
        guard !cell.isContinuation, !cell.style.isPicture, cell.text != " ", let scalar = cell.text.unicodeScalars.first
        else { continue }
        let (foreground, background) = Self.seen(cell.style, depth: depth, terminal: terminal)
        let ratio = foreground.contrastRatio(with: background)
        let graphic = (0x2500...0x25FF).contains(scalar.value)
        if graphic { graphicCells += 1 } else { textCells += 1 }
        guard ratio < floor else { continue }
        let finding = Finding(
          point: Point(column: column, row: row), text: cell.text, foreground: foreground, background: background,
          ratio: ratio)
        if graphic { lowGraphics.append(finding) } else { lowText.append(finding) }
      }
    }
  }

  /// The text and background colors a terminal shows for a style.
  package static func seen(_ style: CellStyle, depth: ColorDepth, terminal: TerminalColors) -> (
    foreground: RGBAColor, background: RGBAColor
  ) {
    let numbers = depth.indices(foreground: style.foreground, background: style.background, terminal: terminal)
    var foreground = numbers.foreground.map(depth.color(ofIndex:)) ?? terminal.foreground
    var background = numbers.background.map(depth.color(ofIndex:)) ?? terminal.background
    if style.reverse { swap(&foreground, &background) }
    if style.dim { foreground = foreground.mixed(with: background, ColorTheme.dimming) }
    return (foreground, background)
  }
}

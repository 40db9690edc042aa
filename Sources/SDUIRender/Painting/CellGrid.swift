import SDUICore
import SDUIDocument
import SDUILayout

/// One cell of the grid: a grapheme and its style. The right half of a
/// wide character is a continuation cell with no text of its own.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown, `" "` when empty, `""` for a continuation.
  public var text: String
  /// How it is drawn.
  public var style: CellStyle
  /// Whether this is the right half of a wide character.
  package var isContinuation: Bool

  /// An empty cell.
  package static let blank = Cell(text: " ", style: .plain, isContinuation: false)
}

/// A screen's worth of cells: what the painter draws into and the
/// terminal (ncurses or headless) shows.
///
/// Everything written is sanitized (`TerminalText` in SDUILayout), so no control or
/// escape character can reach a terminal through the grid; wide
/// characters take two cells and are never split by a clip edge.
///
/// ```swift
/// var grid = CellGrid(size: Size(width: 10, height: 2))
/// grid.write("中文 ok", at: .zero, style: .plain)
/// grid.textDump // "中文 ok\n\n"
/// ```
public struct CellGrid: Sendable, Equatable {
  /// Its size.
  public let size: Size
  /// Row by row; the module's painting extensions write them directly.
  var cells: [Cell]
  /// Where the terminal's cursor stands once the frame is shown: on the
  /// focused element (a field's caret, else its first cell of text), so
  /// that a console screen reader reading the cursor's line reads it;
  /// `nil` when nothing has the focus.
  public var cursor: Point?
  /// Whether the cursor is shown (`--screen-reader`); it is placed the
  /// same either way.
  public var showsCursor = false

  /// Creates a grid of blank cells.
  public init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank, count: size.width * size.height)
  }

  /// The whole grid as a rectangle.
  package var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at a position (blank outside the grid).
  public subscript(column: Int, row: Int) -> Cell {
    guard bounds.contains(Point(column: column, row: row)) else { return .blank }
    return cells[row * size.width + column]
  }

  /// A copy of the cells of `rect` (blank where it leaves the grid), as a
  /// grid of its own.
  package func region(_ rect: Rect) -> CellGrid {
    var copy = CellGrid(size: rect.size)
    for row in 0..<rect.size.height {
      for column in 0..<rect.size.width {
        copy.cells[row * rect.size.width + column] = self[rect.origin.column + column, rect.origin.row + row]
      }
    }
    return copy
  }

  /// Copies another grid's cells with its top-left corner at `origin`,
  /// clipped to this grid. A wide character whose second half would fall
  /// outside becomes a blank, so no half character is left behind.
  package mutating func paste(_ other: CellGrid, at origin: Point, clip: Rect? = nil) {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    for row in 0..<other.size.height {
      for column in 0..<other.size.width {
        let target = Point(column: origin.column + column, row: origin.row + row)
        guard area.contains(target) else { continue }
        var cell = other[column, row]
        let clipped = !bounds.contains(Point(column: target.column + 1, row: target.row))
        if clipped, column + 1 < other.size.width, other[column + 1, row].isContinuation {
          cell = Cell(text: " ", style: cell.style, isContinuation: false)
        }
        cells[target.row * size.width + target.column] = cell
      }
    }
    if let cursor = other.cursor {
      let target = Point(column: origin.column + cursor.column, row: origin.row + cursor.row)
      if area.contains(target) { self.cursor = target }
    }
  }

  /// Writes text from a position, one grapheme after another, within
  /// `clip` (the grid when `nil`); returns the columns used.
  @discardableResult
  public mutating func write(_ text: some StringProtocol, at point: Point, style: CellStyle, clip: Rect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.row >= area.origin.row, point.row < area.maxRow else { return 0 }
    var column = point.column
    for character in TerminalText.sanitized(text) {
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      if column >= area.maxColumn { break }
      if column >= area.origin.column {
        if width == 2 && column + 1 >= area.maxColumn {
          put(Cell(text: " ", style: style, isContinuation: false), at: column, row: point.row)
        } else {
          put(Cell(text: String(character), style: style, isContinuation: false), at: column, row: point.row)
          if width == 2 { put(Cell(text: "", style: style, isContinuation: true), at: column + 1, row: point.row) }
        }
      } else if width == 2 && column + 1 == area.origin.column {
        put(Cell(text: " ", style: style, isContinuation: false), at: column + 1, row: point.row)
      }
      column += width
    }
    return column - point.column
  }

  /// Paints a background over a rectangle: translucent colors blend with
  /// the background already there; text stays.
  package mutating func fill(_ rect: Rect, background: RGBAColor) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.origin.row..<area.maxRow {
      for column in area.origin.column..<area.maxColumn {
        let index = row * size.width + column
        cells[index].style.background = background.over(cells[index].style.background)
      }
    }
  }

  /// Changes the style of every cell in a rectangle (for example reverse
  /// video for the focused element).
  package mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.origin.row..<area.maxRow {
      for column in area.origin.column..<area.maxColumn {
        change(&cells[row * size.width + column].style)
      }
    }
  }

  /// Changes the style of every cell, given its text.
  package mutating func restyleCells(_ change: (_ text: String, _ style: inout CellStyle) -> Void) {
    for index in cells.indices { change(cells[index].text, &cells[index].style) }
  }

  /// Blanks a rectangle: spaces in the terminal's own colors, whatever
  /// was beneath.
  package mutating func clear(_ rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.origin.row..<area.maxRow {
      put(.blank, at: area.origin.column, row: row)
      put(.blank, at: area.maxColumn - 1, row: row)
      for column in area.origin.column..<area.maxColumn { cells[row * size.width + column] = .blank }
    }
  }

  /// Sets one cell, keeping wide characters whole: overwriting either half
  /// of a wide character blanks its other half.
  private mutating func put(_ cell: Cell, at column: Int, row: Int) {
    guard bounds.contains(Point(column: column, row: row)) else { return }
    let index = row * size.width + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1].text = " "
    }
    if !cells[index].isContinuation, column + 1 < size.width, cells[index + 1].isContinuation, !cell.isContinuation {
      cells[index + 1] = Cell(text: " ", style: cells[index + 1].style, isContinuation: false)
    }
    var cell = cell
    if let foreground = cell.style.foreground {
      cell.style.foreground = foreground.over(cell.style.background ?? cells[index].style.background)
    }
    if cell.style.background == nil { cell.style.background = cells[index].style.background }
    cells[index] = cell
  }

  /// Exactly ``size``.height lines of text, trailing spaces trimmed; wide
  /// characters appear once. This is what `render --format text` prints
  /// and what snapshots compare.
  public var textDump: String {
    var dump = ""
    dump.reserveCapacity(size.width * size.height + size.height)
    for row in 0..<size.height {
      // Up to the row's last cell that shows something: a cell holds one
      // grapheme, so the trailing spaces trimmed are whole cells.
      let start = row * size.width
      let last = (0..<size.width).last { column in
        let cell = cells[start + column]
        return !cell.isContinuation && cell.text != " " && !cell.text.isEmpty
      }
      if let last {
        for column in 0...last where !cells[start + column].isContinuation { dump += cells[start + column].text }
      }
      dump += "\n"
    }
    return dump
  }

  /// The styled runs of each row, for tests that check colors and
  /// attributes: `row 0 col 0-4: bold fg=#FF0000FF bg=#000000FF`.
  package var styleDump: String {
    var lines: [String] = []
    for row in 0..<size.height {
      var column = 0
      while column < size.width {
        let style = self[column, row].style
        var end = column
        while end + 1 < size.width, self[end + 1, row].style == style { end += 1 }
        if style != .plain {
          var parts = style.attributeNames
          if let foreground = style.foreground { parts.append("fg=\(foreground)") }
          if let background = style.background { parts.append("bg=\(background)") }
          lines.append("row \(row) col \(column)-\(end): " + parts.joined(separator: " "))
        }
        column = end + 1
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }
}

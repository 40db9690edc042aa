import SDUICore
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIRender

/// How the focused element is marked in the cell grid.
@Suite("Focus marks")
struct FocusMarkTests {
  static let white = RGBAColor(red: 255, green: 255, blue: 255)
  static let black = RGBAColor(red: 0, green: 0, blue: 0)
  static let blue = RGBAColor(red: 21, green: 101, blue: 192)

  /// A blue button on a page whose text is black: ` Add ` with a padding
  /// cell each side that carries the page's black as its foreground.
  static func button() -> CellGrid {
    var grid = CellGrid(size: Size(width: 7, height: 1))
    _ = grid.write(" ", at: Point(column: 1, row: 0), style: CellStyle(foreground: black, background: blue))
    _ = grid.write("Add", at: Point(column: 2, row: 0), style: CellStyle(foreground: white, background: blue))
    _ = grid.write(" ", at: Point(column: 5, row: 0), style: CellStyle(foreground: black, background: blue))
    return grid
  }

  @Test func aColouredButtonInReverseHasNoDarkEndCaps() {
    var grid = Self.button()
    grid.markFocus(Rect(column: 1, row: 0, width: 5, height: 1), as: .reverse)
    for column in 1...5 {
      let style = grid[column, 0].style
      #expect(style.reverse)
      #expect(style.foreground == Self.white, "column \(column) shows the text's colour when reversed")
      #expect(style.background == Self.blue)
    }
    #expect(!grid[0, 0].style.reverse && !grid[6, 0].style.reverse)
  }

  @Test func aLargeContainerIsMarkedByItsRightEdgeAndItsContentKeepsItsColours() {
    var grid = CellGrid(size: Size(width: 6, height: 3))
    grid.fill(Rect(column: 1, row: 1, width: 2, height: 1), background: Self.blue)
    grid.markFocus(Rect(column: 0, row: 0, width: 6, height: 3), as: .edge)
    for row in 0..<3 {
      #expect(grid[5, row].style.reverse, "the right edge, row \(row)")
      for column in 0..<5 { #expect(!grid[column, row].style.reverse) }
    }
    #expect(grid[1, 1].style.background == Self.blue)
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIRender

@Suite("Cell grid")
struct CellGridTests {
  @Test func textDumpHasEveryRowTrimmed() {
    var grid = CellGrid(size: Size(width: 8, height: 3))
    grid.write("Hi  ", at: Point(column: 1, row: 1), style: .plain)
    #expect(grid.textDump == "\n Hi\n\n")
  }

  @Test func wideCharactersTakeTwoCells() {
    var grid = CellGrid(size: Size(width: 6, height: 1))
    #expect(grid.write("中a文", at: .zero, style: .plain) == 5)
    #expect(grid[0, 0].text == "中")
    #expect(grid[1, 0].isContinuation)
    #expect(grid[2, 0].text == "a")
    #expect(grid.textDump == "中a文\n")
  }

  @Test func aWideCharacterIsNeverSplitAtTheRightEdge() {
    var grid = CellGrid(size: Size(width: 5, height: 1))
    grid.write("ab中文", at: .zero, style: .plain)
    #expect(grid.textDump == "ab中\n")
    var clipped = CellGrid(size: Size(width: 10, height: 1))
    clipped.write("中文字", at: .zero, style: .plain, clip: Rect(column: 0, row: 0, width: 5, height: 1))
    #expect(clipped.textDump == "中文\n")
    #expect(clipped[4, 0].text == " ")
  }

  @Test func aWideCharacterIsNeverSplitAtTheLeftEdge() {
    var grid = CellGrid(size: Size(width: 8, height: 1))
    grid.write("xxxxxxxx", at: .zero, style: .plain)
    grid.write("中文", at: Point(column: 1, row: 0), style: .plain, clip: Rect(column: 2, row: 0, width: 6, height: 1))
    #expect(grid.textDump == "xx 文xxx\n")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var grid = CellGrid(size: Size(width: 6, height: 1))
    grid.write("中文", at: .zero, style: .plain)
    grid.write("a", at: Point(column: 1, row: 0), style: .plain)
    #expect(grid.textDump == " a文\n")
    grid.write("b", at: Point(column: 2, row: 0), style: .plain)
    #expect(grid.textDump == " ab\n")
  }

  @Test func aRegionCopiesItsCellsAndBlanksWhatLeavesTheGrid() {
    var grid = CellGrid(size: Size(width: 4, height: 2))
    grid.write("abcd", at: .zero, style: .plain)
    grid.write("efgh", at: Point(column: 0, row: 1), style: .plain)
    #expect(grid.region(Rect(column: 1, row: 1, width: 2, height: 1)).textDump == "fg\n")
    #expect(grid.region(Rect(column: 3, row: 0, width: 3, height: 1)).textDump == "d\n")
  }

  @Test func writingOutsideTheClipChangesNothing() {
    var grid = CellGrid(size: Size(width: 4, height: 2))
    grid.write("hello", at: Point(column: 0, row: 1), style: .plain, clip: Rect(column: 0, row: 0, width: 4, height: 1))
    grid.write("hello", at: Point(column: 2, row: 0), style: .plain)
    grid.write("x", at: Point(column: 9, row: 9), style: .plain)
    #expect(grid.textDump == "  he\n\n")
  }

  @Test func escapeSequencesArriveAsVisibleText() {
    var grid = CellGrid(size: Size(width: 20, height: 1))
    grid.write("\u{1B}[31mred\u{9B}", at: .zero, style: .plain)
    #expect(grid.textDump == "^[[31mred\u{FFFD}\n")
  }

  @Test func translucentBackgroundsBlendWithWhatIsBeneath() throws {
    var grid = CellGrid(size: Size(width: 4, height: 1))
    let white = try #require(RGBAColor(hex: "#FFFFFF"))
    let halfBlue = try #require(RGBAColor(hex: "#0000FF80"))
    grid.fill(grid.bounds, background: white)
    grid.fill(Rect(column: 0, row: 0, width: 2, height: 1), background: halfBlue)
    #expect(grid[0, 0].style.background?.description == "#7F7FFFFF")
    #expect(grid[3, 0].style.background?.description == "#FFFFFFFF")
    grid.write("ab", at: .zero, style: CellStyle(foreground: RGBAColor(hex: "#FF000080"), bold: true))
    #expect(grid[0, 0].style.background?.description == "#7F7FFFFF", "text keeps the background beneath")
    #expect(grid[0, 0].style.foreground?.description == "#BF3F7FFF")
    #expect(
      grid.styleDump == """
        row 0 col 0-1: bold fg=#BF3F7FFF bg=#7F7FFFFF
        row 0 col 2-3: bg=#FFFFFFFF

        """)
  }

  @Test func translucentColorsOverTheTerminalBackgroundKeepTheirAlphaForTheTheme() throws {
    var grid = CellGrid(size: Size(width: 2, height: 1))
    grid.fill(grid.bounds, background: try #require(RGBAColor(hex: "#0000FF80")))
    #expect(grid[0, 0].style.background?.description == "#0000FF80")
    grid.fill(grid.bounds, background: try #require(RGBAColor(hex: "#FF000080")))
    #expect(grid[0, 0].style.background?.description == "#AA0055C0", "two translucent layers make one")
  }

  @Test func clearGivesCellsBackToTheTerminal() throws {
    var grid = CellGrid(size: Size(width: 4, height: 1))
    grid.fill(grid.bounds, background: try #require(RGBAColor(hex: "#FFFFFF")))
    grid.write("中x", at: .zero, style: .plain)
    grid.clear(Rect(column: 1, row: 0, width: 3, height: 1))
    #expect(grid[1, 0] == .blank)
    #expect(grid[0, 0].text == " ", "half a wide character is not left behind")
    #expect(grid[0, 0].style.background?.description == "#FFFFFFFF")
  }

  @Test func restyleSetsReverseForFocus() {
    var grid = CellGrid(size: Size(width: 4, height: 1))
    grid.write("ok", at: .zero, style: .plain)
    grid.restyle(Rect(column: 0, row: 0, width: 2, height: 1)) { $0.reverse = true }
    #expect(grid.styleDump == "row 0 col 0-1: reverse\n")
  }
}

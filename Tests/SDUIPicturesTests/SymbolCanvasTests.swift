import SDUICore
import SDUIDocument
import SDUILayout
import SDUIPictures
import SDUIRender
import Testing

@Suite struct SymbolCanvasTests {
  let red = RGBAColor(red: 255, green: 0, blue: 0)
  let green = RGBAColor(red: 0, green: 255, blue: 0)
  let blue = RGBAColor(red: 0, green: 0, blue: 255)
  let white = RGBAColor(red: 255, green: 255, blue: 255)

  func quadrants() throws -> DecodedPicture { try PictureDecoder.decode(try fixture("quadrants.png")) }

  /// Two cells of the quadrants: each a half block in its two colours.
  @Test func drawsEachCellWithItsCharacterAndColours() throws {
    let grid = SymbolCanvas.cells(of: try quadrants(), size: Size(width: 2, height: 1), depth: .truecolor)
    for (column, colors) in [(0, [red, blue]), (1, [green, white])] {
      let cell = grid[column, 0]
      #expect(["▀", "▄"].contains(cell.text), "cell \(column) is '\(cell.text)'")
      let shown = Set([cell.style.foreground, cell.style.background].compactMap(\.self))
      #expect(shown == Set(colors), "cell \(column)")
    }
  }

  /// Each depth draws in colours the terminal has: 256 colours from the
  /// 240 of the palette that themes leave alone, 16 from the ANSI ones,
  /// none in monochrome.
  @Test(arguments: [ColorDepth.palette256, .ansi16, .ansi8])
  func drawsInTheColoursOfTheDepth(depth: ColorDepth) throws {
    let grid = SymbolCanvas.cells(of: try quadrants(), size: Size(width: 4, height: 2), depth: depth)
    let colors = (0..<2).flatMap { row in
      (0..<4).flatMap { [grid[$0, row].style.foreground, grid[$0, row].style.background].compactMap(\.self) }
    }
    #expect(!colors.isEmpty)
    for color in colors {
      let index = try #require(depth.index(of: color))
      #expect(depth.color(ofIndex: index) == color, "\(color) is no colour of \(depth)")
      if depth == .palette256 { #expect(index >= 16) }
    }
  }

  @Test func drawsShapesWithoutColourInMonochrome() throws {
    let dark = SymbolCanvas.cells(of: try quadrants(), size: Size(width: 4, height: 2), depth: .monochrome)
    let light = SymbolCanvas.cells(
      of: try quadrants(), size: Size(width: 4, height: 2), depth: .monochrome, darkBackground: false)
    for row in 0..<2 {
      for column in 0..<4 {
        #expect(dark[column, row].style.foreground == nil && dark[column, row].style.background == nil)
      }
    }
    // White is the terminal's text colour on a dark terminal, its page on a light one.
    #expect(dark[3, 1].text != light[3, 1].text)
  }

  @Test func drawsWithAsciiWhenAsked() throws {
    let grid = SymbolCanvas.cells(
      of: try quadrants(), size: Size(width: 8, height: 2), depth: .truecolor, symbols: .ascii)
    for row in 0..<2 {
      for column in 0..<8 { #expect(grid[column, row].text.unicodeScalars.allSatisfy { $0.isASCII }) }
    }
  }

  @Test func leavesTransparentCellsWithoutBackground() throws {
    let picture = try PictureDecoder.decode(try fixture("half-transparent.png"))
    let grid = SymbolCanvas.cells(of: picture, size: Size(width: 2, height: 1), depth: .truecolor)
    #expect(grid[0, 0].style.background == nil)
    #expect([grid[1, 0].style.foreground, grid[1, 0].style.background].contains(green))
  }
}

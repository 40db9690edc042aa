import SDUIDocument
import SDUILayout
import SDUIPictures
import SDUIRender
import Testing

@testable import SDUIFramePicture

/// The frame as a PNG picture: read back through the project's own PNG
/// decoder, each cell 10 × 20 pixels in the colours the terminal shows.
@Suite("Frame as a PNG picture")
struct FramePainterTests {
  typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

  static func picture(_ rows: [String], style: CellStyle = .plain, terminal: TerminalColors = .dark) throws
    -> DecodedPicture
  {
    var grid = CellGrid(size: Size(width: rows.map(\.count).max() ?? 1, height: rows.count))
    for (row, text) in rows.enumerated() {
      _ = grid.write(text, at: Point(column: 0, row: row), style: style)
    }
    return try PictureDecoder.decode(try FramePainter().png(of: grid, terminal: terminal))
  }

  static func same(_ pixel: Pixel, _ color: RGBAColor) -> Bool {
    pixel.0 == color.red && pixel.1 == color.green && pixel.2 == color.blue && pixel.3 == 255
  }

  @Test("every cell is 10 × 20 pixels, the terminal's background where nothing is drawn")
  func sizeAndBackground() throws {
    for terminal in [TerminalColors.dark, .light] {
      let picture = try Self.picture(["hi", "  "], terminal: terminal)
      #expect(picture.size == Size(width: 20, height: 40))
      #expect(Self.same(picture.pixel(x: 0, y: 39), terminal.background))
      #expect(Self.same(picture.pixel(x: 19, y: 0), terminal.background))
    }
  }

  @Test("a letter's glyph is drawn in the text colour within its cell")
  func glyphs() throws {
    let picture = try Self.picture(["l "])
    let inked = (0..<20).flatMap { y in (0..<10).map { x in picture.pixel(x: x, y: y) } }
      .filter { !Self.same($0, TerminalColors.dark.background) }
    #expect(inked.count > 8)
    #expect(inked.contains { Self.same($0, TerminalColors.dark.foreground) })
    let next = (0..<20).flatMap { y in (10..<20).map { x in picture.pixel(x: x, y: y) } }
    #expect(next.allSatisfy { Self.same($0, TerminalColors.dark.background) })
  }

  @Test("a full block fills its cell; reverse swaps text and background")
  func blocksAndReverse() throws {
    let block = try Self.picture(["█"])
    #expect(
      (0..<20).allSatisfy { y in
        (0..<10).allSatisfy { Self.same(block.pixel(x: $0, y: y), .init(red: 0xDC, green: 0xDC, blue: 0xDC)) }
      })
    let reversed = try Self.picture([" "], style: CellStyle(reverse: true))
    #expect(Self.same(reversed.pixel(x: 3, y: 3), TerminalColors.dark.foreground))
  }

  @Test("box lines meet across cells, across rows and in their corners")
  func boxLines() throws {
    let picture = try Self.picture(["┌──┐", "│  │", "└──┘"])
    let ink = TerminalColors.dark.foreground
    #expect((5..<36).allSatisfy { Self.same(picture.pixel(x: $0, y: 10), ink) })
    #expect((10..<51).allSatisfy { Self.same(picture.pixel(x: 5, y: $0), ink) })
    #expect(Self.same(picture.pixel(x: 0, y: 10), TerminalColors.dark.background))
  }

  @Test("dim text is its colour at 60 % over the background")
  func dim() throws {
    let picture = try Self.picture(["█"], style: CellStyle(foreground: .white, dim: true))
    let expected = RGBAColor(red: 255, green: 255, blue: 255, alpha: 153).over(TerminalColors.dark.background)
    #expect(Self.same(picture.pixel(x: 4, y: 9), expected))
  }

  @Test("a character no font has is drawn as the font's box, not left out")
  func missingCharacter() throws {
    let picture = try Self.picture(["\u{E000}"])
    let inked = (0..<20).flatMap { y in (0..<10).map { x in picture.pixel(x: x, y: y) } }
      .filter { !Self.same($0, TerminalColors.dark.background) }
    #expect(!inked.isEmpty)
  }
}

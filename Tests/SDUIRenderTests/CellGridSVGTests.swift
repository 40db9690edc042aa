import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `render --format svg`: every cell of the frame in a picture a browser
/// shows as the terminal would.
@Suite struct CellGridSVGTests {
  static let red = RGBAColor(red: 255, green: 0, blue: 0)
  static let blue = RGBAColor(red: 0, green: 0, blue: 255)

  static func grid() -> CellGrid {
    var grid = CellGrid(size: Size(width: 8, height: 2))
    _ = grid.write("a<b&", at: Point(column: 0, row: 0), style: CellStyle(foreground: red, bold: true))
    _ = grid.write("界x", at: Point(column: 4, row: 0), style: .plain)
    grid.fill(Rect(column: 0, row: 1, width: 3, height: 1), background: blue)
    _ = grid.write(
      "ok", at: Point(column: 0, row: 1), style: CellStyle(foreground: .white, background: blue, reverse: true))
    return grid
  }

  /// The elements of the document, parsed as XML (so it is well formed).
  static func elements(_ svg: String) throws -> [(name: String, attributes: [String: String], text: String)] {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [(name: String, attributes: [String: String], text: String)] = []
      var open: Int?
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        elements.append((name, attributes, ""))
        open = elements.count - 1
      }
      func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
      ) {
        open = nil
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let open { elements[open].text += string }
      }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    return collector.elements
  }

  @Test func everyCellIsPlacedInItsColoursAndAttributes() throws {
    let elements = try Self.elements(Self.grid().svgDocument(depth: .truecolor, terminal: .dark))
    let svg = try #require(elements.first)
    #expect(svg.name == "svg" && svg.attributes["width"] == "80" && svg.attributes["height"] == "40")
    let texts = elements.filter { $0.name == "text" }
    let first = try #require(texts.first)
    #expect(first.text == "a<b&")
    #expect(first.attributes["x"] == "0 10 20 30" && first.attributes["y"] == "15")
    #expect(first.attributes["fill"] == "#ff0000" && first.attributes["font-weight"] == "bold")
    // The wide character takes two cells: the next one starts at the sixth.
    let wide = try #require(texts.first { $0.text == "界x" })
    #expect(wide.attributes["x"] == "40 60")
    #expect(wide.attributes["fill"] == CellGrid.hex(TerminalColors.dark.foreground))
    // Reverse: the blue background becomes the text, white the background.
    let reversed = try #require(texts.first { $0.text == "ok" })
    #expect(reversed.attributes["fill"] == "#0000ff")
    let rects = elements.filter { $0.name == "rect" }
    #expect(rects.first?.attributes["fill"] == CellGrid.hex(TerminalColors.dark.background))
    #expect(
      rects.contains { $0.attributes == ["x": "0", "y": "20", "width": "20", "height": "20", "fill": "#ffffff"] })
    #expect(
      rects.contains { $0.attributes == ["x": "20", "y": "20", "width": "10", "height": "20", "fill": "#0000ff"] })
  }

  @Test func xmlTextEscapesMarkupAndReplacesWhatXMLCannotHold() {
    #expect(XMLText.escaped(#"a < b & "c" > d"#) == "a &lt; b &amp; &quot;c&quot; &gt; d")
    #expect(XMLText.escaped("tab\tline\r\nbell\u{07}escape\u{1B}nul\u{0}") == "tab\tline^M\nbell^Gescape^[nul^@")
    #expect(XMLText.escaped("csi\u{9B}31m bidi\u{202E} \u{FFFF}") == "csi\u{FFFD}31m bidi\u{FFFD} \u{FFFD}")
    #expect(XMLText.escaped("é ★ 表") == "é ★ 表")
  }

  @Test func coloursAreTheOnesTheDepthSends() throws {
    var grid = CellGrid(size: Size(width: 3, height: 1))
    _ = grid.write("hue", at: Point(column: 0, row: 0), style: CellStyle(foreground: RGBAColor(hex: "#1565C0")))
    let at16 = try Self.elements(grid.svgDocument(depth: .ansi16, terminal: .light))
    let fill = try #require(at16.first { $0.name == "text" }?.attributes["fill"])
    let number = try #require(
      ColorDepth.ansi16.indices(foreground: RGBAColor(hex: "#1565C0"), background: nil, terminal: .light).foreground)
    #expect(fill == CellGrid.hex(ColorDepth.ansi16.color(ofIndex: number)))
    #expect(fill != "#1565c0")
    #expect(at16.first { $0.name == "rect" }?.attributes["fill"] == CellGrid.hex(TerminalColors.light.background))
  }

  @Test func aBlankGridIsOneRectangle() throws {
    let elements = try Self.elements(CellGrid(size: Size(width: 4, height: 3)).svgDocument())
    #expect(elements.map(\.name) == ["svg", "rect"])
  }
}

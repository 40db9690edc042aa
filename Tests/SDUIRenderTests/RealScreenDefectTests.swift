import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUITestSupport
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

/// The defects real screens showed (issue 19), each on a small screen of
/// our own: what a phone shows, and what sdui-term used to show instead.
@Suite("Real-screen defects")
@MainActor
struct RealScreenDefectTests {
  /// A screen rendered at a size, after a key script, with the decoder's
  /// diagnostics.
  static func render(_ json: String, width: Int, height: Int = 12, keys: String = "") async throws -> (
    frame: RenderedFrame, diagnostics: [Diagnostic]
  ) {
    let decoded = ScreenDecoder().decode(Array(json.utf8))
    let session = ScreenSession(screen: decoded)
    session.start()
    let controller = ScreenController(
      session: session, renderer: ScreenRenderer(size: Size(width: width, height: height)))
    for key in try KeyScript.parse(keys) { await controller.handle(key) }
    return (controller.frame(), decoded.diagnostics)
  }

  static func lines(_ frame: RenderedFrame) -> [String] {
    frame.grid.textDump.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  static func boxes(_ frame: RenderedFrame, type: String) -> [Rect] {
    var rects: [Rect] = []
    frame.walkBoxes { box, rect, _ in
      if box.node.type.written == type { rects.append(rect) }
      return true
    }
    return rects
  }

  /// 1. A vertical percentage of padding is a share of the parent's width
  /// in points: 10% of 100 columns of 4 points is 40 points, 2.5 rows.
  @Test(arguments: [(100, 3), (200, 5)])
  func percentPaddingTopIsAShareOfTheWidthInPoints(_ width: Int, _ row: Int) async throws {
    let screen = """
      {"_beagleComponent_": "beagle:container",
       "style": {"padding": {"top": {"value": 10, "type": "PERCENT"}}},
       "children": [{"_beagleComponent_": "beagle:text", "text": "below"}]}
      """
    let lines = Self.lines(try await Self.render(screen, width: width, height: 24).frame)
    #expect(lines.firstIndex(of: "below") == row)
  }

  /// 2. Text in a horizontal scroll view is one line to scroll along.
  @Test(arguments: [
    #"{"_beagleComponent_": "beagle:scrollView", "scrollDirection": "HORIZONTAL", "children": [{"_beagleComponent_": "beagle:text", "text": "TEXT"}]}"#,
    #"{"_:component": "layout:scrollView", "properties": {"direction": "horizontal"}, "children": [{"_:component": "layout:text", "properties": {"text": "TEXT"}}]}"#,
  ])
  func textInAHorizontalScrollViewIsOneLineThatScrolls(_ template: String) async throws {
    let text = "A long line that runs past the right edge of the screen and on"
    let screen = template.replacingOccurrences(of: "TEXT", with: text)
    let first = Self.lines(try await Self.render(screen, width: 30, height: 6).frame)
    #expect(first[0] == String(text.prefix(30)))
    #expect(first[1].isEmpty)
    let scrolled = Self.lines(try await Self.render(screen, width: 30, height: 6, keys: "Right Right Right").frame)
    #expect(scrolled[0] == String(text.dropFirst(3).prefix(30)))
    let end = Self.lines(try await Self.render(screen, width: 30, height: 6, keys: "End").frame)
    #expect(end[0] == String(text.suffix(30)))
  }

  /// 3. A grid of ten items with `spanCount: 3` has rows of three; a
  /// horizontal one has columns of three.
  @Test func gridViewPlacesSpanCountItemsALine() async throws {
    let vertical = """
      {"_beagleComponent_": "beagle:gridView", "spanCount": 3, "dataSource": [1,2,3,4,5,6,7,8,9,10],
       "templates": [{"view": {"_beagleComponent_": "beagle:text", "text": "item @{item}"}}]}
      """
    let rows = Self.lines(try await Self.render(vertical, width: 60).frame)
    #expect(rows[0].split(separator: " ", omittingEmptySubsequences: true) == ["item", "1", "item", "2", "item", "3"])
    #expect(rows[3].trimmingCharacters(in: .whitespaces) == "item 10")
    #expect(rows[0].firstRange(of: "item 2")?.lowerBound == rows[1].firstRange(of: "item 5")?.lowerBound)
    let horizontal = vertical.replacingOccurrences(
      of: "\"spanCount\": 3", with: "\"spanCount\": 3, \"scrollDirection\": \"HORIZONTAL\"")
    let frame = try await Self.render(horizontal, width: 60, height: 9).frame
    let texts = Self.boxes(frame, type: "beagle:text")
    #expect(texts.count == 10)
    #expect(texts[0].origin.column == texts[2].origin.column)
    #expect(texts[3].origin.column > texts[0].origin.column)
    #expect(texts[0].origin.row < texts[1].origin.row && texts[1].origin.row < texts[2].origin.row)
  }

  /// 4. A 1.x list of static children draws them, with the legacy warning.
  @Test func legacyListViewDrawsItsChildren() async throws {
    let screen = """
      {"_beagleComponent_": "beagle:listView", "direction": "VERTICAL", "children": [
        {"_beagleComponent_": "beagle:text", "text": "first"}, {"_beagleComponent_": "beagle:text", "text": "second"}]}
      """
    let (frame, diagnostics) = try await Self.render(screen, width: 30)
    #expect(Self.lines(frame).prefix(2) == ["first", "second"])
    #expect(
      diagnostics.map(\.message) == [
        "a list's static 'children' is a Beagle 1.x shape, read as a list of those children"
      ])
    #expect(diagnostics.map(\.severity) == [.warning])
  }

  /// 5. `"id": null` is an absent id, as any other null.
  @Test func nullIdsAreAbsent() async throws {
    let screen =
      #"{"_beagleComponent_": "beagle:container", "id": null, "children": [{"_beagleComponent_": "beagle:text", "id": null, "text": "shown"}]}"#
    let (frame, diagnostics) = try await Self.render(screen, width: 30)
    #expect(diagnostics.isEmpty)
    #expect(Self.lines(frame)[0] == "shown")
  }

  /// 6. CSS color names are drawn, with a warning.
  @Test func namedColorsAreDrawn() async throws {
    let screen = """
      {"_beagleComponent_": "beagle:container", "style": {"backgroundColor": "pink"},
       "children": [{"_beagleComponent_": "beagle:text", "text": "green", "textColor": "green"}]}
      """
    let (frame, diagnostics) = try await Self.render(screen, width: 30)
    #expect(frame.grid[0, 0].style.foreground == RGBAColor(red: 0, green: 128, blue: 0))
    #expect(frame.grid[0, 0].style.background == RGBAColor(red: 255, green: 192, blue: 203))
    #expect(diagnostics.count == 2 && diagnostics.allSatisfy { $0.message.contains("is the color name") })
  }

  /// 7. A frame's title is cut to the frame and never paints outside it.
  @Test func frameTitlesStayInsideTheirFrames() async throws {
    let screen = """
      {"_:component": "layout:row", "children": [
        {"_:component": "layout:container", "children": [{"_:component": "material:text", "properties": {"text": "Hi"}}]},
        {"_:component": "layout:text", "properties": {"text": "beside"}}]}
      """
    let frame = try await Self.render(screen, width: 30).frame
    let lines = Self.lines(frame)
    #expect(lines[0] == "┌ layo…┐beside")
    #expect(lines[1] == "│┌ ma…┐│")
  }

  /// 8. A 1-point separator with a 1-point border is one row of `─`; a
  /// 1-point colored divider is a line in its color; a thin column is `│`.
  @Test func hairlinesAreLines() async throws {
    let nimbus = """
      {"_:component": "layout:column", "children": [
        {"_:component": "layout:text", "properties": {"text": "above"}},
        {"_:component": "layout:row", "properties": {"height": 1, "borderWidth": 1, "borderColor": "#CCCCCC"}},
        {"_:component": "layout:text", "properties": {"text": "below"}}]}
      """
    #expect(Self.lines(try await Self.render(nimbus, width: 20).frame).prefix(3) == ["above", "──", "below"])
    let beagle = """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:container", "style": {"backgroundColor": "#DDDDDD",
         "size": {"height": {"value": 1, "type": "REAL"}}}},
        {"_beagleComponent_": "beagle:container", "style": {"flex": {"flexDirection": "ROW"}}, "children": [
          {"_beagleComponent_": "beagle:text", "text": "left"},
          {"_beagleComponent_": "beagle:container", "style": {"borderWidth": 1,
           "size": {"width": {"value": 1, "type": "REAL"}}}},
          {"_beagleComponent_": "beagle:text", "text": "right"}]}]}
      """
    let frame = try await Self.render(beagle, width: 12).frame
    #expect(Self.lines(frame).prefix(3) == ["────────────", "left│right", ""])
    #expect(frame.grid[0, 0].style.foreground == RGBAColor(red: 0xDD, green: 0xDD, blue: 0xDD))
  }

  /// 9. Boxes that do not overlap in points do not overlap in cells: a box
  /// half a row down holds one ending at 12.5 rows, beside one starting
  /// there (Yoga's relative rounding put the first on rows 7–13).
  @Test func boxesApartInPointsAreApartInCells() async throws {
    let screen = """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:container", "style": {"margin": {"top": {"value": 8, "type": "REAL"}},
         "size": {"height": {"value": 300, "type": "REAL"}}}, "children": [
          {"_beagleComponent_": "beagle:text", "id": "upper", "text": "upper", "style": {"positionType": "ABSOLUTE",
           "position": {"top": {"value": 88, "type": "REAL"}}, "size": {"height": {"value": 104, "type": "REAL"}}}}]},
        {"_beagleComponent_": "beagle:text", "id": "lower", "text": "lower", "style": {"positionType": "ABSOLUTE",
         "position": {"top": {"value": 200, "type": "REAL"}}, "size": {"height": {"value": 100, "type": "REAL"}}}}]}
      """
    let texts = Self.boxes(try await Self.render(screen, width: 30, height: 24).frame, type: "beagle:text")
    #expect(texts.map(\.origin.row) == [6, 13])
    #expect(texts[0].intersection(texts[1]).isEmpty)
  }

  /// 10. An app component's components in its properties are drawn inside
  /// its frame, after its children.
  @Test func componentsInPropertiesOfUnknownComponentsAreDrawn() async throws {
    let screen = """
      {"_beagleComponent_": "custom:TextContainer", "title": "T",
       "content": {"_beagleComponent_": "beagle:text", "text": "from a property"},
       "items": [{"_beagleComponent_": "beagle:text", "text": "item one"}, {"_beagleComponent_": "beagle:text", "text": "item two"}]}
      """
    let lines = Self.lines(try await Self.render(screen, width: 30, height: 6).frame)
    #expect(
      lines.prefix(4) == [
        "┌ custom:TextContainer ──────┐", "│from a property             │", "│item one                    │",
        "│item two                    │",
      ])
  }
}

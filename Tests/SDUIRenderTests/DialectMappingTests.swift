import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

/// The dialects' layout vocabulary mapped onto the flex engine, at one
/// point per cell so that numbers read as cells.
@Suite("Dialect mappings")
@MainActor
struct DialectMappingTests {
  /// Absolute cell rectangles by node id.
  static func frames(_ json: String, size: Size = Size(width: 60, height: 20)) -> [String: Rect] {
    let session = ScreenSession(screen: ScreenDecoder().decode(Array(json.utf8)))
    session.start()
    guard let root = session.resolvedRoot else { return [:] }
    let frame = ScreenRenderer(size: size, scale: LayoutScale(horizontal: 1, vertical: 1)).render(
      root, dialect: session.dialect)
    var result: [String: Rect] = [:]
    func visit(_ box: RenderBox, origin: Point) {
      let cell = box.layout.cellFrame
      let rect = Rect(
        column: origin.column + cell.origin.column, row: origin.row + cell.origin.row, width: cell.size.width,
        height: cell.size.height)
      if !box.layout.label.hasSuffix("/layer") { result[box.node.id] = rect }
      for child in box.children { visit(child, origin: rect.origin) }
    }
    if let root = frame.root { visit(root, origin: .zero) }
    return result
  }

  @Test func nimbusExpandChildrenShareTheMainAxisEqually() {
    let frames = Self.frames(
      """
      {"_:component": "layout:row", "id": "row", "properties": {"width": 60, "height": 4}, "children": [
        {"_:component": "layout:column", "id": "a", "properties": {"width": "expand"}},
        {"_:component": "layout:column", "id": "b", "properties": {"width": 12}},
        {"_:component": "layout:column", "id": "c", "properties": {"width": "expand", "height": "expand"}}]}
      """)
    #expect(frames["a"] == Rect(column: 0, row: 0, width: 24, height: 0))
    #expect(frames["b"] == Rect(column: 24, row: 0, width: 12, height: 0))
    #expect(frames["c"] == Rect(column: 36, row: 0, width: 24, height: 4), "expand on the cross axis fills")
  }

  @Test func nimbusExpandMakesFitContentAncestorsFill() {
    let frames = Self.frames(
      """
      {"_:component": "layout:column", "id": "page", "children": [
        {"_:component": "layout:row", "id": "bar", "children": [
          {"_:component": "layout:text", "id": "t", "properties": {"text": "Title"}},
          {"_:component": "layout:row", "id": "spacer", "properties": {"width": "expand"}}]}]}
      """)
    #expect(frames["bar"]?.size.width == 60)
    #expect(frames["spacer"] == Rect(column: 5, row: 0, width: 55, height: 0), "empty, and the row aligns at the start")
  }

  @Test(arguments: [
    ("start", "start", Rect(column: 0, row: 0, width: 4, height: 2)),
    ("center", "center", Rect(column: 8, row: 4, width: 4, height: 2)),
    ("end", "end", Rect(column: 16, row: 8, width: 4, height: 2)),
  ])
  func nimbusAlignments(_ main: String, _ cross: String, _ expected: Rect) {
    let frames = Self.frames(
      """
      {"_:component": "layout:column", "id": "box", "properties": {"width": 20, "height": 10,
        "mainAxisAlignment": "\(main)", "crossAxisAlignment": "\(cross)"}, "children": [
        {"_:component": "layout:column", "id": "item", "properties": {"width": 4, "height": 2}}]}
      """)
    #expect(frames["item"] == expected)
  }

  @Test func nimbusStackPlacesPositionedChildrenByAlignmentAndOffset() {
    let frames = Self.frames(
      """
      {"_:component": "layout:stack", "id": "stack", "properties": {"width": 30, "height": 10}, "children": [
        {"_:component": "layout:positioned", "id": "tl", "properties": {"alignment": "topStart", "x": 2, "y": 1},
         "children": [{"_:component": "layout:column", "properties": {"width": 4, "height": 2}}]},
        {"_:component": "layout:positioned", "id": "br", "properties": {"alignment": "bottomEnd", "x": -1, "y": -1},
         "children": [{"_:component": "layout:column", "properties": {"width": 4, "height": 2}}]},
        {"_:component": "layout:positioned", "id": "c", "properties": {"alignment": "center"},
         "children": [{"_:component": "layout:column", "properties": {"width": 4, "height": 2}}]}]}
      """)
    #expect(frames["tl"] == Rect(column: 2, row: 1, width: 4, height: 2))
    #expect(frames["br"] == Rect(column: 25, row: 7, width: 4, height: 2))
    #expect(frames["c"] == Rect(column: 13, row: 4, width: 4, height: 2))
  }

  @Test func nimbusEdgePrecedenceIsAllThenAxisThenSide() {
    let frames = Self.frames(
      """
      {"_:component": "layout:row", "id": "outer", "properties": {"width": 40, "height": 20}, "children": [
        {"_:component": "layout:column", "id": "inner", "properties": {"width": 10, "height": 5,
          "margin": 4, "marginHorizontal": 2, "marginStart": 1}}]}
      """)
    #expect(frames["inner"] == Rect(column: 1, row: 4, width: 10, height: 5))
  }

  @Test func beagleEdgesPercentsAndPositionPrecedence() {
    let frames = Self.frames(
      """
      {"_beagleComponent_": "beagle:container", "id": "outer", "style": {"size": {"width": {"value": 40, "type": "REAL"}, "height": {"value": 20, "type": "REAL"}}},
       "children": [
        {"_beagleComponent_": "beagle:container", "id": "half", "style": {
          "size": {"width": {"value": 50, "type": "PERCENT"}, "height": {"value": 4, "type": "REAL"}},
          "margin": {"all": {"value": 3, "type": "REAL"}, "horizontal": {"value": 2, "type": "REAL"}, "left": {"value": 1, "type": "REAL"}}}},
        {"_beagleComponent_": "beagle:container", "id": "moved", "style": {
          "size": {"width": {"value": 5, "type": "REAL"}, "height": {"value": 1, "type": "REAL"}}, "positionType": "ABSOLUTE",
          "position": {"top": {"value": 1, "type": "REAL"}, "vertical": {"value": 6, "type": "REAL"}, "left": {"value": 7, "type": "REAL"}}}}]}
      """)
    #expect(frames["half"] == Rect(column: 1, row: 3, width: 20, height: 4))
    #expect(frames["moved"] == Rect(column: 7, row: 6, width: 5, height: 1), "vertical wins over top for position")
  }

  @Test func beagleRowsWrapAndHideDisplayNone() {
    let frames = Self.frames(
      """
      {"_beagleComponent_": "beagle:container", "id": "row", "style": {"flex": {"flexDirection": "ROW", "flexWrap": "WRAP"},
        "size": {"width": {"value": 20, "type": "REAL"}}}, "children": [
        {"_beagleComponent_": "beagle:container", "id": "a", "style": {"size": {"width": {"value": 12, "type": "REAL"}, "height": {"value": 2, "type": "REAL"}}}},
        {"_beagleComponent_": "beagle:container", "id": "gone", "style": {"display": "NONE", "size": {"width": {"value": 5, "type": "REAL"}}}},
        {"_beagleComponent_": "beagle:container", "id": "b", "style": {"size": {"width": {"value": 12, "type": "REAL"}, "height": {"value": 2, "type": "REAL"}}}}]}
      """)
    #expect(frames["a"] == Rect(column: 0, row: 0, width: 12, height: 2))
    #expect(frames["b"] == Rect(column: 0, row: 2, width: 12, height: 2))
    #expect(frames["gone"]?.size == Size(width: 0, height: 0))
  }

  @Test func textWrapsAtWordsAndIsCutWithAnEllipsis() {
    #expect(TextWrapping.lines("Hello wide world", width: 10) == ["Hello wide", "world"])
    #expect(TextWrapping.lines("a\nb", width: 10) == ["a", "b"])
    #expect(TextWrapping.lines("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
    #expect(TextWrapping.lines("中文字符串", width: 5) == ["中文", "字符", "串"])
    // A long word is cut piece by piece, its width counted down: the
    // last piece starts the next line's words.
    #expect(TextWrapping.lines("ab中文cd中 ef", width: 3) == ["ab", "中", "文c", "d中", "ef"])
    #expect(TextWrapping.lines(String(repeating: "x", count: 10_001) + " y", width: 100).count == 101)
    #expect(TextWrapping.lines("中", width: 1) == ["中", ""])
    // Spaces at the start are kept whether the text fits or wraps, as a
    // label shows them; a lone space takes its cell.
    #expect(TextWrapping.lines(" ", width: 10) == [" "])
    #expect(TextWrapping.lines(" is in your cart", width: 40) == [" is in your cart"])
    #expect(TextWrapping.lines(" is in your cart", width: 9) == [" is in", "your cart"])
    #expect(TextWrapping.lines(" ü", width: 10) == [" ü"])
    #expect(TextWrapping.truncated("Hello world", width: 8) == "Hello w…")
    #expect(LayoutScale(argument: "4x16") == LayoutScale(horizontal: 4, vertical: 16))
    #expect(LayoutScale(argument: "2") == LayoutScale(horizontal: 2, vertical: 2))
    #expect(LayoutScale(argument: "0") == nil)
  }
}

@Suite("Lazy lists and title bars")
@MainActor
struct LazyListTests {
  static let tenThousand = """
    {"_:component": "layout:screen", "properties": {"title": "Ten thousand"}, "children": [
      {"_:component": "layout:lazyColumn", "id": "list", "state": {"n": [\((0..<10_000).map(String.init).joined(separator: ","))]},
       "children": [{"_:component": "forEach", "properties": {"items": "@{n}"}, "children": [
         {"_:component": "layout:text", "properties": {"text": "Item @{item}"}}]}]}]}
    """

  @Test func onlyTheItemsAroundTheViewportAreLaidOut() async {
    let session = ScreenSession(screen: ScreenDecoder().decode(Array(Self.tenThousand.utf8)))
    session.start()
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 30, height: 10)))
    let frame = controller.frame()
    let list = frame.root?.children.first { $0.node.id == "list" }
    #expect((list?.children.count ?? 0) < 20, "spacers stand in for the items out of view")
    #expect(frame.grid.textDump.contains("Item 7"))
    await controller.handle(.end)
    let end = controller.frame().grid.textDump
    #expect(end.contains("Item 9999"))
    #expect(!end.contains("Item 0\n"))
  }

  @Test func theBackAffordanceShowsOnlyWhenThereIsAScreenToGoBackTo() throws {
    let session = ScreenSession(
      screen: ScreenDecoder().decode(
        Array(#"{"_:component": "layout:screen", "properties": {"title": "Product"}}"#.utf8)))
    session.start()
    let root = try #require(session.resolvedRoot)
    #expect(
      ScreenRenderer(size: Size(width: 20, height: 3)).render(root, dialect: .nimbus).grid.textDump.hasPrefix(
        " Product"))
    #expect(
      ScreenRenderer(size: Size(width: 20, height: 3), canGoBack: true).render(root, dialect: .nimbus).grid.textDump
        .hasPrefix(" ‹ Product"))
    let hidden = ScreenSession(
      screen: ScreenDecoder().decode(
        Array(#"{"_:component": "layout:screen", "properties": {"title": "Home", "showBackButton": false}}"#.utf8)))
    hidden.start()
    let hiddenRoot = try #require(hidden.resolvedRoot)
    #expect(
      ScreenRenderer(size: Size(width: 20, height: 3), canGoBack: true).render(hiddenRoot, dialect: .nimbus).grid
        .textDump
        .hasPrefix(" Home"))
  }
}

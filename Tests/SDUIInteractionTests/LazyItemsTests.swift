import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUICore
@testable import SDUIInteraction
@testable import SDUIRender

/// A Nimbus lazy list makes its items only around what is shown: items
/// far from the viewport are never instantiated, come back with their
/// state, and updates touch only what is made.
@Suite("Lazy list items")
@MainActor
struct LazyItemsTests {
  static func screen(items: Int, changedAt changed: Int? = nil) -> String {
    let rows = (1...items).map { "\"Row \($0)\"" }.joined(separator: ",")
    let others = (1...items).map { $0 == changed.map { $0 + 1 } ? "\"Changed\"" : "\"Row \($0)\"" }
      .joined(separator: ",")
    let fresh = (1...items).map { "\"New \($0)\"" }.joined(separator: ",")
    return """
      {"_:component": "layout:column", "state": {"items": [\(rows)], "others": [\(others)], "fresh": [\(fresh)]},
       "properties": {"width": "expand", "height": "expand"}, "children": [
        {"_:component": "layout:touchable", "id": "swap", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "items", "value": "@{others}"}}]},
         "children": [{"_:component": "layout:text", "properties": {"text": "swap"}}]},
        {"_:component": "layout:touchable", "id": "renew", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "items", "value": "@{fresh}"}}]},
         "children": [{"_:component": "layout:text", "properties": {"text": "renew"}}]},
        {"_:component": "layout:lazyColumn", "id": "list", "properties": {"width": "expand", "height": "expand"},
         "children": [
          {"_:component": "forEach", "properties": {"items": "@{items}"}, "children": [
            {"_:component": "layout:touchable", "id": "row", "state": {"on": false}, "properties": {"onPress": [
              {"_:action": "setState", "properties": {"path": "on", "value": "@{not(on)}"}}]},
             "children": [{"_:component": "layout:text", "properties": {"text": "@{item} @{condition(on, 'on', 'off')}"}}]}]}]}]}
      """
  }

  static func controller(_ json: String) -> ScreenController {
    ScreenControllerTests.controller(json, size: Size(width: 30, height: 10))
  }

  /// The rows of the list's items that are instantiated now.
  static func madeRows(_ controller: ScreenController) -> Int {
    controller.session.instancesByID.keys.filter { $0.hasPrefix("row:") }.count
  }

  @Test("items far from the viewport are not instantiated, End still reaches the last, and far items go")
  func farItemsAreNotMade() async {
    let controller = Self.controller(Self.screen(items: 10_000))
    let list = controller.frame().root.flatMap { RenderedFrameSearch.node("list", in: $0) }
    #expect(list?.lazyItems == LazyItems(total: 10_000, first: 0))
    // The first window, and the last items, for End.
    #expect(Self.madeRows(controller) == ScreenSession.firstLazyItems + ScreenSession.lastLazyItems)
    #expect(controller.session.instancesByID["row:9999"] != nil)
    #expect(controller.session.instancesByID["row:9935"] == nil)
    // Two instances an item (the touchable and its text), and the screen's few.
    #expect(
      controller.session.statistics.instantiations <= 2 * (ScreenSession.firstLazyItems + ScreenSession.lastLazyItems)
        + 10)
    await controller.handle(.tab)
    await controller.handle(.tab)
    await controller.handle(.end)
    let frame = controller.frame().grid.textDump
    #expect(frame.contains("Row 10000 off"))
    #expect(!frame.contains("Row 1 off"))
    // End found its items made: nothing more was.
    #expect(Self.madeRows(controller) == ScreenSession.firstLazyItems + ScreenSession.lastLazyItems)
    #expect(controller.session.instancesByID["row:9999"] != nil)
    // Paging back over more items than are kept lets the farthest go.
    for _ in 0..<70 { await controller.handle(.pageUp) }
    _ = controller.frame()
    #expect(Self.madeRows(controller) <= ScreenSession.lazyItemsKept)
    #expect(controller.session.instancesByID["row:0"] == nil)
    #expect(controller.session.instancesByID["row:9999"] != nil)
  }

  @Test("a focus lost off screen goes to the first item in view, not to the one built above it")
  func focusLandsInView() async throws {
    // The bundled 10,000 items: a text, then the list.
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Screens/big-list.json")
    let controller = ScreenControllerTests.controller(
      try String(contentsOf: file, encoding: .utf8), size: Size(width: 60, height: 30))
    await controller.handle(.tab)
    await controller.handle(.end)
    let frame = controller.frame()
    // The first item in view, Item 9990 (keys count from 0), not row:9988 above the viewport.
    #expect(controller.focusedID == "row:9989")
    // The text above the list is not drawn as focused.
    let picked = try #require(
      (0..<frame.grid.size.height).first {
        frame.grid.textDump.split(
          separator: "\n",
          omittingEmptySubsequences: false)[$0].contains("Picked:")
      })
    #expect(!(0..<frame.grid.size.width).contains { frame.grid[$0, picked].style.reverse })
  }

  @Test("an item that leaves and comes back has the state it had")
  func stateComesBack() async {
    let controller = Self.controller(Self.screen(items: 10_000))
    await controller.handle(.tab)
    await controller.handle(.tab)
    await controller.handle(.enter)
    #expect(controller.frame().grid.textDump.contains("Row 1 on"))
    await controller.handle(.end)
    for _ in 0..<70 { await controller.handle(.pageUp) }
    _ = controller.frame()
    #expect(controller.session.instancesByID["row:0"] == nil)
    await controller.handle(.home)
    let frame = controller.frame().grid.textDump
    #expect(frame.contains("Row 1 on"))
    #expect(frame.contains("Row 2 off"))
  }

  @Test("keys walk past the items made first: the focus brings its items with it")
  func focusWalksOn() async {
    let controller = Self.controller(Self.screen(items: 1_000))
    await controller.handle(.tab)
    await controller.handle(.tab)
    for _ in 0..<150 { await controller.handle(.down) }
    await controller.handle(.enter)
    #expect(controller.focusedID == "row:150")
    #expect(controller.frame().grid.textDump.contains("Row 151 on"))
  }

  @Test("an array that differs in one item touches that item alone")
  func oneItemChanged() async throws {
    let controller = Self.controller(Self.screen(items: 10_000, changedAt: 2))
    let before = controller.session.statistics
    try controller.session.trigger("onPress", on: "swap")
    let after = controller.session.statistics
    #expect(after.instantiations == before.instantiations)
    // The forEach's expansion, then the changed item's text.
    #expect(after.bindingEvaluations - before.bindingEvaluations <= 4)
    #expect(controller.frame().grid.textDump.contains("Changed off"))
  }

  @Test("a new array re-makes only the items that are made")
  func wholeArrayChanged() async throws {
    let controller = Self.controller(Self.screen(items: 10_000))
    let before = controller.session.statistics
    try controller.session.trigger("onPress", on: "renew")
    let after = controller.session.statistics
    #expect(after.instantiations - before.instantiations <= ScreenSession.firstLazyItems)
    #expect(after.bindingEvaluations - before.bindingEvaluations <= 3 * ScreenSession.firstLazyItems)
    #expect(controller.frame().grid.textDump.contains("New 1 off"))
  }

  @Test("a Beagle listView with a template for any item makes its items around what is shown too")
  func beagleListView() async {
    let rows = (1...10_000).map { "\"Row \($0)\"" }.joined(separator: ",")
    let controller = Self.controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "data", "value": [\(rows)]},
       "style": {"flex": {"grow": 1}}, "children": [
        {"_beagleComponent_": "beagle:listView", "id": "list", "dataSource": "@{data}",
         "style": {"flex": {"grow": 1}}, "templates": [
          {"case": "@{eq(item, 'Row 2')}", "view": {"_beagleComponent_": "beagle:text", "id": "two", "text": "second"}},
          {"view": {"_beagleComponent_": "beagle:button", "id": "row", "text": "@{item}"}}]}]}
      """)
    let list = controller.frame().root.flatMap { RenderedFrameSearch.node("list", in: $0) }
    #expect(list?.lazyItems == LazyItems(total: 10_000, first: 0))
    #expect(list?.children.count == ScreenSession.firstLazyItems)
    #expect(controller.frame().grid.textDump.contains("second"))
    await controller.handle(.end)
    #expect(controller.frame().grid.textDump.contains("Row 10000"))
    #expect(controller.session.instancesByID["row:5000"] == nil)
  }

  @Test("a Beagle gridView makes its items by lines around what is shown")
  func beagleGridView() async {
    let cells = (1...10_000).map { "\"G\($0)\"" }.joined(separator: ",")
    let controller = Self.controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "data", "value": [\(cells)]},
       "style": {"flex": {"grow": 1}}, "children": [
        {"_beagleComponent_": "beagle:gridView", "id": "grid", "spanCount": 3, "dataSource": "@{data}",
         "style": {"flex": {"grow": 1}}, "templates": [
          {"view": {"_beagleComponent_": "beagle:button", "id": "cell", "text": "@{item}"}}]}]}
      """)
    let grid = controller.frame().root.flatMap { RenderedFrameSearch.node("grid", in: $0) }
    #expect(grid?.lazyItems == LazyItems(total: 10_000, first: 0))
    #expect(controller.frame().grid.textDump.contains("G1 "))
    await controller.handle(.end)
    let frame = controller.frame().grid.textDump
    #expect(frame.contains("G9998") && frame.contains("G10000"))
    #expect(controller.session.instancesByID["cell:5000"] == nil)
    let cellsMade = controller.session.instancesByID.keys.filter { $0.hasPrefix("cell:") }.count
    #expect(cellsMade <= ScreenSession.firstLazyItems + ScreenSession.lastLazyItems + 30)
  }

  @Test("a short list, or a forEach that is not a lazy list's only child, makes every item")
  func shortAndPlainLists() {
    let short = Self.controller(Self.screen(items: 20))
    #expect(Self.madeRows(short) == 20)
    let plain = Self.controller(
      """
      {"_:component": "layout:column", "state": {"items": [\((1...200).map(String.init).joined(separator: ","))]},
       "children": [{"_:component": "forEach", "properties": {"items": "@{items}"}, "children": [
         {"_:component": "layout:text", "id": "row", "properties": {"text": "@{item}"}}]}]}
      """)
    #expect(Self.madeRows(plain) == 200)
  }
}

/// Finds a resolved node in a frame's boxes by id.
@MainActor
enum RenderedFrameSearch {
  static func node(_ id: String, in box: RenderBox) -> ResolvedNode? {
    if box.node.id == id { return box.node }
    for child in box.children {
      if let found = node(id, in: child) { return found }
    }
    return nil
  }
}

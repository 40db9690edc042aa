import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUITestSupport
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

@Suite("Screen controller")
@MainActor
struct ScreenControllerTests {
  static func controller(
    _ json: String, size: Size = Size(width: 40, height: 12),
    environment: ScreenSession.Environment = ScreenSession.Environment()
  ) -> ScreenController {
    let session = ScreenSession(screen: ScreenDecoder().decode(Array(json.utf8)), environment: environment)
    session.start()
    let controller = ScreenController(
      session: session, renderer: ScreenRenderer(size: size, scale: LayoutScale(horizontal: 1, vertical: 1)))
    _ = controller.frame()
    return controller
  }

  static let buttons = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "log", "value": ""}, "children": [
      {"_beagleComponent_": "beagle:container", "style": {"flex": {"flexDirection": "ROW"}}, "children": [
        {"_beagleComponent_": "beagle:button", "id": "a", "text": "A", "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "log", "value": "@{concat(log, 'a')}"}]},
        {"_beagleComponent_": "beagle:button", "id": "b", "text": "B", "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "log", "value": "@{concat(log, 'b')}"}]}]},
      {"_beagleComponent_": "beagle:button", "id": "c", "text": "C", "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "log", "value": "@{concat(log, 'c')}"}]},
      {"_beagleComponent_": "beagle:text", "id": "out", "text": "log=@{log}"}]}
    """

  @Test func focusStartsFirstAndTabCyclesInReadingOrder() async {
    let controller = Self.controller(Self.buttons)
    #expect(controller.focusedID == "a")
    await controller.handle(.tab)
    #expect(controller.focusedID == "b")
    await controller.handle(.tab)
    #expect(controller.focusedID == "c")
    await controller.handle(.tab)
    #expect(controller.focusedID == "a")
    await controller.handle(.backTab)
    #expect(controller.focusedID == "c")
  }

  @Test func arrowsMoveToTheNearestInTheirDirection() async {
    let controller = Self.controller(Self.buttons)
    await controller.handle(.right)
    #expect(controller.focusedID == "b")
    await controller.handle(.down)
    #expect(controller.focusedID == "c")
    await controller.handle(.up)
    #expect(controller.focusedID == "b", "c spans the row, so b's center is nearer than a's")
    await controller.handle(.left)
    #expect(controller.focusedID == "a")
    await controller.handle(.left)
    #expect(controller.focusedID == "a", "nothing further left")
  }

  @Test func enterAndSpaceActivateAndFocusShowsInReverse() async {
    let controller = Self.controller(Self.buttons)
    await controller.handle(.enter)
    await controller.handle(.tab)
    await controller.handle(.space)
    #expect(controller.session.instance(id: "out")?.property("text") == "log=ab")
    let frame = controller.frame()
    #expect(frame.grid.textDump.contains("log=ab"))
    #expect(frame.grid.styleDump.contains("reverse"))
  }

  @Test func textInputsEditAndRunOnChangeWithTheDialectsValue() async {
    let beagle = Self.controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "form", "value": {"name": ""}}, "children": [
        {"_beagleComponent_": "beagle:textInput", "id": "name", "value": "@{form.name}",
         "onChange": [{"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "name", "value": "@{onChange.value}"}]},
        {"_beagleComponent_": "beagle:text", "id": "echo", "text": "[@{form.name}]"}]}
      """)
    for key in try! KeyScript.parse(#""Ann Lee" Left Left Left Backspace"#) { await beagle.handle(key) }
    #expect(beagle.session.instance(id: "echo")?.property("text") == "[AnnLee]")
    await beagle.handle(.control("w"))
    #expect(beagle.session.instance(id: "echo")?.property("text") == "[Lee]")
    await beagle.handle(.end)
    await beagle.handle(.control("u"))
    #expect(beagle.session.instance(id: "echo")?.property("text") == "[]")

    let nimbus = Self.controller(
      """
      {"_:component": "layout:column", "state": {"zip": ""}, "children": [
        {"_:component": "store:textInput", "id": "zip", "properties": {"type": "NUMBER", "value": "@{zip}",
          "onChange": [{"_:action": "setState", "properties": {"path": "zip", "value": "@{onChange}"}}]}},
        {"_:component": "layout:text", "id": "echo", "properties": {"text": "zip=@{zip}"}}]}
      """)
    for key in try! KeyScript.parse(#""9a5-0""#) { await nimbus.handle(key) }
    #expect(nimbus.session.instance(id: "echo")?.property("text") == "zip=950", "NUMBER takes digits only")
  }

  @Test func focusChangesRunOnBlurAndOnFocus() async {
    let controller = Self.controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "seen", "value": ""}, "children": [
        {"_beagleComponent_": "beagle:textInput", "id": "first", "value": "x",
         "onBlur": [{"_beagleAction_": "beagle:setContext", "contextId": "seen", "value": "@{concat(seen, 'blur:', onBlur.value, ' ')}"}]},
        {"_beagleComponent_": "beagle:textInput", "id": "second",
         "onFocus": [{"_beagleAction_": "beagle:setContext", "contextId": "seen", "value": "@{concat(seen, 'focus')}"}]},
        {"_beagleComponent_": "beagle:text", "id": "out", "text": "@{seen}"}]}
      """)
    await controller.handle(.tab)
    #expect(controller.session.instance(id: "out")?.property("text") == "blur:x focus")
  }

  @Test func dialogsTakeTheKeysUntilAnswered() async {
    let controller = Self.controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "answer", "value": "none"}, "children": [
        {"_beagleComponent_": "beagle:button", "id": "ask", "text": "Ask", "onPress": [{"_beagleAction_": "beagle:confirm", "message": "Sure?",
          "onPressOk": [{"_beagleAction_": "beagle:setContext", "contextId": "answer", "value": "ok"}],
          "onPressCancel": [{"_beagleAction_": "beagle:setContext", "contextId": "answer", "value": "cancel"}]}]},
        {"_beagleComponent_": "beagle:text", "id": "out", "text": "@{answer}"}]}
      """)
    await controller.handle(.enter)
    let frame = controller.frame().grid.textDump
    #expect(frame.contains("Sure?") && frame.contains("[ Cancel ]") && frame.contains("[ Ok ]"))
    await controller.handle(.tab)
    #expect(controller.focusedID == "ask", "Tab moves between the dialog's buttons, not the screen")
    await controller.handle(.enter)
    #expect(controller.session.instance(id: "out")?.property("text") == "cancel")
    await controller.handle(.enter)
    await controller.handle(.escape)
    #expect(controller.session.instance(id: "out")?.property("text") == "cancel")
    #expect(controller.session.dialogs.isEmpty)
  }

  @Test func ansiCarriesOnlyStyleSequences() {
    var grid = CellGrid(size: Size(width: 6, height: 1))
    grid.write("ab", at: .zero, style: CellStyle(foreground: RGBAColor(hex: "#FF0000"), bold: true))
    grid.write("c", at: Point(column: 3, row: 0), style: .plain)
    #expect(grid.ansiDump() == "\u{1B}[0;1;38;2;255;0;0mab\u{1B}[0m c\n")
  }
}

@Suite("Scrolling")
@MainActor
struct ScrollingTests {
  static let list: String = {
    let rows = (0..<30).map { index in
      #"{"_:component": "layout:touchable", "id": "item\#(index)", "properties": {"onPress": [{"_:action": "log", "properties": {"message": "\#(index)"}}]}, "children": [{"_:component": "layout:text", "properties": {"text": "Item \#(index)"}}]}"#
    }
    return
      #"{"_:component": "layout:screen", "properties": {"title": "List"}, "children": [{"_:component": "layout:scrollView", "id": "scroller", "properties": {"width": "expand"}, "children": ["#
      + rows.joined(separator: ",") + "]}]}"
  }()

  static func firstItem(_ controller: ScreenController) -> String? {
    controller.frame().grid.textDump.split(separator: "\n").first { $0.hasPrefix("Item") }.map {
      String($0.prefix(7)).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func pagesHomeAndEndScroll() async {
    let controller = ScreenControllerTests.controller(Self.list, size: Size(width: 20, height: 12))
    #expect(Self.firstItem(controller) == "Item 0")
    await controller.handle(.pageDown)
    #expect(Self.firstItem(controller) == "Item 9")
    await controller.handle(.end)
    #expect(Self.firstItem(controller) == "Item 20")
    #expect(controller.scrollOffsets["scroller"] == 20)
    await controller.handle(.home)
    #expect(Self.firstItem(controller) == "Item 0")
  }

  @Test func theFocusedElementIsScrolledIntoView() async throws {
    let controller = ScreenControllerTests.controller(Self.list, size: Size(width: 20, height: 12))
    for key in try KeyScript.parse(Array(repeating: "Tab", count: 14).joined(separator: " ")) {
      await controller.handle(key)
    }
    #expect(controller.focusedID == "item14")
    let frame = controller.frame()
    #expect(frame.grid.textDump.contains("Item 14"))
    #expect(frame.grid.styleDump.contains("reverse"))
    await controller.handle(.enter)
    #expect(controller.session.loggedProblems.map(\.message) == ["14"])
  }

  @Test func anIndicatorShowsThePosition() async {
    let controller = ScreenControllerTests.controller(Self.list, size: Size(width: 20, height: 12))
    let top = controller.frame().grid.textDump
    #expect(top.contains("┃"))
    await controller.handle(.end)
    let lines = controller.frame().grid.textDump.split(separator: "\n")
    #expect(lines.last?.hasSuffix("┃") == true)
  }
}

@Suite("Pages and tabs")
@MainActor
struct PagesAndTabsTests {
  static let screen = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "tab", "value": 0}, "children": [
      {"_beagleComponent_": "beagle:tabBar", "id": "tabs", "currentTab": "@{tab}",
       "items": [{"title": "One"}, {"title": "Two"}, {"title": "Three"}],
       "onTabSelection": [{"_beagleAction_": "beagle:setContext", "contextId": "tab", "value": "@{onTabSelection}"}]},
      {"_beagleComponent_": "beagle:pageView", "currentPage": "@{tab}", "children": [
        {"_beagleComponent_": "beagle:text", "text": "first page"},
        {"_beagleComponent_": "beagle:text", "text": "second page"},
        {"_beagleComponent_": "beagle:text", "text": "third page"}]},
      {"_beagleComponent_": "beagle:pageIndicator", "numberOfPages": 3, "currentPage": "@{tab}"},
      {"_beagleComponent_": "beagle:lazyComponent", "path": "/later", "initialState": {"_beagleComponent_": "beagle:text", "text": "loading…"}}]}
    """

  @Test func onlyTheCurrentPageShowsAndArrowsSwitchTabs() async {
    let controller = ScreenControllerTests.controller(Self.screen)
    var text = controller.frame().grid.textDump
    #expect(text.contains("first page") && !text.contains("second page"))
    #expect(text.contains("● ○ ○"))
    #expect(text.contains("loading…"), "a lazy component shows its initial state")
    #expect(controller.focusedID == "tabs")
    await controller.handle(.right)
    text = controller.frame().grid.textDump
    #expect(text.contains("second page") && !text.contains("first page"))
    #expect(text.contains("○ ● ○"))
    await controller.handle(.left)
    await controller.handle(.left)
    #expect(controller.frame().grid.textDump.contains("third page"), "Left wraps around")
  }
}

@Suite("Focusable scroll views")
@MainActor
struct FocusableScrollViewTests {
  @Test func aScrollViewWithoutFocusablesTakesFocusAndArrowsScrollIt() async {
    let lines = (0..<30).map { #"{"_beagleComponent_": "beagle:text", "text": "Line \#($0)"}"# }.joined(separator: ",")
    let controller = ScreenControllerTests.controller(
      #"{"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:scrollView", "id": "text", "style": {"size": {"height": {"value": 4, "type": "REAL"}}}, "children": [\#(lines)]}, {"_beagleComponent_": "beagle:button", "id": "ok", "text": "OK", "onPress": [{"_beagleAction_": "beagle:popView"}]}]}"#
    )
    #expect(controller.focusedID == "text")
    let grid = controller.frame().grid
    #expect(!grid[0, 0].style.reverse, "a focused scroll view keeps its content as it is")
    #expect(grid[39, 0].style.reverse && grid[39, 3].style.reverse, "and is marked by its right edge")
    await controller.handle(.down)
    await controller.handle(.down)
    #expect(controller.scrollOffsets["text"] == 2)
    #expect(controller.frame().grid.textDump.hasPrefix("Line 2"))
    await controller.handle(.end)
    #expect(controller.scrollOffsets["text"] == 26)
    await controller.handle(.down)
    #expect(controller.focusedID == "ok", "at the edge the arrow moves focus")
  }

  @Test func pagesAndEndsFromAHorizontalListMoveThePageAroundIt() async {
    let cards = (0..<20).map { #"{"_beagleComponent_": "beagle:text", "text": "Card \#($0) "}"# }.joined(separator: ",")
    let lines = (0..<30).map { #"{"_beagleComponent_": "beagle:text", "text": "Line \#($0)"}"# }.joined(separator: ",")
    let controller = ScreenControllerTests.controller(
      #"{"_beagleComponent_": "beagle:scrollView", "id": "page", "children": [{"_beagleComponent_": "beagle:scrollView", "id": "cards", "scrollDirection": "HORIZONTAL", "children": [\#(cards)]}, \#(lines)]}"#
    )
    #expect(controller.focusedID == "cards")
    await controller.handle(.end)
    #expect((controller.scrollOffsets["page"] ?? 0) > 0, "End scrolls the page, not the cards")
    #expect(controller.scrollOffsets["cards"] == nil)
    await controller.handle(.home)
    #expect(controller.scrollOffsets["page"] == 0)
  }
}

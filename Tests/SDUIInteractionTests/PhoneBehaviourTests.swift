import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIInteraction

/// Properties that were accepted and did nothing, now done as the phones
/// do them (each case failed before): a disabled button, a field's error,
/// navigation bar items, paging, pulling to refresh, scroll-bar switches,
/// a field that follows its caret, a title bar over overflowing content.
@Suite("As on the phone")
@MainActor
struct PhoneBehaviourTests {
  func controller(_ json: String, size: Size = Size(width: 40, height: 12)) -> ScreenController {
    ScreenControllerTests.controller(json, size: size)
  }

  func text(_ controller: ScreenController) -> String { controller.frame().grid.textDump }

  static let counting = """
    [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "count", "value": "@{sum(c.count, 1)}"}]
    """

  @Test func aDisabledButtonIsSkippedAndRunsNothing() async {
    let controller = controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"count": 0}}, "children": [
        {"_beagleComponent_": "beagle:button", "id": "pay", "text": "Pay", "enabled": false, "onPress": \(Self.counting)},
        {"_beagleComponent_": "beagle:button", "id": "ok", "text": "OK", "onPress": \(Self.counting)},
        {"_beagleComponent_": "beagle:text", "text": "count=@{c.count}"}]}
      """)
    #expect(controller.focusedID == "ok", "the focus skips the disabled button")
    await controller.handle(.tab)
    #expect(controller.focusedID == "ok")
    await controller.click(at: Point(column: 18, row: 0))
    #expect(text(controller).contains("count=0"), "a click on it does nothing:\n\(text(controller))")
    await controller.handle(.enter)
    #expect(text(controller).contains("count=1"))
  }

  @Test func aFieldShowsItsErrorUnderItWhileShowErrorIsTrue() async {
    let screen = """
      {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"show": true}}, "children": [
        {"_beagleComponent_": "beagle:textInput", "id": "email", "placeholder": "Email", "error": "Invalid email",
         "showError": "@{c.show}"},
        {"_beagleComponent_": "beagle:button", "id": "hide", "text": "Hide",
         "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "show", "value": false}]}]}
      """
    let controller = controller(screen)
    let lines = text(controller).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("[Email"))
    #expect(lines[1] == "Invalid email")
    await controller.handle(.tab)
    await controller.handle(.enter)
    #expect(!text(controller).contains("Invalid email"))
  }

  static let navigationBar = """
    {"_beagleComponent_": "beagle:screenComponent", "context": {"id": "c", "value": {"count": 0}},
     "navigationBar": {"title": "Cart", "navigationBarItems": [
       {"text": "Help", "onPress": \(counting)},
       {"text": "Close", "image": {"_beagleImagePath_": "local", "mobileId": "close"},
        "accessibility": {"accessibilityLabel": "Close dialog"}, "onPress": \(counting)}]},
     "child": {"_beagleComponent_": "beagle:text", "text": "count=@{c.count}"}}
    """

  @Test func navigationBarItemsAreButtonsInTheTitleBar() async {
    let controller = controller(Self.navigationBar, size: Size(width: 50, height: 6))
    let first = text(controller).split(separator: "\n")[0]
    #expect(first.hasPrefix(" Cart"))
    #expect(first.hasSuffix("[ Help ] [ Close dialog ]"), "an image item is labelled by its accessibility label")
    await controller.handle(.enter)
    await controller.handle(.tab)
    await controller.handle(.enter)
    #expect(text(controller).contains("count=2"))
  }

  nonisolated static let pages = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"changes": ""}}, "children": [
      {"_beagleComponent_": "beagle:pageView", "id": "pager",
       "onPageChange": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "changes",
                         "value": "@{concat(c.changes, string(onPageChange))}"}],
       "children": [
         {"_beagleComponent_": "beagle:text", "text": "First page"},
         {"_beagleComponent_": "beagle:text", "text": "Second page"},
         {"_beagleComponent_": "beagle:text", "text": "Third page"}]},
      {"_beagleComponent_": "beagle:pageIndicator", "numberOfPages": 3, "currentPage": 0,
       "selectedColor": "#FF0000", "unselectedColor": "#00FF00"},
      {"_beagleComponent_": "beagle:text", "text": "changes=@{c.changes}"}]}
    """

  @Test func thePageViewTurnsOnTheArrowsAndSaysSo() async {
    let controller = controller(Self.pages)
    #expect(controller.focusedID == "pager")
    await controller.handle(.right)
    await controller.handle(.right)
    await controller.handle(.right)
    #expect(text(controller).contains("Third page"))
    #expect(text(controller).contains("changes=12"), "onPageChange ran once for each page turned:\n\(text(controller))")
    await controller.handle(.left)
    #expect(text(controller).contains("Second page"))
  }

  @Test func aSwipeTurnsThePage() async {
    let controller = controller(Self.pages)
    controller.swipe(from: Point(column: 30, row: 0), to: Point(column: 5, row: 0))
    _ = await controller.session.settle(timeout: .seconds(5))
    #expect(text(controller).contains("Second page"))
    #expect(text(controller).contains("changes=1"))
  }

  nonisolated static let shortRefresh = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"pulls": 0}}, "children": [
      {"_beagleComponent_": "beagle:pullToRefresh",
       "onPull": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "pulls", "value": "@{sum(c.pulls, 1)}"}],
       "child": {"_beagleComponent_": "beagle:text", "text": "pulls=@{c.pulls}"}}]}
    """

  /// A pager and a pull-to-refresh fill what their parent leaves, as on
  /// the phones, so a swipe from the screen's middle (a flow's `swipe:
  /// {direction: LEFT}`) lands on them, not only one on their first row.
  @Test(arguments: [
    (pages, Point(column: 30, row: 6), Point(column: 5, row: 6), "changes=1"),
    (shortRefresh, Point(column: 10, row: 6), Point(column: 10, row: 11), "pulls=1"),
  ])
  func aSwipeFromTheMiddleReachesThem(_ json: String, _ start: Point, _ end: Point, _ expected: String) async {
    let controller = controller(json)
    controller.swipe(from: start, to: end)
    _ = await controller.session.settle(timeout: .seconds(5))
    #expect(text(controller).contains(expected), "\(text(controller))")
  }

  @Test func theIndicatorTakesItsColours() {
    let grid = controller(Self.pages).frame().grid
    let row = grid.textDump.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("●") }
    guard let row, let column = (0..<grid.size.width).first(where: { grid[$0, row].text == "●" }) else {
      Issue.record("no dots")
      return
    }
    #expect(grid[column, row].style.foreground == RGBAColor(red: 255, green: 0, blue: 0))
    #expect(grid[column + 2, row].style.foreground == RGBAColor(red: 0, green: 255, blue: 0))
  }

  @Test func aTabChosenStaysChosenWhenTheScreenDoesNotBindIt() async {
    let controller = controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"chosen": -1}}, "children": [
        {"_beagleComponent_": "beagle:tabBar", "id": "tabs", "items": [{"title": "Home"}, {"icon": {"mobileId": "cart"}}],
         "onTabSelection": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "chosen",
                             "value": "@{onTabSelection}"}]},
        {"_beagleComponent_": "beagle:text", "text": "chosen=@{c.chosen}"}]}
      """)
    await controller.handle(.right)
    #expect(text(controller).contains("chosen=1"))
    guard case .tabs(let titles, let selected)? = controller.frame().root?.children.first?.content else {
      Issue.record("no tab bar")
      return
    }
    #expect(titles == ["Home", "cart"], "a tab with only an icon shows the icon's name")
    #expect(selected == 1, "the tab tapped is the one highlighted, as on the phone")
  }

  static let refresh = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"pulls": 0, "busy": true}}, "children": [
      {"_beagleComponent_": "beagle:pullToRefresh", "id": "refresh", "isRefreshing": "@{c.busy}",
       "onPull": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "pulls", "value": "@{sum(c.pulls, 1)}"}],
       "child": {"_beagleComponent_": "beagle:scrollView", "children": [
         {"_beagleComponent_": "beagle:button", "id": "item", "text": "Item", "onPress": \(counting)},
         {"_beagleComponent_": "beagle:text", "text": "pulls=@{c.pulls}"}]}}]}
    """

  @Test func aPullAtTheTopRefreshes() async {
    let controller = controller(Self.refresh)
    #expect(text(controller).contains("↻"), "isRefreshing shows")
    controller.swipe(from: Point(column: 10, row: 1), to: Point(column: 10, row: 9))
    await controller.handle(.up)
    #expect(text(controller).contains("pulls=2"), "a swipe down and Up at the top pull:\n\(text(controller))")
  }

  @Test func aScrollBarTheScreenTurnsOffIsNotDrawn() {
    let items = (1...30).map { #"{"_beagleComponent_": "beagle:text", "text": "Row \#($0)"}"# }.joined(separator: ",")
    let shown = text(
      controller(#"{"_beagleComponent_": "beagle:scrollView", "children": [\#(items)]}"#))
    let hidden = text(
      controller(#"{"_beagleComponent_": "beagle:scrollView", "scrollBarEnabled": false, "children": [\#(items)]}"#))
    #expect(shown.contains("┃"))
    #expect(!hidden.contains("┃") && !hidden.contains("│"))
  }

  @Test func aFieldFollowsItsCaret() async throws {
    let controller = controller(
      #"{"_beagleComponent_": "beagle:textInput", "id": "name", "style": {"size": {"width": {"value": 12}}}}"#)
    for key in try KeyScript.parse(#""abcdefghijklmnopqrstuvwxyz""#) { await controller.handle(key) }
    #expect(text(controller).hasPrefix("[qrstuvwxyz]"), "\(text(controller))")
    for _ in 0..<26 { await controller.handle(.left) }
    #expect(text(controller).hasPrefix("[abcdefghij]"), "\(text(controller))")
  }

  @Test func aBasisIsALengthAlongTheParentsMainAxis() throws {
    let json = """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:container", "id": "band",
         "style": {"flex": {"basis": {"value": 32, "type": "REAL"}, "shrink": 0}}, "children": []}]}
      """
    let session = ScreenSession(screen: ScreenDecoder().decode(Array(json.utf8)))
    session.start()
    let root = try #require(session.resolvedRoot)
    let frame = ScreenRenderer(size: Size(width: 40, height: 12)).render(root, dialect: .beagle)
    var height: Int?
    frame.walkBoxes { box, rect, _ in
      if box.node.id == "band" { height = rect.size.height }
      return true
    }
    #expect(height == 2, "32 points in a column are 2 rows of 16 points, not 8 columns' worth")
  }

  @Test func aNarrowTitleBarKeepsItsTitleAndNarrowsItsItems() {
    let first = text(controller(Self.navigationBar, size: Size(width: 24, height: 6))).split(separator: "\n")[0]
    #expect(first.hasPrefix(" Cart "), "\(first)")
    #expect(first.contains("[ H… ]") || first.contains("[ … ]"), "\(first)")
  }

  @Test func aPageOutOfRangeShowsTheNearestPage() async {
    let controller = controller(
      """
      {"_beagleComponent_": "beagle:pageView", "currentPage": 9223372036854775807, "children": [
        {"_beagleComponent_": "beagle:text", "text": "First page"},
        {"_beagleComponent_": "beagle:text", "text": "Last page"}]}
      """)
    #expect(text(controller).hasPrefix("Last page"))
    await controller.handle(.left)
    #expect(text(controller).hasPrefix("First page"))
  }

  /// Under a title, in a container sized by its content, the pager still
  /// takes the rest of the screen (beagle-ios answers Yoga with all it is
  /// offered), so a swipe from the screen's middle turns it; a sibling
  /// after it keeps its row.
  @Test func aPageViewInAContainerTakesTheRestOfTheScreen() async {
    let controller = controller(
      """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:text", "text": "Cards"},
        {"_beagleComponent_": "beagle:pageView", "id": "pager", "children": [
          {"_beagleComponent_": "beagle:text", "text": "Gold card"},
          {"_beagleComponent_": "beagle:text", "text": "Black card"}]},
        {"_beagleComponent_": "beagle:text", "text": "Footer"}]}
      """)
    var pager: Rect?
    controller.frame().walkBoxes { box, rect, _ in
      if box.node.id == "pager" { pager = rect }
      return true
    }
    #expect(pager == Rect(column: 0, row: 1, width: 40, height: 10))
    #expect(text(controller).split(separator: "\n").last == "Footer")
  }

  @Test func upPullsWhenNothingInsideTakesTheFocus() async {
    let controller = controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "c", "value": {"pulls": 0}}, "children": [
        {"_beagleComponent_": "beagle:pullToRefresh",
         "onPull": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "pulls", "value": "@{sum(c.pulls, 1)}"}],
         "child": {"_beagleComponent_": "beagle:text", "text": "pulls=@{c.pulls}"}}]}
      """)
    await controller.handle(.up)
    #expect(text(controller).contains("pulls=1"))
    #expect(await controller.pull())
    #expect(text(controller).contains("pulls=2"))
  }

  @Test func contentGoesUnderTheTitleBar() {
    let controller = controller(
      """
      {"_:component": "layout:screen", "properties": {"title": "Welcome"}, "children": [
        {"_:component": "layout:column", "properties": {"height": "expand", "mainAxisAlignment": "center"},
         "children": [{"_:component": "layout:text", "properties": {"text":
           "Hello, Marta, and welcome back to the bank: your cards, your accounts and your payments, all here."}}]}]}
      """, size: Size(width: 30, height: 8))
    let lines = text(controller).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == " Welcome")
    #expect(lines[1] == String(repeating: "─", count: 30))
  }
}

import SDUICore
import SDUILayout
import Testing

@testable import SDUIInteraction

/// Two components a screen gives one id stay two, in both dialects, as
/// phones keep two views apart whatever their ids: each takes the focus
/// and runs its own action, by key and by click, while the id still finds
/// the first.
@Suite("Repeated ids")
@MainActor
struct RepeatedIDTests {
  nonisolated static let beagle = """
    {"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "Twins"},
     "context": {"id": "said", "value": "nothing"},
     "child": {"_beagleComponent_": "beagle:container", "children": [
       {"_beagleComponent_": "beagle:text", "text": "Said: @{said}"},
       {"_beagleComponent_": "beagle:button", "id": "dup", "text": "First",
        "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "said", "value": "first"}]},
       {"_beagleComponent_": "beagle:button", "id": "dup", "text": "Second",
        "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "said", "value": "second"}]}]}}
    """

  nonisolated static func nimbusTouchable(_ text: String, says value: String) -> String {
    """
    {"_:component": "layout:touchable", "id": "dup", "properties": {
      "onPress": [{"_:action": "setState", "properties": {"path": "said", "value": "\(value)"}}]},
     "children": [{"_:component": "layout:text", "properties": {"text": "\(text)"}}]}
    """
  }

  nonisolated static let nimbus = """
    {"_:component": "layout:screen", "properties": {"title": "Twins"},
     "children": [{"_:component": "layout:column", "state": {"said": "nothing"}, "children": [
       {"_:component": "layout:text", "properties": {"text": "Said: @{said}"}},
       \(nimbusTouchable("First", says: "first")), \(nimbusTouchable("Second", says: "second"))]}]}
    """

  static func said(_ controller: ScreenController) -> String? {
    controller.frame().grid.textDump.split(separator: "\n").first { $0.contains("Said: ") }
      .map { String($0.trimmingPrefix(while: { $0 == " " })) }
  }

  @Test(arguments: [("beagle", beagle), ("nimbus", nimbus)])
  func tabReachesTheSecondAndEnterRunsItsOwnAction(dialect: String, screen: String) async {
    let controller = ScreenControllerTests.controller(screen)
    #expect(controller.focusableIDs == ["dup", "dup#2"], "\(dialect): two focusables")
    #expect(controller.focusedID == "dup")
    await controller.handle(.tab)
    #expect(controller.focusedID == "dup#2", "\(dialect): Tab reaches the second")
    await controller.handle(.enter)
    #expect(Self.said(controller) == "Said: second", "\(dialect)")
    await controller.handle(.tab)
    await controller.handle(.enter)
    #expect(Self.said(controller) == "Said: first", "\(dialect): Tab goes round to the first")
  }

  @Test(arguments: [("beagle", beagle), ("nimbus", nimbus)])
  func aClickOnTheSecondRunsItsOwnAction(dialect: String, screen: String) async throws {
    let controller = ScreenControllerTests.controller(screen)
    let rows = controller.frame().grid.textDump.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(rows.firstIndex { $0.contains("Second") })
    let found = try #require(rows[row].firstRange(of: "Second"))
    let column = rows[row].distance(from: rows[row].startIndex, to: found.lowerBound)
    await controller.click(at: Point(column: column + 1, row: row))
    #expect(controller.focusedID == "dup#2", "\(dialect)")
    #expect(Self.said(controller) == "Said: second", "\(dialect)")
  }

  @Test(arguments: [("beagle", beagle), ("nimbus", nimbus)])
  func theIDStillFindsTheFirst(dialect: String, screen: String) throws {
    let controller = ScreenControllerTests.controller(screen)
    let first = try #require(controller.session.resolvedNode(id: "dup"))
    #expect(first.allNodes.contains { $0.property("text") == "First" }, "\(dialect)")
    #expect(controller.session.resolvedNode(id: "dup#2")?.authoredID == "dup", "\(dialect): the JSON's id is kept")
  }
}

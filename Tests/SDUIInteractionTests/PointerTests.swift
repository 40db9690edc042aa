import SDUICore
import SDUILayout
import SDUITestSupport
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

@Suite("Mouse")
@MainActor
struct PointerTests {
  @Test func aClickFocusesAndActivates() async throws {
    let controller = ScreenControllerTests.controller(ScreenControllerTests.buttons)
    let text = controller.frame().grid.textDump
    let row = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("C") })
    await controller.click(at: Point(column: 1, row: row))
    #expect(controller.focusedID == "c")
    #expect(controller.session.instance(id: "out")?.property("text") == "log=c")
    await controller.click(at: Point(column: 39, row: 11))
    #expect(controller.focusedID == "c", "a click on nothing focusable changes nothing")
  }

  @Test func aClickOnADialogButtonPressesIt() async {
    let controller = ScreenControllerTests.controller(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "answer", "value": "none"}, "children": [
        {"_beagleComponent_": "beagle:button", "id": "ask", "text": "Ask", "onPress": [{"_beagleAction_": "beagle:confirm", "message": "Sure?",
          "onPressOk": [{"_beagleAction_": "beagle:setContext", "contextId": "answer", "value": "ok"}]}]},
        {"_beagleComponent_": "beagle:text", "id": "out", "text": "@{answer}"}]}
      """)
    await controller.handle(.enter)
    let rows = controller.frame().grid.textDump.split(separator: "\n", omittingEmptySubsequences: false)
    let row = rows.firstIndex { $0.contains("[ Ok ]") } ?? 0
    let column = rows[row].distance(from: rows[row].startIndex, to: rows[row].range(of: "[ Ok ]")!.lowerBound)
    await controller.click(at: Point(column: column + 2, row: row))
    #expect(controller.session.dialogs.isEmpty)
    #expect(controller.session.instance(id: "out")?.property("text") == "ok")
  }

  @Test func theWheelScrollsTheContainerUnderThePointer() {
    let controller = ScreenControllerTests.controller(ScrollingTests.list, size: Size(width: 30, height: 8))
    controller.wheel(3, at: Point(column: 2, row: 2))
    #expect(controller.scrollOffsets.values.contains(3))
    controller.wheel(-10, at: Point(column: 2, row: 2))
    #expect(controller.scrollOffsets.values.allSatisfy { $0 == 0 }, "never above the top")
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIInteraction

/// A2UI's Modal: its trigger stands in its place; a press on it sends the
/// trigger's own action and opens the content in a dialog over the dimmed
/// screen, which keeps the focus until `Esc`, `Backspace` or a click beside
/// it closes it.
@Suite("A2UI modals")
@MainActor
struct A2UIModalTests {
  static func stream(trigger: String = "open", inner: Bool = false) -> String {
    """
    [{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
    {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
      {"id": "root", "component": "Column", "children": ["hello", "m", "after"]},
      {"id": "hello", "component": "Text", "text": {"path": "/name"}},
      {"id": "m", "component": "Modal", "trigger": "\(trigger)", "content": "form"},
      {"id": "open", "component": "Button", "child": "open-label", "action": {"event": {"name": "opened"}}},
      {"id": "open-label", "component": "Text", "text": "Edit name"},
      {"id": "after", "component": "Button", "child": "after-label", "action": {"event": {"name": "after"}}},
      {"id": "after-label", "component": "Text", "text": "Below"},
      {"id": "form", "component": "Column", "children": ["field", "save"\(inner ? ", \"help\"" : "")]},
      {"id": "field", "component": "TextField", "label": "Name", "value": {"path": "/name"}},
      {"id": "save", "component": "Button", "child": "save-label",
       "action": {"event": {"name": "save", "context": {"name": {"path": "/name"}}}}},
      {"id": "save-label", "component": "Text", "text": "Save"},
      {"id": "help", "component": "Modal", "trigger": "help-label", "content": "help-text"},
      {"id": "help-label", "component": "Text", "text": "Help"},
      {"id": "help-text", "component": "Text", "text": "Names are kept"}]}},
    {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/name", "value": "Ann"}}]
    """
  }

  static func controller(_ stream: String = stream(), outbox: MessageOutbox? = nil) -> ScreenController {
    A2UISurfaceTests.controller(stream, size: Size(width: 50, height: 12), outbox: outbox)
  }

  @Test func theContentIsNotDrawnUntilTheTriggerIsPressedWhichAlsoSendsItsAction() async throws {
    let outbox = MessageOutbox()
    let controller = Self.controller(outbox: outbox)
    #expect(controller.focusedID == "open")
    #expect(!controller.frame().grid.textDump.contains("Save"))
    await controller.handle(.enter)
    let grid = controller.frame().grid
    #expect(grid.textDump.contains("╭─ Esc closes"), "\(grid.textDump)")
    #expect(grid.textDump.contains("[ Save ]"))
    #expect(try #require(outbox.messages.last?["action"]?["name"]) == "opened")
    #expect(controller.focusedID == "field", "the focus goes into the dialog")
    #expect(controller.layers == [.screen, .screenModal])
    // What is behind it is dimmed.
    let hello = try #require(
      grid.textDump.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("Ann") })
    #expect(grid[0, hello].style.dim)
  }

  @Test func theDialogKeepsTheFocusTakesTypingAndEscGivesTheFocusBack() async throws {
    let outbox = MessageOutbox()
    let controller = Self.controller(outbox: outbox)
    await controller.handle(.enter)
    for key in try KeyScript.parse(#""ie" Tab Tab Tab"#) { await controller.handle(key) }
    #expect(controller.focusedID == "save", "Tab cycles inside the dialog: \(controller.focusedID ?? "none")")
    await controller.handle(.enter)
    #expect(try #require(outbox.messages.last?["action"]?["context"]?["name"]) == "Annie")
    await controller.handle(.escape)
    #expect(controller.openModals.isEmpty)
    #expect(controller.focusedID == "open")
    let frame = controller.frame().grid.textDump
    #expect(!frame.contains("Save") && frame.hasPrefix("Annie"), "\(frame)")
  }

  @Test func backspaceClosesItUnlessATextIsEdited() async {
    let controller = Self.controller()
    await controller.handle(.enter)
    // The keys go to what is on screen: the dialog, drawn.
    _ = controller.frame()
    await controller.handle(.backspace)
    #expect(controller.openModals.count == 1, "Backspace edits the focused field")
    await controller.handle(.tab)
    await controller.handle(.backspace)
    #expect(controller.openModals.isEmpty)
  }

  @Test func aClickBesideTheDialogClosesItAndOneInsideFocuses() async throws {
    let controller = Self.controller()
    await controller.handle(.enter)
    _ = controller.frame()
    let outline = try #require(controller.modalOutline)
    await controller.click(at: Point(column: outline.origin.column + 20, row: outline.origin.row + 2))
    #expect(controller.focusedID == "save" && controller.openModals.count == 1)
    await controller.click(at: Point(column: 0, row: 0))
    #expect(controller.openModals.isEmpty)
  }

  @Test func aTriggerWithNothingFocusableMakesTheModalFocusableAndNestedDialogsCloseOneByOne() async {
    let controller = Self.controller(Self.stream(inner: true))
    await controller.handle(.enter)
    await controller.handle(.tab)
    await controller.handle(.tab)
    #expect(controller.focusedID == "help")
    await controller.handle(.enter)
    #expect(controller.openModals.map(\.entry) == ["m", "help"])
    #expect(controller.frame().grid.textDump.contains("Names are kept"))
    await controller.handle(.escape)
    #expect(controller.openModals.map(\.entry) == ["m"])
    #expect(controller.focusedID == "help")
    #expect(!controller.frame().grid.textDump.contains("Names are kept"))
  }

  @Test func aDialogWhoseModalLeavesTheTreeCloses() async {
    let controller = Self.controller()
    await controller.handle(.enter)
    controller.openModals = [ScreenController.OpenModal(entry: "gone", returnFocus: nil)]
    #expect(!controller.frame().grid.textDump.contains("Esc closes"))
    #expect(controller.openModals.isEmpty)
  }
}

import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIInteraction

/// A key is routed against the frame on screen; once its effects settle
/// the screen is laid out once.
@Suite("Layout passes per key")
@MainActor
struct LayoutPassTests {
  static let screen = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "form", "value": {"name": "", "n": 0}}, "children": [
      {"_beagleComponent_": "beagle:text", "id": "echo", "text": "n=@{form.n} [@{form.name}]"},
      {"_beagleComponent_": "beagle:button", "id": "add", "text": "add",
       "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "n", "value": "@{sum(form.n, 1)}"}]},
      {"_beagleComponent_": "beagle:textInput", "id": "name", "value": "@{form.name}",
       "onChange": [{"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "name", "value": "@{onChange.value}"}]},
      {"_beagleComponent_": "beagle:scrollView", "id": "list", "style": {"size": {"height": {"value": 4, "type": "REAL"}}},
       "children": [
        {"_beagleComponent_": "beagle:text", "text": "one"}, {"_beagleComponent_": "beagle:text", "text": "two"},
        {"_beagleComponent_": "beagle:text", "text": "three"}, {"_beagleComponent_": "beagle:text", "text": "four"},
        {"_beagleComponent_": "beagle:text", "text": "five"}, {"_beagleComponent_": "beagle:text", "text": "six"},
        {"_beagleComponent_": "beagle:text", "text": "seven"}, {"_beagleComponent_": "beagle:text", "text": "eight"}]}]}
    """

  static func controller() -> ScreenController {
    let session = ScreenSession(screen: ScreenDecoder().decode(Array(screen.utf8)))
    session.start()
    return ScreenController(
      session: session,
      renderer: ScreenRenderer(size: Size(width: 40, height: 12), scale: LayoutScale(horizontal: 1, vertical: 1)))
  }

  struct Step: CustomTestStringConvertible, Sendable {
    let key: Key
    /// Layout passes from the key to the frame after it.
    let passes: Int
    var testDescription: String { "\(key) → \(passes)" }
  }

  /// Each key of a walk through the screen, with what it costs: one pass
  /// when it changes what is drawn (focus, state, typed text, a scroll),
  /// none when it changes nothing.
  static let walk: [Step] = [
    Step(key: .enter, passes: 1),  // runs onPress: n=1
    Step(key: .tab, passes: 1),  // focus to the text input
    Step(key: .character("A"), passes: 1),  // typed text and onChange
    Step(key: .left, passes: 0),  // the cursor moves: it is drawn over the frame on screen
    Step(key: .function(3), passes: 0),  // nothing
    Step(key: .tab, passes: 1),  // focus to the scroll view
    Step(key: .down, passes: 1),  // it scrolls
    Step(key: .pageDown, passes: 1),
    Step(key: .escape, passes: 0),  // the app's (back): nothing on the screen
  ]

  @Test func eachKeyLaysTheScreenOutOnceAtMost() async {
    let controller = Self.controller()
    _ = controller.frame()
    #expect(controller.layoutPasses == 1)
    for step in Self.walk {
      let before = controller.layoutPasses
      await controller.handle(step.key)
      let frame = controller.frame()
      _ = controller.frame()
      #expect(controller.layoutPasses - before == step.passes, "\(step.key)")
      #expect(!frame.grid.textDump.isEmpty)
    }
    #expect(controller.session.instance(id: "echo")?.property("text") == "n=1 [A]")
    #expect(controller.scrollOffsets["list"] ?? 0 > 0)
  }

  @Test func aKeyAfterChangesNoFrameShowedIsRoutedAgainstTheNewTree() async throws {
    let controller = Self.controller()
    _ = controller.frame()
    try controller.session.trigger("onPress", on: "add")
    let before = controller.layoutPasses
    // No frame showed the change, so the key lays the screen out to be
    // routed against the tree as it is; its own change costs one more.
    await controller.handle(.enter)
    #expect(controller.session.instance(id: "echo")?.property("text") == "n=2 []")
    _ = controller.frame()
    #expect(controller.layoutPasses - before == 2)
  }
}

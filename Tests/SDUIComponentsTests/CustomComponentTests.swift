import SDUICore
import SDUIDialects
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIComponents

/// Custom components through the whole pipeline: decoded from the live
/// tree, laid out by the flex engine, painted, focused and given keys.
@Suite("Custom components")
@MainActor
struct CustomComponentTests {
  static func controller(
    _ json: String, size: Size = Size(width: 40, height: 10), diagnostics: [String] = []
  ) -> ScreenController {
    let screen = ScreenDecoder(
      options: .init(libraries: [DemoLibrary.library, StoreLibrary.library])
    ).decode(Array(json.utf8))
    #expect(screen.diagnostics.map(\.description) == diagnostics)
    let session = ScreenSession(
      screen: screen, environment: .init(libraries: [DemoLibrary.library, StoreLibrary.library]))
    session.start()
    return ScreenController(session: session, renderer: ScreenRenderer(size: size))
  }

  static let rating = """
    {"_:component": "layout:column", "state": {"stars": 2, "name": ""}, "children": [
      {"_:component": "demo:card", "properties": {"title": "Rate it"}, "children": [
        {"_:component": "layout:row", "children": [
          {"_:component": "demo:rating", "id": "rating", "properties": {"value": "@{stars}", "onChange": [
            {"_:action": "setState", "properties": {"path": "stars", "value": "@{onChange}"}}]}},
          {"_:component": "demo:badge", "properties": {"text": "@{stars}/5"}}]}]},
      {"_:component": "store:textInput", "id": "name", "properties": {"label": "Name", "value": "@{name}",
        "onChange": [{"_:action": "setState", "properties": {"path": "name", "value": "@{onChange}"}}]}},
      {"_:component": "layout:text", "properties": {"text": "@{initials(name)} · @{formatPrice(12.9, 'BRL')}"}}]}
    """

  @Test func aContainerLaysOutItsChildrenInsideItsFrame() {
    let text = Self.controller(Self.rating).frame().grid.textDump
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "╭ Rate it ───╮")
    #expect(lines[1] == "│ ★★☆☆☆(2/5) │")
    #expect(lines[2] == "╰────────────╯")
    #expect(lines[4] == " · R$ 12,90", "no initials yet: the space after them stays")
  }

  @Test func aFocusableLeafTakesItsKeysAndRunsItsStatefulEvent() async {
    let controller = Self.controller(Self.rating)
    _ = controller.frame()
    #expect(controller.focusedID == "rating")
    await controller.handle(.right)
    await controller.handle(.right)
    #expect(controller.frame().grid.textDump.contains("★★★★☆(4/5)"))
    await controller.handle(.left)
    #expect(controller.frame().grid.textDump.contains("★★★☆☆(3/5)"))
  }

  @Test func aTextInputComponentIsEditedByTheKeyModel() async {
    let controller = Self.controller(Self.rating)
    _ = controller.frame()
    await controller.handle(.tab)
    #expect(controller.focusedID == "name")
    for character in "Ada Lovelace" { await controller.handle(.character(character)) }
    #expect(controller.frame().grid.textDump.contains("AL · R$ 12,90"))
  }

  @Test func aStoreButtonRunsOnPressOnlyWhenEnabled() async {
    let controller = Self.controller(
      """
      {"_:component": "layout:column", "state": {"n": 0}, "children": [
        {"_:component": "store:button", "id": "on", "properties": {"text": "Add", "onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}},
        {"_:component": "store:button", "id": "off", "properties": {"text": "Off", "enabled": false, "onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": 100}}]}},
        {"_:component": "layout:text", "properties": {"text": "n=@{n}"}}]}
      """)
    await controller.handle(.enter)
    await controller.handle(.tab)
    await controller.handle(.enter)
    let text = controller.frame().grid.textDump
    #expect(text.hasPrefix("[ Add ]\n[ Off ]\nn=1"), "\(text)")
  }

  @Test func aComponentThatCannotBeDecodedSaysWhyAndTheRestRenders() {
    let controller = Self.controller(
      """
      {"_:component": "layout:column", "children": [
        {"_:component": "demo:rating", "properties": {"value": "lots"}},
        {"_:component": "layout:text", "properties": {"text": "still here"}}]}
      """, size: Size(width: 60, height: 6),
      diagnostics: [
        "<input>:2:58: warning: 'value' is a string, expected an integer (at $.children[0].properties.value)"
      ])
    let text = controller.frame().grid.textDump
    #expect(text.contains("⚠ expected a whole number, found a string"), "\(text)")
    #expect(text.contains("still here"))
    #expect(
      controller.session.environment.problems.problems.map(\.description) == [
        "warning: demo:rating cannot be drawn: $.children[0].properties.value: expected a whole number, found a string"
          + " (in 'nimbus:2' at $.children[0])"
      ])
  }

  @Test func sumProductsAddsPriceTimesQuantity() {
    let controller = Self.controller(
      #"{"_:component": "layout:text", "properties": {"text": "@{sumProducts(array(object('price', 2.5, 'quantity', 2), object('price', 1)))}"}}"#
    )
    #expect(controller.frame().grid.textDump.hasPrefix("6.0"))
  }

  @Test func beagleWidgetsRegisterUnderCustom() {
    let library = UILibrary("app").register(component: DemoLibrary.Badge.self, named: "badge")
    let screen = ScreenDecoder(options: .init(libraries: [library])).decode(
      Array(#"{"_beagleComponent_": "custom:badge", "text": "new"}"#.utf8))
    #expect(screen.diagnostics.isEmpty)
    let session = ScreenSession(screen: screen, environment: .init(libraries: [library]))
    session.start()
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 10, height: 1)))
    #expect(controller.frame().grid.textDump == "(new)\n")
  }

  /// A leaf built by a closure with the NimbusSwiftUI-style helpers.
  struct Label: TerminalComponent {
    var text: String
    var loud: Bool
    func measure(maxWidth: Int?) -> Size { Size(width: text.count, height: 1) }
    func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
      grid.write(loud ? text.uppercased() : text, at: rect.origin, style: .plain, clip: rect)
    }
  }

  /// A container that shows how many children `@SDUI.Children` gave it.
  struct Counted: TerminalComponent, Decodable {
    @SDUI.Children var children: [ResolvedNode]
    var kind: TerminalComponentKind {
      var style = FlexStyle()
      style.direction = .row
      return .container(style, frame: ContainerFrame(title: "\(children.count) items", rounded: false))
    }
  }

  @Test func closureRegistrationAndChildrenReachTheComponent() {
    let library = UILibrary("app")
      .addComponent("label") { context in
        Label(text: try context.getMapProperty("text"), loud: context.getMapPropertyDefault("loud", default: false))
      }
      .addComponent("counted", Counted.self)
    let screen = ScreenDecoder(options: .init(libraries: [library])).decode(
      Array(
        """
        {"_:component": "app:counted", "children": [
          {"_:component": "app:label", "properties": {"text": "a", "loud": true}},
          {"_:component": "app:label", "properties": {"text": "b", "loud": "nope"}}]}
        """.utf8))
    let session = ScreenSession(screen: screen, environment: .init(libraries: [library]))
    session.start()
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 12, height: 3)))
    #expect(controller.frame().grid.textDump == "┌ 2 items ─┐\n│Ab        │\n└──────────┘\n")
  }
}

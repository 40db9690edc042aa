import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIInteraction

/// A text input bound to state or context shows the bound value when the
/// screen changes it, and keeps the user's own typing otherwise.
@Suite("Bound inputs")
@MainActor
struct BoundInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let dialect: String
    let screen: String
    var testDescription: String { dialect }
  }

  @Test(arguments: [
    Case(
      dialect: "Beagle textInput and setContext",
      screen: """
        {"_beagleComponent_": "beagle:container", "context": {"id": "ctx", "value": {"email": ""}}, "children": [
          {"_beagleComponent_": "beagle:text", "id": "echo", "text": "Email: @{ctx.email}"},
          {"_beagleComponent_": "beagle:textInput", "id": "field", "value": "@{ctx.email}",
           "onChange": [{"_beagleAction_": "beagle:setContext", "contextId": "ctx", "path": "email", "value": "@{onChange.value}"}]},
          {"_beagleComponent_": "beagle:button", "id": "submit", "text": "Submit",
           "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "ctx", "path": "email", "value": "submitted"}]}]}
        """),
    Case(
      dialect: "Nimbus store:textInput and setState",
      screen: """
        {"_:component": "layout:column", "state": {"email": ""}, "children": [
          {"_:component": "layout:text", "id": "echo", "properties": {"text": "Email: @{email}"}},
          {"_:component": "store:textInput", "id": "field", "properties": {"value": "@{email}",
            "onChange": [{"_:action": "setState", "properties": {"path": "email", "value": "@{onChange}"}}]}},
          {"_:component": "layout:touchable", "id": "submit", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "email", "value": "submitted"}}]},
           "children": [{"_:component": "layout:text", "properties": {"text": "Submit"}}]}]}
        """),
  ])
  func theFieldTakesTheBoundValueTheScreenSets(_ entry: Case) async throws {
    let controller = ScreenControllerTests.controller(entry.screen, size: Size(width: 40, height: 8))
    #expect(controller.focusedID == "field")
    for key in try KeyScript.parse(#""a@b.c""#) { await controller.handle(key) }
    #expect(controller.frame().grid.textDump.contains("[a@b.c"), "the typing shows while it is the bound value")
    await controller.handle(.tab)
    await controller.handle(.enter)
    let frame = controller.frame().grid.textDump
    #expect(frame.contains("Email: submitted"))
    #expect(frame.contains("[submitted"), "the field follows the value the button set:\n\(frame)")
    await controller.handle(.backTab)
    for key in try KeyScript.parse(#""!""#) { await controller.handle(key) }
    #expect(controller.frame().grid.textDump.contains("[submitted!"), "typing goes on from the new value")
    #expect(controller.session.instance(id: "echo")?.property("text") == "Email: submitted!")
  }
}

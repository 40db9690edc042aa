import Foundation
import SDUILayout
import SDUIRuntime
import Testing

@testable import SDUIFlows

/// Two components a screen gives one id are two elements to a flow, in
/// both dialects: a tap on the second presses the second, and the outline
/// marks only the focused one.
@MainActor
@Suite("Repeated ids in flows")
struct RepeatedIDFlowTests {
  nonisolated static let beagle = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "said", "value": "nothing"}, "children": [
      {"_beagleComponent_": "beagle:text", "text": "Said: @{said}"},
      {"_beagleComponent_": "beagle:button", "id": "dup", "text": "First",
       "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "said", "value": "first"}]},
      {"_beagleComponent_": "beagle:button", "id": "dup", "text": "Second",
       "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "said", "value": "second"}]}]}
    """

  nonisolated static let nimbus = """
    {"_:component": "layout:column", "state": {"said": "nothing"}, "children": [
      {"_:component": "layout:text", "properties": {"text": "Said: @{said}"}},
      {"_:component": "layout:touchable", "id": "dup", "properties": {
        "onPress": [{"_:action": "setState", "properties": {"path": "said", "value": "first"}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "First"}}]},
      {"_:component": "layout:touchable", "id": "dup", "properties": {
        "onPress": [{"_:action": "setState", "properties": {"path": "said", "value": "second"}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "Second"}}]}]}
    """

  nonisolated static let screens = [("beagle", beagle), ("nimbus", nimbus)]

  @Test(arguments: screens)
  func aTapOnTheSecondPressesTheSecond(dialect: String, screen: String) async throws {
    let harness = try FlowHarness()
    let path = try harness.write(screen, named: "twins.json")
    let result = await harness.run(
      try harness.flow(
        """
        url: \(path)
        ---
        - tapOn: Second
        - assertVisible: "Said: second"
        - tapOn: First
        - assertVisible: "Said: first"
        - tapOn:
            id: dup
            index: 1
        - assertVisible: "Said: second"
        """))
    #expect(result.failure == nil, "\(dialect): \(result.failure?.description ?? "")")
  }

  @Test(arguments: screens)
  func theOutlineMarksOnlyTheFocusedOne(dialect: String, screen: String) async throws {
    let harness = try FlowHarness()
    let app = TerminalApp(
      source: .file(try harness.write(screen, named: "twins.json")), size: Size(width: 60, height: 16),
      options: .init(showsStatusLine: false))
    await app.start()
    _ = await app.step(.key(.tab))
    let focused = ScreenOutline(of: app).lines.filter { $0.hasSuffix(", focused") }
    #expect(focused == ["button, Second, focused"], "\(dialect): \(ScreenOutline(of: app).text)")
  }
}

import Foundation
import SDUILayout
import SDUIRuntime
import Testing

@testable import SDUIFlows

/// The title bar's back button is an element, in both dialects: a flow
/// finds it as Android's "Navigate up" (its content description) or as
/// iOS's "Back" (its label), a tap on it goes back, and a screen reader
/// reads it before the title.
@MainActor
@Suite("Back button")
struct BackButtonFlowTests {
  static let beagleHome = """
    {"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "Home", "showBackButton": false},
     "child": {"_beagleComponent_": "beagle:container", "children": [
       {"_beagleComponent_": "beagle:button", "text": "Open",
        "onPress": [{"_beagleAction_": "beagle:pushView", "route": {"url": "/plain"}}]},
       {"_beagleComponent_": "beagle:button", "text": "Bare",
        "onPress": [{"_beagleAction_": "beagle:pushView", "route": {"url": "/bare"}}]}]}}
    """

  static func beagleScreen(showsBack: Bool) -> String {
    """
    {"_beagleComponent_": "beagle:screenComponent",
     "navigationBar": {"title": "Plain", "showBackButton": \(showsBack)},
     "child": {"_beagleComponent_": "beagle:text", "text": "Nothing here"}}
    """
  }

  static func nimbusTouchable(_ text: String, pushing url: String) -> String {
    """
    {"_:component": "layout:touchable", "properties": {"onPress": [
      {"_:action": "push", "properties": {"url": "\(url)"}}]},
     "children": [{"_:component": "layout:text", "properties": {"text": "\(text)"}}]}
    """
  }

  static let nimbusHome = """
    {"_:component": "layout:screen", "properties": {"title": "Home"}, "children": [
      {"_:component": "layout:column", "children": [
        \(nimbusTouchable("Open", pushing: "/plain")), \(nimbusTouchable("Bare", pushing: "/bare"))]}]}
    """

  static func nimbusScreen(showsBack: Bool) -> String {
    """
    {"_:component": "layout:screen", "properties": {"title": "Plain", "showBackButton": \(showsBack)},
     "children": [{"_:component": "layout:text", "properties": {"text": "Nothing here"}}]}
    """
  }

  /// A home screen that pushes `plain` (with a back button) and `bare`
  /// (without one), in the dialect's files.
  static func screens(_ dialect: String, in harness: FlowHarness) throws {
    let beagle = dialect == "beagle"
    try harness.write(beagle ? beagleHome : nimbusHome, named: "index.json")
    try harness.write(beagle ? beagleScreen(showsBack: true) : nimbusScreen(showsBack: true), named: "plain.json")
    try harness.write(beagle ? beagleScreen(showsBack: false) : nimbusScreen(showsBack: false), named: "bare.json")
  }

  @Test(arguments: [("beagle", "Navigate up"), ("beagle", "Back"), ("nimbus", "Navigate up"), ("nimbus", "Back")])
  func aTapOnItGoesBack(dialect: String, name: String) async throws {
    let harness = try FlowHarness()
    try Self.screens(dialect, in: harness)
    let result = await harness.run(
      try harness.flow(
        """
        url: \(harness.directory)/index.json
        ---
        - assertNotVisible: \(name)
        - tapOn: Open
        - assertVisible: Nothing here
        - assertVisible:
            text: \(name)
            enabled: true
        - tapOn: \(name)
        - assertVisible: Open
        - assertNotVisible: Nothing here
        - tapOn: Bare
        - assertVisible: Nothing here
        - assertNotVisible: \(name)
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test(arguments: ["beagle", "nimbus"])
  func itIsAButtonInTheHierarchyAndTheOutline(dialect: String) async throws {
    let harness = try FlowHarness()
    try Self.screens(dialect, in: harness)
    let app = TerminalApp(
      source: .file(harness.directory + "/index.json"), size: Size(width: 60, height: 16),
      options: .init(showsStatusLine: false))
    await app.start()
    _ = await app.step(.key(.enter))
    let outline = ScreenOutline(of: app).lines
    #expect(outline.prefix(2) == ["button, Back", "heading 1, Plain"], "\(outline)")
    let back = try #require(ScreenElements(of: app).components.first { $0.type == "sdui:backButton" })
    #expect(back.text == "Back" && back.accessibilityText == "Navigate up" && back.clickable)
    #expect(back.rect == Rect(column: 1, row: 0, width: 1, height: 1), "the ‹ before the title")
    #expect(ElementHierarchy(of: app).json.contains(#""accessibilityText": "Navigate up""#))
  }
}

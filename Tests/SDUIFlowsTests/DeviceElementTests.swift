import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime
import Testing

@testable import SDUIFlows

/// A flow sees the device's element tree: components with their whole
/// text, hint and accessibility text, never a piece of the frame; what the
/// app draws (title bar, navigation bar items, dialogs) are elements too;
/// a tap on a disabled element is a tap that does nothing.
@MainActor
@Suite("Device elements")
struct DeviceElementTests {
  let harness: FlowHarness

  init() throws {
    harness = try FlowHarness()
  }

  static let screen = """
    {
      "_beagleComponent_": "beagle:screenComponent",
      "context": {"id": "c", "value": {"count": 0, "pages": ""}},
      "navigationBar": {"title": "Basket", "navigationBarItems": [
        {"text": "Close", "image": {"_beagleImagePath_": "local", "mobileId": "close"},
         "accessibility": {"accessibilityLabel": "Close dialog"},
         "onPress": [{"_beagleAction_": "beagle:alert", "title": "Leaving",
                      "message": "Your basket is kept for a day.\\nCome back soon."}]}]},
      "child": {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:text", "text": "Total:  BRL 10"},
        {"_beagleComponent_": "beagle:text", "text": "First line\\nSecond line"},
        {"_beagleComponent_": "beagle:textInput", "id": "email", "value": "ann@example.com", "placeholder": "Email"},
        {"_beagleComponent_": "beagle:button", "id": "pay", "text": "Pay", "enabled": false,
         "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "count", "value": 1}]},
        {"_beagleComponent_": "beagle:pageView",
         "onPageChange": [{"_beagleAction_": "beagle:setContext", "contextId": "c", "path": "pages",
                           "value": "@{concat(c.pages, string(onPageChange))}"}],
         "children": [{"_beagleComponent_": "beagle:text", "text": "Page one"},
                      {"_beagleComponent_": "beagle:text", "text": "Page two"}]},
        {"_beagleComponent_": "beagle:text", "text": "count=@{c.count} pages=@{c.pages}"}]}
    }
    """

  func run(_ steps: String) async throws -> FlowResult {
    _ = try harness.write(Self.screen, named: "basket.json")
    return await harness.run(try harness.flow("url: basket.json\n---\n" + steps))
  }

  func expectPasses(_ steps: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
    let result = try await run(steps)
    #expect(result.failure == nil, "\(result.failure?.description ?? "")", sourceLocation: sourceLocation)
  }

  func expectFails(_ steps: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
    let result = try await run(steps)
    #expect(result.failure != nil, "the step passed", sourceLocation: sourceLocation)
  }

  @Test("a text is matched whole, never a piece of the frame")
  func wholeTexts() async throws {
    try await expectFails("- assertVisible: \"BRL 10\"\n")
    try await expectFails("- assertVisible: \"Second line\"\n")
    try await expectPasses(
      """
      - assertVisible: "Total:  BRL 10"
      - assertVisible: "First line Second line"
      - assertVisible: ".*BRL 10"
      - assertNotVisible: "BRL 10"
      """)
  }

  @Test("a field answers to its placeholder, an icon to its accessibility label")
  func hintAndAccessibilityText() async throws {
    try await expectPasses(
      """
      - assertVisible: "Email"
      - assertVisible: "ann@example.com"
      - tapOn: "Close dialog"
      - assertVisible: "Your basket is kept for a day. Come back soon."
      - assertVisible: "Leaving"
      - tapOn: "OK"
      - assertNotVisible: "Leaving"
      """)
  }

  @Test("a tap on a disabled button is a tap, and nothing happens")
  func disabledTap() async throws {
    try await expectPasses(
      """
      - assertVisible:
          text: Pay
          enabled: false
      - tapOn: Pay
      - assertVisible: "count=0 pages="
      """)
  }

  @Test("a swipe to the left shows the next page and runs onPageChange")
  func swipePages() async throws {
    try await expectPasses(
      """
      - assertVisible: "Page one"
      - swipe:
          from: "Page one"
          direction: LEFT
      - assertVisible: "Page two"
      - assertVisible: "count=0 pages=1"
      """)
  }

  @Test("the hierarchy lists the elements with Maestro's attributes, bounds in points")
  func hierarchy() async throws {
    let path = try harness.write(Self.screen, named: "basket.json")
    let app = TerminalApp(
      source: .file(path), size: Size(width: 60, height: 16),
      options: .init(scale: LayoutScale(horizontal: 4, vertical: 16), showsStatusLine: false, images: .placeholder))
    await app.load()
    let json = ElementHierarchy(of: app).json
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((parsed?["attributes"] as? [String: Any])?.isEmpty == true)
    for line in [
      #""text": "Total:  BRL 10","#, #""hintText": "Email","#, #""resource-id": "email","#,
      #""accessibilityText": "Close dialog","#, #""class": "sdui:navigationBarItem""#,
      #""text": "First line\nSecond line","#, #""enabled": "false","#, #""bounds": "[0,0][240,32]","#,
    ] {
      #expect(json.contains(line), "no \(line) in\n\(json)")
    }
  }
}

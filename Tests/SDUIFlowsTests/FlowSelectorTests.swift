import Foundation
import SDUICore
import SDUIDocument
import Testing

@testable import SDUIFlows

/// Maestro's selectors beyond text and id: states, the tree, size, traits;
/// and the taps that repeat.
@MainActor
@Suite("Selectors and taps")
struct FlowSelectorTests {
  let harness: FlowHarness

  init() throws {
    harness = try FlowHarness()
  }

  var counter: String { "\(FlowHarness.screens)/nimbus/counter.json" }

  func expectPasses(_ flow: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
    let result = await harness.run(try harness.flow(flow))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")", sourceLocation: sourceLocation)
  }

  @Test("checked reads a checkbox's state; an element without one is not checked")
  func checked() async throws {
    try await expectPasses(
      """
      url: \(FlowHarness.screens)/custom.json
      ---
      - assertVisible:
          id: notify
          checked: false
      - assertVisible:
          text: "Your rating: "
          checked: false
      - assertNotVisible:
          checked: true
      - tapOn:
          id: notify
      - assertVisible:
          id: notify
          checked: true
      - assertVisible: "\\\\[x\\\\] Tell me when a rating changes"
      """)
  }

  @Test("selected reads a tab bar's titles; a tap on a title selects it")
  func selected() async throws {
    try harness.write(
      """
      {
        "_beagleComponent_": "beagle:screenComponent",
        "navigationBar": {"title": "Tabs"},
        "child": {
          "_beagleComponent_": "beagle:container",
          "context": {"id": "tab", "value": 0},
          "children": [
            {
              "_beagleComponent_": "beagle:tabBar",
              "id": "tabs",
              "items": [{"title": "Home"}, {"title": "Cart"}],
              "currentTab": "@{tab}",
              "onTabSelection": [{"_beagleAction_": "beagle:setContext", "contextId": "tab", "value": "@{onTabSelection}"}]
            },
            {"_beagleComponent_": "beagle:text", "text": "Showing tab @{tab}"}
          ]
        }
      }
      """, named: "tabs.json")
    try await expectPasses(
      """
      url: tabs.json
      ---
      - assertVisible:
          text: Home
          selected: true
      - assertVisible:
          text: Cart
          selected: false
      - tapOn: Cart
      - assertVisible: Showing tab 1
      - assertVisible:
          text: Cart
          selected: true
      - assertVisible:
          childOf:
            id: tabs
          selected: false
      """)
  }

  @Test("childOf looks inside an element, containsChild and containsDescendants find the element around")
  func tree() async throws {
    try await expectPasses(
      """
      url: \(counter)
      ---
      - tapOn:
          containsChild: "\\\\[ \\\\+ \\\\]"
      - assertVisible: "Count: 1"
      - tapOn:
          text: "\\\\[ . \\\\]"
          childOf:
            id: decrement
      - assertVisible: "Count: 0"
      - assertVisible:
          containsDescendants:
            - "\\\\[ - \\\\]"
            - id: increment
      - assertNotVisible:
          text: "Count: 0"
          childOf:
            id: increment
      - assertNotVisible:
          containsDescendants:
            - "\\\\[ - \\\\]"
            - "No such text"
      """)
    let missing = await harness.run(
      try harness.flow("url: \(counter)\n---\n- tapOn:\n    text: Count.*\n    childOf:\n      id: nowhere\n"))
    #expect(
      missing.failure?.message.hasPrefix(#"expected an element with text "Count.*", childOf {id "nowhere"}"#) == true)
  }

  @Test("width and height are points through the scale (4 a column, 16 a row), give or take the tolerance")
  func size() async throws {
    // "Count: 0" is 8 columns by 1 row: 32 by 16 points.
    try await expectPasses(
      """
      url: \(counter)
      ---
      - assertVisible:
          text: "Count: 0"
          width: 32
          height: 16
      - assertNotVisible:
          text: "Count: 0"
          width: 40
      - assertVisible:
          text: "Count: 0"
          width: 40
          tolerance: 8
      - assertVisible:
          width: 20
          height: 16
      - assertVisible:
          text: "Count: 0"
          traits: text
      - assertNotVisible:
          traits: long-text
      """)
  }

  @Test("doubleTapOn taps twice, tapOn's repeat as often as it says")
  func repeatedTaps() async throws {
    try await expectPasses(
      """
      url: \(counter)
      ---
      - doubleTapOn:
          id: increment
      - assertVisible: "Count: 2"
      - tapOn:
          id: increment
          repeat: 3
          delay: 1
      - assertVisible: "Count: 5"
      - tapOn:
          point: 50%, 50%
          repeat: 2
      """)
  }

  @Test("startRecording writes an asciicast of the frames until stopRecording")
  func recording() async throws {
    let result = await harness.run(
      try harness.flow(
        """
        url: \(counter)
        ---
        - launchApp
        - startRecording: walk
        - tapOn:
            id: increment
        - tapOn:
            id: increment
        - stopRecording
        - tapOn:
            id: increment
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    let path = (harness.directory as NSString).appendingPathComponent("walk.cast")
    #expect(result.recordings == [path])
    let cast = try String(contentsOfFile: path, encoding: .utf8)
    let lines = cast.split(separator: "\n")
    // The header, the frame when it began, and one after each tap.
    #expect(lines.count == 4)
    #expect(lines.last?.contains("Count: 2") == true)
    #expect(!cast.contains("Count: 3"))
  }
}

import Foundation
import SDUIComponents
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRecording
import SDUIRender
import SDUIRuntime
import Testing

@testable import SDUIFlows

/// Flows run against the bundled screens, from files: no server.
@MainActor
@Suite("Running flows")
struct FlowRunnerTests {
  static let screens = FlowHarness.screens

  let harness: FlowHarness
  var directory: String { harness.directory }

  init() throws {
    harness = try FlowHarness()
  }

  func flow(_ text: String, named name: String = "flow.yaml") throws -> Flow {
    try harness.flow(text, named: name)
  }

  func run(_ flow: Flow, variables: [String: String] = [:], recorder: AsciicastRecorder? = nil) async -> FlowResult {
    await harness.run(flow, variables: variables, recorder: recorder)
  }

  @Test("taps by text and by id reach the touchables, as clicks do")
  func taps() async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - launchApp
        - assertVisible: "Count: 0"
        - tapOn: "[ + ]"
        - tapOn:
            id: increment
        - assertVisible: "Count: 2"
        - assertNotVisible: "Count: 0"
        - tapOn: "[ - ]"
        - assertVisible:
            regex: Count. 1$
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(result.stepsRun == 8)
  }

  @Test("a text that is not there fails at its line with the nearest texts and the frame")
  func missingText() async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - launchApp
        - tapOn: "Cuont: 0"
        - back
        """))
    let failure = try #require(result.failure)
    #expect(failure.location == SourceLocation(line: 4, column: 3))
    #expect(failure.step == "tapOn: Cuont: 0")
    #expect(failure.message.contains(#"the nearest: "Count: 0""#))
    #expect(failure.frame.contains("Count: 0"))
    #expect(failure.description.hasPrefix("\(directory)/flow.yaml:4:3: 'tapOn: Cuont: 0' failed: expected an element"))
    #expect(result.stepsRun == 2)
  }

  @Test("an id that is not there names the nearest ids; index counts the matches (the title and the count)")
  func missingID() async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - tapOn:
            text: "Count: 0"
            index: 0
        - tapOn:
            id: incremnt
        """))
    let failure = try #require(result.failure)
    #expect(failure.message.contains(#"the nearest ids: "increment""#))
    let second = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - assertVisible:
            text: "Count.*"
            index: 3
        """))
    #expect(second.failure?.message.contains("but only 2 match") == true)
  }

  @Test("typing, erasing and focus go through the focused field")
  func typing() async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/store/address.json
        ---
        - tapOn: Name
        - inputText: Ann Lee
        - assertVisible:
            id: name
            focused: true
        - assertVisible: Ann Lee
        - eraseText: 4
        - assertVisible: Ann
        - assertNotVisible: Ann Lee
        - pressKey: Tab
        - assertVisible:
            id: street
            focused: true
        - assertNotVisible:
            id: name
            focused: true
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test("enabled narrows the matches to the buttons that can be pressed")
  func enabled() async throws {
    let screen = (directory as NSString).appendingPathComponent("buttons.json")
    try #"""
    {"_beagleComponent_": "beagle:screenComponent", "child": {"_beagleComponent_": "beagle:container", "children": [
      {"_beagleComponent_": "beagle:button", "id": "pay", "text": "Pay", "enabled": false},
      {"_beagleComponent_": "beagle:button", "id": "back", "text": "Back"}
    ]}}
    """#.write(toFile: screen, atomically: true, encoding: .utf8)
    let result = await run(
      try flow(
        """
        url: buttons.json
        ---
        - assertVisible:
            text: Pay
            enabled: false
        - assertNotVisible:
            text: Pay
            enabled: true
        - assertVisible:
            id: back
            enabled: true
        - assertVisible:
            id: pay
            enabled: true
        """))
    let failure = try #require(result.failure)
    #expect(failure.location.line == 12)
    #expect(failure.message.hasPrefix(#"expected an element with id "pay", enabled on the screen"#))
  }

  @Test("variables come from env, -e wins over it, runFlow's env wins over both")
  func variables() async throws {
    _ = try flow("- tapOn: ${BUTTON}\n- assertVisible: ${EXPECT}\n", named: "press.yaml")
    let result = await run(
      try flow(
        """
        url: ${SCREENS}/nimbus/counter.json
        env:
          BUTTON: "[ - ]"
          EXPECT: "Count: -1"
        ---
        - tapOn: ${BUTTON}
        - assertVisible: ${EXPECT}
        - runFlow:
            file: press.yaml
            env:
              BUTTON: "[ - ]"
              EXPECT: "Count: 0"
        """), variables: ["SCREENS": Self.screens, "BUTTON": "[ + ]", "EXPECT": "Count: 1"])
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    let missing = await run(try flow("url: ${NOWHERE}/x.json\n---\n- launchApp\n"))
    #expect(missing.failure?.message.hasPrefix("${NOWHERE} has no value") == true)
  }

  @Test("a failure inside runFlow names the subflow's line and the step that called it")
  func runFlowFailure() async throws {
    _ = try flow("- back\n- assertVisible: Nowhere\n", named: "sub.yaml")
    let result = await run(
      try flow("url: \(Self.screens)/nimbus/counter.json\n---\n- launchApp\n- runFlow: sub.yaml\n"))
    let failure = try #require(result.failure)
    #expect(failure.file == "\(directory)/sub.yaml")
    #expect(failure.location == SourceLocation(line: 2, column: 3))
    #expect(failure.calledFrom == ["\(directory)/flow.yaml:4:3"])
    _ = try flow("- runFlow: loop.yaml\n", named: "loop.yaml")
    let loop = await run(try flow("url: \(Self.screens)/nimbus/counter.json\n---\n- runFlow: loop.yaml\n"))
    #expect(
      loop.failure?.message
        == "runFlow 'loop.yaml' would run a flow that is running: \(directory)/flow.yaml → \(directory)/loop.yaml → \(directory)/loop.yaml"
    )
    // The same file written another way is the same flow.
    try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
    _ = try flow("- runFlow: ./sub/../around.yaml\n", named: "around.yaml")
    let around = await run(try flow("url: \(Self.screens)/nimbus/counter.json\n---\n- runFlow: around.yaml\n"))
    #expect(
      around.failure?.message.hasPrefix("runFlow './sub/../around.yaml' would run a flow that is running") == true)
    #expect(around.steps.count == 2, "it stops at the first repetition")
  }

  @Test("repeat runs a number of times, or while its condition holds")
  func repeats() async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - repeat:
            times: 3
            commands:
              - tapOn: "[ + ]"
        - assertVisible: "Count: 3"
        - repeat:
            while:
              notVisible: Double digits!
            commands:
              - tapOn: "[ + ]"
        - assertVisible: "Count: 10"
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test(
    "a count that is no count (infinite, NaN, negative, past exact whole numbers) fails its step; maxRetries stops at 3",
    arguments: [
      ("retry", "maxRetries", "${1/0}", false), ("retry", "maxRetries", "nan", false),
      ("retry", "maxRetries", "-1", false), ("retry", "maxRetries", "1e300", false),
      ("retry", "maxRetries", "1e9", true),
      ("repeat", "times", "${1/0}", false), ("repeat", "times", "${0/0}", false),
      ("repeat", "times", "${1e300}", false), ("repeat", "times", "${-1}", false), ("repeat", "times", "${2.9}", true),
    ])
  func counts(_ command: String, _ option: String, _ written: String, _ runs: Bool) async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - \(command):
            \(option): \(written)
            commands:
              - assertVisible: "Count: 0"
        """))
    if runs {
      #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    } else {
      #expect(
        result.failure?.message == "\(command)'s '\(option)' must be a whole number, not '\(written)'",
        "\(result.failure?.description ?? "no failure")")
    }
  }

  @Test("scrolling brings a far row into view, and fails at the end of the content")
  func scrolling() async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/long-list.json
        ---
        - assertNotVisible:
            regex: ^Row 30
        - scrollUntilVisible:
            element:
              regex: ^Row 30
        - tapOn:
            regex: ^Row 30
        - assertVisible: "Picked: 30"
        - scroll:
            direction: UP
        - scrollUntilVisible:
            element: No such row
            timeout: 5000
        """))
    let failure = try #require(result.failure)
    #expect(failure.location.line == 13)
    #expect(failure.message.hasPrefix("scrolled DOWN to the end"))
  }

  @Test("extendedWaitUntil gives up after its timeout")
  func waits() async throws {
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - extendedWaitUntil:
            visible: "Count: 0"
            timeout: 100
        - extendedWaitUntil:
            notVisible: "Count: 0"
            timeout: 100
        """))
    #expect(result.failure?.location.line == 6)
    #expect(result.failure?.message.hasPrefix(#"after 0.1 s, "Count: 0" is at row"#) == true)
  }

  @Test("takeScreenshot writes the frame as SVG; a recording gets a frame per step")
  func pictures() async throws {
    let cast = (directory as NSString).appendingPathComponent("run.cast")
    let recorder = try AsciicastRecorder(path: cast, title: "counter")
    let result = await run(
      try flow(
        """
        url: \(Self.screens)/nimbus/counter.json
        ---
        - launchApp
        - tapOn: "[ + ]"
        - takeScreenshot: shots/counter
        """), recorder: recorder)
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    let svgPath = (directory as NSString).appendingPathComponent("shots/counter.svg")
    #expect(result.screenshots == [svgPath])
    let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"320\""))
    #expect(svg.contains(">Count: 1<"))
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasPrefix(#"{"version":2,"width":60,"height":16"#) == true)
    // launchApp and the tap change the frame; the screenshot does not.
    #expect(lines.count == 3)
  }

  @Test(
    "a screenshot or recording path that is absolute or climbs out of --screenshots is refused, even from a script",
    arguments: [
      "- takeScreenshot: /tmp/sdui-escape", "- takeScreenshot: ../escape", "- takeScreenshot: shots/../../escape",
      "- startRecording: /tmp/sdui-escape", "- takeScreenshot: ${'..' + '/escape'}",
    ])
  func outputsStayUnderTheScreenshotsFolder(_ step: String) async throws {
    let result = await run(try flow("url: \(Self.screens)/nimbus/counter.json\n---\n- launchApp\n\(step)\n"))
    let message = try #require(result.failure?.message)
    #expect(message.contains("is not inside --screenshots ('\(directory)')"), "\(message)")
    let parent = (directory as NSString).deletingLastPathComponent
    #expect(!FileManager.default.fileExists(atPath: parent + "/escape.svg"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/sdui-escape.svg"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/sdui-escape.cast"))
  }

  @Test("a key that quits the app fails the step and says how to go on")
  func quitting() async throws {
    let result = await run(
      try flow("url: \(Self.screens)/nimbus/counter.json\n---\n- pressKey: q\n- back\n"))
    #expect(result.failure?.location.line == 3)
    #expect(result.failure?.message == "the app quit at q; launchApp opens it again")
  }
}

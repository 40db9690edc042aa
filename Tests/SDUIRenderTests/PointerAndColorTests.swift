import SDUICore
import SDUILayout
import SDUITestSupport
import Testing

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

@Suite("Color depth")
struct ColorDepthTests {
  struct Detection: CustomTestStringConvertible, Sendable {
    let choice: ColorDepth.Choice
    let environment: [String: String]
    let colors: Int
    let expected: ColorDepth
    var testDescription: String { "\(choice) \(environment) \(colors) colors → \(expected)" }
  }

  static let detections: [Detection] = [
    Detection(choice: .auto, environment: [:], colors: 256, expected: .palette256),
    Detection(choice: .auto, environment: [:], colors: 8, expected: .ansi8),
    Detection(choice: .auto, environment: [:], colors: 16, expected: .ansi16),
    Detection(choice: .auto, environment: [:], colors: 0, expected: .monochrome),
    Detection(choice: .auto, environment: ["COLORTERM": "truecolor"], colors: 256, expected: .truecolor),
    Detection(choice: .auto, environment: ["COLORTERM": "24bit"], colors: 256, expected: .truecolor),
    Detection(
      choice: .auto, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], colors: 256, expected: .monochrome),
    Detection(choice: .auto, environment: ["NO_COLOR": ""], colors: 256, expected: .palette256),
    Detection(choice: .always, environment: ["NO_COLOR": "1"], colors: 256, expected: .palette256),
    Detection(choice: .never, environment: ["COLORTERM": "truecolor"], colors: 256, expected: .monochrome),
    Detection(choice: .ansi16, environment: [:], colors: 256, expected: .ansi16),
    Detection(choice: .palette256, environment: [:], colors: 8, expected: .ansi8),
    Detection(choice: .truecolor, environment: [:], colors: 256, expected: .truecolor),
    Detection(choice: .auto, environment: [:], colors: 0x100_0000, expected: .truecolor),
  ]

  @Test(arguments: detections)
  func detects(_ detection: Detection) {
    #expect(
      ColorDepth.detect(choice: detection.choice, environment: detection.environment, terminalColors: detection.colors)
        == detection.expected)
  }

  struct Mapping: Sendable {
    let hex: String
    let depth: ColorDepth
    let expected: Int?
  }

  static let mappings: [Mapping] = [
    Mapping(hex: "#FF0000", depth: .palette256, expected: 196),
    Mapping(hex: "#000000", depth: .palette256, expected: 16),
    Mapping(hex: "#808080", depth: .palette256, expected: 244),
    Mapping(hex: "#1565C0", depth: .palette256, expected: 25),
    Mapping(hex: "#FF0000", depth: .ansi16, expected: 9),
    Mapping(hex: "#0D47A1", depth: .ansi8, expected: 4),
    Mapping(hex: "#1565C0", depth: .ansi8, expected: 4),
    Mapping(hex: "#1565C0", depth: .ansi16, expected: 12),
    Mapping(hex: "#404040", depth: .ansi16, expected: 8),
    Mapping(hex: "#2E7D32", depth: .ansi16, expected: 2),
    Mapping(hex: "#808080", depth: .ansi16, expected: 7),
    Mapping(hex: "#000000", depth: .ansi16, expected: 0),
    Mapping(hex: "#43A047", depth: .ansi16, expected: 2),
    Mapping(hex: "#FFFFFF", depth: .ansi8, expected: 7),
    Mapping(hex: "#123456", depth: .truecolor, expected: 0x123456),
    Mapping(hex: "#123456", depth: .monochrome, expected: nil),
  ]

  @Test(arguments: mappings)
  func mapsToTheNearestColor(_ mapping: Mapping) throws {
    let color = try #require(RGBAColor(hex: mapping.hex))
    #expect(mapping.depth.index(of: color) == mapping.expected)
  }
}

/// The skeleton a screen shows before the data its `onInit` asked for.
@Suite("Skeleton placeholders")
@MainActor
struct SkeletonTests {
  @Test func emptyTextsAreShadedWhileTheFirstRequestsRun() async throws {
    let client = InMemoryHTTPClient { _ in
      try await Task.sleep(for: .milliseconds(50))
      return HTTPResponse(status: 200, body: Array(#"{"name": "Ann"}"#.utf8))
    }
    let screen = ScreenDecoder().decode(
      Array(
        """
        {"_:component": "layout:lifecycle", "state": {"name": ""}, "properties": {"onInit": [
          {"_:action": "sendRequest", "properties": {"url": "/me", "onSuccess": [
            {"_:action": "setState", "properties": {"path": "name", "value": "@{onSuccess.data.name}"}}]}}]},
         "children": [{"_:component": "layout:text", "properties": {"text": "@{name}"}}]}
        """.utf8))
    let session = ScreenSession(screen: screen, environment: .init(http: client))
    session.start()
    #expect(session.isLoadingFirstData)
    var renderer = ScreenRenderer(size: Size(width: 30, height: 3))
    renderer.showsPlaceholders = session.isLoadingFirstData
    let skeleton = renderer.render(try #require(session.resolvedRoot), dialect: .nimbus).grid.textDump
    #expect(skeleton.hasPrefix("░░░░░░░░░░░░░░░░\n"), "\(skeleton)")
    await session.settle()
    #expect(!session.isLoadingFirstData)
    renderer.showsPlaceholders = session.isLoadingFirstData
    #expect(renderer.render(try #require(session.resolvedRoot), dialect: .nimbus).grid.textDump.hasPrefix("Ann\n"))
  }
}

import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUITestSupport
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

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
    // Light tints keep their hue (a channel threshold made them grey):
    // credit and debit stay green and red.
    Mapping(hex: "#81C784", depth: .ansi16, expected: 10),
    Mapping(hex: "#A5D6A7", depth: .ansi16, expected: 10),
    Mapping(hex: "#E57373", depth: .ansi16, expected: 9),
    Mapping(hex: "#FF9800", depth: .ansi16, expected: 11),
    Mapping(hex: "#7B1FA2", depth: .ansi8, expected: 5),
    Mapping(hex: "#00838F", depth: .ansi16, expected: 6),
    Mapping(hex: "#EEEEEE", depth: .ansi16, expected: 15),
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

import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRuntime
import Testing

@testable import SDUIFlows

/// What a failed step prints: the nearest texts, clean and well ranked,
/// and the frame without its blank rows at the bottom.
@MainActor
@Suite("Flow failure output")
struct FlowFailureOutputTests {
  static let screen = """
    {"_beagleComponent_": "beagle:container", "children": [
      {"_beagleComponent_": "beagle:text", "text": "Hello, Ada! Clicked 1 times."},
      {"_beagleComponent_": "beagle:container", "style": {"borderWidth": 1, "borderColor": "#888888"},
       "children": [{"_beagleComponent_": "beagle:text", "text": "Click me"}]},
      {"_beagleComponent_": "beagle:text", "text": "Counter"}]}
    """

  func failingStep(_ step: String) async throws -> FlowFailure {
    let directory = NSTemporaryDirectory() + "sdui-failure-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.screen.write(toFile: directory + "/screen.json", atomically: true, encoding: .utf8)
    try "url: screen.json\n---\n- launchApp\n- \(step)\n".write(
      toFile: directory + "/flow.yaml", atomically: true, encoding: .utf8)
    let settings = FlowRunner.Settings(
      size: Size(width: 50, height: 16),
      options: .init(showsStatusLine: false, settleTimeout: 5, images: .placeholder, http: .localFiles),
      screenshotDirectory: directory)
    let result = await FlowRunner(settings: settings, flow: try FlowParser.read(file: directory + "/flow.yaml")).run()
    return try #require(result.failure)
  }

  @Test func theNearestTextsHoldNoBorderGlyphsAndThoseWithTheWordsComeFirst() async throws {
    let failure = try await failingStep("assertVisible: Clicked 3 times")
    #expect(failure.message.contains(#"the nearest: "Hello, Ada! Clicked 1 times.""#), "\(failure.message)")
    let glyphs = failure.message.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }
    #expect(glyphs.isEmpty, "\(failure.message)")
    let border = try await failingStep("assertVisible: Click mee")
    #expect(border.message.contains(#"the nearest: "Click me""#), "\(border.message)")
  }

  @Test func theFrameDumpEndsAtItsLastRowWithText() async throws {
    let failure = try await failingStep("assertVisible: Nothing like it")
    let lines = failure.description.split(separator: "\n")
    #expect(lines.last?.contains("Counter") == true, "\(failure.description)")
  }
}

import Foundation
import SDUIComponents
import SDUILayout
import SDUINetwork
import SDUIRecording
import SDUIRender
import SDUIRuntime
import SDUITestSupport

@testable import SDUIFlows

/// Flow files written into a fresh directory and run against the bundled
/// screens from files, with the demo and store libraries.
@MainActor
struct FlowHarness {
  static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Screens").path

  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "sdui-flows-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  /// Writes a file beside the flows (a script, a screen, a subflow).
  @discardableResult
  func write(_ text: String, named name: String) throws -> String {
    let path = (directory as NSString).appendingPathComponent(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Writes a flow file and reads it.
  func flow(_ text: String, named name: String = "flow.yaml") throws -> Flow {
    try FlowParser.read(file: try write(text, named: name))
  }

  /// Runs a flow. Its screens and scripts' requests are answered from the
  /// files in memory (``InMemoryHTTPClient/files(base:)``), so a settle
  /// waits for no transfer.
  func run(
    _ flow: Flow, variables: [String: String] = [:], environment: [String: String] = [:],
    recorder: AsciicastRecorder? = nil, scriptTimeout: Double = ScriptLimits.defaultSeconds
  ) async -> FlowResult {
    let settings = FlowRunner.Settings(
      size: Size(width: 60, height: 16),
      options: .init(
        showsStatusLine: false, settleTimeout: 5, libraries: [DemoLibrary.library, StoreLibrary.library],
        images: .placeholder, http: .localFiles),
      variables: variables, screenshotDirectory: directory, environment: environment, scriptTimeout: scriptTimeout)
    return await FlowRunner(settings: settings, flow: flow, recorder: recorder).run()
  }
}

extension HTTPClientMaker {
  /// Clients that read `file:` URLs in memory, for the app and flow tests.
  static let localFiles = HTTPClientMaker { InMemoryHTTPClient.files(base: $0.baseURL) }
}

import Foundation
import SDUICore
import SDUIDocument
import SDUIRecording
import SDUIRender
import SDUIRuntime

extension FlowRunner {
  /// Where a file a step writes goes: under `--screenshots`, with
  /// `suffix` when the path has no extension.
  private func outputPath(_ path: String, suffix: String) -> UserPath {
    var target = UserPath(settings.screenshotDirectory).appending(path)
    if target.fileExtension.isEmpty { target = target.withSuffix(suffix) }
    try? FileManager.default.createDirectory(atPath: target.directory, withIntermediateDirectories: true)
    return target
  }

  /// Writes the frame as an SVG picture (`takeScreenshot`).
  func screenshot(_ path: String, app: TerminalApp) throws {
    let target = outputPath(path, suffix: ".svg")
    let svg = app.compose().svgDocument(depth: settings.depth, terminal: settings.options.theme.terminal)
    guard FileManager.default.createFile(atPath: target.absolute, contents: Data(svg.utf8)) else {
      throw StepFailed(.cannotWriteScreenshot(path: target.typed))
    }
    state.screenshots.append(target.typed)
  }

  /// Starts an asciicast of the frames from here until `stopRecording` or
  /// the flow's end (`startRecording`, Maestro's screen recording).
  func startRecording(_ path: String, app: TerminalApp) throws {
    let target = outputPath(path, suffix: ".cast")
    do {
      let recorder = try AsciicastRecorder(
        path: target.absolute, title: flow.name, depth: settings.depth, terminal: settings.options.theme.terminal)
      recorder.record(app.compose())
      state.stepRecorder = recorder
      state.recordings.append(target.typed)
    } catch {
      throw StepFailed(.cannotRecord(reason: error.description))
    }
  }
}

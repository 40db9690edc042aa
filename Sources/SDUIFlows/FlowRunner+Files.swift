import Foundation
import SDUICore
import SDUIDocument
import SDUIRecording
import SDUIRender
import SDUIRuntime

extension FlowRunner {
  /// Where a file a step writes goes: under `--screenshots`, with
  /// `suffix` when the path has no extension. A path may be built from a
  /// screen's text (`copyTextFrom`, then `${maestro.copiedText}`), so one
  /// that is absolute or climbs out with `..` is refused, where Maestro
  /// would write it.
  private func outputPath(_ path: String, suffix: String) throws -> UserPath {
    guard var target = UserPath(settings.screenshotDirectory).appending(within: path) else {
      throw StepFailed(.outsideScreenshots(path: path, directory: settings.screenshotDirectory))
    }
    if target.fileExtension.isEmpty { target = target.withSuffix(suffix) }
    try? FileManager.default.createDirectory(atPath: target.directory, withIntermediateDirectories: true)
    return target
  }

  /// Writes the frame as an SVG picture (`takeScreenshot`).
  func screenshot(_ path: String, app: TerminalApp) throws {
    let target = try outputPath(path, suffix: ".svg")
    let svg = app.compose().svgDocument(depth: settings.depth, terminal: settings.options.theme.terminal)
    guard FileManager.default.createFile(atPath: target.absolute, contents: Data(svg.utf8)) else {
      throw StepFailed(.cannotWriteScreenshot(path: target.typed))
    }
    state.screenshots.append(target.typed)
  }

  /// Starts an asciicast of the frames from here until `stopRecording` or
  /// the flow's end (`startRecording`, Maestro's screen recording).
  func startRecording(_ path: String, app: TerminalApp) throws {
    let target = try outputPath(path, suffix: ".cast")
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

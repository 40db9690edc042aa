import Foundation
import SDUICore
import SDUIDocument
import SDUIRecording
import SDUIRender
import SDUIRuntime

extension FlowRunner {
  /// Makes the file a step writes, under `--screenshots`, with `suffix`
  /// when the path has no extension; where it is, as the user would write
  /// it, and its handle. A path may be built from a screen's text
  /// (`copyTextFrom`, then `${maestro.copiedText}`), so one that is
  /// absolute or climbs out with `..` is refused, where Maestro would
  /// write it, and so is one through a symbolic link
  /// (``ConfinedFolder``).
  private func outputFile(_ path: String, suffix: String) throws -> (path: UserPath, handle: FileHandle) {
    let folder = UserPath(settings.screenshotDirectory)
    // `.` is the folder itself, and its suffix would name a file beside it.
    let inside = folder.absolute.hasSuffix("/") ? folder.absolute : folder.absolute + "/"
    guard var target = folder.appending(within: path), target.absolute.hasPrefix(inside) else {
      throw StepFailed(.outsideScreenshots(path: path, directory: settings.screenshotDirectory))
    }
    if target.fileExtension.isEmpty { target = target.withSuffix(suffix) }
    let components = target.absolute.dropFirst(inside.count).split(separator: "/").map(String.init)
    do {
      return (target, try ConfinedFolder(directory: settings.screenshotDirectory).create(components))
    } catch {
      throw StepFailed(.screenshotRefused(path: path, error, directory: settings.screenshotDirectory))
    }
  }

  /// Writes the frame as an SVG picture (`takeScreenshot`).
  func screenshot(_ path: String, app: TerminalApp) throws {
    let (target, handle) = try outputFile(path, suffix: ".svg")
    let svg = app.compose().svgDocument(depth: settings.depth, terminal: settings.options.theme.terminal)
    do {
      try handle.write(contentsOf: Data(svg.utf8))
    } catch {
      throw StepFailed(.cannotWriteScreenshot(path: target.typed))
    }
    state.screenshots.append(target.typed)
  }

  /// Starts an asciicast of the frames from here until `stopRecording` or
  /// the flow's end (`startRecording`, Maestro's screen recording).
  func startRecording(_ path: String, app: TerminalApp) throws {
    let (target, handle) = try outputFile(path, suffix: ".cast")
    let recorder = AsciicastRecorder(
      handle: handle, path: target.absolute, title: flow.name, depth: settings.depth,
      terminal: settings.options.theme.terminal)
    recorder.record(app.compose())
    state.stepRecorder = recorder
    state.recordings.append(target.typed)
  }
}

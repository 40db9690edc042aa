import ArgumentParser
import SDUINcurses
import SDUIRecording
import SDUIRender
import SDUIRuntime

/// `--record FILE.cast` for the commands that run the interactive terminal.
struct RecordOptions: ParsableArguments {
  @Option(help: "Record the session as an asciicast v2 file that 'asciinema play' plays back.")
  var record: String?

  /// Creates the recording's file, before the terminal is taken.
  func recorder(title: String, theme: ColorTheme) throws -> AsciicastRecorder? {
    guard let record else { return nil }
    do {
      return try AsciicastRecorder(path: record, title: title, depth: theme.depth, terminal: theme.terminal)
    } catch {
      throw ValidationError("--record: \(error)")
    }
  }

  /// Runs the app on the terminal, recording what it shows when asked.
  @MainActor
  static func run(_ app: TerminalApp, on terminal: NcursesTerminal, recorder: AsciicastRecorder?) async {
    if let recorder {
      await app.run(on: RecordingTerminal(showingOn: terminal, recorder: recorder))
    } else {
      await app.run(on: terminal)
    }
  }
}

import ArgumentParser
import SDUINcurses
import SDUIRender

extension ColorOptions {
  /// Opens the interactive terminal with these options and chooses the
  /// screens' theme for what it draws and reports, with the log line that
  /// says why; a terminal that cannot be opened is reported on standard
  /// error and fails the command.
  @MainActor
  func openTerminal(environment: [String: String], crashAfterFirstFrame: Bool = false) throws -> (
    terminal: NcursesTerminal, theme: ColorTheme, note: String
  ) {
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(
        colorChoice: color, environment: environment, asksColors: givenColors == nil,
        crashAfterFirstFrame: crashAfterFirstFrame)
    } catch {
      StandardError.error("\(error)")
      throw ExitCode.failure
    }
    let chosen = theme(depth: terminal.colorDepth, reported: terminal.reportedColors, environment: environment)
    return (terminal, chosen.theme, chosen.note)
  }
}

import ArgumentParser
import SDUIRender

/// The color options of the commands that draw: `--color`, `--theme` and
/// `--terminal-background`.
struct ColorOptions: ParsableArguments {
  @Option(help: "Colors: auto, always, never, 16, 256 or truecolor (auto honours NO_COLOR and COLORTERM).")
  var color: ColorDepth.Choice = .auto

  @Option(
    help: """
      device: the page white and its text black, as a phone draws them; terminal: the terminal's own \
      colors, with text below 4.5:1 (3:1 bold) made readable.
      """)
  var theme: ColorTheme.Kind = .device

  @Option(
    help: """
      The terminal's background, dark, light or #RRGGBB, when it cannot be asked (by default it is asked \
      with OSC 11, then COLORFGBG says, then dark).
      """)
  var terminalBackground: String?

  /// The colors `--terminal-background` gives (validated).
  var givenColors: TerminalColors? { terminalBackground.flatMap(TerminalColors.init(argument:)) }

  func validate() throws {
    if let terminalBackground, TerminalColors(argument: terminalBackground) == nil {
      throw ValidationError("--terminal-background must be dark, light or #RRGGBB, got '\(terminalBackground)'")
    }
  }

  /// The depth and theme of a run with no terminal to ask (`test`,
  /// `mcp`): the depth `--color` and the environment give, the
  /// terminal's colours `--terminal-background`'s, else dark.
  func headless(environment: [String: String]) -> (depth: ColorDepth, theme: ColorTheme) {
    let depth = ColorDepth.detect(choice: color, environment: environment, terminalColors: 0x100_0000)
    return (depth, ColorTheme(theme, terminal: givenColors ?? .dark, depth: depth))
  }

  /// The theme for a terminal that draws at `depth` and reported
  /// `reported`, and a line for the log that says what was chosen and why.
  func theme(depth: ColorDepth, reported: TerminalColors?, environment: [String: String]) -> (
    theme: ColorTheme, note: String
  ) {
    let (colors, source) = TerminalColors.choose(given: givenColors, reported: reported, environment: environment)
    let chosen = ColorTheme(theme, terminal: colors, depth: depth)
    return (chosen, "colors: \(theme) theme at \(depth); the terminal's are \(colors), \(source.rawValue)")
  }
}

extension ColorTheme.Kind: ExpressibleByArgument {}

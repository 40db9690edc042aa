import ArgumentParser
import SDUIFlows
import SDUIRender
import SDUIRuntime

/// `sdui-term render SOURCE`
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print the frame a screen draws, headless, after its onInit requests settle.",
    discussion: """
      --format text prints exactly HEIGHT lines, trailing spaces trimmed; ansi the same \
      with SGR color and style sequences, as a terminal would be sent them (--color, \
      --theme and --terminal-background as for the interactive terminal; there is no \
      terminal to ask, so the background is dark unless given); svg the same colours as a \
      self-contained picture of every cell that a browser shows; layout-json every \
      component's box in cells; outline the screen as a screen reader reads it, one \
      element a line in reading order with its role, label, state and heading level \
      (docs/accessibility.md).
      Images are drawn as pictures for ansi and svg and as their stand-ins for text and \
      layout-json, unless --images says otherwise; render waits for pictures as it \
      waits for requests (--timeout).
      --keys runs a script of keys first, as the interactive terminal would: Tab S-Tab \
      Enter Space Esc Up Down Left Right PgUp PgDn Home End Backspace Delete F1..F12 \
      C-a..C-z, single characters, "quoted text" typed character by character, and \
      paste:"text" pasted as one edit.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case ansi
    case svg
    case layoutJSON = "layout-json"
    case outline
  }

  @OptionGroup var headless: HeadlessRun

  @OptionGroup var screen: ScreenOptions

  @OptionGroup var colors: ColorOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  @OptionGroup var pictures: PictureOptions

  @OptionGroup var watching: WatchOptions

  @Option(help: "Output format: text, ansi, svg, layout-json or outline.")
  var format: Format = .text

  @MainActor
  func run() async throws {
    let (app, frame, depth, theme) = try await headless.run(
      groups: HeadlessRun.Groups(
        screen: screen, colors: colors, network: network, samples: samples, pictures: pictures,
        watching: watching),
      snapshot: format == .text || format == .layoutJSON || format == .outline)
    switch format {
    case .text: StandardOutput.write(frame.textDump)
    case .ansi: print(frame.ansiDump(depth: depth, terminal: theme.terminal), terminator: "")
    case .svg: StandardOutput.write(frame.svgDocument(depth: depth, terminal: theme.terminal))
    case .layoutJSON: print(app.controller?.frame().layoutJSON ?? "{}", terminator: "")
    case .outline: StandardOutput.write(ScreenOutline(of: app).text)
    }
  }
}

import ArgumentParser
import Foundation
import SDUICore
import SDUILayout
import SDUINetwork
import SDUIRender
import SDUIRuntime

/// What `render` and `hierarchy` share: a screen opened headless, the
/// keys pressed on it as the interactive terminal would take them, and
/// the app left as they left it.
struct HeadlessRun: ParsableArguments {
  @Argument(help: ArgumentHelp("The screen file or URL; '-' reads standard input.", valueName: "SOURCE"))
  var file: String?

  @Option(help: AgentSource.a2aHelp)
  var a2a: String?

  @Option(help: AgentSource.mcpHelp)
  var mcp: String?

  @Option(help: AgentSource.sayHelp)
  var say: String?

  @Option(help: AgentSource.actionsURLHelp)
  var actionsURL: String?

  @Option(help: "The frame size in cells, WIDTHxHEIGHT.")
  var size = "80x24"

  @Option(help: "Keys to press before the frame is printed, e.g. 'Tab \"Ann\" Enter'.")
  var keys: String?

  @Option(help: "A file of keys to press, written as --keys takes them (for scripts too long for an argument).")
  var keysFile: String?

  @Option(help: "Append engine and 'log' action messages to this file instead of standard error.")
  var logFile: String?

  @Option(help: SendLog.help)
  var sendLog: String?

  /// The option groups a headless command declares beside this one. They
  /// stay at the command's level: argument-parser's debug build checks a
  /// nested group again at each level above it, which cost every `render`
  /// 0.15 s of parsing.
  struct Groups {
    var screen: ScreenOptions
    var colors: ColorOptions
    var network: NetworkOptions
    var samples: LibraryOptions
    var pictures: PictureOptions
    /// `render --watch`: before each key, the servers of the pages fetched
    /// over HTTP are asked whether they changed.
    var watching: WatchOptions?
  }

  func validate() throws {
    try AgentSource.validate(source: file, a2a: a2a, mcp: mcp, say: say, actionsURL: actionsURL)
    guard Self.parseSize(size) != nil else { throw ValidationError(Self.sizeRule) }
    if keys != nil && keysFile != nil { throw ValidationError("--keys and --keys-file cannot be used together") }
    _ = try script()
  }

  /// The keys and pastes of `--keys` or `--keys-file`, parsed.
  func script() throws -> [TerminalEvent] {
    var text = keys ?? ""
    var option = "--keys"
    if let keysFile {
      option = "--keys-file"
      guard let contents = try? String(contentsOfFile: keysFile, encoding: .utf8) else {
        throw ValidationError("--keys-file: cannot read '\(keysFile)' as UTF-8 text")
      }
      text = contents.replacingOccurrences(of: "\n", with: " ")
    }
    do {
      return try KeyScript.events(text)
    } catch {
      throw ValidationError("\(option): \(error.message)")
    }
  }

  /// What `--size` takes, said when it is not that.
  static let sizeRule = "--size must be WIDTHxHEIGHT, each 1 to 10000 and at most 2000000 cells in all, e.g. 80x24"

  static func parseSize(_ text: String) -> Size? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (1...10_000).contains(width),
      (1...10_000).contains(height), width * height <= 2_000_000
    else { return nil }
    return Size(width: width, height: height)
  }

  /// Opens the screen, presses the keys and returns the app with the last
  /// frame; throws (after saying why) when the screen could not be shown.
  @MainActor
  func run(groups: Groups, snapshot: Bool) async throws -> (
    app: TerminalApp, frame: CellGrid, depth: ColorDepth, theme: ColorTheme
  ) {
    let (screen, colors, network, samples, pictures) = (
      groups.screen, groups.colors, groups.network, groups.samples, groups.pictures
    )
    guard let size = Self.parseSize(size) else { throw ExitCode.failure }
    screen.formatting.apply()
    let environment = ProcessInfo.processInfo.environment
    // No terminal to ask: the depth is what --color says (truecolor for
    // auto, monochrome under NO_COLOR), the background dark unless given.
    let depth = ColorDepth.detect(choice: colors.color, environment: environment, terminalColors: 0x100_0000)
    let theme = ColorTheme(colors.theme, terminal: colors.givenColors ?? .dark, depth: depth)
    let source = AgentSource.source(file, a2a: a2a, mcp: mcp)
    let app = TerminalApp(
      source: source, size: size,
      options: .init(
        dialect: AgentSource.dialect(screen.dialect, a2a: a2a, mcp: mcp), scale: screen.layoutScale,
        baseURL: screen.base,
        showsStatusLine: false,
        settleTimeout: network.timeout, limits: network.limits, platform: network.platform,
        watch: groups.watching?.watch ?? false, libraries: samples.libraries, theme: theme,
        images: pictures.drawing(forSnapshots: snapshot),
        assets: pictures.assetsDirectory(for: source), says: say),
      problems: try LogDestination.problems(file: logFile),
      launcher: BrowserLauncher(environment: environment), outbox: try SendLog.outbox(file: sendLog),
      agent: AgentSource.connection(a2a: a2a, mcp: mcp, limits: network.limits, libraries: samples.libraries),
      urlStream: AgentSource.urlStream(
        for: source, actionsURL: actionsURL, limits: network.limits, libraries: samples.libraries))
    await app.start()
    for diagnostic in app.diagnostics { StandardError.report(diagnostic) }
    // An agent spoken to only by the keys (C-t) shows its first surface after them.
    let speaksLater = (a2a != nil || mcp != nil) && say == nil
    if !speaksLater { try app.exitUnlessScreenShown() }
    // The interactive terminal's loop, on a terminal whose keys are the script's.
    let terminal = HeadlessTerminal(size: size, events: try script())
    await app.run(on: terminal, started: true)
    if speaksLater, app.controller == nil, let agent = a2a ?? mcp {
      StandardError.error(
        "\(agent): the agent showed no surface; say something to it with --say TEXT, or with C-t \"...\" Enter in --keys"
      )
    }
    if speaksLater { try app.exitUnlessScreenShown() }
    LogDestination.report(app.problems, file: logFile)
    return (app, terminal.lastFrame ?? app.compose(), depth, theme)
  }
}

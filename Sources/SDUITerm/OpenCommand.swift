import ArgumentParser
import Foundation
import SDUICore
import SDUIInteraction
import SDUILayout
import SDUINcurses
import SDUINetwork
import SDUIRender
import SDUIRuntime

/// `sdui-term SOURCE`: the interactive terminal.
struct OpenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open a screen in the terminal and use it with the keyboard and mouse (the default command).",
    discussion: KeyBindings.paragraph + """
       It draws on /dev/tty, so standard output may be redirected.
      SDUI_TERM_CRASH_AFTER_FIRST_FRAME=1 makes the program trap right after its first frame, \
      to test that a crash gives the terminal back.
      """
  )

  @Argument(help: ArgumentHelp("The screen file or http(s) URL; '-' reads standard input.", valueName: "SOURCE"))
  var file: String?

  @Option(help: AgentSource.a2aHelp)
  var a2a: String?

  @Option(help: AgentSource.mcpHelp)
  var mcp: String?

  @Option(help: AgentSource.sayHelp)
  var say: String?

  @Option(help: AgentSource.actionsURLHelp)
  var actionsURL: String?

  @OptionGroup var colors: ColorOptions

  @OptionGroup var screen: ScreenOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var recording: RecordOptions

  @OptionGroup var samples: LibraryOptions

  @OptionGroup var pictures: PictureOptions

  @OptionGroup var screenReader: ScreenReaderOption

  @OptionGroup var watching: WatchOptions

  @OptionGroup var hotReload: HotReloadOption

  @Option(help: "Also append engine and 'log' action messages to this file (F2 shows them either way).")
  var logFile: String?

  @Option(help: SendLog.help)
  var sendLog: String?

  func validate() throws {
    try AgentSource.validate(source: file, a2a: a2a, mcp: mcp, say: say, actionsURL: actionsURL)
  }

  @MainActor
  func run() async throws {
    screen.formatting.apply()
    let source = AgentSource.source(file, a2a: a2a, mcp: mcp)
    if let reason = source.unopenableReason {
      // Said before a terminal is asked for, with or without one.
      StandardError.error("\(source.displayName): \(reason)")
      throw ExitCode.failure
    }
    let environment = ProcessInfo.processInfo.environment
    let (terminal, theme, note) = try colors.openTerminal(
      environment: environment, crashAfterFirstFrame: environment["SDUI_TERM_CRASH_AFTER_FIRST_FRAME"] == "1")
    defer { terminal.close() }
    let recorder = try recording.recorder(title: source.displayName, theme: theme)
    let app = TerminalApp(
      source: source, size: terminal.size,
      options: .init(
        dialect: AgentSource.dialect(screen.dialect, a2a: a2a, mcp: mcp), scale: screen.layoutScale,
        baseURL: screen.base,
        settleTimeout: network.timeout, limits: network.limits, platform: network.platform,
        watch: watching.watch, watchInterval: watching.interval, listensForReloads: hotReload.endpoint != nil,
        libraries: samples.libraries, screenReader: screenReader.isOn(environment: environment), theme: theme,
        images: pictures.drawing(),
        assets: pictures.assetsDirectory(for: source), says: say),
      problems: try LogDestination.problems(file: logFile),
      launcher: BrowserLauncher(environment: environment), outbox: try SendLog.outbox(file: sendLog),
      agent: AgentSource.connection(a2a: a2a, mcp: mcp, limits: network.limits, libraries: samples.libraries),
      urlStream: AgentSource.urlStream(
        for: source, actionsURL: actionsURL, limits: network.limits, libraries: samples.libraries))
    terminal.assumedColors = theme.terminal
    app.problems.append(Problem(.terminalColors(note), severity: .info))
    if let note = terminal.colorNote { app.problems.append(Problem(.terminalColors(note))) }
    let reloads = hotReload.endpoint.map { HotReloadLink(app: app, endpoint: $0).start() }
    defer { reloads?.cancel() }
    await RecordOptions.run(app, on: terminal, recorder: recorder)
    if app.endedWithoutScreen {
      // The terminal is given back first, so that the reason stays on the shell's screen.
      terminal.close()
      for diagnostic in app.diagnostics { StandardError.report(diagnostic) }
      try app.exitUnlessScreenShown(reporting: .error)
    }
  }
}

extension ColorDepth.Choice: ExpressibleByArgument {}

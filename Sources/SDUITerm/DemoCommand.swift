import ArgumentParser
import Foundation
import SDUICore
import SDUIDocument
import SDUINcurses
import SDUIRender
import SDUIRuntime
import SDUIServe

/// `sdui-term demo`
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Start the demo backend on a free loopback port and walk its flows in the terminal.",
    discussion: """
      The server's request log goes to the diagnostics panel (F2). Sign in with \
      ann@example.com / sdui-term.
      """
  )

  @Option(
    help: ArgumentHelp(
      "The directory of screens to serve (default: Screens where it runs, else the installed demo's or the checkout's).",
      valueName: "directory"))
  var screens: String?

  @Flag(
    help: """
      Talk to the demo agent instead (the server's /agent/, over A2A on loopback): a menu, a booking, a sign-up \
      and a live dashboard in A2UI, with no model behind it; C-t says something to it.
      """)
  var a2a = false

  @OptionGroup var colors: ColorOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var recording: RecordOptions

  @OptionGroup var screenReader: ScreenReaderOption

  @MainActor
  func run() async throws {
    let problems = ProblemLog()
    let server: DemoServer
    let screens: String
    do {
      screens = try self.screens ?? DemoScreens.directory()
      // No client but the demo's own navigator: no hot-reload socket, and no looking at the folder.
      server = try DemoServer(directory: screens, port: 0, offersReloads: false) {
        problems.append(Problem(.server($0)))
      }
    } catch {
      StandardError.error("\(error)")
      throw ExitCode.failure
    }
    let port = AsyncStream<Int>.makeStream()
    let serving = Task {
      do {
        try await server.run { port.continuation.yield($0) }
      } catch {
        problems.append(Problem(.serverStopped("\(error)")))
      }
      port.continuation.finish()
    }
    defer { serving.cancel() }
    var ports = port.stream.makeAsyncIterator()
    guard let bound = await ports.next() else {
      StandardError.error("the demo server could not start: \(problems.problems.last?.message ?? "unknown reason")")
      throw ExitCode.failure
    }
    let environment = ProcessInfo.processInfo.environment
    let (terminal, theme, note) = try colors.openTerminal(environment: environment)
    defer { terminal.close() }
    let recorder = try recording.recorder(title: "sdui-term demo", theme: theme)
    let agentURL = "http://127.0.0.1:\(bound)/agent/"
    let app = TerminalApp(
      source: a2a ? .agent(agentURL) : .url("http://127.0.0.1:\(bound)/index"), size: terminal.size,
      options: .init(
        settleTimeout: network.timeout, limits: network.limits, platform: network.platform,
        libraries: SDUITermCommand.appLibraries + SampleLibrary.all,
        screenReader: screenReader.isOn(environment: environment), theme: theme, images: .symbols,
        assets: UserPath(screens).appending("assets").absolute, says: a2a ? "hello" : nil),
      problems: problems,
      launcher: BrowserLauncher(environment: environment),
      agent: a2a
        ? AgentSource.connection(to: agentURL, limits: network.limits, libraries: SDUITermCommand.appLibraries) : nil)
    terminal.assumedColors = theme.terminal
    app.problems.append(Problem(.terminalColors(note), severity: .info))
    await RecordOptions.run(app, on: terminal, recorder: recorder)
    // The terminal is given back first; then the server stops gracefully (within a second).
    terminal.close()
    serving.cancel()
    await serving.value
  }
}

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

  @Option(help: "The directory of screens to serve.")
  var screens = "Screens"

  @OptionGroup var colors: ColorOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var recording: RecordOptions

  @MainActor
  func run() async throws {
    let logs = LogBuffer()
    let server: DemoServer
    do {
      server = try DemoServer(directory: screens, port: 0) { logs.append("info: serve: \($0)") }
    } catch {
      StandardError.write("error: \(error) (run it from the sdui-term checkout or pass --screens)\n")
      throw ExitCode.failure
    }
    let port = AsyncStream<Int>.makeStream()
    let serving = Task {
      do {
        try await server.run { port.continuation.yield($0) }
      } catch {
        logs.append("error: the demo server stopped: \(error)")
      }
      port.continuation.finish()
    }
    defer { serving.cancel() }
    var ports = port.stream.makeAsyncIterator()
    guard let bound = await ports.next() else {
      StandardError.write("error: the demo server could not start: \(logs.lines.last ?? "unknown reason")\n")
      throw ExitCode.failure
    }
    let environment = ProcessInfo.processInfo.environment
    let (terminal, theme, note) = try colors.openTerminal(environment: environment)
    defer { terminal.close() }
    let recorder = try recording.recorder(title: "sdui-term demo", theme: theme)
    let app = TerminalApp(
      source: .url("http://127.0.0.1:\(bound)/index"), size: terminal.size,
      options: .init(
        settleTimeout: network.timeout, limits: network.limits, platform: network.platform,
        libraries: SDUITermCommand.appLibraries + SampleLibrary.all,
        theme: theme, images: .symbols, assets: UserPath(screens).appending("assets").absolute),
      logs: logs,
      launcher: BrowserLauncher(environment: environment))
    terminal.assumedColors = theme.terminal
    app.logs.append(note)
    await RecordOptions.run(app, on: terminal, recorder: recorder)
  }
}

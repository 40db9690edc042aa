import ArgumentParser
import Foundation
import SDUIAgents
import SDUICheck
import SDUIFlows
import SDUILayout
import SDUIMCPServer
import SDUIRender

/// `sdui-term mcp`
struct MCPCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "An MCP server for coding agents: open, read, drive and check screens, and record flows.",
    discussion: """
      Speaks the Model Context Protocol over standard input and output. Its tools open a screen \
      headless (open), show its frame and elements (snapshot), drive it (tap, type, press, back, \
      scroll, swipe), check files (check), run flows (run_flow) and write the session's steps as a \
      flow (record_flow). Files are read from, and written below, the --root folders only. \
      With --listen it speaks MCP's streamable HTTP at http://HOST:PORT/mcp instead, on a loopback \
      address, and says the address on standard error.
      """
  )

  @Option(help: "A folder the tools may read and write below (repeatable; the current folder by default).")
  var root: [String] = []

  @Option(help: "Serve MCP's streamable HTTP at HOST:PORT/mcp (a loopback address; port 0 for a free one).")
  var listen: String?

  @Option(
    name: .customLong("mcp-agent"),
    help: """
      An MCP server's command that open (and a flow's mcp:) may start, as --mcp takes it (repeatable; \
      none by default: a command runs with your rights, so the agent calling the tools cannot choose one).
      """)
  var mcpAgents: [String] = []

  @OptionGroup var screen: ScreenOptions

  @OptionGroup var colors: ColorOptions

  @OptionGroup var pictures: PictureOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  @OptionGroup var rules: RulesOption

  /// The loopback names `--listen` takes.
  static let loopback: Set<String> = ["127.0.0.1", "localhost", "::1"]

  func validate() throws {
    guard let listen else { return }
    guard let (host, _) = Self.address(listen) else {
      throw ValidationError("--listen must be HOST:PORT, e.g. 127.0.0.1:8765 (port 0 for a free one)")
    }
    guard Self.loopback.contains(host) else {
      throw ValidationError(
        "--listen: '\(host)' is not a loopback address: the server drives screens and writes files, so it "
          + "listens on 127.0.0.1, ::1 or localhost only")
    }
  }

  /// `--help` of sdui-term and of each of its commands, one after another.
  static var usage: String {
    let commands = SDUITermCommand.configuration.subcommands
    return
      ([SDUITermCommand.helpMessage(columns: 100)]
      + commands.map { SDUITermCommand.helpMessage(for: $0, columns: 100) })
      .joined(separator: "\n\n")
  }

  /// `HOST:PORT` read, the port 0 to 65535.
  static func address(_ text: String) -> (host: String, port: Int)? {
    guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
      (0...65_535).contains(port)
    else { return nil }
    let host = String(text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    return host.isEmpty ? nil : (host, port)
  }

  @MainActor
  func run() async throws {
    // A client that goes away mid-write ends the write, not the process.
    signal(SIGPIPE, SIG_IGN)
    let roots = FolderRoots(root.isEmpty ? [FileManager.default.currentDirectoryPath] : root)
    let (screen, network, samples, pictures) = (screen, network, samples, pictures)
    let (depth, theme) = colors.headless(environment: ProcessInfo.processInfo.environment)
    let toolbox = ScreenToolbox(
      configuration: .init(
        roots: roots,
        settings: { size, talksToAgent in
          FlowRunner.Settings(
            size: size,
            options: .init(
              dialect: AgentSource.dialect(screen.dialect, a2a: talksToAgent ? "" : nil), scale: screen.layoutScale,
              baseURL: screen.base,
              showsStatusLine: false, settleTimeout: network.timeout, limits: network.limits,
              platform: network.platform, libraries: samples.libraries, theme: theme, images: pictures.drawing(),
              assets: pictures.assets),
            screenshotDirectory: roots.folders.first ?? ".", depth: depth,
            connectAgent: { address in
              AgentSource.connection(to: address, limits: network.limits, libraries: samples.libraries)
            },
            connectMCP: { server in
              MCPConnection(command: server, limits: network.limits, libraries: samples.libraries)
            },
            openURL: { address in
              HTTPStreamConnection(url: address, limits: network.limits, libraries: samples.libraries)
            })
        },
        checker: ScreenChecker(
          dialect: screen.dialect.dialect, libraries: samples.libraries, rules: try rules.selected()),
        limits: network.limits, libraries: samples.libraries, usage: Self.usage, mcpCommands: mcpAgents))
    if let listen, let (host, port) = Self.address(listen) {
      try await ScreenMCPListener.serve(toolbox, host: host, port: port) { port in
        let shown = host.contains(":") ? "[\(host)]" : host
        StandardError.write("sdui-term mcp: listening on http://\(shown):\(port)/mcp\n")
      }
    } else {
      try await ScreenMCPServer.serve(toolbox)
    }
  }
}

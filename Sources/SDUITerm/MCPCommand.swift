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
      flow (record_flow). Files are read from, and written below, the --root folders only.
      """
  )

  @Option(help: "A folder the tools may read and write below (repeatable; the current folder by default).")
  var root: [String] = []

  @OptionGroup var screen: ScreenOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  @OptionGroup var rules: RulesOption

  @MainActor
  func run() async throws {
    // A client that goes away mid-write ends the write, not the process.
    signal(SIGPIPE, SIG_IGN)
    let roots = FolderRoots(root.isEmpty ? [FileManager.default.currentDirectoryPath] : root)
    let (screen, network, samples) = (screen, network, samples)
    let theme = ColorTheme()
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
              platform: network.platform, libraries: samples.libraries, theme: theme),
            screenshotDirectory: roots.folders.first ?? ".",
            connectAgent: { address in
              AgentSource.connection(to: address, limits: network.limits, libraries: samples.libraries)
            },
            openURL: { address in
              HTTPStreamConnection(url: address, limits: network.limits, libraries: samples.libraries)
            })
        },
        checker: ScreenChecker(
          dialect: screen.dialect.dialect, libraries: samples.libraries, rules: try rules.selected()),
        limits: network.limits, libraries: samples.libraries))
    try await ScreenMCPServer.serve(toolbox)
  }
}

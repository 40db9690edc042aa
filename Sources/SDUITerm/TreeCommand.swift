import ArgumentParser
import Logging
import SDUICheck
import SDUICore
import SDUIDocument
import SDUINetwork

/// `sdui-term tree FILE`
struct TreeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tree",
    abstract: "Print the decoded component tree, or with --resolved the evaluated one.",
    discussion: """
      Without --resolved: each node's type, id, state, properties (expressions as \
      written), events with their actions, and children.
      With --resolved: the tree a renderer sees after every onInit has run and its \
      requests have settled: structural nodes expanded, properties evaluated.
      With --format json: the tree as read in JSON, each node's component, id, place, \
      state, properties, events and children; for an A2UI stream, the message \
      processor's state instead: each surface's catalog, theme, sendDataModel, \
      components as held and data model.
      Diagnostics and log messages go to standard error (or --log-file).
      """
  )

  @Argument(help: ArgumentHelp("The screen file or URL; '-' reads standard input.", valueName: "SOURCE"))
  var file: String

  @Option(help: "The dialect: auto (found from the document), nimbus, beagle or a2ui.")
  var dialect: DialectOption = .auto

  @Flag(help: "Evaluate the screen and print the resolved tree.")
  var resolved = false

  @Option(help: "text, or json: the tree as read (an A2UI stream's surfaces as its message processor holds them).")
  var format: Format = .text

  @Option(help: "The base that URLs starting with / join (with --resolved; default: the source's origin or directory).")
  var baseURL: String?

  @OptionGroup var network: NetworkOptions

  @OptionGroup var formatting: FormattingOptions

  @OptionGroup var samples: LibraryOptions

  /// What `--format` prints.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Option(help: "Append engine and 'log' action messages to this file instead of standard error.")
  var logFile: String?

  func validate() throws {
    try ScreenOptions.validate(baseURL: baseURL)
    if resolved && format == .json {
      throw ValidationError("--format json prints the tree as read; the resolved tree (--resolved) is printed as text")
    }
  }

  @MainActor
  func run() async throws {
    formatting.apply()
    let source = ScreenSource(argument: file)
    let (bytes, origin) = try await source.fetchForCommand(network: network, dialect: dialect.dialect)
    guard resolved else {
      let screen = ScreenDecoder(
        options: .init(dialect: dialect.dialect, file: source.displayName, libraries: samples.libraries)
      ).decode(bytes)
      report(screen.diagnostics)
      switch format {
      case .json:
        guard let json = screen.heldState ?? screen.root?.treeJSON else { throw ExitCode.failure }
        StandardOutput.write(json.indentedJSONText + "\n")
      case .text:
        guard let root = screen.root else { throw ExitCode.failure }
        StandardOutput.write(root.treeDescription(dialect: screen.dialect))
      }
      return
    }
    let problems = try LogDestination.problems(file: logFile)
    let base = baseURL.flatMap(ScreenSource.baseURL(argument:)) ?? source.defaultBaseURL
    let resolver = ScreenResolver(
      baseURL: base, problems: problems,
      settleTimeout: network.timeout, limits: network.limits, libraries: samples.libraries,
      platform: network.platform)
    let result = await resolver.resolve(
      bytes, file: source.displayName, dialect: dialect.dialect, origin: origin,
      fileRoots: source.fileRoots(baseURL: base))
    report(result.screen.diagnostics)
    LogDestination.report(problems, file: logFile)
    guard let tree = result.session?.resolvedRoot else { throw ExitCode.failure }
    StandardOutput.write(tree.treeDescription)
  }

  private func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { StandardError.report(diagnostic) }
  }
}

import ArgumentParser
import SDUICheck
import SDUINetwork

/// `sdui-term check FILE...`
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report every problem in screen files, one line per diagnostic.",
    discussion: """
      Each line reads FILE:LINE:COL: error|warning: MESSAGE (at $.json.path).
      Exits 0 when there are no errors (warnings allowed) and 1 when there are.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Argument(help: "Screen files or URLs to check; '-' reads standard input.")
  var files: [String]

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  @Option(help: "The dialect: auto, nimbus or beagle.")
  var dialect: DialectOption = .auto

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  func run() async throws {
    let report = await ScreenChecker(dialect: dialect.dialect, libraries: samples.libraries).check(
      files.map(ScreenSource.init(argument:)), limits: network.limits)
    switch format {
    case .text:
      StandardOutput.write(report.text)
      StandardError.write(report.summary + "\n")
    case .json:
      print(report.json, terminator: "")
    }
    if report.hasErrors { throw ExitCode.failure }
  }
}

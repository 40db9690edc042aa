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
      --format json prints one object for tools, sarif a SARIF 2.1.0 log for code
      scanning, github one GitHub Actions workflow command per problem (an annotation
      on its line). Exits 0 when there are no errors (warnings allowed) and 1 when
      there are, in every format.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
    case github
  }

  @Argument(help: "Screen files or URLs to check; '-' reads standard input.")
  var files: [String]

  @Option(help: "Output format: text, json, sarif or github.")
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
    case .sarif:
      print(report.sarif, terminator: "")
    case .github:
      StandardOutput.write(report.githubCommands)
      StandardError.write(report.summary + "\n")
    }
    if report.hasErrors { throw ExitCode.failure }
  }
}

import ArgumentParser
import Foundation
import SDUICheck
import SDUIFlows
import SDUINetwork

/// `sdui-term check FILE...`
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report every problem in screen files, flow files and workspaces, one line per diagnostic.",
    discussion: """
      Each line reads FILE:LINE:COL: error|warning: MESSAGE (at $.json.path).
      A .yaml or .yml file or a folder is read as Maestro-shaped flows, as `test` reads them (a folder \
      as a workspace, with its config.yaml or --config), with the subflows, scripts and media they \
      reach; nothing runs.
      --format json prints one object for tools, sarif a SARIF 2.1.0 log for code
      scanning, github one GitHub Actions workflow command per problem (an annotation
      on its line). Exits 0 when there are no errors (warnings allowed) and 1 when
      there are, in every format.
      Screens are audited for accessibility too, each finding a warning named by its rule: \
      a11y-image-label, a11y-button-label, a11y-input-label and a11y-header-label by default; \
      a11y-contrast (text below 4.5:1 on the device's colours) and a11y-target-size (a control \
      laid out with no row or column at 80x24) when --rules asks. --rules takes a comma-separated \
      list of rule ids and groups (all or a11y, default, none); a term after - takes its rules \
      away, from the default set when every term does: --rules all, --rules \
      default,a11y-contrast, --rules=-a11y-image-label.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
    case github
  }

  @Argument(
    help: ArgumentHelp(
      "Screen files or URLs, flow files or folders of flows to check; '-' reads standard input.", valueName: "SOURCE"))
  var files: [String]

  @Option(help: "The flows' workspace configuration, in place of the folder's config.yaml.")
  var config: String?

  @Option(help: "Output format: text, json, sarif or github.")
  var format: Format = .text

  @Option(help: "The dialect: auto, nimbus or beagle.")
  var dialect: DialectOption = .auto

  @OptionGroup var rules: RulesOption

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  func run() async throws {
    let flows = files.filter { file in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
      return FlowCheck.isFlowPath(file, isDirectory: exists && isDirectory.boolValue)
    }
    let screens = files.filter { !flows.contains($0) }
    let checker = ScreenChecker(
      dialect: dialect.dialect, libraries: samples.libraries, rules: try rules.selected())
    var report = await checker.check(
      screens.map(ScreenSource.init(argument:)), limits: network.limits, platform: network.platform)
    if !flows.isEmpty { report.files += FlowCheck.check(flows, config: config) }
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

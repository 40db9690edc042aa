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
      A .yaml or .yml file is read as a Maestro-shaped flow, as `test` reads it, with the subflows, \
      scripts and media it reaches; nothing runs. A folder is every screen (.json) and flow (.yaml, \
      .yml) below it, hidden folders left out, at most 10,000 files and folders looked at: its flows \
      as a workspace when it is one (its config.yaml or --config, or flows directly in it), and the \
      others each on its own.
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
      "Screen files or URLs, flow files, or folders of them to check; '-' reads standard input.", valueName: "SOURCE"))
  var files: [String] = []

  @Option(
    help: """
      Check what the A2A agent at this URL answers (to --say's words), as a file of its messages is checked.
      """)
  var a2a: String?

  @Option(help: AgentSource.sayHelp)
  var say: String?

  @Option(help: "The flows' workspace configuration, in place of the folder's config.yaml.")
  var config: String?

  @Option(help: "Output format: text, json, sarif or github.")
  var format: Format = .text

  @Option(help: "The dialect: auto (found from the document), nimbus, beagle or a2ui.")
  var dialect: DialectOption = .auto

  @OptionGroup var rules: RulesOption

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  func validate() throws {
    if files.isEmpty && a2a == nil { throw ValidationError("name at least one SOURCE, or --a2a URL") }
    try AgentSource.validate(source: a2a == nil ? "" : nil, a2a: a2a, say: say)
  }

  func run() async throws {
    let checker = ScreenChecker(
      dialect: dialect.dialect, libraries: samples.libraries, rules: try rules.selected())
    var report = await PathCheck.check(
      files, checker: checker, config: config, limits: network.limits, platform: network.platform)
    if let a2a {
      let agent = AgentSource.connection(to: a2a, limits: network.limits, libraries: samples.libraries)
      do {
        let answer = try await agent.answer(to: say, within: network.timeout)
        report.files.append(await checker.check(answer, named: a2a))
      } catch {
        report.files.append(.init(source: a2a, kind: .screen(nil), findings: [], readError: error))
      }
    }
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

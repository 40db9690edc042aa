import ArgumentParser
import Foundation
import Logging
import SDUIAgents
import SDUIFlows
import SDUIRender
import SDUIRuntime

/// `sdui-term test FLOW|DIR...`
struct TestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run flow files (Maestro-shaped YAML) headless against screens, as CI would.",
    discussion: """
      A flow file holds a configuration (url or appId, name, tags, env), '---', then commands: launchApp, tapOn, \
      inputText, eraseText, pressKey, back, scroll, scrollUntilVisible, assertVisible, assertNotVisible, \
      extendedWaitUntil, takeScreenshot, runFlow, repeat, openLink, copyTextFrom, pasteText, stopApp and \
      Maestro's others (docs/flows.md). Each step goes through the same key model as the interactive \
      terminal: a tap is a click at the element's cell.
      A directory is a workspace, as in Maestro: its config.yaml (or --config) chooses the flow files with \
      flows: patterns (default: the .yaml and .yml files directly inside it), tags with includeTags and \
      excludeTags (added to --include-tags and --exclude-tags), and the flows that run first with \
      executionOrder. A file of commands alone is a subflow when a flow runs it with runFlow. Every flow \
      is checked when read, with the subflows, scripts and media it names. launchApp opens the flow's \
      url, else --url. --shard-split N spreads the flows over N worker processes run at once (the \
      executionOrder sequence stays in the first), --shard-all N runs every flow on each, and --shard-split N \
      --shard-index I (from 0) runs one part of the split, as a machine of a CI matrix does. Exit status: 0 \
      when every flow passes, 1 when one fails, 2 when a flow file cannot be read (the other flows still \
      run), on a usage error, or when no flow is left to run.
      """
  )

  @Argument(help: ArgumentHelp("Flow files, or directories of them.", valueName: "flow-or-directory"))
  var paths: [String] = []

  @Option(
    name: .customShort("e"),
    help: ArgumentHelp("A variable for ${NAME} in the flows (repeatable).", valueName: "NAME=VALUE"))
  var variables: [String] = []

  @Option(help: "The screen launchApp opens for flows without a url of their own (a file or a URL).")
  var url: String?

  @Option(
    name: [.customLong("include-tags"), .customLong("tags")],
    help: "Run only the flows with one of these tags (comma-separated, repeatable; --tags is the same).")
  var includeTags: [String] = []

  @Option(help: "Leave out the flows with one of these tags (comma-separated, repeatable).")
  var excludeTags: [String] = []

  @Option(help: "The workspace's configuration file, in place of the folder's config.yaml.")
  var config: String?

  @Option(help: "Write a JUnit XML report of the run to this file.")
  var junit: String?

  @Option(help: "Write a report of the run, as Maestro's --format does: junit or html (to --output).")
  var format: ReportFormat?

  @Option(help: "The file --format writes (default: report.xml or report.html).")
  var output: String?

  @Option(help: "The test suite's name in the reports.")
  var testSuiteName = "sdui-term flows"

  @Option(help: "How many flows are under way at once.")
  var jobs = 1

  @Option(
    help: ArgumentHelp(
      "Split the flows over N worker processes run at once, each flow on one (Maestro's --shard-split).",
      valueName: "N"))
  var shardSplit: Int?

  @Option(
    help: ArgumentHelp(
      "Run every flow on each of N worker processes run at once (Maestro's --shard-all).", valueName: "N"))
  var shardAll: Int?

  @Option(
    help: ArgumentHelp(
      "With --shard-split N: run only shard I (from 0 to N-1) of the split, as one machine of a CI matrix.",
      valueName: "I"))
  var shardIndex: Int?

  /// Where a worker of `--shard-split` or `--shard-all` hands its results
  /// back (``ShardWorkers``).
  @Option(help: .private)
  var shardResults: String?

  @Option(help: "The frame size in cells, WIDTHxHEIGHT.")
  var size = "80x24"

  @Option(help: "The directory takeScreenshot paths start from.")
  var screenshots = "."

  @Option(help: "Record each flow's frames as an asciicast v2 file (NAME.cast, or NAME-FLOW.cast for several).")
  var record: String?

  @OptionGroup var screen: ScreenOptions

  @OptionGroup var colors: ColorOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  @OptionGroup var pictures: PictureOptions

  @Flag(
    name: [.customShort("c"), .long],
    help: "Run the flows, then again each time a file they read changes (flows, subflows, scripts, local screens).")
  var continuous = false

  @Option(
    help: ArgumentHelp(
      "How long one script of a flow may run, in seconds of processor time (waiting for http does not count).",
      valueName: "seconds"))
  var scriptTimeout = ScriptLimits.defaultSeconds

  @Option(help: "Append engine and 'log' action messages to this file.")
  var logFile: String?

  @Option(help: SendLog.help)
  var sendLog: String?

  @Option(
    help: """
      The A2A agent a flow without its own url talks to, afresh for each flow (its card below this URL); \
      inputText on the say line speaks to it, assertSent checks what was sent.
      """)
  var a2a: String?

  @Option(
    help: """
      The MCP server a flow without its own url talks to, afresh for each flow, as open's --mcp takes it: \
      the shell command that starts it, or its streamable-HTTP URL.
      """)
  var mcp: String?

  @Option(
    help: ArgumentHelp(
      "Write each flow's steps (status, start, duration, error) as JSON, the frame of each failure as SVG, "
        + "and the run's log into this folder, as Maestro lays out its debug output.", valueName: "dir"))
  var debugOutput: String?

  func validate() throws {
    guard !paths.isEmpty else { throw ValidationError("name at least one flow file or directory") }
    guard HeadlessRun.parseSize(size) != nil else { throw ValidationError(HeadlessRun.sizeRule) }
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    try AgentSource.validate(source: a2a == nil && mcp == nil ? "" : nil, a2a: a2a, mcp: mcp, say: nil)
    guard scriptTimeout.isFinite, scriptTimeout > 0, scriptTimeout <= 86_400 else {
      throw ValidationError("--script-timeout takes a number of seconds above 0, at most 86400 (a day)")
    }
    guard output == nil || format != nil else { throw ValidationError("--output names the file --format writes") }
    _ = try given()
    let role = try shardRole()
    if continuous, role != .whole { throw ValidationError("--continuous runs in one process: leave out --shard-*") }
  }

  /// What this process does about shards, from the `--shard-*` options.
  func shardRole() throws -> ShardRole {
    do {
      return try ShardRole(split: shardSplit, all: shardAll, index: shardIndex, results: shardResults)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// `-e NAME=VALUE`, parsed.
  func given() throws -> [String: String] {
    var values: [String: String] = [:]
    for variable in variables {
      guard let equals = variable.firstIndex(of: "="), equals != variable.startIndex else {
        throw ValidationError("-e takes NAME=VALUE, got '\(variable)'")
      }
      values[String(variable[..<equals])] = String(variable[variable.index(after: equals)...])
    }
    return values
  }

  @MainActor
  func run() async throws {
    screen.formatting.apply()
    let started = ContinuousClock.now
    let role = try shardRole()
    let debug = debugOutput.map { DebugOutput(directory: $0, shard: role.shard) }
    do {
      try debug?.prepare()
    } catch {
      StandardError.error("\(error)")
      throw ExitCode(2)
    }
    let log = try LogDestination.handler(file: logFile ?? debug?.logFile)
    let flowLog = log.map { handler in Logger(label: "sdui-term.flows") { _ in handler } }
    let settings = try flowSettings(screenshots: role.screenshots(screenshots), log: log)
    let finished = { (result: FlowResult) in
      do {
        try debug?.save(result)
      } catch {
        StandardError.write("warning: \(error)\n")
      }
      flowLog?.log(level: result.failed ? .error : .info, "\(result.statusWord) \(result.name) (\(result.file))")
    }
    if continuous {
      return try await runContinuously(settings: settings) { result in
        Self.report(result)
        finished(result)
      }
    }
    let plan: WorkspacePlan
    do {
      plan = try WorkspacePlanner.plan(
        paths, includeTags: Self.tags(includeTags), excludeTags: Self.tags(excludeTags), config: config)
    } catch {
      StandardError.write("\(error)\n")
      throw ExitCode(2)
    }
    // A worker leaves the notes and the files that cannot run to the
    // process that started it, which says them once.
    let (share, note) = role.share(of: plan)
    if case .worker = role {
      ShardWorkers.endWithParent()
    } else {
      for note in share.notes { StandardOutput.write("NOTE  \(note)\n") }
      if let note { StandardOutput.write("NOTE  \(note)\n") }
      for error in share.unreadable { StandardOutput.write("ERROR \(error)\n") }
    }
    let unreadable = FlowError.byFlow(share.unreadable).count
    var run = ShardedRun()
    switch role {
    case .coordinator(let kind, let count):
      run = try await coordinate(plan, kind: kind, count: count, settings: settings, finished: finished)
    case .part(let index, let count):
      run.results = try await runHere(
        share, role: role, flowCount: plan.all.count, settings: settings, finished: finished)
      run.properties = [("shard", "\(index + 1)"), ("shards", "\(count)")]
    case .whole, .worker:
      run.results = try await runHere(
        share, role: role, flowCount: plan.all.count, settings: settings, finished: finished)
    }
    let elapsed = (ContinuousClock.now - started).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    let results = run.results
    let failed = results.filter(\.failed).count + unreadable
    StandardOutput.write(Self.summary(results, unreadable: unreadable, seconds: seconds) + "\n")
    if case .worker = role {
      // Its coordinator writes the reports, and reads how it went from
      // the results it handed back.
      if failed > 0 { throw ExitCode.failure }
      return
    }
    try writeReports(results, unreadable: share.unreadable, seconds: seconds, properties: run.properties)
    // A file that cannot be read is a mistake in the suite, not a red
    // test: it says so as a usage error does; so does a worker that ended
    // with that status.
    if unreadable > 0 || run.workerStatus == 2 { throw ExitCode(2) }
    if failed > 0 || run.workerStatus == 1 { throw ExitCode.failure }
  }

  /// How the flows run: the options that `render` shares, the variables,
  /// and where screenshots go.
  @MainActor
  private func flowSettings(screenshots: String, log: (any LogHandler)?) throws -> FlowRunner.Settings {
    let environment = ProcessInfo.processInfo.environment
    let (depth, theme) = colors.headless(environment: environment)
    return FlowRunner.Settings(
      size: HeadlessRun.parseSize(size) ?? Size(width: 80, height: 24),
      options: .init(
        dialect: screen.dialect.dialect, scale: screen.layoutScale, baseURL: screen.base, showsStatusLine: false,
        settleTimeout: network.timeout, limits: network.limits, platform: network.platform,
        libraries: samples.libraries, theme: theme, images: pictures.drawing(), assets: pictures.assets),
      variables: try given(), screenshotDirectory: screenshots, depth: depth, environment: environment,
      log: log, url: url, scriptTimeout: scriptTimeout, outbox: try SendLog.outbox(file: sendLog),
      a2a: a2a, mcp: mcp,
      connectAgent: { [network, samples] address in
        AgentSource.connection(to: address, limits: network.limits, libraries: samples.libraries)
      },
      connectMCP: { [network, samples] server in
        MCPConnection(command: server, limits: network.limits, libraries: samples.libraries)
      },
      openURL: { [network, samples] address in
        HTTPStreamConnection(url: address, limits: network.limits, libraries: samples.libraries)
      })
  }

  /// Runs `plan` in this process, printing each flow as it ends and
  /// calling `finished`; a worker also hands each result back. The run has
  /// `flowCount` flows in all, for the names of `--record`'s files.
  @MainActor
  func runHere(
    _ plan: WorkspacePlan, role: ShardRole, flowCount: Int, settings: FlowRunner.Settings,
    finished: @escaping (FlowResult) -> Void
  ) async throws -> [FlowResult] {
    var handback: ShardWorkers.ResultsFile?
    do {
      if case .worker(_, _, _, let path) = role { handback = try ShardWorkers.ResultsFile(path: path) }
      let results = try await FlowSuite.run(
        plan, jobs: jobs, settings: settings, recording: role.recording(record), recordingCount: flowCount
      ) { [handback] result in
        handback?.add(result)
        Self.report(result)
        finished(result)
      }
      if let failure = handback?.failure { throw failure }
      return results.map { result in
        var result = result
        result.shard = role.shard
        return result
      }
    } catch {
      StandardError.error("\(error)")
      throw ExitCode(2)
    }
  }

  /// Writes the reports `--junit` and `--format` ask for.
  private func writeReports(
    _ results: [FlowResult], unreadable: [FlowError], seconds: Double, properties: [(name: String, value: String)]
  ) throws {
    var reports: [(path: String, format: ReportFormat)] = junit.map { [($0, .junit)] } ?? []
    if let format { reports.append((output ?? "report.\(format.fileExtension)", format)) }
    for (path, format) in reports {
      let report =
        switch format {
        case .junit:
          JUnitReport.document(
            results: results, unreadable: unreadable, seconds: seconds, suiteName: testSuiteName,
            properties: properties)
        case .html:
          HTMLReport.document(
            results: results, unreadable: unreadable, seconds: seconds, suiteName: testSuiteName,
            properties: properties)
        }
      guard FileManager.default.createFile(atPath: path, contents: Data(report.utf8)) else {
        StandardError.error("cannot write the \(format.name) report '\(path)'")
        throw ExitCode.failure
      }
    }
  }

  /// `8 flows: 7 passed, 1 failed (5.41 s)`, with those not run.
  static func summary(_ results: [FlowResult], unreadable: Int, seconds: Double) -> String {
    let passed = results.filter(\.passed).count
    let failed = results.filter(\.failed).count + unreadable
    let notRun = results.count - passed - results.filter(\.failed).count
    let total = results.count + unreadable
    let summary = "\(total) flow\(total == 1 ? "" : "s"): \(passed) passed, \(failed) failed"
    return summary + (notRun > 0 ? ", \(notRun) not run" : "") + String(format: " (%.2f s)", seconds)
  }

  /// `--include-tags a,b --include-tags c` as `[a, b, c]`.
  static func tags(_ given: [String]) -> [String] {
    given.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
  }

  /// Prints a flow's lines as it ends.
  static func report(_ result: FlowResult) {
    StandardOutput.write(lines(of: result))
  }

  /// `PASS  Add to cart  (Screens/flows/store.yaml, 9 steps, 0.21 s)`, and a failure's details.
  static func lines(of result: FlowResult) -> String {
    if let why = result.notRun { return "SKIP  \(result.name)  (\(result.file)): \(why)\n" }
    let status = result.passed ? "PASS" : "FAIL"
    let steps = "\(result.stepsRun) step\(result.stepsRun == 1 ? "" : "s")"
    var text = "\(status)  \(result.name)  (\(result.file), \(steps), \(String(format: "%.2f s", result.seconds)))\n"
    for line in result.logs { text += "LOG   \(line)\n" }
    for warning in result.warnings { text += "WARN  \(warning)\n" }
    if let failure = result.failure { text += failure.description }
    return text
  }
}

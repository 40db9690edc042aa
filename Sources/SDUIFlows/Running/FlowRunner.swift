import Foundation
import Logging
import SDUICore
import SDUIDocument
import SDUILayout
import SDUINetwork
import SDUIRecording
import SDUIRender
import SDUIRuntime

/// Runs flows headless through the same app, key model and engine as the
/// interactive terminal: a tap is a click at the element's cell, `back`
/// is `Esc`, and after each step the runner waits for requests and
/// pictures as `render --keys` does after each key.
@MainActor
package final class FlowRunner {
  /// How flows run.
  package struct Settings {
    /// The frame size in cells.
    package var size: Size
    /// The app's options (dialect, libraries, timeouts, colours, images).
    package var options: TerminalApp.Options
    /// `-e NAME=VALUE`.
    package var variables: [String: String]
    /// Where `takeScreenshot` paths start.
    package var screenshotDirectory: String
    /// The colours screenshots and recordings use.
    package var depth: ColorDepth
    /// The environment `openExternalURL` reads `BROWSER` from.
    package var environment: [String: String]
    /// Where engine messages also go.
    package var log: (any LogHandler)?
    /// The screen `launchApp` opens for a flow without its own `url:`.
    package var url: String?
    /// How many seconds of processor time one script may run
    /// (`--script-timeout`; ``ScriptLimits/defaultSeconds`` by default).
    package var scriptTimeout: Double
    /// Where the messages the flows' screens send their agent go
    /// (`--send-log`), besides each flow's own record (`assertSent`).
    package var outbox: MessageOutbox?
    /// The agent a flow without its own `url:`, `a2a:` or `mcp:` talks to (`--a2a URL`).
    package var a2a: String?
    /// The MCP server a flow without its own `url:`, `a2a:` or `mcp:` talks
    /// to (`--mcp COMMAND`), when no `--a2a` is given.
    package var mcp: String?
    /// Makes a connection to the agent at an address, afresh for each launch.
    package var connectAgent: (@MainActor (String) -> any AgentConnection)?
    /// Makes a connection to the MCP server a flow's `mcp:` names (its
    /// command or URL), afresh for each launch; `nil` when this run talks
    /// to no MCP server.
    package var connectMCP: (@MainActor (String) -> any AgentConnection)?
    /// Makes the connection a URL source is opened through, which reads
    /// it as a stream of A2UI messages when it answers one.
    package var openURL: (@MainActor (String) -> any URLStream)?

    package init(
      size: Size = Size(width: 80, height: 24), options: TerminalApp.Options, variables: [String: String] = [:],
      screenshotDirectory: String = ".", depth: ColorDepth = .truecolor, environment: [String: String] = [:],
      log: (any LogHandler)? = nil, url: String? = nil, scriptTimeout: Double = ScriptLimits.defaultSeconds,
      outbox: MessageOutbox? = nil, a2a: String? = nil, mcp: String? = nil,
      connectAgent: (@MainActor (String) -> any AgentConnection)? = nil,
      connectMCP: (@MainActor (String) -> any AgentConnection)? = nil,
      openURL: (@MainActor (String) -> any URLStream)? = nil
    ) {
      self.size = size
      self.options = options
      self.variables = variables
      self.screenshotDirectory = screenshotDirectory
      self.depth = depth
      self.environment = environment
      self.log = log
      self.url = url
      self.scriptTimeout = scriptTimeout
      self.outbox = outbox
      self.a2a = a2a
      self.mcp = mcp
      self.connectAgent = connectAgent
      self.connectMCP = connectMCP
      self.openURL = openURL
    }
  }

  /// A step that did not hold; the runner adds where and the frame.
  struct StepFailed: Error {
    var problem: StepProblem

    init(_ problem: StepProblem) {
      self.problem = problem
    }

    /// The problem in words.
    var message: String { problem.message }
  }

  let settings: Settings
  var flow: Flow
  /// Everything the run holds between steps.
  var state = FlowRunState()
  /// The app of the flow running; `nil` before the first screen opens.
  var app: TerminalApp? {
    get { state.app }
    set { state.app = newValue }
  }
  /// The recording of the whole run (`--record`).
  let recorder: AsciicastRecorder?

  /// The flow's JavaScript (`${...}`, `evalScript`, `runScript`, `output`),
  /// made when a step first needs it and let go when the flow ends.
  func scripts() throws -> ScriptEngine {
    if let made = state.scripts { return made }
    let client = settings.options.http.client(
      for: .init(baseURL: settings.options.baseURL, limits: settings.options.limits))
    let made: ScriptEngine
    do {
      made = try ScriptEngine(
        platform: settings.options.platform, http: ScriptHTTP(client: client),
        limits: ScriptLimits(seconds: settings.scriptTimeout))
    } catch {
      throw StepFailed(.scriptsUnavailable(error))
    }
    if let copiedText = state.copiedText { made.setCopiedText(copiedText) }
    state.scripts = made
    return made
  }

  package init(settings: Settings, flow: Flow, recorder: AsciicastRecorder? = nil) {
    self.settings = settings
    self.flow = flow
    self.recorder = recorder
  }

  /// Runs the flow to its end or its first failed step.
  package func run() async -> FlowResult {
    let start = ContinuousClock.now
    let base = FlowVariables(given: given)
    var variables = base
    var failure: FlowFailure?
    do {
      variables = base.withDefaults(try evaluated(flow.env, variables: base))
      try await run(flow.onStart + flow.steps, variables: variables)
    } catch let error as FlowFailure {
      failure = error
    } catch {
      failure = FlowFailure(
        file: flow.file, location: flow.envLocation, step: "env", message: Self.reason(error), calledFrom: [],
        frame: "")
    }
    // onFlowComplete runs whatever happened; its own failure counts only
    // when the flow had none.
    do {
      try await run(flow.onComplete, variables: variables)
    } catch {
      failure = failure ?? error
    }
    // The flow is over: let its app, its stacks and their sessions go,
    // and end a recording left running.
    app = nil
    state.stepRecorder = nil
    state.scripts = nil
    return FlowResult(
      name: flow.name, file: flow.file, tags: flow.tags, stepsRun: state.stepsRun,
      seconds: Self.seconds(since: start), screenshots: state.screenshots, recordings: state.recordings,
      warnings: state.warnings, steps: state.records, failure: failure, screens: state.screens.sorted())
  }

  /// An `env:`'s values with their `${...}` run against the variables in
  /// force before it, all at once, as Maestro's `DefineVariablesCommand`
  /// does (so `USER: ${USER || 'ann'}` takes `-e USER=...` when given).
  func evaluated(_ env: [String: String], variables: FlowVariables) throws -> [String: String] {
    var values: [String: String] = [:]
    for (name, value) in env { values[name] = try expand(value, variables) }
    return values
  }

  /// `-e NAME=VALUE`, with Maestro's own: the shell's `MAESTRO_...`
  /// variables that `-e` does not give, and `MAESTRO_FILENAME`, the flow
  /// file's name without its extension.
  private var given: [String: String] {
    var given = settings.variables
    for (name, value) in settings.environment where name.hasPrefix("MAESTRO_") && !value.isEmpty {
      if given[name] == nil { given[name] = value }
    }
    given["MAESTRO_FILENAME"] = UserPath(flow.file).stem
    return given
  }

  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = (ContinuousClock.now - start).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
  }

  /// Runs steps in order, turning the first failure into a ``FlowFailure``.
  /// Each step first lets the main actor's other work run (the other
  /// flows of `--jobs`, their screens' requests): thousands of steps that
  /// never wait would otherwise hold it for seconds.
  func run(_ steps: [FlowStep], variables: FlowVariables) async throws(FlowFailure) {
    for step in steps {
      await Task.yield()
      state.stepsRun += 1
      let outer = state.step
      state.step = step
      defer { state.step = outer }
      let appBefore = app
      let logged = app?.problems.count ?? 0
      let exchanged = app?.transcript.total ?? 0
      let started = ContinuousClock.now
      let record = state.records.count
      var made = StepRecord(file: step.file, location: step.location, summary: step.summary, depth: state.callers.count)
      made.startedAt = Int64((Date().timeIntervalSince1970 * 1000).rounded())
      state.records.append(made)
      defer {
        state.previousStepLog = (appBefore, logged)
        state.records[record].seconds = Self.seconds(since: started)
        state.records[record].logs += state.scripts?.takeLog() ?? []
        if let app {
          state.records[record].exchanged = app.transcript.since(app === appBefore ? exchanged : 0).map(\.line)
        }
        if let app { state.screens.formUnion(app.localScreenFiles) }
      }
      do {
        try spendStep()
        let context = FlowStepContext(runner: self, step: step, variables: variables)
        switch try await step.command.run(context) {
        case .ran: break
        case .notRun(let why):
          state.records[record].status = .notRun
          state.records[record].message = why
        case .skipped(let why):
          state.records[record].status = .skipped
          state.records[record].message = why
          state.warnings.append("\(step.file):\(step.location.line):\(step.location.column): \(why)")
        }
      } catch {
        let message = Self.reason(error)
        state.records[record].message = message
        if step.isOptional && !state.isPastStepBudget {
          state.records[record].status = .warned
          state.warnings.append(
            "\(step.file):\(step.location.line):\(step.location.column): '\(step.summary)' is optional: \(message)")
        } else {
          state.records[record].status = .failed
          throw error as? FlowFailure ?? failure(of: step, message: message, appBefore: appBefore, logged: logged)
        }
      }
      // The frame after the step, composed only for a recording that keeps it.
      if let app, recorder != nil || state.stepRecorder != nil {
        let frame = app.compose()
        recorder?.record(frame)
        state.stepRecorder?.record(frame)
      }
    }
  }

  /// A failed step's failure: where, why, the runFlow chain, what the app
  /// logged during it and the step before, and the frame.
  private func failure(of step: FlowStep, message: String, appBefore: TerminalApp?, logged: Int) -> FlowFailure {
    let frame = app?.compose()
    var failure = FlowFailure(
      file: step.file, location: step.location, step: step.summary, message: message, calledFrom: state.callers,
      frame: frame?.textDump ?? "")
    failure.frameSVG = frame?.svgDocument(depth: settings.depth, terminal: settings.options.theme.terminal)
    // A tap that did nothing visible shows its warning at the next step.
    let start = app === state.previousStepLog.app ? state.previousStepLog.mark : app === appBefore ? logged : 0
    if let app {
      var seen: Set<String> = []
      let problems = app.problems.problems(since: start).filter { problem in
        problem.severity > .info && seen.insert(problem.message).inserted
      }
      failure.messages = problems.prefix(5).map(\.description)
    }
    return failure
  }

  // MARK: The app

  /// The app showing the flow's screens, opened at the first step that needs one.
  func openApp(variables: FlowVariables) async throws -> TerminalApp {
    if let app { return app }
    return try await launch(url: nil, variables: variables)
  }

  /// Opens the first screen afresh: a new app, its stacks and state new.
  @discardableResult
  func launch(url: String?, variables: FlowVariables) async throws -> TerminalApp {
    // The flow's own url (or launchApp's) is read from the flow's folder;
    // --url from where sdui-term runs.
    let source: ScreenSource
    var agent: (any AgentConnection)?
    // A flow's own agent before the command line's.
    let ownAgent = try flow.a2a.map { written throws in try expand(written, variables) }
    let ownServer = try flow.mcp.map { written throws in try expand(written, variables) }
    let agentAddress = ownAgent ?? (ownServer == nil ? settings.a2a : nil)
    let mcpServer = ownServer ?? (ownAgent == nil && settings.a2a == nil ? settings.mcp : nil)
    if let own = url ?? flow.url {
      source = ScreenSource(argument: resolve(try expand(own, variables), from: flow.file))
    } else if let address = agentAddress, let connect = settings.connectAgent {
      source = .agent(address)
      agent = connect(address)
    } else if let server = mcpServer {
      guard let connect = settings.connectMCP else {
        throw StepFailed(.screenNotLoaded(reason: "'\(server)': this run talks to no MCP server"))
      }
      source = .agent(server)
      agent = connect(server)
    } else if let given = settings.url {
      source = ScreenSource(argument: try expand(given, variables))
    } else {
      throw StepFailed(.noScreen(appId: flow.appId))
    }
    // The flow's own record of what was sent, passed on to the send log.
    let outbox = MessageOutbox { [settings] sent in settings.outbox?.send(sent.message, metadata: sent.metadata) }
    let app = TerminalApp(
      source: source, size: settings.size, options: settings.options, problems: ProblemLog(alsoTo: settings.log),
      launcher: BrowserLauncher(environment: settings.environment), outbox: outbox, agent: agent,
      urlStream: { if case .url(let address) = source { settings.openURL?(address) } else { nil } }())
    self.app = app
    await app.start()
    if case .failed(let failure)? = app.navigator.current?.content {
      throw StepFailed(.screenNotLoaded(reason: failure.description))
    }
    // An agent shows its first surface once the flow has said something to it.
    if app.controller == nil, !app.isTalkingToAgent, let message = app.statusMessage {
      throw StepFailed(.screenNotLoaded(reason: message))
    }
    return app
  }

  /// Waits, as `render --keys` does after each key, for requests and pictures.
  func settle(_ app: TerminalApp) async {
    await app.settle()
    await app.settlePictures()
  }

  /// A URL as is; a path relative to the flow file's directory.
  func resolve(_ target: String, from file: String) -> String {
    if target.contains("://") || target.hasPrefix("/") || target == "-" { return target }
    return UserPath(file).sibling(target).typed
  }
}

import Foundation
import Logging
import SDUICore
import SDUIDocument
import SDUILayout
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

    package init(
      size: Size = Size(width: 80, height: 24), options: TerminalApp.Options, variables: [String: String] = [:],
      screenshotDirectory: String = ".", depth: ColorDepth = .truecolor, environment: [String: String] = [:],
      log: (any LogHandler)? = nil, url: String? = nil
    ) {
      self.size = size
      self.options = options
      self.variables = variables
      self.screenshotDirectory = screenshotDirectory
      self.depth = depth
      self.environment = environment
      self.log = log
      self.url = url
    }
  }

  /// A step that did not hold; the runner adds where and the frame.
  struct StepFailed: Error {
    var message: String
  }

  let settings: Settings
  /// The app of the flow running; `nil` before the first screen opens.
  var app: TerminalApp?
  var flow: Flow
  /// The flow's JavaScript (`${...}`, `evalScript`, `runScript`, `output`),
  /// made when a step first needs it and let go when the flow ends.
  func scripts() throws -> ScriptEngine {
    if let madeScripts { return madeScripts }
    let client = settings.options.http.client(
      for: .init(baseURL: settings.options.baseURL, limits: settings.options.limits))
    let made: ScriptEngine
    do {
      made = try ScriptEngine(platform: settings.options.platform, http: ScriptHTTP(client: client))
    } catch {
      throw StepFailed(message: error.message)
    }
    if let copiedText { made.setCopiedText(copiedText) }
    madeScripts = made
    return made
  }
  /// The flow's JavaScript once made.
  var madeScripts: ScriptEngine?
  var screenshots: [String] = []
  /// The asciicasts `startRecording` wrote.
  var recordings: [String] = []
  /// Every step as it ran, for the reports.
  var records: [StepRecord] = []
  /// Set by a step that did not run: a device's command (`.skipped`) or
  /// a `when:` that did not hold (`.notRun`), and why.
  var stepSkipped: (status: StepRecord.Status, why: String)?
  /// The recording `startRecording` began, until `stopRecording`.
  var stepRecorder: AsciicastRecorder?
  /// The failures of optional steps and the skipped device commands,
  /// which did not stop the flow.
  var warnings: [String] = []
  /// What `copyTextFrom` kept for `pasteText`.
  var copiedText: String?
  var stepsRun = 0
  var recorder: AsciicastRecorder?
  /// The files of the `runFlow` steps running, to refuse a cycle.
  var runFlowChain: [String] = []
  /// Where each `runFlow` running was called, `FILE:LINE:COL`.
  var callers: [String] = []
  /// The app and the length of its log when the step before began.
  var previousStepLog: (app: TerminalApp?, mark: Int) = (nil, 0)

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
    stepRecorder = nil
    madeScripts = nil
    return FlowResult(
      name: flow.name, file: flow.file, tags: flow.tags, stepsRun: stepsRun, seconds: Self.seconds(since: start),
      screenshots: screenshots, recordings: recordings, warnings: warnings, steps: records, failure: failure)
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
  func run(_ steps: [FlowStep], variables: FlowVariables) async throws(FlowFailure) {
    for step in steps {
      stepsRun += 1
      let appBefore = app
      let logged = app?.problems.count ?? 0
      let started = ContinuousClock.now
      let record = records.count
      records.append(
        StepRecord(file: step.file, location: step.location, summary: step.summary, depth: callers.count))
      stepSkipped = nil
      defer {
        previousStepLog = (appBefore, logged)
        records[record].seconds = Self.seconds(since: started)
        records[record].logs += madeScripts?.takeLog() ?? []
      }
      do {
        try await perform(step.command, variables: variables, step: step)
        if let (status, why) = stepSkipped {
          records[record].status = status
          records[record].message = why
        }
      } catch {
        let message = (error as? FlowFailure)?.message ?? (error as? StepFailed)?.message ?? "\(error)"
        records[record].message = message
        if step.isOptional {
          records[record].status = .warned
          warnings.append(
            "\(step.file):\(step.location.line):\(step.location.column): '\(step.summary)' is optional: \(message)")
        } else {
          records[record].status = .failed
          throw error as? FlowFailure ?? failure(of: step, message: message, appBefore: appBefore, logged: logged)
        }
      }
      if let app {
        let frame = app.compose()
        recorder?.record(frame)
        stepRecorder?.record(frame)
      }
    }
  }

  /// A failed step's failure: where, why, the runFlow chain, what the app
  /// logged during it and the step before, and the frame.
  private func failure(of step: FlowStep, message: String, appBefore: TerminalApp?, logged: Int) -> FlowFailure {
    let frame = app?.compose()
    var failure = FlowFailure(
      file: step.file, location: step.location, step: step.summary, message: message, calledFrom: callers,
      frame: frame?.textDump ?? "")
    failure.frameSVG = frame?.svgDocument(depth: settings.depth, terminal: settings.options.theme.terminal)
    // A tap that did nothing visible shows its warning at the next step.
    let start = app === previousStepLog.app ? previousStepLog.mark : app === appBefore ? logged : 0
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
    let written: String
    if let own = url ?? flow.url {
      written = resolve(try expand(own, variables), from: flow.file)
    } else if let given = settings.url {
      written = try expand(given, variables)
    } else {
      let app = flow.appId.map { " for '\($0)'" } ?? ""
      throw StepFailed(
        message: "no screen to open\(app): give `sdui-term test --url URL`, or the flow's 'url:' (or launchApp's)")
    }
    let source = ScreenSource(argument: written)
    let app = TerminalApp(
      source: source, size: settings.size, options: settings.options, problems: ProblemLog(alsoTo: settings.log),
      launcher: BrowserLauncher(environment: settings.environment))
    self.app = app
    await app.start()
    if case .failed(let failure)? = app.navigator.current?.content {
      throw StepFailed(message: "the first screen could not be loaded: \(failure.description)")
    }
    if app.controller == nil, let message = app.statusMessage {
      throw StepFailed(message: "the first screen could not be loaded: \(message)")
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

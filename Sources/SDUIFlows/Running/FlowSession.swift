import SDUICore
import SDUIDocument
import SDUIRender
import SDUIRuntime

/// Flow steps taken a call at a time against one app that stays open
/// between calls, as a person at a device takes a step and looks: what
/// `sdui-term mcp` drives. Each call's commands are a flow's list, run by
/// the same runner as `sdui-term test`; those that held are kept, in
/// order, as the flow file that takes them again (``recordedFlow``).
@MainActor
package final class FlowSession {
  /// What one call's commands did.
  package struct Outcome: Sendable {
    /// Why they stopped, when one failed: the step and what did not hold.
    package var failure: String?
    /// The warnings and errors the app logged while they ran.
    package var problems: [String]
  }

  /// The most problems an outcome carries; the rest are counted.
  package static let problemLimit = 20
  /// The most calls' commands kept parsed: an agent taps the same few
  /// elements again and again.
  static let parsedLimit = 64

  private let runner: FlowRunner
  private let variables: FlowVariables
  /// What a session opens, by the flow header that names it.
  package enum Opening: String, Sendable {
    /// A screen's file or URL (`url:`).
    case url
    /// An A2A agent's URL (`a2a:`).
    case a2a
    /// An MCP server's command or URL (`mcp:`).
    case mcp
  }

  /// The source opened: a screen's file or URL, an A2A agent's URL or an
  /// MCP server's command, as the recorded flow's header names it.
  package let url: String
  /// What ``url`` is, and the header that names it.
  package let opening: Opening
  /// The commands that held, as written, each ending with a line break.
  package private(set) var recorded: [String] = []
  /// How many steps ``recorded`` holds: at most the step budget's, less
  /// the `launchApp` a recording that does not start with one is run
  /// after, so that the recorded flow runs whole in `sdui-term test`.
  private var recordedSteps = 0
  /// The commands of recent calls, parsed, by their text.
  private var parsed: [String: Flow] = [:]
  /// The page whose decoding diagnostics an outcome last gave.
  private weak var diagnosedPage: Page?
  /// The references of the elements the last snapshot showed, by the
  /// engine's id of each; others are let go, so that a long session holds
  /// only a screen's.
  private var references: [String: String] = [:]
  private var lastReference = 0
  /// The last snapshot's elements, by reference, for a tap by one.
  private var shown: [String: ScreenElement] = [:]

  /// A session on `url` (a file's path, a URL), or on the agent it
  /// names (`settings` then connect to it), not yet opened.
  package init(settings: FlowRunner.Settings, url: String, opening: Opening = .url) {
    self.url = url
    self.opening = opening
    var flow = Flow(file: "<session>", name: "session", url: opening == .url ? url : nil)
    flow.a2a = opening == .a2a ? url : nil
    flow.mcp = opening == .mcp ? url : nil
    runner = FlowRunner(settings: settings, flow: flow)
    variables = FlowVariables(given: settings.variables)
  }

  /// The app, once a command opened it.
  package var app: TerminalApp? { runner.app }

  /// Runs `commands`, a flow's list (`- tapOn: Pay`), against the app;
  /// the steps that held are recorded: all of them, or those before the
  /// one that failed.
  package func perform(_ commands: String) async -> Outcome {
    let flow: Flow
    if let kept = parsed[commands] {
      flow = kept
    } else {
      do {
        flow = try FlowParser.parse(commands, file: "<session>")
      } catch {
        return Outcome(failure: error.description, problems: [])
      }
      if parsed.count >= Self.parsedLimit { parsed.removeAll(keepingCapacity: true) }
      parsed[commands] = flow
    }
    // Each call is a flow of its own: its own step budget, and what the
    // runner keeps of the steps it ran let go once it is answered.
    runner.state.stepsSpent = 0
    runner.state.records.removeAll(keepingCapacity: true)
    runner.state.warnings.removeAll(keepingCapacity: true)
    runner.state.screenshots.removeAll(keepingCapacity: true)
    runner.state.recordings.removeAll(keepingCapacity: true)
    let before = runner.app
    let logged = before?.problems.count ?? 0
    var failure: String?
    var notes: [String] = []
    var held = flow.steps.count
    do {
      try await runner.run(flow.steps, variables: variables)
    } catch {
      failure = error.headline
      // The steps before the one that failed did what they do: a tap
      // before the typing that failed is the session's, and the flow's.
      held = runner.state.records.filter { $0.depth == 0 }.firstIndex { $0.status == .failed } ?? 0
    }
    if held > 0 {
      if recordedSteps + held < FlowStepBudget.limit {
        recorded.append(Self.text(ofFirst: held, of: flow, in: commands))
        recordedSteps += held
      } else {
        notes.append(
          "not recorded: the recorded flow holds \(recordedSteps) steps, and a flow runs at most "
            + "\(FlowStepBudget.limit); record_flow now, then open again for a new recording")
      }
    }
    let found = newPageDiagnostics() + problems(since: runner.app === before ? logged : 0)
    return Outcome(failure: failure, problems: notes + Self.bounded(found))
  }

  /// The steps that held, as a flow file `sdui-term test` runs: `url:`
  /// (or `a2a:`, `mcp:`), then the commands.
  package var recordedFlow: String {
    opening.rawValue + ": " + url.jsonQuoted + "\n---\n" + recorded.joined()
  }

  /// What the app shows now: the frame as text, and its elements in
  /// document order, each under its reference.
  package func snapshot() -> (frame: String, elements: [SessionElement])? {
    guard let app = runner.app else { return nil }
    let screen = ScreenElements(of: app)
    var kept: [String: String] = [:]
    var byPosition: [Int: String] = [:]
    var elements: [SessionElement] = []
    shown = [:]
    for element in screen.components {
      let key = element.instanceID ?? "position \(element.position ?? -1)"
      let reference =
        kept[key] ?? references[key]
        ?? {
          lastReference += 1
          return "e\(lastReference)"
        }()
      kept[key] = reference
      if let position = element.position { byPosition[position] = reference }
      shown[reference] = element
      elements.append(
        SessionElement(
          reference: reference, parent: element.parent.flatMap { byPosition[$0] }, role: element.type,
          text: element.showsOwnText ? element.text : "", label: element.accessibilityText, hint: element.hintText,
          id: element.id, bounds: element.rect, enabled: element.enabled, focused: element.focused,
          clickable: element.clickable, checked: element.checked, selected: element.selected))
    }
    references = kept
    return (screen.grid.textDump, elements)
  }

  /// The frame as cells, with the colours a picture of it is drawn in:
  /// the depth and the terminal's own colours the settings give (the
  /// `takeScreenshot` picture's).
  package func frame() -> (grid: CellGrid, depth: ColorDepth, terminal: TerminalColors)? {
    guard let app = runner.app else { return nil }
    return (app.compose(), runner.settings.depth, runner.settings.options.theme.terminal)
  }

  /// The selector that finds the element the last snapshot showed under
  /// `reference`, as a YAML mapping (`{text: "Pay"}`); `nil` when it
  /// showed none, or the element is no longer on screen.
  package func selector(forReference reference: String) -> String? {
    guard let app = runner.app, let element = shown[reference] else { return nil }
    let screen = ScreenElements(of: app)
    guard let now = screen.components.first(where: { $0.instanceID == element.instanceID && $0.rect == element.rect })
    else { return nil }
    return FlowSelectorWriter.selector(for: now, on: screen)
  }

  /// How many step records the runner holds: the last call's.
  var runnerRecords: Int { runner.state.records.count }

  /// Lets the app go; a later command opens it again.
  package func close() {
    runner.app = nil
    references = [:]
    shown = [:]
  }

  /// The text of a flow's first `count` steps, each written from its own
  /// line to the next one's, ending with a line break.
  private static func text(ofFirst count: Int, of flow: Flow, in commands: String) -> String {
    let lines = commands.split(separator: "\n", omittingEmptySubsequences: false)
    let end = count < flow.steps.count ? flow.steps[count].location.line - 1 : lines.count
    let kept = lines.prefix(max(0, end)).joined(separator: "\n")
    return kept.hasSuffix("\n") ? kept : kept + "\n"
  }

  private func problems(since mark: Int) -> [String] {
    guard let app = runner.app else { return [] }
    return app.problems.problems(since: mark).filter { $0.severity > .info }.map(\.description)
  }

  /// What decoding found in the page shown, when the outcome is the first
  /// to show it: `check`'s warnings and errors, where they are.
  private func newPageDiagnostics() -> [String] {
    guard let app = runner.app, let page = app.navigator.current, page !== diagnosedPage else { return [] }
    diagnosedPage = page
    return app.diagnostics.map(\.description)
  }

  /// At most ``problemLimit`` problems, then how many more.
  private static func bounded(_ found: [String]) -> [String] {
    guard found.count > problemLimit else { return found }
    return Array(found.prefix(problemLimit)) + ["and \(found.count - problemLimit) more"]
  }

}

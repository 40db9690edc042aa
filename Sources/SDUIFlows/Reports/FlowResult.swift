import SDUICore
import SDUIDocument

/// How one flow went.
package struct FlowResult: Sendable {
  package var name: String
  package var file: String
  package var tags: [String]
  /// The steps that ran, the failed one included; `runFlow` and `repeat`
  /// count the commands they run.
  package var stepsRun: Int
  /// Wall-clock seconds, from the first step to the last.
  package var seconds: Double
  /// The SVG files `takeScreenshot` wrote.
  package var screenshots: [String]
  /// The asciicasts `startRecording` wrote.
  package var recordings: [String] = []
  /// The failures of optional steps, `FILE:LINE:COL: 'step' is optional: why`.
  package var warnings: [String] = []
  /// Every step as it ran, nested ones included, for the reports.
  package var steps: [StepRecord] = []
  /// `nil` when the flow passed.
  package var failure: FlowFailure?
  /// The local screen files its app opened, which `--continuous` watches.
  package var screens: [String] = []
  /// Why the flow did not run (`executionOrder`'s sequence stopped before
  /// it); `nil` when it ran.
  package var notRun: String?
  /// The shard that ran it, from 1, in a sharded run's reports.
  package var shard: Int?

  /// Whether it ran and passed.
  package var passed: Bool { failure == nil && notRun == nil }

  /// Whether it ran and failed.
  package var failed: Bool { failure != nil }

  /// `SUCCESS`, `ERROR` or `SKIPPED`, as Maestro's reports give a status.
  package var statusWord: String { notRun != nil ? "SKIPPED" : failure == nil ? "SUCCESS" : "ERROR" }

  /// A flow that did not run, and why.
  package static func notRun(_ flow: Flow, why: String) -> FlowResult {
    FlowResult(
      name: flow.name, file: flow.file, tags: flow.tags, stepsRun: 0, seconds: 0, screenshots: [], notRun: why)
  }

  /// A flow a shard was to run and never handed back: it failed, since
  /// its worker died (or ended) before it did.
  package static func lost(_ flow: Flow, shard: Int, end: ShardWorkers.End) -> FlowResult {
    let failure = FlowFailure(
      file: flow.file, location: .unknown, step: "",
      message: "the worker of shard \(shard) \(end) before this flow ended", calledFrom: [], frame: "")
    return FlowResult(
      name: flow.name, file: flow.file, tags: flow.tags, stepsRun: 0, seconds: 0, screenshots: [], failure: failure)
  }

  /// What the flow's scripts wrote with `console.log`, each line after
  /// the step that wrote it: `FILE:LINE:COL: text`.
  package var logs: [String] {
    steps.flatMap { step in step.logs.map { "\(step.file):\(step.location.line):\(step.location.column): \($0)" } }
  }
}

/// One step as it ran: for the HTML report's list of steps, and the logs.
package struct StepRecord: Sendable {
  package enum Status: String, Sendable {
    /// Ran and held.
    case passed
    /// Failed the flow.
    case failed
    /// An optional step that failed; the flow went on.
    case warned
    /// A device's command, which a terminal cannot run.
    case skipped
    /// Its `when:` did not hold (or a `repeat` whose condition never did).
    case notRun = "not run"
  }

  package var file: String
  package var location: SourceLocation
  /// The command as written, or its `label:`.
  package var summary: String
  /// How many `runFlow`s deep it ran.
  package var depth: Int
  package var status: Status = .passed
  /// When it started, in milliseconds since 1970 (the debug output's `timestamp`).
  package var startedAt: Int64 = 0
  package var seconds: Double = 0
  /// What its scripts wrote with `console.log`.
  package var logs: [String] = []
  /// The messages that went between the app and its agent during it,
  /// `→ {...}` sent and `← {...}` received.
  package var exchanged: [String] = []
  /// Why it failed, why an optional one's failure was let go, or why it
  /// was skipped.
  package var message: String?

  package init(file: String, location: SourceLocation, summary: String, depth: Int) {
    self.file = file
    self.location = location
    self.summary = summary
    self.depth = depth
  }
}

/// Why a flow failed: the step, where it is written, what was expected,
/// and the frame at that moment.
package struct FlowFailure: Error, Sendable, CustomStringConvertible {
  /// The file and position of the failed step (inside a `runFlow`'s file
  /// when it failed there).
  package var file: String
  package var location: SourceLocation
  /// The step as written.
  package var step: String
  /// What was expected and what was found.
  package var message: String
  /// The `runFlow` steps that led there, outermost first, as `FILE:LINE:COL`.
  package var calledFrom: [String]
  /// The frame as text; empty when no screen was open.
  package var frame: String
  /// The frame as an SVG picture, for the HTML report.
  package var frameSVG: String?
  /// The errors and warnings the app logged during the step and the one
  /// before (a failed request, a `popTo` with no such screen), the first five.
  package var messages: [String] = []

  /// `FILE:LINE:COL: 'STEP' failed: MESSAGE`, the `runFlow` chain, and the frame.
  package var description: String { text(withFrame: true) }

  /// The first line: `FILE:LINE:COL: 'STEP' failed: MESSAGE`, or
  /// `FILE: MESSAGE` for a failure of no step (a shard's worker that died).
  package var headline: String {
    let place = location.isKnown ? "\(file):\(location.line):\(location.column)" : file
    return step.isEmpty ? "\(place): \(message)" : "\(place): '\(step)' failed: \(message)"
  }

  /// The failure's text; `withFrame` adds the frame's rows.
  package func text(withFrame: Bool) -> String {
    var text = headline + "\n"
    for caller in calledFrom.reversed() { text += "  in runFlow at \(caller)\n" }
    if !messages.isEmpty {
      text += "  the app said during this step and the one before:\n"
      for message in messages { text += "    \(message)\n" }
    }
    if withFrame && !frame.isEmpty {
      text += "  the screen at that moment:\n"
      var lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
      while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
      for line in lines { text += "  │\(line)\n" }
    }
    return text
  }
}

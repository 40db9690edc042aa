import SDUIRecording
import SDUIRuntime

/// What a flow's run holds between its steps, in one value: the app and
/// the flow's JavaScript, what `copyTextFrom` kept, the recording under way,
/// what the run wrote and recorded, and where it is in nested `runFlow`s.
/// A step changes it through the runner and tells how it went by the
/// ``StepOutcome`` it returns.
struct FlowRunState {
  /// The app of the flow; `nil` before the first screen opens and after
  /// `stopApp`.
  var app: TerminalApp?
  /// The flow's JavaScript once a step needed it.
  var scripts: ScriptEngine?
  /// What `copyTextFrom` kept for `pasteText`.
  var copiedText: String?
  /// The recording `startRecording` began, until `stopRecording`.
  var stepRecorder: AsciicastRecorder?
  /// The pictures `takeScreenshot` wrote.
  var screenshots: [String] = []
  /// The asciicasts `startRecording` wrote.
  var recordings: [String] = []
  /// Every step as it ran, for the reports.
  var records: [StepRecord] = []
  /// The failures of optional steps, the retries and the skipped device
  /// commands, which did not stop the flow.
  var warnings: [String] = []
  /// How many steps ran, nested ones included.
  var stepsRun = 0
  /// The steps and the `repeat` passes counted against
  /// ``FlowStepBudget/limit``.
  var stepsSpent = 0
  /// Whether the flow went past its steps: no optional step nor retry
  /// may carry it on.
  var isPastStepBudget: Bool { stepsSpent > FlowStepBudget.limit }
  /// The local screen files the flow's app opened.
  var screens: Set<String> = []
  /// The files of the `runFlow` steps running, to refuse a cycle.
  var runFlowChain: [String] = []
  /// Where each `runFlow` running was called, `FILE:LINE:COL`.
  var callers: [String] = []
  /// The step running, the innermost; `nil` while the flow's `env:` is read.
  var step: FlowStep?
  /// The app and the length of its log when the step before began.
  var previousStepLog: (app: TerminalApp?, mark: Int) = (nil, 0)
}

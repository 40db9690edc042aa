import SDUICore
import SDUIDocument
import SDUIRender
import SDUIRuntime

/// A command of a flow, read from its step: what it was given, and how it
/// runs. Each command's type also names how it is written and read and
/// what docs/flows.md says of it (its ``FlowCommandSpec``), so that a new
/// command is one type in one file (see ``FlowCommands``). Its description
/// is a one-line reading of what it was given, for tests and messages.
package protocol FlowCommand: Sendable, CustomStringConvertible {
  /// Runs the command in the flow; throws ``FlowRunner/StepFailed`` (or a
  /// ``FlowFailure`` from the steps it ran) when it does not hold.
  @MainActor func run(_ context: FlowStepContext) async throws -> StepOutcome
  /// The steps it holds (a `repeat`'s, an inline `runFlow`'s), which are
  /// checked with the flow when it is read.
  var nestedSteps: [FlowStep] { get }
  /// The files it names, as written, which must be there when the flow
  /// is read.
  var references: [FlowReference] { get }
  /// How many times it surely runs its nested steps and the flow file it
  /// names when the flow passes, as written, before anything runs: what
  /// `check` adds up against ``FlowStepBudget/limit``. A `when:`, a
  /// `while:` or a `${...}` count decides only as the step runs: none.
  var certainPasses: FlowStepBudget.Passes { get }
}

extension FlowCommand {
  package var nestedSteps: [FlowStep] { [] }
  package var references: [FlowReference] { [] }
  package var certainPasses: FlowStepBudget.Passes { .once }
}

/// How a step ended when it did not fail.
package enum StepOutcome: Sendable, Equatable {
  /// It ran.
  case ran
  /// Its condition did not hold, so it did nothing (`when:`, a `repeat`
  /// whose `while:` never held), and why.
  case notRun(String)
  /// It is a device's command: skipped with a warning that says why.
  case skipped(String)
}

/// How a command is written, read and documented: the names it is
/// written with, how its argument is read, and its rows of the commands'
/// table in docs/flows.md.
package struct FlowCommandSpec: Sendable {
  /// A row of the docs' table: the command as written, and what sdui-term
  /// does for it.
  package struct Row: Sendable, Equatable {
    package var written: String
    package var does: String

    package init(_ written: String, _ does: String) {
      self.written = written
      self.does = does
    }
  }

  /// The names it is written with (`tapOn`, `doubleTapOn`, ...).
  package var names: [String]
  /// Its rows of the docs' table.
  package var rows: [Row]
  /// Reads a step of one of ``names`` (the reader knows which).
  let read: @Sendable (FlowCommandReader) throws(FlowError) -> any FlowCommand

  init(
    names: [String], rows: [Row], read: @escaping @Sendable (FlowCommandReader) throws(FlowError) -> any FlowCommand
  ) {
    self.names = names
    self.rows = rows
    self.read = read
  }
}

/// What a command runs with: the runner (its app and the flow's state),
/// the step and the variables in force.
@MainActor
package struct FlowStepContext {
  let runner: FlowRunner
  let step: FlowStep
  let variables: FlowVariables

  /// The app, opened at the first step that needs it.
  func app() async throws -> TerminalApp {
    try await runner.openApp(variables: variables)
  }

  /// The string with its `${...}` run.
  func expand(_ text: String) throws -> String {
    try runner.expand(text, variables)
  }

  /// The selector, its `${...}` run, as a matcher.
  func matcher(_ selector: ElementSelector) throws -> ElementMatcher {
    try runner.matcher(selector, variables)
  }

  /// Whether a `when:` holds (no condition always does).
  func holds(_ condition: FlowCondition?) async throws -> Bool {
    guard let condition else { return true }
    return try await runner.holds(condition, variables: variables)
  }
}

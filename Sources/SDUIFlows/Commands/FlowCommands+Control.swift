import SDUICore
import SDUIDocument
import SDUIRuntime

// Flows within flows, repetition, retries and scripts.
extension FlowCommands {
  static let control: [FlowCommandSpec] = [
    EvalScript.spec, RunScript.spec, RunFlow.spec, RepeatCommand.spec, Retry.spec,
  ]
}

/// `evalScript`: runs the `${...}` scripts in the string.
struct EvalScript: FlowCommand {
  var script: String

  static let spec = FlowCommandSpec(
    names: ["evalScript"],
    rows: [
      .init(
        #"`evalScript: ${...}` (or `{script}`)"#,
        #"""
        runs the string's scripts. A string with no `${...}` runs nothing, as in Maestro.
        """#)
    ]
  ) { reader throws(FlowError) in
    EvalScript(script: try reader.textOrField("script", what: "the script"))
  }

  var description: String { "evalScript(\(script))" }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    _ = try context.expand(script)
    return .ran
  }
}

/// `runScript`: runs a JavaScript file (relative to the flow's file) with
/// extra variables, when the condition holds.
struct RunScript: FlowCommand {
  var file: String
  var env: [String: String] = [:]
  var when: FlowCondition?

  static let spec = FlowCommandSpec(
    names: ["runScript"],
    rows: [
      .init(
        #"`runScript: FILE` or `{file, env, when}`"#,
        #"""
        runs a JavaScript file (relative to the flow's file) with `env` as extra variables. A missing file \#
        is an error when the flow is read.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    guard case .mapping = node else { return RunScript(file: try reader.scriptFile(node)) }
    let fields = try reader.mapping(node, keys: ["file", "env", "when"])
    guard let path = fields["file"] else {
      throw reader.error(.needsField(command: reader.name, field: "file"), at: node)
    }
    return RunScript(file: try reader.scriptFile(path), env: try reader.env(fields), when: try reader.when(fields))
  }

  var description: String { "runScript(\(file), \(env)" + (when.map { ", when \($0.description)" } ?? "") + ")" }

  var references: [FlowReference] { [.script(file)] }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    guard try await context.holds(when) else { return .notRun("its 'when' does not hold") }
    try context.runner.runScript(file, env: env, variables: context.variables, step: context.step)
    return .ran
  }
}

/// `runFlow`: another flow file's commands, or the commands given inline,
/// with extra variables, when the condition holds.
struct RunFlow: FlowCommand {
  var file: String?
  var commands: [FlowStep] = []
  var env: [String: String] = [:]
  var when: FlowCondition?

  static let spec = FlowCommandSpec(
    names: ["runFlow"],
    rows: [
      .init(
        #"`runFlow: FILE` or `{file or commands, env, when}`"#,
        #"""
        runs another file's commands (relative to this flow's file, with its own `onFlowStart` and \#
        `onFlowComplete`), or the `commands:` given inline, with `env` as extra variables. A flow that would \#
        run itself again is an error.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    guard case .mapping = node else { return RunFlow(file: try reader.text(node, what: "the file")) }
    let fields = try reader.mapping(node, keys: ["file", "commands", "env", "when"])
    let (path, commands) = try reader.fileOrCommands(fields, at: node)
    return RunFlow(file: path, commands: commands, env: try reader.env(fields), when: try reader.when(fields))
  }

  var description: String {
    "runFlow(\(file ?? "\(commands.count) commands"), \(env)"
      + (when.map { ", when \([$0.visible?.description, $0.platform, $0.isTrue].compactMap { $0 })" } ?? "") + ")"
  }

  var nestedSteps: [FlowStep] { commands }
  var references: [FlowReference] { file.map { [.flow($0)] } ?? [] }
  var certainPasses: FlowStepBudget.Passes { when == nil ? .once : .none }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    guard try await context.holds(when) else { return .notRun("its 'when' does not hold") }
    try await context.runner.runFlow(
      file: try file.map { try context.expand($0) }, commands, env: env, variables: context.variables,
      step: context.step)
    return .ran
  }
}

/// `repeat`: the commands `times` times, or while the condition holds, or
/// both.
struct RepeatCommand: FlowCommand {
  var times: String?
  var condition: FlowCondition?
  var steps: [FlowStep]

  static let spec = FlowCommandSpec(
    names: ["repeat"],
    rows: [
      .init(
        #"`repeat: {times, while, commands}`"#,
        #"""
        runs the commands `times` times, or while `while:` holds (`visible`, `notVisible`, `true`; at most \#
        1,000 times), or both. A `times` written as anything but a whole number from 0 (`-1`, `2.5`) is an \#
        error when the file is read; one that is not a number from 0 to 2^53 once its `${...}` ran \#
        (`${1/0}`, `${-1}`) fails the step. Each pass, and each command it runs, counts \#
        toward the 10,000 steps a flow may run (see Limits).
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    let fields = try reader.mapping(node, keys: ["times", "while", "commands"])
    guard let commands = fields["commands"], case .sequence(let list) = commands else {
      throw reader.error(.needsCommands(command: reader.name), at: fields["commands"] ?? node)
    }
    let condition = try fields["while"].map { node throws(FlowError) in
      try reader.condition(try reader.mapping(node, keys: ["visible", "notVisible", "true"]), at: node)
    }
    guard fields["times"] != nil || condition != nil else {
      throw reader.error(.needsTimesOrWhile(command: reader.name), at: node)
    }
    return RepeatCommand(
      times: try fields["times"].map { node throws(FlowError) in try reader.repeatTimes(node) },
      condition: condition,
      steps: try list.map { node throws(FlowError) in try FlowParser.step(node, file: reader.file) })
  }

  var description: String {
    "repeat("
      + [times.map { "times \($0)" }, condition.map { "while \($0.description)" }].compactMap { $0 }.joined(
        separator: ", ") + ", \(steps.count) steps)"
  }

  var nestedSteps: [FlowStep] { steps }

  /// Its `times` as written, each pass a step of its own; none sure with
  /// a `while:` or a `${...}`.
  var certainPasses: FlowStepBudget.Passes {
    guard condition == nil, let times, !times.contains("${"), let count = FlowRunner.count(times) else { return .none }
    return FlowStepBudget.Passes(times: count, eachCosts: 1)
  }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    let count = try await context.runner.repeatSteps(
      steps, times: times, while: condition, variables: context.variables)
    // Maestro skips a repeat whose commands never ran.
    return count == 0 ? .notRun("its 'while' does not hold") : .ran
  }
}

/// `retry`: the commands (or a file's) again when they fail, up to
/// `maxRetries` more times (1 by default, as in Maestro).
struct Retry: FlowCommand {
  var maxRetries: String?
  var file: String?
  var commands: [FlowStep] = []
  var env: [String: String] = [:]

  static let spec = FlowCommandSpec(
    names: ["retry"],
    rows: [
      .init(
        #"`retry: {maxRetries, file or commands, env}`"#,
        #"""
        runs the commands, and again when they fail, up to `maxRetries` more times (1 by default, 3 at most \#
        as in Maestro); each failed attempt is a `WARN` line. A `maxRetries` that is not a number from 0 \#
        to 2^53 (`${1/0}`, `NaN`, `-1`) fails the step.
        """#)
    ]
  ) { reader throws(FlowError) in
    let node = try reader.required()
    let fields = try reader.mapping(node, keys: ["maxRetries", "file", "commands", "env"])
    let (path, commands) = try reader.fileOrCommands(fields, at: node)
    return Retry(
      maxRetries: try fields["maxRetries"].map { node throws(FlowError) in try reader.text(node, what: "maxRetries") },
      file: path, commands: commands, env: try reader.env(fields))
  }

  var description: String { "retry(\(maxRetries ?? "1"), \(file ?? "\(commands.count) commands"))" }

  var nestedSteps: [FlowStep] { commands }
  var references: [FlowReference] { file.map { [.flow($0)] } ?? [] }

  func run(_ context: FlowStepContext) async throws -> StepOutcome {
    try await context.runner.retry(
      maxRetries: maxRetries, file: file, commands, env: env, variables: context.variables, step: context.step)
    return .ran
  }
}

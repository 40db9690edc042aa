import Foundation
import SDUICore
import SDUIDocument
import SDUIRuntime

extension FlowRunner {
  /// The most times a `repeat` with only `while:` runs.
  static let repeatLimit = 1000
  /// The most retries Maestro allows (`Orchestra.MAX_RETRIES_ALLOWED`).
  static let retryLimit = 3

  /// Runs a file's commands, or the inline ones, with `env` over the
  /// variables in force.
  func runFlow(
    file: String?, _ commands: [FlowStep], env: [String: String], variables: FlowVariables, step: FlowStep
  ) async throws {
    let expandedEnv = try evaluated(env, variables: variables)
    guard let file else {
      try await run(commands, variables: variables.withOverrides(expandedEnv))
      return
    }
    let path = resolve(file, from: step.file)
    // The same file however it is written (`./sub/../x.yaml`, a link).
    let running = ([flow.file] + state.runFlowChain).map(Self.canonical)
    guard !running.contains(Self.canonical(path)) else {
      throw StepFailed(.runFlowCycle(file: file, chain: [flow.file] + state.runFlowChain + [path]))
    }
    let subflow: Flow
    do {
      subflow = try FlowParser.read(file: path)
    } catch {
      throw StepFailed(.subflowUnreadable(error))
    }
    state.runFlowChain.append(path)
    state.callers.append("\(step.file):\(step.location)")
    defer {
      state.runFlowChain.removeLast()
      state.callers.removeLast()
    }
    let inner = variables.withDefaults(try evaluated(subflow.env, variables: variables)).withOverrides(expandedEnv)
    // A file's own onFlowStart and onFlowComplete run around its commands.
    var failure: (any Error)?
    do {
      try await run(subflow.onStart + subflow.steps, variables: inner)
    } catch {
      failure = error
    }
    do {
      try await run(subflow.onComplete, variables: inner)
    } catch {
      failure = failure ?? error
    }
    if let failure { throw failure }
  }

  /// Runs the commands, and again when they fail, up to `maxRetries` more
  /// times (1 by default, 3 at most, as in Maestro).
  func retry(
    maxRetries: String?, file: String?, _ commands: [FlowStep], env: [String: String], variables: FlowVariables,
    step: FlowStep
  ) async throws {
    let retries =
      try maxRetries.map { written in
        guard let count = Self.count(try expand(written, variables), most: Self.retryLimit) else {
          throw StepFailed(.notAWholeNumber(command: "retry", option: "maxRetries", written: written))
        }
        return count
      } ?? 1
    for attempt in 0...retries {
      do {
        try await runFlow(
          file: try file.map { try expand($0, variables) }, commands, env: env, variables: variables, step: step)
        return
      } catch  where attempt < retries && !state.isPastStepBudget {
        state.warnings.append(
          "\(step.file):\(step.location.line):\(step.location.column): retry \(attempt + 1) of \(retries): \(Self.reason(error))"
        )
      }
    }
  }

  /// Runs the commands `times` times, or while the condition holds, or
  /// both; returns how many times they ran.
  func repeatSteps(_ steps: [FlowStep], times: String?, while condition: FlowCondition?, variables: FlowVariables)
    async throws -> Int
  {
    var limit = Self.repeatLimit
    if let times {
      guard let count = Self.count(try expand(times, variables)) else {
        throw StepFailed(.notAWholeNumber(command: "repeat", option: "times", written: times))
      }
      limit = count
    }
    var count = 0
    while count < limit {
      try spendStep()
      if let condition, !(try await holds(condition, variables: variables)) { break }
      try await run(steps, variables: variables)
      count += 1
    }
    if count == limit && times == nil {
      throw StepFailed(.repeatLimit(Self.repeatLimit))
    }
    return count
  }

  /// Counts a step, or a `repeat`'s pass, against the flow's
  /// ``FlowStepBudget/limit``; the one past it fails.
  func spendStep() throws(StepFailed) {
    state.stepsSpent += 1
    guard !state.isPastStepBudget else { throw StepFailed(.pastStepBudget(limit: FlowStepBudget.limit)) }
  }

  /// A flow file's path with `.`, `..` and symbolic links resolved.
  nonisolated static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: UserPath(path).absolute).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// A count as written (`times:`, `maxRetries:`, after their `${...}`):
  /// a number from 0 to 2^53 (where whole numbers stop being exact),
  /// rounded down, then no more than `most`; `nil` for anything else
  /// (`Infinity`, `NaN`, `1e300`, a negative number, a word), which
  /// `Int(_:)` would trap on or a loop would never end with.
  nonisolated static func count(_ text: String, most: Int = .max) -> Int? {
    guard let value = Double(text.trimmingSpaces), value >= 0, value <= 9_007_199_254_740_992 else { return nil }
    return min(Int(value.rounded(.down)), most)
  }

  /// Whether a `when:` or `while:` holds now: each condition it gives.
  func holds(_ condition: FlowCondition, variables: FlowVariables) async throws -> Bool {
    if let platform = condition.platform,
      try expand(platform, variables).lowercased() != settings.options.platform.lowercased()
    {
      return false
    }
    if let written = condition.isTrue, !Self.isTrue(try expand(written, variables)) { return false }
    guard condition.visible != nil || condition.notVisible != nil else { return true }
    let screen = ScreenElements(of: try await openApp(variables: variables))
    if let visible = condition.visible, try matcher(visible, variables).pick(on: screen) == nil { return false }
    if let hidden = condition.notVisible, try matcher(hidden, variables).pick(on: screen) != nil { return false }
    return true
  }

  /// Whether a script condition's text means true, as Maestro reads it
  /// (`Orchestra.evaluateCondition`): not blank, `false` (in any case),
  /// `undefined`, `null` or a zero.
  static func isTrue(_ value: String) -> Bool {
    let trimmed = value.trimmingSpaces
    if trimmed.isEmpty || trimmed.lowercased() == "false" || trimmed == "undefined" || trimmed == "null" {
      return false
    }
    return Double(trimmed) != 0
  }
}

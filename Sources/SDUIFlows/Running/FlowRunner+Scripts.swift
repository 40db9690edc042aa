import Foundation
import SDUICore
import SDUIDocument

extension FlowRunner {
  /// `text` with each `${...}` replaced by what its script gives, as
  /// Maestro does before a command runs: a variable in force by its value,
  /// anything else through the flow's JavaScript.
  func expand(_ text: String, _ variables: FlowVariables) throws -> String {
    guard text.contains("${") else { return text }
    return try ScriptTemplate(text).expanded { script throws in try evaluate(inline: script, variables) }
  }

  /// What a `${...}` gives. A bare name with no value anywhere is an
  /// error here (Maestro would type `undefined`); `${NAME || 'default'}`
  /// reads an unset name as `undefined`, as in Maestro.
  private func evaluate(inline script: String, _ variables: FlowVariables) throws -> String {
    let name = script.trimmingSpaces
    let isName = Self.isIdentifier(name)
    if isName, let value = variables.value(of: name) { return value }
    let engine = try scripts()
    let result: ScriptEngine.Result
    let source = "${\(script)}"
    do {
      result = try engine.evaluate(script, source: source, variables: variables.all, failure: failureOfStep)
    } catch {
      throw StepFailed(error.stopped.map { .scriptStopped(source: source, $0) } ?? .scriptThrew(script: script, error))
    }
    if result.isUndefined && isName {
      throw StepFailed(.noValue(name: name))
    }
    return result.text
  }

  /// A JavaScript name: what `${NAME}` reads as a variable.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" || first == "$" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
  }

  /// Runs a script file (relative to the step's file) with `env` over the
  /// variables in force.
  func runScript(_ file: String, env: [String: String], variables: FlowVariables, step: FlowStep) throws {
    let written = try expand(file, variables)
    let path = resolve(written, from: step.file)
    guard let data = FileManager.default.contents(atPath: path), let script = String(data: data, encoding: .utf8)
    else {
      throw StepFailed(.cannotReadScript(path: path))
    }
    let expandedEnv = try evaluated(env, variables: variables)
    let engine = try scripts()
    do {
      _ = try engine.evaluate(
        script, source: written, variables: variables.withOverrides(expandedEnv).all, failure: failureOfStep)
    } catch {
      throw StepFailed(error.stopped.map { .scriptStopped(source: written, $0) } ?? .scriptFailed(error))
    }
  }

  /// How the failure of the step running reads, given why: for a script
  /// the engine cannot stop, whose text ends the process.
  private var failureOfStep: @Sendable (String) -> String {
    let failure = FlowFailure(
      file: state.step?.file ?? flow.file, location: state.step?.location ?? flow.envLocation,
      step: state.step?.summary ?? "env", message: "", calledFrom: state.callers, frame: "")
    return { message in
      var located = failure
      located.message = message
      return located.text(withFrame: false)
    }
  }
}

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
    do {
      result = try engine.evaluate(script, source: "${\(script)}", variables: variables.all)
    } catch {
      var message = "${\(script)} threw \(error.message)"
      if let line = error.line, let text = error.sourceLine, script.contains("\n") {
        message += " at its line \(line): \(text.trimmingSpaces)"
      }
      throw StepFailed(message: message)
    }
    if result.isUndefined && isName {
      throw StepFailed(
        message: "${\(name)} has no value: give it in the flow's 'env:', with -e \(name)=VALUE, or in runFlow's 'env:'")
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
      throw StepFailed(message: "cannot read the script '\(path)'")
    }
    let expandedEnv = try evaluated(env, variables: variables)
    let engine = try scripts()
    do {
      _ = try engine.evaluate(script, source: written, variables: variables.withOverrides(expandedEnv).all)
    } catch {
      throw StepFailed(message: "\(error)")
    }
  }
}

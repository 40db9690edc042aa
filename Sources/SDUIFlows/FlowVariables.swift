/// The variables in force while a flow runs. A `runFlow`'s `env:` wins
/// (the innermost first), then `-e NAME=VALUE`, then the flows' own `env:`
/// (the innermost first).
package struct FlowVariables: Sendable {
  /// Why a `${...}` cannot be expanded.
  package struct Missing: Error, Equatable {
    package var name: String
  }

  /// Given on the command line.
  package var given: [String: String]
  /// The flows' `env:`, the innermost last.
  var defaults: [[String: String]] = []
  /// The `runFlow` steps' `env:`, the innermost last.
  var overrides: [[String: String]] = []

  package init(given: [String: String] = [:]) {
    self.given = given
  }

  /// These variables inside a flow whose `env:` is `env`.
  package func withDefaults(_ env: [String: String]) -> FlowVariables {
    var next = self
    next.defaults.append(env)
    return next
  }

  /// These variables inside a `runFlow` that gives `env`.
  package func withOverrides(_ env: [String: String]) -> FlowVariables {
    var next = self
    next.overrides.append(env)
    return next
  }

  package func value(of name: String) -> String? {
    for layer in overrides.reversed() {
      if let value = layer[name] { return value }
    }
    if let value = given[name] { return value }
    for layer in defaults.reversed() {
      if let value = layer[name] { return value }
    }
    return nil
  }

  /// `text` with every `${NAME}` replaced by its value; `$` elsewhere stays.
  ///
  /// ```swift
  /// FlowVariables(given: ["HOST": "http://127.0.0.1:8080"]).expand("${HOST}/index") // "http://127.0.0.1:8080/index"
  /// ```
  package func expand(_ text: String) throws(Missing) -> String {
    guard text.contains("${") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "${") {
      guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
      result += rest[..<start.lowerBound]
      let name = String(rest[start.upperBound..<end]).trimmingSpaces
      guard let value = value(of: name) else { throw Missing(name: name) }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}

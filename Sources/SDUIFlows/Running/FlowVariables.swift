/// The variables in force while a flow runs. A `runFlow`'s `env:` wins
/// (the innermost first), then `-e NAME=VALUE`, then the flows' own `env:`
/// (the innermost first).
package struct FlowVariables: Sendable {
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

  /// Every variable in force with its value: what a script sees as its
  /// globals.
  package var all: [String: String] {
    var values: [String: String] = [:]
    for layer in defaults { values.merge(layer) { _, inner in inner } }
    values.merge(given) { _, given in given }
    for layer in overrides { values.merge(layer) { _, inner in inner } }
    return values
  }
}

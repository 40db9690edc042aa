import ArgumentParser
import SDUIAgents
import SDUIDialects
import SDUIDocument
import SDUINetwork

/// `--a2a URL` and `--say TEXT`, which `open`, `render` and `hierarchy`
/// take: the agent the screen comes from, in place of a SOURCE.
enum AgentSource {
  /// The help of `--a2a`, the same on every command that takes it.
  static let a2aHelp: ArgumentHelp = """
    Talk to the A2A agent at this URL (its agent card is at /.well-known/agent-card.json below it, or the \
    URL names the card): its A2UI surfaces are the screen, and their actions go back to it. In place of a SOURCE.
    """
  /// The help of `--say`.
  static let sayHelp: ArgumentHelp = "What the user says to the agent once connected (with --a2a)."

  /// Checks that one of SOURCE and `--a2a` is given, and `--say` only with an agent.
  static func validate(source: String?, a2a: String?, say: String?) throws {
    switch (source, a2a) {
    case (nil, nil): throw ValidationError("give a SOURCE (a file, an http(s) URL or '-') or --a2a URL")
    case (.some, .some): throw ValidationError("give a SOURCE or --a2a URL, not both")
    default: break
    }
    if say != nil && a2a == nil { throw ValidationError("--say needs --a2a URL: it is said to an agent") }
    if let a2a, !["http://", "https://"].contains(where: { a2a.lowercased().hasPrefix($0) }) {
      throw ValidationError("--a2a must be an http or https URL, not '\(a2a)'")
    }
  }

  /// Where the screen comes from (validated).
  static func source(_ source: String?, a2a: String?) -> ScreenSource {
    if let a2a { return .agent(a2a) }
    return ScreenSource(argument: source ?? "-")
  }

  /// The dialect an agent's answers are read in: A2UI, unless `--dialect` says.
  static func dialect(_ option: DialectOption, a2a: String?) -> Dialect? {
    option.dialect ?? (a2a == nil ? nil : Dialect.named("a2ui"))
  }

  /// The connection to the agent, when there is one.
  static func connection(a2a: String?, limits: HTTPLimits, libraries: [Library]) -> (any AgentConnection)? {
    a2a.map { connection(to: $0, limits: limits, libraries: libraries) }
  }

  /// A connection to the agent at `address`.
  static func connection(to address: String, limits: HTTPLimits, libraries: [Library]) -> any AgentConnection {
    A2AConnection(address: address, limits: limits, libraries: libraries)
  }
}

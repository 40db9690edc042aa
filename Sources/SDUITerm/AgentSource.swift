import ArgumentParser
import Foundation
import SDUIAgents
import SDUIDialects
import SDUIDocument
import SDUINetwork

/// `--a2a URL`, `--mcp COMMAND` and `--say TEXT`, which `open`, `render`
/// and `hierarchy` take: the agent the screen comes from, in place of a SOURCE.
enum AgentSource {
  /// The help of `--a2a`, the same on every command that takes it.
  static let a2aHelp: ArgumentHelp = """
    Talk to the A2A agent at this URL (its agent card is at /.well-known/agent-card.json below it, or the \
    URL names the card): its A2UI surfaces are the screen, and their actions go back to it. In place of a SOURCE.
    """
  /// The help of `--mcp`.
  static let mcpHelp: ArgumentHelp = """
    Talk to the MCP server this shell command starts (over its standard input and output), or at this \
    http(s) URL (streamable HTTP): its A2UI resources and A2UI tool are the screen, and actions go back as \
    its action tool. In place of a SOURCE.
    """
  /// The help of `--actions-url`.
  static let actionsURLHelp: ArgumentHelp = """
    Where the actions of a stream's surfaces are POSTed, when the SOURCE URL answers a stream of A2UI \
    messages (JSON Lines or server-sent events); the SOURCE URL itself without it.
    """
  /// The help of `--say`.
  static let sayHelp: ArgumentHelp = "What the user says to the agent once connected (with --a2a or --mcp)."

  /// Checks that one of SOURCE, `--a2a` and `--mcp` is given, and `--say`
  /// only with an agent.
  static func validate(source: String?, a2a: String?, mcp: String? = nil, say: String?, actionsURL: String? = nil)
    throws
  {
    switch [source, a2a, mcp].compactMap({ $0 }).count {
    case 0: throw ValidationError("give a SOURCE (a file, an http(s) URL or '-'), --a2a URL or --mcp COMMAND")
    case 1: break
    default: throw ValidationError("give one of a SOURCE, --a2a URL and --mcp COMMAND, not more")
    }
    if say != nil && a2a == nil && mcp == nil {
      throw ValidationError("--say needs --a2a URL or --mcp COMMAND: it is said to an agent")
    }
    if let a2a, !["http://", "https://"].contains(where: { a2a.lowercased().hasPrefix($0) }) {
      throw ValidationError("--a2a must be an http or https URL, not '\(a2a)'")
    }
    if let mcp, mcp.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ValidationError("--mcp needs the command that starts the server")
    }
    if let actionsURL {
      guard let source, case .url = ScreenSource(argument: source) else {
        throw ValidationError("--actions-url goes with a SOURCE URL that answers a stream of A2UI messages")
      }
      guard ["http://", "https://"].contains(where: { actionsURL.lowercased().hasPrefix($0) }) else {
        throw ValidationError("--actions-url must be an http or https URL, not '\(actionsURL)'")
      }
    }
  }

  /// Where the screen comes from (validated).
  static func source(_ source: String?, a2a: String?, mcp: String? = nil) -> ScreenSource {
    if let agent = a2a ?? mcp { return .agent(agent) }
    return ScreenSource(argument: source ?? "-")
  }

  /// The dialect an agent's answers are read in: A2UI, unless `--dialect` says.
  static func dialect(_ option: DialectOption, a2a: String?, mcp: String? = nil) -> Dialect? {
    option.dialect ?? (a2a == nil && mcp == nil ? nil : Dialect.named("a2ui"))
  }

  /// The connection to the agent, when there is one.
  static func connection(a2a: String?, mcp: String? = nil, limits: HTTPLimits, libraries: [Library])
    -> (any AgentConnection)?
  {
    if let mcp { return MCPConnection(command: mcp, limits: limits, libraries: libraries) }
    return a2a.map { connection(to: $0, limits: limits, libraries: libraries) }
  }

  /// The connection a URL source is opened through, which reads it as a
  /// stream when it answers one; none for other sources.
  static func urlStream(for source: ScreenSource, actionsURL: String?, limits: HTTPLimits, libraries: [Library])
    -> (any URLStream)?
  {
    guard case .url(let url) = source else { return nil }
    return HTTPStreamConnection(url: url, actionsURL: actionsURL, limits: limits, libraries: libraries)
  }

  /// A connection to the agent at `address`.
  static func connection(to address: String, limits: HTTPLimits, libraries: [Library]) -> any AgentConnection {
    A2AConnection(address: address, limits: limits, libraries: libraries)
  }
}

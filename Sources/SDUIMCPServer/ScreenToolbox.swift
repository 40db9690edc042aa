import Foundation
import MCP
import SDUICheck
import SDUICore
import SDUIDocument
import SDUIFlows
import SDUIFramePicture
import SDUILayout
import SDUINetwork

/// What the tools of `sdui-term mcp` do, on the main actor where the
/// app runs: one session at a time (``FlowSession``), each step a flow's
/// command, answered with the snapshot after it and the problems logged.
@MainActor
package final class ScreenToolbox {
  /// How the toolbox opens screens and checks them.
  package struct Configuration {
    /// The folders files are read from and written below.
    package var roots: FolderRoots
    /// The flows' settings for a frame of a size (`test`'s options), and
    /// whether the flow talks to an agent (its answers read as A2UI).
    package var settings: @MainActor (Size, Bool) -> FlowRunner.Settings
    /// `check`'s checker (its dialect, libraries and rules).
    package var checker: ScreenChecker
    /// The limits on what `check` fetches.
    package var limits: HTTPLimits
    /// The app's libraries and the samples `--library` names.
    package var libraries: [Library]
    /// Every command and its options, as `--help` gives them.
    package var usage: String
    /// The commands of the MCP servers `open` (and a flow's `mcp:`) may
    /// start, each as written (`--mcp-agent`).
    package var mcpCommands: [String]

    /// A configuration.
    package init(
      roots: FolderRoots, settings: @escaping @MainActor (Size, Bool) -> FlowRunner.Settings,
      checker: ScreenChecker, limits: HTTPLimits, libraries: [Library], usage: String, mcpCommands: [String] = []
    ) {
      self.roots = roots
      self.settings = settings
      self.checker = checker
      self.limits = limits
      self.libraries = libraries
      self.usage = usage
      self.mcpCommands = mcpCommands
    }
  }

  /// The largest frame a session opens (`open`'s `size`).
  package static let largestSize = Size(width: 300, height: 120)

  let configuration: Configuration
  var session: FlowSession?
  /// Draws the frame as PNG, its fonts loaded at the first picture asked for.
  var painter: FramePainter?

  /// A toolbox with nothing open.
  package init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Carries out one call.
  package func call(_ name: String, _ values: [String: Value]) async throws(ToolFailure) -> ToolAnswer {
    let arguments = ToolArguments(tool: name, values: values)
    switch name {
    case "open": return try await open(arguments)
    case "close":
      session?.close()
      session = nil
      return ToolAnswer(text: "closed", structured: ["closed": JSONValue(.bool(true))])
    case "snapshot":
      let session = try opened(name)
      var answer = try snapshot(of: session, outcome: nil)
      if try arguments.flag("image") { answer.picture = try picture(of: session) }
      return answer
    case "tap": return try await step("- tapOn: \(try target(arguments))\n", tool: name)
    case "type":
      let input = try arguments.required("input")
      let named = [try arguments.string("ref"), try arguments.string("text"), try arguments.string("id")]
      // The element given is tapped first; else the focused one takes the text.
      let tap = named.contains { $0 != nil } ? "- tapOn: \(try target(arguments))\n" : ""
      return try await step(tap + "- inputText: \(input.jsonQuoted)\n", tool: name)
    case "press":
      let key = try arguments.required("key")
      return try await step("- pressKey: \(key.jsonQuoted)\n", tool: name)
    case "back": return try await step("- back\n", tool: name)
    case "scroll": return try await step("- scroll\n", tool: name)
    case "swipe":
      let direction = try arguments.choice("direction", among: ["UP", "DOWN", "LEFT", "RIGHT"])
      guard let direction else { throw .missingArgument("direction", tool: name) }
      return try await step("- swipe:\n    direction: \(direction)\n", tool: name)
    case "check": return try await check(arguments)
    case "run_flow": return try await runFlow(arguments)
    case "record_flow": return try recordFlow(arguments)
    case "components": return try components(arguments)
    case "schema": return try schema(arguments)
    default: throw .unknownTool(name, known: ToolCatalog.names)
    }
  }

  func opened(_ tool: String) throws(ToolFailure) -> FlowSession {
    guard let session, session.app != nil else { throw .nothingOpen(tool: tool) }
    return session
  }

  /// Runs commands in the session; the answer is the snapshot after them.
  private func step(_ commands: String, tool: String) async throws(ToolFailure) -> ToolAnswer {
    let session = try opened(tool)
    let outcome = await session.perform(commands)
    return try snapshot(of: session, outcome: outcome)
  }

  /// The selector a call names its element by: a reference as the text,
  /// label or id that finds it (so the recorded flow names it so too), or
  /// the selector given.
  private func target(_ arguments: ToolArguments) throws(ToolFailure) -> String {
    let session = try opened(arguments.tool)
    if let reference = try arguments.string("ref") {
      guard let selector = session.selector(forReference: reference) else { throw .unknownReference(reference) }
      return selector
    }
    var parts: [String] = []
    if let text = try arguments.string("text") { parts.append("text: \(text.jsonQuoted)") }
    if let id = try arguments.string("id") { parts.append("id: \(id.jsonQuoted)") }
    guard !parts.isEmpty else { throw .missingArgument("ref, text or id", tool: arguments.tool) }
    if let index = try arguments.count("index") { parts.append("index: \(index)") }
    return "{" + parts.joined(separator: ", ") + "}"
  }
}

import Foundation
import SDUIDocument
import SDUIFlows
import SDUIFramePicture
import SDUILayout

extension ScreenToolbox {
  /// `open`: a new session on a file below the roots, a URL, an A2A
  /// agent or an MCP server; the user's first words said to an agent.
  func open(_ arguments: ToolArguments) async throws(ToolFailure) -> ToolAnswer {
    let given = [
      (FlowSession.Opening.url, try arguments.string("source")), (.a2a, try arguments.string("a2a")),
      (.mcp, try arguments.string("mcp")),
    ].compactMap { opening, value in value.map { (opening, $0) } }
    guard let (opening, source) = given.first else { throw .missingArgument("source (or a2a, or mcp)", tool: "open") }
    guard given.count == 1 else {
      throw .wrongArgument(given[1].0.rawValue, tool: "open", expected: "left out: give one of source, a2a and mcp")
    }
    if opening == .mcp { try allowMCP(source) }
    let say = try arguments.string("say")
    var size = Size(width: 80, height: 24)
    if let written = try arguments.string("size") {
      let parts = written.split(separator: "x").compactMap { Int($0) }
      guard parts.count == 2, (1...Self.largestSize.width).contains(parts[0]),
        (1...Self.largestSize.height).contains(parts[1])
      else {
        throw .wrongArgument(
          "size", tool: "open",
          expected: "WIDTHxHEIGHT, at most \(Self.largestSize.width)x\(Self.largestSize.height), e.g. 80x24")
      }
      size = Size(width: parts[0], height: parts[1])
    }
    let url = opening == .mcp || source.contains("://") ? source : try configuration.roots.inside(source)
    session?.close()
    let settings = configuration.settings(size, opening != .url)
    let opened = FlowSession(settings: settings, url: url, opening: opening)
    session = opened
    var outcome = await opened.perform("- launchApp\n")
    if let say, outcome.failure == nil {
      outcome = await opened.perform("- inputText: \(say.jsonQuoted)\n- pressKey: Enter\n")
    }
    guard opened.app != nil else {
      session = nil
      return ToolAnswer(
        text: outcome.failure ?? "nothing opened", structured: ["failure": JSONValue(.string(outcome.failure ?? ""))],
        isError: true)
    }
    return try snapshot(of: opened, outcome: outcome)
  }

  /// Refuses an MCP server's command that is not one of those the server
  /// was started with (`--mcp-agent`): a command runs with the user's
  /// rights, and the agent calling the tools does not choose it. A URL
  /// runs nothing here, and is reached under the origin rule.
  func allowMCP(_ server: String) throws(ToolFailure) {
    let lowered = server.lowercased()
    guard !lowered.hasPrefix("http://") && !lowered.hasPrefix("https://") else { return }
    guard configuration.mcpCommands.contains(server) else {
      throw .commandNotAllowed(server, allowed: configuration.mcpCommands)
    }
  }

  /// The session's snapshot, after a step's outcome when there was one.
  func snapshot(of session: FlowSession, outcome: FlowSession.Outcome?) throws(ToolFailure) -> ToolAnswer {
    guard let (frame, elements) = session.snapshot() else { throw .nothingOpen(tool: "snapshot") }
    var members: [JSONMember] = []
    var lines: [String] = []
    if let outcome {
      members.append(JSONMember(key: "ok", value: JSONValue(.bool(outcome.failure == nil))))
      if let failure = outcome.failure {
        members.append(JSONMember(key: "failure", value: JSONValue(.string(failure))))
        lines.append("failed: " + failure)
      }
      members.append(
        JSONMember(key: "problems", value: JSONValue(.array(outcome.problems.map { JSONValue(.string($0)) }))))
      lines += outcome.problems.map { "problem: " + $0 }
    }
    members.append(JSONMember(key: "frame", value: JSONValue(.string(frame))))
    members.append(JSONMember(key: "elements", value: JSONValue(.array(elements.map(Self.json)))))
    lines.append(frame)
    lines += elements.map(Self.line)
    return ToolAnswer(
      text: lines.joined(separator: "\n"), structured: JSONValue(.object(members)),
      isError: outcome?.failure != nil)
  }

  /// The session's frame as a PNG file's bytes, in the colours its
  /// terminal shows (the depth and terminal colours of its settings).
  func picture(of session: FlowSession) throws(ToolFailure) -> [UInt8] {
    guard let (grid, depth, terminal) = session.frame() else { throw .nothingOpen(tool: "snapshot") }
    do throws(FramePictureError) {
      let painter: FramePainter
      if let loaded = self.painter {
        painter = loaded
      } else {
        painter = try FramePainter()
        self.painter = painter
      }
      return try painter.png(of: grid, depth: depth, terminal: terminal)
    } catch {
      throw .noPicture(error)
    }
  }

  /// An element as data.
  static func json(_ element: SessionElement) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("ref", JSONValue(.string(element.reference))), ("role", JSONValue(.string(element.role))),
    ]
    if let parent = element.parent { members.append(("parent", JSONValue(.string(parent)))) }
    for (key, value) in [("text", element.text), ("label", element.label), ("hint", element.hint), ("id", element.id)] {
      if let value, !value.isEmpty { members.append((key, JSONValue(.string(value)))) }
    }
    let bounds = element.bounds
    members.append(
      (
        "bounds",
        [
          "column": JSONValue(.number(.integer(bounds.origin.column))),
          "row": JSONValue(.number(.integer(bounds.origin.row))),
          "width": JSONValue(.number(.integer(bounds.size.width))),
          "height": JSONValue(.number(.integer(bounds.size.height))),
        ]
      ))
    members += [
      ("enabled", JSONValue(.bool(element.enabled))), ("focused", JSONValue(.bool(element.focused))),
      ("clickable", JSONValue(.bool(element.clickable))),
    ]
    if let checked = element.checked { members.append(("checked", JSONValue(.bool(checked)))) }
    if let selected = element.selected { members.append(("selected", JSONValue(.bool(selected)))) }
    return JSONValue(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
  }

  /// An element as a line of the text answer: `e3 button "Pay" [clickable, focused]`.
  static func line(_ element: SessionElement) -> String {
    var words = [element.reference, element.role]
    if !element.text.isEmpty { words.append(element.text.jsonQuoted) }
    if let label = element.label, !label.isEmpty, label != element.text {
      words.append("label " + label.jsonQuoted)
    }
    if let id = element.id, !id.isEmpty { words.append("id " + id) }
    var states: [String] = []
    if element.clickable { states.append("clickable") }
    if element.focused { states.append("focused") }
    if !element.enabled { states.append("disabled") }
    if element.checked == true { states.append("checked") }
    if element.selected == true { states.append("selected") }
    if !states.isEmpty { words.append("[" + states.joined(separator: ", ") + "]") }
    let bounds = element.bounds
    words.append("at \(bounds.origin.column),\(bounds.origin.row) \(bounds.size.width)x\(bounds.size.height)")
    return words.joined(separator: " ")
  }
}

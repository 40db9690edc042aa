import MCP

/// The tools `sdui-term mcp` offers, each with the JSON Schema of its
/// arguments (draft 2020-12, as MCP asks) and a sentence an agent reads.
enum ToolCatalog {
  /// Where an element is: a snapshot's reference, or a flow's selector.
  private static let target: [String: Value] = [
    "ref": property("string", "An element's reference from the last snapshot, e.g. e3."),
    "text": property("string", "A flow's text selector: the element's text or label, wholly (a regular expression)."),
    "id": property("string", "A flow's id selector: the component's id."),
    "index": property("integer", "Which of the elements the text or id finds, from 0 in reading order.", minimum: 0),
  ]

  /// Every tool, in the order `tools/list` gives them.
  static let tools: [Tool] = [
    tool(
      "open",
      "Opens a screen (a JSON file, an A2UI .jsonl stream, or an http(s) URL) headless, as sdui-term shows it, "
        + "and answers its snapshot. A later open replaces it.",
      [
        "source": property("string", "A file below the server's folders, or an http(s) URL."),
        "a2a": property("string", "An A2A agent's URL, in place of source: its card is read, A2UI drawn."),
        "mcp": property(
          "string",
          "An MCP server, in place of source: its streamable-HTTP URL, or the command that starts it "
            + "(one the server was started with --mcp-agent); its A2UI resources and tools drawn."),
        "say": property("string", "The user's first words to the agent, sent once it is open."),
        "size": property("string", "The frame in cells, WIDTHxHEIGHT (80x24 by default, at most 300x120)."),
      ]),
    tool("close", "Closes the screen that is open.", [:]),
    tool(
      "snapshot",
      "The frame as text, and its elements: role, text, label, state, bounds in cells, and a reference to tap by; "
        + "with image, the frame as a PNG too, as a terminal shows it (10 × 20 pixels a cell, colours included).",
      [
        "image": property(
          "boolean",
          "Whether to add the frame as a PNG image, in the colours of the server's --theme and "
            + "--terminal-background.")
      ]),
    tool("tap", "Taps an element, by reference or by selector, and answers the new snapshot.", target),
    tool(
      "type", "Types text into the focused field, or into the element given, which is tapped first.",
      target.merging(["input": property("string", "The text to type.")]) { $1 }, required: ["input"]),
    tool(
      "press", "Presses a key by its flow name (Enter, Backspace, Tab, Escape, Up, Down, Left, Right, Home, End).",
      ["key": property("string", "The key's name, as pressKey takes it.")], required: ["key"]),
    tool("back", "Goes back, as Esc does: closes a dialog, or pops the screen.", [:]),
    tool("scroll", "Scrolls the screen down by a page, as a flow's scroll does.", [:]),
    tool(
      "swipe", "Swipes across the middle of the screen; UP scrolls down, LEFT shows a page view's next page.",
      ["direction": property("string", "UP, DOWN, LEFT or RIGHT, the finger's direction.")], required: ["direction"]),
    tool(
      "check",
      "Checks screens and flows as sdui-term check does: a file or folder below the server's folders; answers "
        + "the findings as check --format json gives them.",
      ["path": property("string", "A screen, a flow, or a folder of them.")], required: ["path"]),
    tool(
      "components",
      "What a dialect offers for writing screens: its components, actions and operations, each property with "
        + "its type, default and whether it is drawn in a terminal.",
      ["dialect": property("string", "nimbus, beagle or a2ui (every one when left out).")]),
    tool(
      "schema", "A JSON Schema (draft 2020-12) of a dialect's screens, as sdui-term schema writes it.",
      ["dialect": property("string", "nimbus or beagle (A2UI's messages have their own schemas).")],
      required: ["dialect"]),
    tool(
      "run_flow",
      "Runs a Maestro flow as sdui-term test does, from its YAML text or a file; answers the result as the JSON "
        + "report gives it.",
      [
        "yaml": property("string", "The flow's text: url:, ---, then its commands."),
        "file": property("string", "A flow file below the server's folders."),
      ]),
    tool(
      "record_flow",
      "The session's steps so far as a Maestro flow that sdui-term test runs, its selectors by text or label; "
        + "written to a file below the server's folders when a path is given.",
      ["path": property("string", "Where to write it (a .yaml file below the server's folders).")]),
  ]

  /// The tools' names.
  static var names: [String] { tools.map(\.name) }

  private static func tool(
    _ name: String, _ description: String, _ properties: [String: Value], required: [String] = []
  ) -> Tool {
    var schema: [String: Value] = [
      "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
    ]
    if !required.isEmpty { schema["required"] = .array(required.map(Value.string)) }
    return Tool(name: name, description: description, inputSchema: .object(schema))
  }

  private static func property(_ type: String, _ description: String, minimum: Int? = nil) -> Value {
    var property: [String: Value] = ["type": .string(type), "description": .string(description)]
    if let minimum { property["minimum"] = .int(minimum) }
    return .object(property)
  }
}

import SDUICore
import SDUIDocument
import SDUIRender

/// A flow file: its configuration part, then the commands to run.
///
/// ```yaml
/// url: http://127.0.0.1:8080/store/products
/// name: Add to cart
/// tags: [store]
/// ---
/// - launchApp
/// - tapOn: Espresso cup
/// - tapOn: Add to cart
/// - assertVisible: 1 item(s)
/// ```
package struct Flow: Sendable {
  /// The file it was read from, as it was named.
  package var file: String
  /// `name:`, or the file's name without its extension.
  package var name: String
  /// `url:`, the first screen (variables not yet expanded); `nil` in a
  /// flow meant only for `runFlow`.
  package var url: String?
  /// `a2a:`, the A2A agent the flow talks to in place of a first screen
  /// (variables not yet expanded).
  package var a2a: String?
  /// `mcp:`, the MCP server the flow talks to in place of a first screen,
  /// as `--mcp` takes it: the command that starts it (run by `/bin/sh -c`)
  /// or its streamable-HTTP URL (variables not yet expanded).
  package var mcp: String?
  /// Maestro's app id, kept for the reports: sdui-term opens `url`, or
  /// `test --url`, in its place.
  package var appId: String?
  /// Whether the file has a configuration (then it is a flow to run, not
  /// commands for `runFlow`).
  package var hasConfiguration = false
  /// What the configuration holds that sdui-term accepts and does not use.
  package var notes: [FlowError] = []
  /// `onFlowStart`: commands run before the flow's own.
  package var onStart: [FlowStep] = []
  /// `onFlowComplete`: commands run after the flow's own, even when one
  /// of those failed.
  package var onComplete: [FlowStep] = []
  /// `tags:`.
  package var tags: [String]
  /// `env:`, the variables' values unless `-e` or `runFlow` give others.
  package var env: [String: String]
  /// Where `env:` is written, for its failures.
  package var envLocation = SourceLocation(line: 0, column: 0)
  /// The commands, in order.
  package var steps: [FlowStep]

  package init(
    file: String, name: String, url: String? = nil, tags: [String] = [], env: [String: String] = [:],
    steps: [FlowStep] = []
  ) {
    self.file = file
    self.name = name
    self.url = url
    self.tags = tags
    self.env = env
    self.steps = steps
  }
}

/// One command of a flow and where it is written.
package struct FlowStep: Sendable {
  package var command: any FlowCommand
  /// The command's line and column in ``file``.
  package var location: SourceLocation
  /// The file the step is written in.
  package var file: String
  /// The command as written, on one line, for messages: `tapOn: Add to cart`.
  package var summary: String
  /// Whether a failure of the step is a warning and the flow goes on
  /// (Maestro's `optional: true`, on any command).
  package var isOptional = false

  package init(
    command: any FlowCommand, location: SourceLocation, file: String, summary: String, isOptional: Bool = false
  ) {
    self.command = command
    self.location = location
    self.file = file
    self.summary = summary
    self.isOptional = isOptional
  }
}

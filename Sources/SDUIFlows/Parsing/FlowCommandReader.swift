import SDUICore
import SDUIDocument
import SDUIRender
import Yams

/// Reads one command's argument: its name, its argument and where it is
/// written, and the readers of the arguments its spec uses.
struct FlowCommandReader {
  let file: String
  let name: String
  let argument: Node?
  let at: SourceLocation

  /// The command, read by its spec in ``FlowCommands``.
  func read() throws(FlowError) -> any FlowCommand {
    if let spec = FlowCommands.byName[name] { return try spec.read(self) }
    throw FlowError(
      file: file, location: at,
      problem: .unknownCommand(
        name: name, suggestion: NearMiss.suggestion(for: name, among: FlowCommands.names), known: FlowCommands.names))
  }

  /// A problem with this command, at `node` (the command itself when `nil`).
  func error(_ problem: FlowProblem, at node: Node? = nil) -> FlowError {
    FlowError(file: file, location: node.map(FlowParser.location) ?? at, problem: problem)
  }
}

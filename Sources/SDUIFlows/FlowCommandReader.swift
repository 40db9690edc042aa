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
    var message = "'\(name)' is not a command sdui-term runs"
    if let suggestion = NearMiss.suggestion(for: name, among: FlowCommands.names) {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message += " (it runs: \(FlowCommands.names.joined(separator: ", ")))"
    }
    throw FlowError(file: file, location: at, message: message)
  }
}

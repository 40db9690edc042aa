import SDUIFlows
import SDUIFramePicture

/// Why a tool call cannot be carried out, as data; ``message`` says it,
/// and the server answers it as an MCP error (`invalidParams`).
package enum ToolFailure: Error, Equatable, Sendable {
  /// No tool of that name.
  case unknownTool(String, known: [String])
  /// No resource at that URI.
  case unknownResource(String, known: [String])
  /// An argument the call needs and did not give.
  case missingArgument(String, tool: String)
  /// An argument of the wrong type or shape.
  case wrongArgument(String, tool: String, expected: String)
  /// A tool that needs a screen, called before `open`.
  case nothingOpen(tool: String)
  /// A reference no snapshot of the screen now shows.
  case unknownReference(String)
  /// A path outside the folders the server was started with.
  case outsideRoots(String, roots: [String])
  /// A file that cannot be written where it is named (``ConfinedFolder``).
  case notWritten(String, ConfinedFolder.Refusal)
  /// An MCP server's command the server was not started with (`--mcp-agent`).
  case commandNotAllowed(String, allowed: [String])
  /// The frame could not be drawn as a picture (no font, say).
  case noPicture(FramePictureError)

  /// What is wrong, and what was expected.
  package var message: String {
    switch self {
    case .unknownTool(let name, let known):
      "no tool '\(name)': the tools are \(known.joined(separator: ", "))"
    case .unknownResource(let uri, let known):
      "no resource '\(uri)': the resources are \(known.joined(separator: ", "))"
    case .missingArgument(let name, let tool): "\(tool) needs '\(name)'"
    case .wrongArgument(let name, let tool, let expected): "\(tool): '\(name)' must be \(expected)"
    case .nothingOpen(let tool): "\(tool): no screen is open; call open with a file or URL first"
    case .unknownReference(let reference):
      "no element '\(reference)' on the screen now: take a snapshot and use one of its references"
    case .outsideRoots(let path, let roots):
      "'\(path)' is outside the folders this server was started with (\(roots.joined(separator: ", "))): "
        + "start it with --root for another"
    case .notWritten(let path, .link(let reached)):
      "'\(path)' is not written: '\(reached)' is a symbolic link, and files are written below the roots, "
        + "never through one"
    case .notWritten(let path, .notAFile(let reached)):
      "'\(path)' is not written: '\(reached)' is there and is not a folder or a file of its own"
    case .notWritten(let path, .failed(let reached, let reason)): "'\(path)' is not written: '\(reached)': \(reason)"
    case .commandNotAllowed(let command, let allowed):
      "'\(command)' is not one of the MCP servers this server may start: "
        + (allowed.isEmpty
          ? "it was started with none; start it with --mcp-agent COMMAND for each"
          : "those are " + allowed.map { "'\($0)'" }.joined(separator: ", "))
    case .noPicture(let error): "snapshot: \(error); leave out image for the frame as text"
    }
  }
}

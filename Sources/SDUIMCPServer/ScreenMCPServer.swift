import Foundation
import MCP
import SDUIAgents
import SDUINetwork

/// `sdui-term mcp` over standard input and output: the MCP SDK's server,
/// its tools those of ``ToolCatalog``, each call carried out by the
/// ``ScreenToolbox`` on the main actor and answered beside the server
/// (``ToolCallTransport``). A call that cannot be carried out
/// (an unknown tool, a wrong argument, a path outside the roots) is an
/// MCP error (`invalidParams`) that says what was expected; a step that
/// ran and did not hold is an answer with `isError` and its snapshot.
package enum ScreenMCPServer {
  /// Serves until the client closes standard input.
  package static func serve(_ toolbox: ScreenToolbox) async throws {
    let server = await server(for: toolbox)
    try await server.start(transport: answeringToolCalls(on: LineTransport(), toolbox: toolbox))
    await server.waitUntilCompleted()
  }

  /// The server, its handlers set, not started.
  static func server(for toolbox: ScreenToolbox) async -> Server {
    let server = Server(
      name: "sdui-term", version: SDUITermVersion.current,
      capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: ToolCatalog.tools) }
    await server.withMethodHandler(ListResources.self) { _ in .init(resources: ScreenToolbox.resources) }
    await server.withMethodHandler(ReadResource.self) { params in
      do {
        return .init(contents: [try await toolbox.read(params.uri)])
      } catch let failure as ToolFailure {
        throw MCPError.invalidParams(failure.message)
      }
    }
    // Tool calls are answered by the transport; a batch of them reaches the server, and this.
    await server.withMethodHandler(CallTool.self) { params in try await result(of: params, toolbox: toolbox) }
    return server
  }

  /// `transport` with tool calls answered beside the server (``ToolCallTransport``).
  static func answeringToolCalls(on transport: any Transport, toolbox: ScreenToolbox) -> ToolCallTransport {
    ToolCallTransport(transport) { params throws(MCPError) in try await result(of: params, toolbox: toolbox) }
  }

  /// A tool call carried out: the answer's text, its frame as an image
  /// when asked for, its data as `structuredContent`; an MCP error for a
  /// call that cannot be carried out.
  static func result(of params: CallTool.Parameters, toolbox: ScreenToolbox) async throws(MCPError)
    -> CallTool.Result
  {
    let answer: ToolAnswer
    do {
      answer = try await toolbox.call(params.name, params.arguments ?? [:])
    } catch {
      throw MCPError.invalidParams(error.message)
    }
    var content: [Tool.Content] = [.text(text: answer.boundedText, annotations: nil, _meta: nil)]
    if let picture = answer.picture {
      content.append(
        .image(data: Data(picture).base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
    }
    return .init(content: content, structuredContent: Value?.some(Value(answer.structured)), isError: answer.isError)
  }
}

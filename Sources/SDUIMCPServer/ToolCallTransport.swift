import Foundation
import Logging
import MCP

/// A transport between the MCP SDK's server and another transport (stdio,
/// streamable HTTP) that answers `tools/call` itself, with the SDK's own
/// `Request<CallTool>` and `Response<CallTool>`, and hands every other
/// message on to the server.
///
/// The SDK's server turns each handler's result into JSON, back into its
/// `Value` type and into JSON again; reading a `Value` tries every node as
/// a bool, a number and a string in turn, and every string against a
/// data-URL pattern built anew each time. A snapshot's answer is hundreds
/// of such nodes: that round trip was a third of a tap's time, and it read
/// an element's text that looked like a data URL (`data:,hello`) as data,
/// sending it back as base64. Here the result is encoded once, as it is.
package actor ToolCallTransport: Transport {
  package nonisolated let logger: Logger
  private let inner: any Transport
  private let answer: @Sendable (CallTool.Parameters) async throws(MCPError) -> CallTool.Result
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private var reading: Task<Void, Never>?

  /// The part of a JSON-RPC message that tells a tool call.
  private struct Probe: Decodable {
    let method: String?
    let id: ID?
  }

  /// Wraps `inner`, answering tool calls with `answer`.
  package init(
    _ inner: any Transport, answer: @escaping @Sendable (CallTool.Parameters) async throws(MCPError) -> CallTool.Result
  ) {
    self.inner = inner
    self.answer = answer
    logger = Logger(label: "sdui-term.mcp.tools")
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  package func connect() async throws {
    try await inner.connect()
    guard reading == nil else { return }
    let stream = await inner.receive()
    reading = Task { [continuation] in
      do {
        for try await data in stream {
          if let call = Self.toolCall(in: data) {
            Task { await self.respond(to: call) }
          } else {
            continuation.yield(data)
          }
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
  }

  package func disconnect() async {
    reading?.cancel()
    await inner.disconnect()
    continuation.finish()
  }

  package func send(_ data: Data) async throws { try await inner.send(data) }

  package func receive() -> AsyncThrowingStream<Data, any Error> { messages }

  /// The tool call a message is, when it is one that reads whole; anything
  /// else (a batch, a malformed call) is the SDK's to answer.
  private static func toolCall(in data: Data) -> Request<CallTool>? {
    let decoder = JSONDecoder()
    guard let probe = try? decoder.decode(Probe.self, from: data), probe.method == CallTool.name, probe.id != nil
    else { return nil }
    return try? decoder.decode(Request<CallTool>.self, from: data)
  }

  private func respond(to call: Request<CallTool>) async {
    let response: Response<CallTool>
    do throws(MCPError) {
      response = CallTool.response(id: call.id, result: try await answer(call.params))
    } catch {
      response = CallTool.response(id: call.id, error: error)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      try await inner.send(try encoder.encode(response))
    } catch {
      logger.warning("the answer to a tool call was not sent: \(error)")
    }
  }
}

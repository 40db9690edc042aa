import Foundation
import Logging
import MCP
import OpenAPIRuntime
import SDUICore
import SDUINetwork
import Synchronization

/// MCP's streamable HTTP transport (`--mcp URL`) on sdui-term's own HTTP
/// client, so that the limits and the origin rule hold for it as for every
/// request: each message is POSTed to the URL; the answer is JSON, or
/// server-sent events each holding a message (parsed by OpenAPIRuntime's
/// decoder), or 202 for a notification. The `Mcp-Session-Id` the server
/// gives is sent back with every later message.
actor MCPHTTPTransport: Transport {
  nonisolated let logger = Logger(label: "sdui-term.mcp.http", factory: { _ in SwiftLogNoOpLogHandler() })
  private let url: String
  private let client: CurlHTTPClient
  private let messages: AsyncThrowingStream<Data, any Error>
  private let feed: AsyncThrowingStream<Data, any Error>.Continuation
  private var session: String?
  /// Where the server answered from, once it has.
  private(set) var addressSpace: AddressSpace?

  init(url: String, limits: HTTPLimits) {
    self.url = url
    client = CurlHTTPClient(limits: limits)
    (messages, feed) = AsyncThrowingStream<Data, any Error>.makeStream()
  }

  func connect() async throws {}

  func disconnect() async {
    feed.finish()
  }

  func receive() -> AsyncThrowingStream<Data, any Error> { messages }

  func send(_ data: Data) async throws {
    var headers = [
      "Content-Type": "application/json", "Accept": "application/json, text/event-stream",
      "MCP-Protocol-Version": "2025-11-25",
    ]
    if let session { headers["Mcp-Session-Id"] = session }
    var request = SDUICore.HTTPRequest(url: url, method: "POST", headers: headers)
    request.rawBody = Array(data)
    let (chunks, events) = AsyncStream<ArraySlice<UInt8>>.makeStream()
    let plain = Mutex<[UInt8]>([])
    // Held until the answer has ended and its session id is kept: the SDK sends its next message
    // as soon as it reads this one, and that one must carry the id.
    let reader = Task {
      var answers: [Data] = []
      for try await event in chunks.asDecodedServerSentEvents() {
        if let text = event.data, !text.isEmpty { answers.append(Data(text.utf8)) }
      }
      return answers
    }
    let response: SDUICore.HTTPResponse
    do {
      response = try await client.stream(request) { chunk, head in
        if head.status == 200, (head.contentType ?? "").lowercased().hasPrefix("text/event-stream") {
          events.yield(chunk[...])
        } else {
          plain.withLock { $0 += chunk }
        }
      }
    } catch {
      events.finish()
      _ = await reader.result
      throw error
    }
    events.finish()
    let answers = (try? await reader.value) ?? []
    if let given = response.headers["mcp-session-id"] { session = given }
    addressSpace = response.addressSpace
    for answer in answers { feed.yield(answer) }
    let body = plain.withLock { $0 }
    switch response.status {
    case 200 where !body.isEmpty: feed.yield(Data(body))
    case 200, 202: break
    default: throw MCPError.internalError("\(response.serverAnswer) to \(url)")
    }
  }
}

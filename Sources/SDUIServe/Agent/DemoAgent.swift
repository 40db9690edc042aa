import Foundation
import SDUIDocument

/// The demo agent under `/agent/`: an A2A 0.3 agent speaking JSON-RPC
/// (`message/send`, and `message/stream` as server-sent events) with the
/// A2UI extension, deterministic and with no model behind it
/// (``DemoAgentScript``): a menu, a restaurant booking, a sign-up whose
/// button waits for its checks, and a dashboard that streams data-model
/// updates. Each context's shown surface is kept (at most
/// ``contextLimit`` contexts), so that the next answer deletes it first.
///
/// | Endpoint | Does |
/// | --- | --- |
/// | `GET /agent/.well-known/agent-card.json` | the agent card, its endpoint on the address asked |
/// | `POST /agent/` | JSON-RPC: `message/send` answers a message; `message/stream`, a task and its status updates |
package actor DemoAgent {
  /// The A2UI extension the card lists.
  static let a2uiExtension = "https://a2ui.org/a2a-extension/a2ui/v0.9"
  /// The media type of the A2UI data parts it sends.
  static let a2uiMediaType = "application/json+a2ui"
  /// The most contexts it keeps the shown surface of.
  static let contextLimit = 64

  private let root: String
  private var shown: [(context: String, surface: String)] = []
  private var lastContext = 0

  /// An agent reading its surfaces from `root`'s `agent` folder.
  package init(root: String) {
    self.root = root
  }

  /// Answers a request under `/agent`; `nil` for other paths. `authority`
  /// (the `host:port` asked) is where the card says the endpoint is.
  package func reply(method: String, path: String, authority: String, body: [UInt8]) -> ServeReply? {
    switch (method, path) {
    case ("GET", "/agent/.well-known/agent-card.json"): return .json(200, card(authority: authority).jsonText)
    case ("POST", "/agent"), ("POST", "/agent/"): return answer(body)
    case (_, let other) where other == "/agent" || other.hasPrefix("/agent/.well-known"):
      return .text(405, "\(method) is not allowed on \(path)")
    default: return nil
    }
  }

  private func card(authority: String) -> JSONValue {
    [
      "name": "sdui-term demo agent",
      "description": "Books tables, signs people up and streams a dashboard, in A2UI; no model behind it.",
      "url": JSONValue(.string("http://\(authority)/agent/")), "version": "1.0.0", "protocolVersion": "0.3.0",
      "preferredTransport": "JSONRPC",
      "capabilities": [
        "streaming": true,
        "extensions": [
          [
            "uri": JSONValue(.string(Self.a2uiExtension)),
            "params": ["supportedCatalogIds": ["https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"]],
          ]
        ],
      ],
      "defaultInputModes": ["text/plain"],
      "defaultOutputModes": ["text/plain", JSONValue(.string(Self.a2uiMediaType))],
      "skills": [
        ["id": "booking", "name": "Book a table", "description": "A table for a party, at a time", "tags": ["demo"]],
        ["id": "signup", "name": "Sign up", "description": "An account, checked as it is typed", "tags": ["demo"]],
        ["id": "dashboard", "name": "Dashboard", "description": "Numbers streamed as they change", "tags": ["demo"]],
      ],
    ]
  }

  /// A JSON-RPC request: its message's action or words answered.
  private func answer(_ body: [UInt8]) -> ServeReply {
    guard let request = try? JSONParser.parse(body), let message = request["params"]?["message"] else {
      return .json(200, rpcError(id: .null, code: -32600, "the request is no JSON-RPC message/send or message/stream"))
    }
    let id = request["id"] ?? .null
    let method = request["method"]?.stringValue ?? ""
    guard method == "message/send" || method == "message/stream" else {
      return .json(200, rpcError(id: id, code: -32601, "the demo agent answers message/send and message/stream"))
    }
    let context = message["contextId"]?.stringValue ?? newContext()
    let parts = message["parts"]?.arrayElements ?? []
    let action = parts.lazy.compactMap { $0["data"]?["action"] }.first
    let words = parts.compactMap { $0["text"]?.stringValue }.joined(separator: " ")
    let answer = action.map(DemoAgentScript.answer(to:)) ?? DemoAgentScript.answer(saying: words)
    var messages = surfaceMessages(answer, context: context)
    if method == "message/send" {
      messages += (0..<answer.updates).map { DemoAgentScript.update($0, of: answer.updates) }
      let result = agentMessage(words: answer.words, messages: messages, context: context)
      return .json(200, Self.rpc(id: id, result: result).jsonText)
    }
    let task = "task-\(context)-\(UUID().uuidString.prefix(8))"
    var events: [(Int, JSONValue)] = [
      (
        0,
        [
          "kind": "task", "id": JSONValue(.string(task)), "contextId": JSONValue(.string(context)),
          "status": ["state": "working"],
        ]
      )
    ]
    events.append((0, statusUpdate(task, context, words: answer.words, messages: messages, final: false)))
    for index in 0..<answer.updates {
      let update = statusUpdate(
        task, context, words: nil, messages: [DemoAgentScript.update(index, of: answer.updates)], final: false)
      events.append((answer.interval, update))
    }
    events.append((0, statusUpdate(task, context, words: nil, messages: [], final: true)))
    return .events(
      events.map { delay, result in
        (delay, Array(("data: " + Self.rpc(id: id, result: result).jsonText + "\n\n").utf8))
      })
  }

  /// The surface's messages, after deleting the one the context showed.
  private func surfaceMessages(_ answer: DemoAgentScript.Answer, context: String) -> [JSONValue] {
    var messages: [JSONValue] = []
    if let index = shown.firstIndex(where: { $0.context == context }) {
      messages.append(["version": "v0.9", "deleteSurface": ["surfaceId": JSONValue(.string(shown[index].surface))]])
      shown.remove(at: index)
    }
    shown.append((context, answer.surface))
    if shown.count > Self.contextLimit { shown.removeFirst(shown.count - Self.contextLimit) }
    let file = URL(fileURLWithPath: root).appendingPathComponent("agent/\(answer.surface).jsonl")
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      if let value = try? JSONParser.parse(DemoAgentScript.fill(String(line), from: answer.context)) {
        messages.append(value)
      }
    }
    return messages
  }

  private func newContext() -> String {
    lastContext += 1
    return "demo-\(lastContext)"
  }

  /// A message of the agent's: its words, then one A2UI data part a message.
  private func agentMessage(words: String?, messages: [JSONValue], context: String) -> JSONValue {
    var parts: [JSONValue] = words.map { [["kind": "text", "text": JSONValue(.string($0))]] } ?? []
    parts += messages.map {
      ["kind": "data", "data": $0, "metadata": ["mimeType": JSONValue(.string(Self.a2uiMediaType))]]
    }
    return [
      "kind": "message", "role": "agent", "messageId": JSONValue(.string(UUID().uuidString.lowercased())),
      "contextId": JSONValue(.string(context)), "parts": JSONValue(.array(parts)),
    ]
  }

  private func statusUpdate(_ task: String, _ context: String, words: String?, messages: [JSONValue], final: Bool)
    -> JSONValue
  {
    var status: [JSONMember] = [JSONMember(key: "state", value: final ? "input-required" : "working")]
    if words != nil || !messages.isEmpty {
      status.append(JSONMember(key: "message", value: agentMessage(words: words, messages: messages, context: context)))
    }
    return [
      "kind": "status-update", "taskId": JSONValue(.string(task)), "contextId": JSONValue(.string(context)),
      "status": JSONValue(.object(status)), "final": JSONValue(.bool(final)),
    ]
  }

  private static func rpc(id: JSONValue, result: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  private func rpcError(id: JSONValue, code: Int, _ message: String) -> String {
    let answer: JSONValue = [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": JSONValue(.number(.integer(code))), "message": JSONValue(.string(message))],
    ]
    return answer.jsonText
  }
}

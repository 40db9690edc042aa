import SDUIDocument

/// A2A 0.3's JSON-RPC as sdui-term speaks it: the `message/send` and
/// `message/stream` requests that carry the user's words and the
/// surfaces' messages, and what is read back from their answers.
enum A2AMessages {
  /// The media types that mark a data part as A2UI: 0.9.1's and 0.9's.
  static let a2uiMediaTypes: Set<String> = ["application/a2ui+json", "application/json+a2ui"]
  /// The one sdui-term writes on what it sends, the extension's own for v0.9.
  static let sentMediaType = "application/json+a2ui"

  /// Where a conversation stands: the context every message shares once
  /// the agent gave one, and the task still waiting for input.
  struct Conversation: Equatable {
    var contextID: String?
    var taskID: String?
  }

  /// A `message/send` (or, when the agent streams, `message/stream`)
  /// request with `parts`, the A2UI client's capabilities and `metadata`
  /// in the message's metadata.
  static func request(
    id: Int, streaming: Bool, messageID: String, parts: [JSONValue], conversation: Conversation,
    catalogIDs: [String], metadata: [JSONMember]
  ) -> JSONValue {
    var message: [JSONMember] = [
      JSONMember(key: "kind", value: "message"),
      JSONMember(key: "role", value: "user"),
      JSONMember(key: "messageId", value: JSONValue(.string(messageID))),
      JSONMember(key: "parts", value: JSONValue(.array(parts))),
    ]
    if let context = conversation.contextID {
      message.append(JSONMember(key: "contextId", value: JSONValue(.string(context))))
    }
    if let task = conversation.taskID { message.append(JSONMember(key: "taskId", value: JSONValue(.string(task)))) }
    let capabilities: JSONValue = [
      "v0.9": ["supportedCatalogIds": JSONValue(.array(catalogIDs.map { JSONValue(.string($0)) }))]
    ]
    message.append(
      JSONMember(
        key: "metadata",
        value: JSONValue(.object([JSONMember(key: "a2uiClientCapabilities", value: capabilities)] + metadata))))
    message.append(JSONMember(key: "extensions", value: [JSONValue(.string(AgentCard.a2uiExtension))]))
    return [
      "jsonrpc": "2.0", "id": JSONValue(.number(.integer(id))),
      "method": JSONValue(.string(streaming ? "message/stream" : "message/send")),
      "params": ["message": JSONValue(.object(message))],
    ]
  }

  /// A text part with the user's words.
  static func textPart(_ text: String) -> JSONValue {
    ["kind": "text", "text": JSONValue(.string(text))]
  }

  /// A data part carrying one A2UI message (0.3's data parts hold an object).
  static func a2uiPart(_ message: JSONValue) -> JSONValue {
    ["kind": "data", "data": message, "metadata": ["mimeType": JSONValue(.string(sentMediaType))]]
  }

  /// What one JSON-RPC answer (or one event of a stream) carries.
  struct Reading: Equatable {
    /// The A2UI messages of its data parts, in order.
    var messages: [JSONValue] = []
    /// Its text parts: what the agent says in words.
    var said: [String] = []
    /// The error the agent answered, as a sentence.
    var error: String?
    /// The conversation as the answer leaves it.
    var conversation: Conversation
  }

  /// Reads a JSON-RPC answer: its `error`, or its `result` (a message, a
  /// task, a status or artifact update; either A2A version's shapes),
  /// whose parts are looked for where each shape holds them.
  static func read(_ answer: JSONValue, conversation: Conversation) -> Reading {
    var reading = Reading(conversation: conversation)
    if let error = answer["error"] {
      let code = error["code"].map { $0.jsonText } ?? "?"
      reading.error = "the agent answered error \(code): \(error["message"]?.stringValue ?? error.jsonText)"
      return reading
    }
    guard var result = answer["result"] else {
      reading.error = "the agent's answer has neither a result nor an error"
      return reading
    }
    // A2A 1.0 wraps the result in its kind: {"task": ...}, {"statusUpdate": ...}.
    for wrapper in ["task", "message", "statusUpdate", "artifactUpdate"] {
      if let inner = result[wrapper], result.objectMembers?.count == 1 { result = inner }
    }
    if let context = result["contextId"]?.stringValue { reading.conversation.contextID = context }
    let state = result["status"]?["state"]?.stringValue ?? ""
    let taskID = result["taskId"]?.stringValue ?? (result["status"] != nil ? result["id"]?.stringValue : nil)
    if !state.isEmpty {
      let waits = ["input-required", "TASK_STATE_INPUT_REQUIRED", "auth-required", "TASK_STATE_AUTH_REQUIRED"]
      reading.conversation.taskID = waits.contains(state) ? taskID : nil
    }
    var partLists: [[JSONValue]] = []
    if let parts = result["parts"]?.arrayElements { partLists.append(parts) }
    if let parts = result["status"]?["message"]?["parts"]?.arrayElements { partLists.append(parts) }
    if let parts = result["artifact"]?["parts"]?.arrayElements { partLists.append(parts) }
    for artifact in result["artifacts"]?.arrayElements ?? [] {
      if let parts = artifact["parts"]?.arrayElements { partLists.append(parts) }
    }
    for part in partLists.joined() { take(part, into: &reading) }
    return reading
  }

  /// One part: A2UI data (an object is one message, an array a list of
  /// them), or text.
  private static func take(_ part: JSONValue, into reading: inout Reading) {
    let metadata = part["metadata"]
    let mediaType = metadata?["mimeType"]?.stringValue ?? part["mediaType"]?.stringValue ?? ""
    if var data = part["data"], a2uiMediaTypes.contains(mediaType.lowercased()) {
      // a2a-sdk 1.x wraps a list in {"value": [...]} for 0.3's object-only data parts, and says so.
      if metadata?["data_part_compat"] == JSONValue(.bool(true)), let wrapped = data["value"] { data = wrapped }
      reading.messages += data.arrayElements ?? [data]
    } else if let text = part["text"]?.stringValue, !text.isEmpty {
      reading.said.append(text)
    }
  }
}

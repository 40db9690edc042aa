import SDUIDocument

/// A JSON-RPC 2.0 message to the client: a result, an error, or a
/// notification, written as one framed message (``framed``).
package enum OutgoingMessage: Sendable, Equatable {
  /// A request's result.
  case response(id: RequestID, result: JSONValue)
  /// A request's error; without an id when the request could not be read.
  case error(id: RequestID?, JSONRPCError)
  /// A notification, such as `textDocument/publishDiagnostics`.
  case notification(method: String, params: JSONValue)

  /// The message as a JSON object.
  package var json: JSONValue {
    switch self {
    case .response(let id, let result):
      ["jsonrpc": "2.0", "id": id.json, "result": result]
    case .error(let id, let error):
      ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
    case .notification(let method, let params):
      ["jsonrpc": "2.0", "method": JSONValue(.string(method)), "params": params]
    }
  }

  /// The message with its `Content-Length` header, ready to write.
  package var framed: [UInt8] { MessageFrame.encode(Array(json.jsonText.utf8)) }
}

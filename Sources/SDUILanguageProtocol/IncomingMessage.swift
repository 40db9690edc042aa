import SDUIDocument

/// A JSON-RPC 2.0 message from the client: a request (answered by id), a
/// notification, or a response to a request of the server's.
///
/// ``init(body:)`` reads one from a message body, strictly: the body must
/// be JSON (-32700 otherwise) holding an object with `"jsonrpc": "2.0"`,
/// a string `method` and an integer or string `id` when it is a request,
/// and `params`, when given and not null, an object or an array (-32600
/// otherwise).
/// The JSON is read with bounded nesting and value counts, so a hostile
/// body costs no more than its bytes.
package enum IncomingMessage: Sendable {
  /// A call that wants an answer.
  case request(id: RequestID, method: String, params: JSONValue?)
  /// A call without an answer.
  case notification(method: String, params: JSONValue?)
  /// An answer to a request of the server's (it sends none; ignored).
  case response(id: RequestID?)

  /// Why a body is no message, and the id to answer with when it had one.
  package struct Refusal: Error, Sendable, Equatable {
    /// The request's id, when the body had a usable one.
    package var id: RequestID?
    /// The error to answer with.
    package var error: JSONRPCError
  }

  /// The JSON limits for a body: 512 levels, 100,000 values (a message
  /// is a few dozen, a document being one string).
  package static let jsonOptions = JSONParser.Options(maximumDepth: 512, maximumValues: 100_000)

  /// Reads a message from its body.
  package init(body: [UInt8]) throws(Refusal) {
    let value: JSONValue
    do {
      value = try JSONParser(options: Self.jsonOptions).parse(body)
    } catch {
      throw Refusal(id: nil, error: .parseError("the message is not JSON: \(error.description)"))
    }
    guard value.objectMembers != nil else {
      throw Refusal(id: nil, error: .invalidRequest("a message must be a JSON object, not \(value.typeName)"))
    }
    let id = value["id"].flatMap(Self.requestID)
    guard value["jsonrpc"]?.stringValue == "2.0" else {
      throw Refusal(id: id, error: .invalidRequest("a message must have \"jsonrpc\": \"2.0\""))
    }
    guard let methodValue = value["method"] else {
      guard value["result"] != nil || value["error"] != nil else {
        throw Refusal(id: id, error: .invalidRequest("a message must have a method, or a result or error"))
      }
      self = .response(id: id)
      return
    }
    guard let method = methodValue.stringValue else {
      throw Refusal(id: id, error: .invalidRequest("'method' must be a string, not \(methodValue.typeName)"))
    }
    // A null `params` is taken as none, as some clients send it.
    let params = value["params"].flatMap { $0.isNull ? .none : $0 }
    if let params, params.objectMembers == nil, params.arrayElements == nil {
      throw Refusal(id: id, error: .invalidRequest("'params' must be an object or an array, not \(params.typeName)"))
    }
    guard let idValue = value["id"] else {
      self = .notification(method: method, params: params)
      return
    }
    guard let id else {
      throw Refusal(id: nil, error: .invalidRequest("'id' must be an integer or a string, not \(idValue.jsonText)"))
    }
    self = .request(id: id, method: method, params: params)
  }

  private static func requestID(_ value: JSONValue) -> RequestID? {
    switch value.kind {
    case .number(.integer(let number)): .number(number)
    case .string(let text): .string(text)
    default: nil
    }
  }
}

import SDUIDocument

/// The requests the server answers, each with its params read and typed;
/// ``init(method:params:)`` says which, or that the method is unknown.
package enum ClientRequest: Sendable, Equatable {
  /// `initialize`.
  case initialize(InitializeParams)
  /// `shutdown`.
  case shutdown
  /// `textDocument/completion`.
  case completion(TextDocumentPosition)
  /// `textDocument/hover`.
  case hover(TextDocumentPosition)
  /// `textDocument/definition`.
  case definition(TextDocumentPosition)

  /// Reads a request; `nil` when the server has no such method (-32601),
  /// an error when its params are not what the method takes (-32602).
  package init?(method: String, params: JSONValue?) throws(JSONRPCError) {
    switch method {
    case "initialize": self = .initialize(try InitializeParams(ParamsReader(params ?? JSONValue(.object([])))))
    case "shutdown": self = .shutdown
    case "textDocument/completion": self = .completion(try TextDocumentPosition(ParamsReader(params)))
    case "textDocument/hover": self = .hover(try TextDocumentPosition(ParamsReader(params)))
    case "textDocument/definition": self = .definition(try TextDocumentPosition(ParamsReader(params)))
    default: return nil
    }
  }
}

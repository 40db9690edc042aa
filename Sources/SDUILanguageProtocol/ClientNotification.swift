import SDUIDocument

/// The notifications the server acts on, each with its params read and
/// typed; any other is ``ignored(_:)``, as the protocol has it.
package enum ClientNotification: Sendable, Equatable {
  /// `initialized`.
  case initialized
  /// `exit`.
  case exit
  /// `textDocument/didOpen`.
  case didOpen(TextDocumentItem)
  /// `textDocument/didChange`.
  case didChange(DocumentChange)
  /// `textDocument/didClose`, with the document's URI.
  case didClose(uri: String)
  /// A notification the server does not act on (`$/cancelRequest`,
  /// `workspace/didChangeConfiguration`, ...).
  case ignored(String)

  /// Reads a notification; an error when its params are not what it takes
  /// (which the server cannot answer, having no id, and logs).
  package init(method: String, params: JSONValue?) throws(JSONRPCError) {
    switch method {
    case "initialized": self = .initialized
    case "exit": self = .exit
    case "textDocument/didOpen": self = .didOpen(try TextDocumentItem(didOpen: ParamsReader(params)))
    case "textDocument/didChange": self = .didChange(try DocumentChange(ParamsReader(params)))
    case "textDocument/didClose": self = .didClose(uri: try ParamsReader(params).object("textDocument").string("uri"))
    default: self = .ignored(method)
    }
  }
}

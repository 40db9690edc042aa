/// A place in an open document, which completion, hover and definition
/// requests name: `{"textDocument": {"uri"}, "position"}`.
package struct TextDocumentPosition: Sendable, Equatable {
  /// The document's URI.
  package var uri: String
  /// The place in it.
  package var position: Position

  /// Creates a document position.
  package init(uri: String, position: Position) {
    self.uri = uri
    self.position = position
  }

  /// Reads the params.
  package init(_ params: ParamsReader) throws(JSONRPCError) {
    self.init(uri: try params.object("textDocument").string("uri"), position: try Position(params.object("position")))
  }
}

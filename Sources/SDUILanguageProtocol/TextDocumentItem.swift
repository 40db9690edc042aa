/// A document the client opened (`textDocument/didOpen`): its URI, its
/// language, its version and its whole text.
package struct TextDocumentItem: Sendable, Equatable {
  /// The document's URI.
  package var uri: String
  /// The client's language id (`json`, `jsonc`).
  package var languageID: String
  /// The version, which grows with each change.
  package var version: Int
  /// The whole text.
  package var text: String

  /// Creates an item.
  package init(uri: String, languageID: String, version: Int, text: String) {
    self.uri = uri
    self.languageID = languageID
    self.version = version
    self.text = text
  }

  /// Reads `didOpen`'s params, `{"textDocument": {"uri", "languageId", "version", "text"}}`.
  package init(didOpen params: ParamsReader) throws(JSONRPCError) {
    let item = try params.object("textDocument")
    self.init(
      uri: try item.string("uri"), languageID: try item.optionalString("languageId") ?? "",
      version: try item.optionalInteger("version") ?? 0, text: try item.string("text"))
  }
}

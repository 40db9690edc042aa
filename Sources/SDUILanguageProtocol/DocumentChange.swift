/// A change to an open document (`textDocument/didChange`): its new
/// version and the edits, in order. The server asks for whole texts, but
/// reads ranged edits too.
package struct DocumentChange: Sendable, Equatable {
  /// One edit: a range replaced by text, or, without a range, the whole
  /// new text.
  package struct Edit: Sendable, Equatable {
    /// What is replaced; `nil` for the whole document.
    package var range: TextRange?
    /// The new text.
    package var text: String

    /// Creates an edit.
    package init(range: TextRange?, text: String) {
      self.range = range
      self.text = text
    }
  }

  /// The document's URI.
  package var uri: String
  /// Its version after the change.
  package var version: Int
  /// The edits, applied in order.
  package var edits: [Edit]

  /// Creates a change.
  package init(uri: String, version: Int, edits: [Edit]) {
    self.uri = uri
    self.version = version
    self.edits = edits
  }

  /// Reads `didChange`'s params, `{"textDocument": {"uri", "version"},
  /// "contentChanges": [{"range"?, "text"}]}`.
  package init(_ params: ParamsReader) throws(JSONRPCError) {
    let document = try params.object("textDocument")
    var edits: [Edit] = []
    for change in try params.objects("contentChanges") {
      edits.append(Edit(range: try change.optionalObject("range").map(TextRange.init), text: try change.string("text")))
    }
    self.init(uri: try document.string("uri"), version: try document.optionalInteger("version") ?? 0, edits: edits)
  }
}

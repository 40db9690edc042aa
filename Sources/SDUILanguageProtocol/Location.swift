import SDUIDocument

/// A range in a document named by its URI: what `textDocument/definition`
/// answers.
package struct Location: Sendable, Hashable {
  /// The document's URI.
  package var uri: String
  /// The range in it.
  package var range: TextRange

  /// Creates a location.
  package init(uri: String, range: TextRange) {
    self.uri = uri
    self.range = range
  }

  /// The location as JSON.
  package var json: JSONValue { ["uri": JSONValue(.string(uri)), "range": range.json] }
}

import SDUIDocument

/// What `textDocument/hover` answers: Markdown about what is under the
/// cursor, and the range it is about.
package struct Hover: Sendable, Equatable {
  /// The text, in Markdown.
  package var markdown: String
  /// The range hovered.
  package var range: TextRange

  /// Creates a hover.
  package init(markdown: String, range: TextRange) {
    self.markdown = markdown
    self.range = range
  }

  /// The hover as JSON.
  package var json: JSONValue {
    ["contents": ["kind": "markdown", "value": JSONValue(.string(markdown))], "range": range.json]
  }
}

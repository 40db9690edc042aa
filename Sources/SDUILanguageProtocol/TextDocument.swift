/// An open document as the client last sent it: its URI, language,
/// version and text, kept in step with `didChange` (whole texts, or
/// ranged edits applied in order).
package struct TextDocument: Sendable {
  /// Why a change could not be applied.
  package enum ChangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text would grow past the limit.
    case tooLarge(limit: Int)

    /// The problem in words.
    package var description: String {
      switch self {
      case .tooLarge(let limit): "the document would be over \(limit) bytes"
      }
    }
  }

  /// The document's URI.
  package let uri: String
  /// The client's language id.
  package let languageID: String
  /// The version of the last change.
  package private(set) var version: Int
  /// The text, with its lines indexed.
  package private(set) var lines: TextLines

  /// The document as opened.
  package init(_ item: TextDocumentItem) {
    uri = item.uri
    languageID = item.languageID
    version = item.version
    lines = TextLines(Array(item.text.utf8))
  }

  /// The text as UTF-8.
  package var bytes: [UInt8] { lines.bytes }

  /// Applies a change's edits in order; throws, leaving the document as it
  /// was, when the text would be over `limit` bytes.
  package mutating func apply(_ change: DocumentChange, limit: Int) throws(ChangeError) {
    var text = lines
    for edit in change.edits {
      let replacement = Array(edit.text.utf8)
      guard let range = edit.range else {
        text = TextLines(replacement)
        continue
      }
      let start = text.offset(of: range.start)
      let end = max(start, text.offset(of: range.end))
      guard text.bytes.count - (end - start) + replacement.count <= limit else { throw .tooLarge(limit: limit) }
      var bytes = text.bytes
      bytes.replaceSubrange(start..<end, with: replacement)
      text = TextLines(bytes)
    }
    lines = text
    version = change.version
  }
}

import SDUIDocument
import SDUILanguageProtocol

@testable import SDUILanguageServer

/// A document written with `‸` where the cursor is, for the tables.
struct Marked: Sendable {
  /// The text without the mark.
  let text: String
  /// The cursor's byte offset.
  let offset: Int

  init(_ marked: String) {
    let bytes = Array(marked.utf8)
    let mark = Array("‸".utf8)
    let index = (0...(bytes.count - mark.count)).first { Array(bytes[$0..<$0 + mark.count]) == mark } ?? bytes.count
    offset = index
    text = String(decoding: bytes[..<index] + bytes[min(index + mark.count, bytes.count)...], as: UTF8.self)
  }

  var lines: TextLines { TextLines(Array(text.utf8)) }

  /// The cursor's protocol position.
  var position: Position { lines.position(ofOffset: offset) }

  /// The cursor as the features read it.
  func cursor(dialect: Dialect? = nil, libraries: [Library] = [], jsonLines: Bool = false) -> DocumentCursor {
    DocumentCursor(lines: lines, position: position, dialect: dialect, jsonLines: jsonLines) {
      ScreenVocabulary(dialect: $0, libraries: libraries)
    }
  }
}

import SDUIDocument
import SDUILanguageProtocol

/// A request's place in an open document, read once for every feature:
/// its byte offset, the ``CursorPath`` around it, and the vocabulary of
/// the document's dialect (`nil` when nothing says which it is).
struct DocumentCursor: Sendable {
  /// The document's text and lines.
  let lines: TextLines
  /// The cursor's byte offset.
  let offset: Int
  /// What is around it.
  let path: CursorPath
  /// The names the document can use.
  let vocabulary: ScreenVocabulary?

  /// Reads the place `position` in `lines`; `vocabulary` gives the
  /// vocabulary of a dialect. In JSON Lines (`jsonLines`) only the
  /// cursor's line is read, since each line is a value of its own.
  init(
    lines: TextLines, position: Position, dialect: Dialect?, jsonLines: Bool = false,
    vocabulary: (Dialect) -> ScreenVocabulary
  ) {
    self.lines = lines
    offset = lines.offset(of: position)
    if jsonLines {
      // The other lines blanked, so that every offset stays where it is.
      let line = lines.lineRange(position.line)
      var only = [UInt8](repeating: UInt8(ascii: " "), count: lines.bytes.count)
      only.replaceSubrange(line, with: lines.bytes[line])
      path = CursorScanner.path(in: only, at: offset)
    } else {
      path = CursorScanner.path(in: lines.bytes, at: offset)
    }
    self.vocabulary = ScreenVocabulary.dialect(forced: dialect, frames: path.frames).map(vocabulary)
  }

  /// The protocol range of a byte range.
  func range(_ bytes: Range<Int>) -> TextRange {
    TextRange(start: lines.position(ofOffset: bytes.lowerBound), end: lines.position(ofOffset: bytes.upperBound))
  }

  /// What the innermost object describes, if anything.
  var owner: ScreenVocabulary.Owner? {
    guard let vocabulary, !path.frames.isEmpty else { return nil }
    return vocabulary.owner(of: path.frames, at: path.frames.count - 1)
  }

  /// The expression around the cursor, when it is inside a string's `@{`.
  var expression: ExpressionCursor? {
    switch path.spot {
    case .value(_, let token), .element(let token): ExpressionCursor(token: token, cursor: offset, bytes: lines.bytes)
    default: nil
    }
  }

  /// The range a completion of `token` replaces: a string's text (up to
  /// the cursor when it has no closing quote yet, so nothing after it on
  /// the line is taken), or the word typed without quotes.
  func replacedRange(of token: CursorPath.Token) -> TextRange {
    guard token.isQuoted else { return range(token.range) }
    return range(token.content.lowerBound..<(token.isClosed ? token.content.upperBound : offset))
  }
}

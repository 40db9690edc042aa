import CCmarkGFM
import Foundation
import SDUIRender

/// A Text's Markdown as a terminal shows it: read by cmark-gfm (GitHub's
/// CommonMark parser, linear in its input whatever it holds) and written
/// back by its plain-text renderer, the markers gone, list items indented
/// with their dash, blocks apart (the implementation guide's fallback
/// where Markdown cannot be drawn: "strip common Markdown markers").
package enum MarkdownText {
  /// The characters without which a text has no Markdown to read.
  private static let markers: Set<UInt8> = Array("#*_`[]>-+|~\\!<&0123456789".utf8).reduce(into: []) {
    $0.insert($1)
  }

  /// `source` with its Markdown read; a text with no marker as it is.
  package static func plain(_ source: String) -> String { read(source).text }

  /// `source` with its Markdown read, and the parts of it that its
  /// `*emphasis*` and `**strong emphasis**` make italic and bold.
  package static func read(_ source: String) -> (text: String, emphasis: [TextEmphasis]) {
    let bytes = Array(source.utf8)
    guard bytes.contains(where: markers.contains) else { return (source, []) }
    guard let document = cmark_parse_document(source, bytes.count, CMARK_OPT_DEFAULT) else { return (source, []) }
    defer { cmark_node_free(document) }
    guard let rendered = cmark_render_plaintext(document, CMARK_OPT_DEFAULT, 0) else { return (source, []) }
    defer { free(rendered) }
    var text = String(cString: rendered)
    while text.last?.isNewline == true { text.removeLast() }
    return (text, emphasis(of: document, in: text))
  }

  /// How far past the last one a literal is looked for in the text the
  /// renderer wrote (its list dashes, indents and blank lines between):
  /// a bound, so that a literal the renderer wrote otherwise costs little.
  private static let searchWindow = 256

  /// Where the literals inside emphasis stand in `text`: every literal is
  /// found in turn, after the last one, so that one written twice is found
  /// where it stands.
  private static func emphasis(of document: OpaquePointer, in text: String) -> [TextEmphasis] {
    guard let iterator = cmark_iter_new(document) else { return [] }
    defer { cmark_iter_free(iterator) }
    var parts: [TextEmphasis] = []
    var italic = 0
    var bold = 0
    var cursor = text.startIndex
    var offset = 0
    var event = cmark_iter_next(iterator)
    while event != CMARK_EVENT_DONE {
      defer { event = cmark_iter_next(iterator) }
      let node = cmark_iter_get_node(iterator)
      let type = cmark_node_get_type(node)
      let change = event == CMARK_EVENT_ENTER ? 1 : -1
      switch type {
      case CMARK_NODE_EMPH: italic += change
      case CMARK_NODE_STRONG: bold += change
      case CMARK_NODE_TEXT, CMARK_NODE_CODE:
        guard event == CMARK_EVENT_ENTER, let literal = cmark_node_get_literal(node).map(String.init(cString:)),
          !literal.isEmpty
        else { continue }
        let end = text.utf8.index(cursor, offsetBy: literal.utf8.count + searchWindow, limitedBy: text.endIndex)
        guard let found = text.range(of: literal, range: cursor..<(end ?? text.endIndex)) else { continue }
        let start = offset + text.distance(from: cursor, to: found.lowerBound)
        let count = text.distance(from: found.lowerBound, to: found.upperBound)
        if italic > 0 || bold > 0 {
          parts.append(TextEmphasis(range: start..<(start + count), bold: bold > 0, italic: italic > 0))
        }
        cursor = found.upperBound
        offset = start + count
      default: break
      }
    }
    return parts
  }
}

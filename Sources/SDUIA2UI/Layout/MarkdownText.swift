import CCmarkGFM
import Foundation

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
  package static func plain(_ source: String) -> String {
    let bytes = Array(source.utf8)
    guard bytes.contains(where: markers.contains) else { return source }
    guard let document = cmark_parse_document(source, bytes.count, CMARK_OPT_DEFAULT) else { return source }
    defer { cmark_node_free(document) }
    guard let rendered = cmark_render_plaintext(document, CMARK_OPT_DEFAULT, 0) else { return source }
    defer { free(rendered) }
    var text = String(cString: rendered)
    while text.last?.isNewline == true { text.removeLast() }
    return text
  }
}

/// A part of a text drawn bold or italic (Markdown's `**strong**` and
/// `*emphasis*`), by the offsets of its characters in the text.
package struct TextEmphasis: Equatable, Sendable {
  /// The characters it covers.
  package var range: Range<Int>
  /// Whether they are bold.
  package var bold: Bool
  /// Whether they are italic.
  package var italic: Bool

  /// Creates a part.
  package init(range: Range<Int>, bold: Bool, italic: Bool) {
    self.range = range
    self.bold = bold
    self.italic = italic
  }

  /// For each of `lines` (`text` wrapped), the part each of its characters
  /// is in, or `nil`: the lines' characters are found in the text in turn,
  /// past the white space wrapping dropped; one the wrapping made (a cut's
  /// `…`) is in none.
  package static func placed(_ parts: [TextEmphasis], in text: String, lines: [String]) -> [[TextEmphasis?]] {
    let sorted = parts.sorted { $0.range.lowerBound < $1.range.lowerBound }
    var characters = text.makeIterator()
    var pending = characters.next()
    var offset = 0
    var part = 0
    return lines.map { line in
      line.map { character -> TextEmphasis? in
        while let next = pending, next != character, next.isWhitespace {
          pending = characters.next()
          offset += 1
        }
        guard pending == character else { return nil }
        pending = characters.next()
        defer { offset += 1 }
        while part < sorted.count, sorted[part].range.upperBound <= offset { part += 1 }
        return part < sorted.count && sorted[part].range.contains(offset) ? sorted[part] : nil
      }
    }
  }
}

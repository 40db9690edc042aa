import SDUILayout

/// Breaks text into lines of at most a width in cells: at spaces where it
/// can, inside a word only when the word alone is too wide, never inside
/// a grapheme cluster. `\n` always starts a new line.
///
/// ```swift
/// TextWrapping.lines("Hello wide world", width: 10) // ["Hello wide", "world"]
/// ```
package enum TextWrapping {
  /// The lines of `text` wrapped to `width` cells (unlimited when `nil`).
  package static func lines(_ text: String, width: Int?) -> [String] {
    if let length = DisplayWidth.printableASCIIWidth(text), length <= width ?? length { return [text] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
      let clean = TerminalText.sanitized(paragraph)
      guard let width, width > 0 else { return [clean] }
      return wrap(clean, width: width)
    }
  }

  /// The widest line, in cells.
  package static func width(of lines: [String]) -> Int {
    lines.map { DisplayWidth.of($0) }.max() ?? 0
  }

  private static func wrap(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    // Whether the line has begun: spaces at its start are kept.
    var started = false
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = DisplayWidth.of(word)
      let needed = started ? currentWidth + 1 + wordWidth : wordWidth
      if needed <= width {
        current += started ? " " + word : String(word)
        currentWidth = needed
        started = true
        continue
      }
      if !current.isEmpty || currentWidth > 0 { lines.append(current) }
      current = ""
      currentWidth = 0
      // A word wider than the line is cut into pieces; its width is
      // counted down rather than measured again for every piece.
      var remainder = Substring(word)
      var remainderWidth = wordWidth
      while remainderWidth > width {
        var piece = ""
        var pieceWidth = 0
        while let character = remainder.first, pieceWidth + DisplayWidth.of(character) <= width {
          piece.append(character)
          pieceWidth += DisplayWidth.of(character)
          remainder = remainder.dropFirst()
        }
        if piece.isEmpty, let character = remainder.first {
          piece.append(character)
          pieceWidth = DisplayWidth.of(character)
          remainder = remainder.dropFirst()
        }
        remainderWidth -= pieceWidth
        lines.append(piece)
      }
      current = String(remainder)
      currentWidth = remainderWidth
      started = true
    }
    lines.append(current)
    return lines
  }

  /// The line cut to `width` cells, ending in `…` when something was cut.
  package static func truncated(_ line: String, width: Int) -> String {
    guard DisplayWidth.of(line) > width else { return line }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in line {
      let size = DisplayWidth.of(character)
      if used + size > width - 1 { break }
      result.append(character)
      used += size
    }
    return result + "…"
  }
}

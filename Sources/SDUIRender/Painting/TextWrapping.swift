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
    if let lines = asciiLines(text, width: width) { return lines }
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

  /// The lines of text that is printable ASCII and line feeds, wrapped
  /// as ``wrap(_:width:)`` wraps them, over its bytes: a line is a run of
  /// the text (each cell one byte), so no word is copied or measured
  /// apart. `nil` for any other text.
  private static func asciiLines(_ text: String, width: Int?) -> [String]? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
      guard bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) else { return nil }
      var lines: [String] = []
      var start = 0
      for (index, byte) in bytes.enumerated() where byte == 0x0A {
        appendWrapped(bytes, start..<index, width: width, to: &lines)
        start = index + 1
      }
      appendWrapped(bytes, start..<bytes.count, width: width, to: &lines)
      return lines
    } ?? nil
  }

  /// One paragraph of printable ASCII, `paragraph` of `bytes`, wrapped to
  /// `width`, as ``wrap(_:width:)`` does: words are the runs between
  /// single spaces, and a line is always one run of the paragraph.
  private static func appendWrapped(
    _ bytes: UnsafeBufferPointer<UInt8>, _ paragraph: Range<Int>, width: Int?, to lines: inout [String]
  ) {
    func line(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    guard let width, width > 0 else {
      lines.append(line(paragraph))
      return
    }
    // The line so far is `lineStart..<lineEnd`; `started` as in `wrap`.
    var lineStart = paragraph.lowerBound
    var lineEnd = paragraph.lowerBound
    var started = false
    var wordStart = paragraph.lowerBound
    while wordStart <= paragraph.upperBound {
      var wordEnd = wordStart
      while wordEnd < paragraph.upperBound, bytes[wordEnd] != 0x20 { wordEnd += 1 }
      let wordWidth = wordEnd - wordStart
      let lineWidth = lineEnd - lineStart
      let needed = started ? lineWidth + 1 + wordWidth : wordWidth
      if needed <= width {
        // The space before the word is the one that separates it in the
        // paragraph, so the line stays one run.
        if !started || lineWidth == 0 { lineStart = started ? wordStart - 1 : wordStart }
        lineEnd = wordEnd
        started = true
      } else {
        if lineWidth > 0 { lines.append(line(lineStart..<lineEnd)) }
        var remainder = wordStart
        while wordEnd - remainder > width {
          lines.append(line(remainder..<remainder + width))
          remainder += width
        }
        lineStart = remainder
        lineEnd = wordEnd
        started = true
      }
      wordStart = wordEnd + 1
    }
    lines.append(line(lineStart..<lineEnd))
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

  /// `truncated(TerminalText.sanitized(text), width: width)`, reading no
  /// more of the text than the line can show: a field's value may be a
  /// megabyte, of which it shows a few dozen cells.
  package static func truncatedLine(_ text: some StringProtocol, width: Int) -> String {
    // Enough characters to be two cells past the line, so that the cut
    // falls where it would in the whole text.
    var taken = max(0, width) + 2
    while true {
      let prefix = text.prefix(taken)
      let clean = TerminalText.sanitized(prefix)
      if prefix.endIndex == text.endIndex || DisplayWidth.of(clean) >= width + 2 {
        return truncated(clean, width: width)
      }
      taken *= 2
    }
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

import SDUILayout

/// Text made safe for XML, for the SVG frames and the flows' JUnit and HTML
/// reports.
package enum XMLText {
  /// `text` made safe as the terminal's text is, by ``TerminalText/sanitized(_:)``
  /// (control characters in caret notation, C1 controls and bidirectional
  /// overrides as `�`, zero-width characters dropped), line breaks and
  /// tabs kept, then `&`, `<`, `>` and `"` escaped and the two
  /// non-characters XML 1.0 cannot hold (U+FFFE, U+FFFF) shown as `�`.
  ///
  /// ```swift
  /// XMLText.escaped("a < b & \"c\"") // "a &lt; b &amp; &quot;c&quot;"
  /// XMLText.escaped("\u{1B}[2J\u{9B}31m") // "^[[2J�31m"
  /// ```
  package static func escaped(_ text: String) -> String {
    var escaped = ""
    var piece = String.UnicodeScalarView()
    func flush() {
      for scalar in TerminalText.sanitized(String(piece)).unicodeScalars {
        switch scalar {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      piece.removeAll()
    }
    for scalar in text.unicodeScalars {
      guard scalar == "\n" || scalar == "\t" else {
        piece.append(scalar)
        continue
      }
      flush()
      escaped.unicodeScalars.append(scalar)
    }
    flush()
    return escaped
  }
}

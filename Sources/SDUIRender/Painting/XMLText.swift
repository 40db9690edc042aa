/// Text made safe for XML, for the SVG frames and the JUnit reports.
package enum XMLText {
  /// `text` with `&`, `<`, `>` and `"` escaped, and the control characters
  /// XML 1.0 cannot hold (all below U+0020 but tab, line feed and
  /// carriage return) shown as `�`.
  ///
  /// ```swift
  /// XMLText.escaped("a < b & \"c\"") // "a &lt; b &amp; &quot;c&quot;"
  /// ```
  package static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

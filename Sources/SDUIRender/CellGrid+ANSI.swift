extension CellGrid {
  /// The frame with SGR sequences for colors and attributes and nothing
  /// else (no cursor movement, no other escapes): `render --format ansi`.
  /// Each row starts from the default style and resets at its end; spaces
  /// in the default style are trimmed at the end of a row.
  public var ansiDump: String {
    var output = ""
    for row in 0..<size.height {
      var line = ""
      var current = CellStyle.plain
      var pendingPlainSpaces = ""
      for column in 0..<size.width where !self[column, row].isContinuation {
        let cell = self[column, row]
        if cell.style == .plain && cell.text == " " {
          pendingPlainSpaces += " "
          continue
        }
        if !pendingPlainSpaces.isEmpty {
          if current != .plain {
            line += "\u{1B}[0m"
            current = .plain
          }
          line += pendingPlainSpaces
          pendingPlainSpaces = ""
        }
        if cell.style != current {
          line += cell.style == .plain ? "\u{1B}[0m" : Self.sgr(cell.style)
          current = cell.style
        }
        line += cell.text
      }
      if current != .plain { line += "\u{1B}[0m" }
      output += line + "\n"
    }
    return output
  }

  static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if let color = style.foreground { codes.append("38;2;\(color.red);\(color.green);\(color.blue)") }
    if let color = style.background { codes.append("48;2;\(color.red);\(color.green);\(color.blue)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

extension CellGrid {
  /// The frame with SGR sequences for colors and attributes and nothing
  /// else (no cursor movement, no other escapes): `render --format ansi`.
  /// Colors are written at `depth` (`38;2;R;G;B` at truecolor, `38;5;N`
  /// at 256, `30`–`37` and `90`–`97` at 16 and 8, none in monochrome),
  /// mapped as the terminal backend maps them, with contrast kept against
  /// `terminal`'s colors (``ColorDepth/indices(foreground:background:terminal:)``).
  /// Each row starts from the default style and resets at its end; spaces
  /// in the default style are trimmed at the end of a row.
  package func ansiDump(depth: ColorDepth = .truecolor, terminal: TerminalColors = .dark) -> String {
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
          line += cell.style == .plain ? "\u{1B}[0m" : Self.sgr(cell.style, depth: depth, terminal: terminal)
          current = cell.style
        }
        line += cell.text
      }
      if current != .plain { line += "\u{1B}[0m" }
      output += line + "\n"
    }
    return output
  }

  static func sgr(_ style: CellStyle, depth: ColorDepth, terminal: TerminalColors) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    let numbers = depth.indices(foreground: style.foreground, background: style.background, terminal: terminal)
    if let number = numbers.foreground { codes.append(colorCode(number, depth: depth, background: false)) }
    if let number = numbers.background { codes.append(colorCode(number, depth: depth, background: true)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func colorCode(_ number: Int, depth: ColorDepth, background: Bool) -> String {
    switch depth {
    case .truecolor: "\(background ? 48 : 38);2;\(number >> 16);\(number >> 8 & 0xFF);\(number & 0xFF)"
    case .palette256: "\(background ? 48 : 38);5;\(number)"
    case .monochrome, .ansi8, .ansi16: String((number < 8 ? 30 : 82) + number + (background ? 10 : 0))
    }
  }
}

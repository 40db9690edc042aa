/// Text made safe to put on a terminal: nothing that came from a server
/// can move the cursor, change colors, set the title, write the clipboard
/// or reorder what the user reads.
///
/// - C0 controls and DEL are shown in caret notation: ESC becomes `^[`,
///   BEL `^G`, DEL `^?`; a tab becomes a space. So an escape sequence in a
///   title shows as readable text (`^[[31m`) instead of acting.
/// - C1 controls (U+0080–U+009F, which some terminals obey as escapes),
///   bidirectional embeddings, overrides and isolates, and other invisible
///   format characters become U+FFFD, except the zero-width joiner, which
///   emoji sequences need.
/// - Zero-width spaces, word joiners, byte order marks and soft hyphens
///   are dropped.
///
/// ```swift
/// TerminalText.sanitized("\u{1B}]0;pwned\u{07}Hi") // "^[]0;pwned^GHi"
/// ```
package enum TerminalText {
  /// The text with every unsafe character shown or replaced. Newlines are
  /// shown as `^J`: split text into lines before sanitizing it.
  package static func sanitized(_ text: some StringProtocol) -> String {
    if DisplayWidth.printableASCIIWidth(text) != nil { return String(text) }
    guard text.unicodeScalars.contains(where: needsCare) else { return String(text) }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x09:
        result.append(" ")
      case 0x00..<0x20:
        result.append("^")
        result.append(Unicode.Scalar(UInt8(value + 0x40)))
      case 0x7F:
        result.append(contentsOf: "^?".unicodeScalars)
      case 0x200B, 0x2060, 0xFEFF, 0xAD:
        continue
      default:
        result.append(isReplaced(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return String(result)
  }

  private static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || value == 0x7F
      || (value >= 0x80 && (isReplaced(scalar) || [0x200B, 0x2060, 0xFEFF, 0xAD].contains(value)))
  }

  private static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if (0x80..<0xA0).contains(value) { return true }
    if value == 0x200D { return false }
    if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
      || value == 0x061C
    {
      return true
    }
    return scalar.properties.generalCategory == .format && value != 0x200D && !(0xFE00...0xFE0F).contains(value)
      && !(0xE0020...0xE007F).contains(value) && ![0x200B, 0x2060, 0xFEFF, 0xAD].contains(value)
  }
}

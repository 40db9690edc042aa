/// The OSC 52 sequence that asks a terminal to put text on the clipboard
/// (xterm, tmux with `set-clipboard on`, kitty, iTerm2, WezTerm...).
///
/// ```swift
/// ClipboardSequence.osc52("hi") // "\u{1B}]52;c;aGk=\u{07}"
/// ```
package enum ClipboardSequence {
  /// The sequence for `text`, base64 of its UTF-8.
  package static func osc52(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  /// Standard base64 with padding.
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var output = ""
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        output.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : "=")
      }
      index += 3
    }
    return output
  }
}

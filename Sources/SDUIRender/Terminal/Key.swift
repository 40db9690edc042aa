/// A key press, as the terminal and `render --keys` both deliver them.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case tab, backTab, enter, space, escape
  case up, down, left, right, pageUp, pageDown, home, end
  case backspace, delete
  /// F1 to F12.
  case function(Int)
  /// `C-a` to `C-z`.
  case control(Character)
  /// A printable character.
  case character(Character)

  public var description: String {
    switch self {
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .enter: "Enter"
    case .space: "Space"
    case .escape: "Esc"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .function(let number): "F\(number)"
    case .control(let letter): "C-\(letter)"
    case .character(let character): String(character)
    }
  }
}

/// Reads a `--keys` script: space-separated key names (`Tab S-Tab Enter
/// Space Esc Up Down Left Right PgUp PgDn Home End Backspace Delete F1`…`F12`,
/// `C-a`…`C-z`), single printable characters, double-quoted text typed
/// character by character (`"hello world"`, with `\"` and `\\` inside), and
/// `paste:"text"`, text pasted as one edit, as a terminal's bracketed paste
/// delivers it.
///
/// ```swift
/// try KeyScript.parse(#"Tab "Ann" Enter"#) // [.tab, "A", "n", "n", .enter]
/// try KeyScript.events(#"paste:"Ann Lee" Tab"#) // [.paste("Ann Lee"), .key(.tab)]
/// ```
package enum KeyScript {
  /// Why a script cannot be read.
  package struct ParseError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, with the offending token.
    package var message: String
    package var description: String { message }
  }

  private static let named: [String: Key] = [
    "Tab": .tab, "S-Tab": .backTab, "Enter": .enter, "Space": .space, "Esc": .escape, "Up": .up, "Down": .down,
    "Left": .left, "Right": .right, "PgUp": .pageUp, "PgDn": .pageDown, "Home": .home, "End": .end,
    "Backspace": .backspace, "Delete": .delete,
  ]

  /// What pastes a quoted text.
  private static let pastePrefix = Array("paste:\"")

  /// The keys of a script, in order; a paste is not a key.
  package static func parse(_ script: String) throws(ParseError) -> [Key] {
    var keys: [Key] = []
    for event in try events(script) {
      guard case .key(let key) = event else {
        throw ParseError(message: "a paste is not a key: 'paste:\"...\"' is for --keys scripts")
      }
      keys.append(key)
    }
    return keys
  }

  /// The events of a script, in order: its keys and its pastes.
  package static func events(_ script: String) throws(ParseError) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    let characters = Array(script)
    var index = 0
    while index < characters.count {
      if characters[index] == " " {
        index += 1
        continue
      }
      if characters[index...].starts(with: pastePrefix) {
        index += pastePrefix.count - 1
        events.append(.paste(String(try quoted(characters, from: &index))))
        continue
      }
      if characters[index] == "\"" {
        events += try quoted(characters, from: &index).map { .key($0 == " " ? .space : .character($0)) }
        continue
      }
      var token = ""
      while index < characters.count, characters[index] != " " {
        token.append(characters[index])
        index += 1
      }
      events.append(.key(try key(token)))
    }
    return events
  }

  /// The text of the quotes that open at `index`, which moves past them.
  private static func quoted(_ characters: [Character], from index: inout Int) throws(ParseError) -> [Character] {
    var text: [Character] = []
    index += 1
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count {
        text.append(characters[index + 1])
        index += 2
      } else if character == "\"" {
        index += 1
        return text
      } else {
        text.append(character)
        index += 1
      }
    }
    throw ParseError(message: "unterminated quoted text in the key script, expected '\"'")
  }

  private static func key(_ token: String) throws(ParseError) -> Key {
    if let key = named[token] { return key }
    if token.count == 1, let character = token.first { return .character(character) }
    if token.hasPrefix("F"), let number = Int(token.dropFirst()), (1...12).contains(number) { return .function(number) }
    if token.hasPrefix("C-"), token.count == 3, let letter = token.last, letter.isLetter, letter.isASCII {
      return .control(Character(letter.lowercased()))
    }
    throw ParseError(
      message:
        "unknown key '\(token)' in the key script, expected a key name such as Tab, Enter, Up, F5, C-u, a single character or \"quoted text\""
    )
  }
}

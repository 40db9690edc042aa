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
/// `C-a`…`C-z`), single printable characters, and double-quoted text typed
/// character by character (`"hello world"`, with `\"` and `\\` inside).
///
/// ```swift
/// try KeyScript.parse(#"Tab "Ann" Enter"#) // [.tab, "A", "n", "n", .enter]
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

  /// The keys of a script, in order.
  package static func parse(_ script: String) throws(ParseError) -> [Key] {
    var keys: [Key] = []
    let characters = Array(script)
    var index = 0
    while index < characters.count {
      if characters[index] == " " {
        index += 1
        continue
      }
      if characters[index] == "\"" {
        index += 1
        var closed = false
        while index < characters.count {
          let character = characters[index]
          if character == "\\", index + 1 < characters.count {
            keys.append(.character(characters[index + 1]))
            index += 2
          } else if character == "\"" {
            closed = true
            index += 1
            break
          } else {
            keys.append(character == " " ? .space : .character(character))
            index += 1
          }
        }
        guard closed else { throw ParseError(message: "unterminated quoted text in the key script, expected '\"'") }
        continue
      }
      var token = ""
      while index < characters.count, characters[index] != " " {
        token.append(characters[index])
        index += 1
      }
      keys.append(try key(token))
    }
    return keys
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

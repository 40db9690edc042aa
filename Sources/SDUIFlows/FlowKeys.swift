import SDUIRender

/// The keys `pressKey` names: Maestro's names where they mean something
/// in a terminal (`Back` is `Esc`), and every name of a `--keys` script.
enum FlowKeys {
  private static let maestroNames: [String: Key] = [
    "enter": .enter, "tab": .tab, "back": .escape, "escape": .escape, "esc": .escape, "backspace": .backspace,
    "delete": .delete, "home": .home, "end": .end, "up": .up, "down": .down, "left": .left, "right": .right,
    "pageup": .pageUp, "pagedown": .pageDown, "pgup": .pageUp, "pgdn": .pageDown, "space": .space,
    "shift+tab": .backTab, "s-tab": .backTab,
    "remote dpad up": .up, "remote dpad down": .down, "remote dpad left": .left, "remote dpad right": .right,
    "remote dpad center": .enter,
  ]

  /// The names listed in messages.
  static let names = [
    "Enter", "Tab", "Shift+Tab", "Back", "Escape", "Backspace", "Delete", "Home", "End", "Up", "Down", "Left",
    "Right", "PageUp", "PageDown", "Space", "F1..F12", "C-a..C-z", "a single character",
  ]

  /// The key a `pressKey` names, in any case; `nil` for none.
  static func key(named name: String) -> Key? {
    if let key = maestroNames[name.lowercased()] { return key }
    guard !name.contains(" "), !name.contains("\""), let keys = try? KeyScript.parse(name), keys.count == 1 else {
      return nil
    }
    return keys[0]
  }

  /// The keys that type `text`, as a `"quoted text"` script does.
  static func typing(_ text: String) -> [Key] {
    text.map { $0 == " " ? .space : .character($0) }
  }
}

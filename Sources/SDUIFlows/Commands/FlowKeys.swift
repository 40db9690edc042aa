import SDUIRender

/// The keys `pressKey` names: Maestro's names where they mean something
/// in a terminal (`Back` is `Esc`), and every name of a `--keys` script.
enum FlowKeys {
  /// The most characters a step erases (`eraseText`) or makes up to type
  /// (`inputRandom...`'s `length`): each is a key, and a key into a long
  /// field lays it out again.
  static let mostCharacters = 10_000

  private static let maestroNames: [String: Key] = [
    "enter": .enter, "tab": .tab, "back": .escape, "escape": .escape, "esc": .escape, "backspace": .backspace,
    "delete": .delete, "home": .home, "end": .end, "up": .up, "down": .down, "left": .left, "right": .right,
    "pageup": .pageUp, "pagedown": .pageDown, "pgup": .pageUp, "pgdn": .pageDown, "space": .space,
    "shift+tab": .backTab, "s-tab": .backTab,
    "remote dpad up": .up, "remote dpad down": .down, "remote dpad left": .left, "remote dpad right": .right,
    "remote dpad center": .enter,
  ]

  /// Maestro's keys that only a device has, by lower-case name, and why a
  /// terminal has nothing to press: the step is skipped with a warning.
  static let deviceKeys: [String: String] = {
    var keys: [String: String] = [
      "lock": "a terminal has no lock button", "power": "a terminal has no power button",
      "volume up": "a terminal has no volume buttons", "volume down": "a terminal has no volume buttons",
    ]
    let remote = [
      "remote media play pause", "remote media stop", "remote media next", "remote media previous",
      "remote media rewind", "remote media fast forward", "remote system navigation up",
      "remote system navigation down", "remote button a", "remote button b", "remote menu",
    ]
    for name in remote { keys[name] = "a terminal has no TV remote" }
    for name in ["tv input", "tv input hdmi 1", "tv input hdmi 2", "tv input hdmi 3"] {
      keys[name] = "a terminal has no TV inputs"
    }
    return keys
  }()

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

import SDUIRender

/// One row of the key table: the keys as the help writes them, what they
/// do, and, for the app's own keys, which key gives which command when.
package struct KeyBinding: Sendable {
  /// One key of the row and the command it gives.
  package struct Binding: Sendable {
    /// The key.
    package var key: Key
    /// What it is for.
    package var command: KeyCommand
    /// Whether it holds while a text is being edited (otherwise the key
    /// goes to the text).
    package var whileEditing = true
    /// Whether it holds while the screen shows a dialog (otherwise the key
    /// goes to the dialog).
    package var overScreenDialog = true
    /// Whether it holds over a panel or an app dialog too, before any
    /// layer has the key.
    package var everywhere = false
  }

  /// The keys as written in the help, e.g. `? / F1`.
  package var keys: String
  /// What they do.
  package var summary: String
  /// The app's bindings of the row; empty for the screen's own keys, which
  /// the screen's controller handles.
  package var bindings: [Binding] = []
}

/// The key table: what `KeyRouter` routes to the app, the `?` help panel
/// and the key list of `sdui-term --help` all come from it, so a key is
/// changed in one place.
package enum KeyBindings {
  /// Every row, in the order the help lists them.
  package static let table: [KeyBinding] = [
    KeyBinding(keys: "Tab / S-Tab", summary: "next / previous focusable"),
    KeyBinding(keys: "Arrows", summary: "move focus; scroll a focused scroll view"),
    KeyBinding(keys: "Enter / Space", summary: "activate (onPress)"),
    KeyBinding(keys: "PgUp PgDn Home End", summary: "scroll"),
    KeyBinding(keys: "typing", summary: "edits the focused text input"),
    KeyBinding(keys: "mouse", summary: "click focuses and activates; the wheel scrolls"),
    KeyBinding(
      keys: "Esc / Backspace", summary: "back, or close a dialog (Backspace only when not editing)",
      bindings: [
        .init(key: .escape, command: .goBack, overScreenDialog: false),
        .init(key: .backspace, command: .goBack, whileEditing: false, overScreenDialog: false),
      ]),
    KeyBinding(
      keys: "r / F5", summary: "reload the screen (r: an onPull around the focus first)",
      bindings: [
        .init(key: .character("r"), command: .refresh, whileEditing: false, overScreenDialog: false),
        .init(key: .function(5), command: .reload),
      ]),
    KeyBinding(
      keys: "F2", summary: "diagnostics and log", bindings: [.init(key: .function(2), command: .open(.diagnostics))]),
    KeyBinding(
      keys: "F3", summary: "show or hide the cursor on the focus (screen readers)",
      bindings: [.init(key: .function(3), command: .toggleCursor, everywhere: true)]),
    KeyBinding(
      keys: "C-t", summary: "say something to the agent (--a2a): Enter sends it, Esc closes the line",
      bindings: [.init(key: .control("t"), command: .openPrompt)]),
    KeyBinding(
      keys: "F12", summary: "inspect the focused component",
      bindings: [.init(key: .function(12), command: .open(.inspector))]),
    KeyBinding(
      keys: "? / F1", summary: "this help",
      bindings: [
        .init(key: .character("?"), command: .open(.help), whileEditing: false),
        .init(key: .function(1), command: .open(.help)),
      ]),
    KeyBinding(
      keys: "q", summary: "quit (when not editing); C-c always quits",
      bindings: [
        .init(key: .character("q"), command: .quit, whileEditing: false),
        .init(key: .control("c"), command: .quit, everywhere: true),
      ]),
    KeyBinding(
      keys: "C-z", summary: "suspend to the shell (fg comes back)",
      bindings: [.init(key: .control("z"), command: .suspend, everywhere: true)]),
  ]

  /// The help panel's lines: the keys, then from the 18th column what
  /// they do.
  package static var helpLines: [String] {
    table.map { $0.keys + String(repeating: " ", count: max(2, 17 - $0.keys.count)) + $0.summary }
  }

  /// The key list of `--help`, as one paragraph.
  package static var paragraph: String {
    "Keys: " + table.map { "\($0.keys): \($0.summary)." }.joined(separator: " ")
  }

  /// The binding of `key` that holds everywhere (`C-c`, `C-z`).
  static func everywhere(_ key: Key) -> KeyCommand? {
    table.lazy.flatMap(\.bindings).first { $0.key == key && $0.everywhere }?.command
  }

  /// The app's binding of `key` in this state, if any.
  static func app(_ key: Key, isEditingText: Bool, screenDialogOpen: Bool) -> KeyCommand? {
    table.lazy.flatMap(\.bindings).first { binding in
      binding.key == key && !binding.everywhere && (binding.whileEditing || !isEditingText)
        && (binding.overScreenDialog || !screenDialogOpen)
    }?.command
  }
}

import SDUIRender

/// What a key is for, once the stack of layers has decided.
package enum KeyCommand: Equatable, Sendable {
  /// `C-c`, and `q` when no text is being edited.
  case quit
  /// `C-z`: give the terminal back to the shell for a while.
  case suspend
  /// Open one of the app's panels (`?`/`F1`, `F2`, `F12`).
  case open(AppPanel)
  /// `F5`: load the front screen again.
  case reload
  /// `r`: an `onPull` around the focus, or else a reload.
  case refresh
  /// `F3`: show or hide the cursor that stands on the focused element,
  /// for a screen reader.
  case toggleCursor
  /// `Esc` (and `Backspace` when not editing): back a screen.
  case goBack
  /// The same keys over a dialog of the screen's components: close it.
  case closeModal
  /// `C-t`: open the line the user's words to an agent are typed in.
  case openPrompt
  /// A key for that line: typing, `Enter` to send, `Esc` to close it.
  case prompt(Key)
  /// Scroll the open panel.
  case scrollPanel(PanelScroll)
  /// Close the open panel.
  case closePanel
  /// A move in the button row of a dialog or the error view.
  case button(ModalLayer, ButtonRow.Move)
  /// A key for the screen itself: focus, activation, editing, scrolling.
  case screen(Key)
  /// Nothing: the front layer does not take the key.
  case ignore
}

/// How a key scrolls a panel.
package enum PanelScroll: Equatable, Sendable {
  case rows(Int)
  case pages(Int)
  case top
  case bottom
}

/// The key model's one decision: which layer a key goes to and what it is
/// for there. The interactive terminal and `render --keys` both route
/// every key through it, so `Tab`, `Enter` and `Esc` mean one thing.
///
/// The app's keys are those of ``KeyBindings``' table. From the front:
/// `C-c` quits and `C-z` suspends whatever is open. A panel takes the
/// arrows, pages and ends to scroll and closes on any other key. An app
/// dialog takes its buttons' keys; the line of words to an agent, every
/// other key. Otherwise the app's keys come first
/// (`F1`/`?` help, `F2` diagnostics, `F5` reload, `F12` inspector, `q`
/// quit, `r` refresh, `Esc`/`Backspace` back), but those that are letters
/// go to a text being edited, and `r`, `Esc` and `Backspace` go to a
/// screen's dialog when one is open; what is left goes to the front layer:
/// a dialog's or the error view's buttons, or the screen.
///
/// ```swift
/// KeyRouter(layers: [.screen], isEditingText: true).route(.character("q"))  // .screen("q")
/// KeyRouter(layers: [.screen, .panel]).route(.down)                          // .scrollPanel(.rows(1))
/// ```
package struct KeyRouter: Sendable {
  /// The layers shown, the back one first.
  package var layers: [ModalLayer]
  /// Whether the focus is in a text being edited.
  package var isEditingText: Bool

  /// A router for these layers.
  package init(layers: [ModalLayer], isEditingText: Bool = false) {
    self.layers = layers
    self.isEditingText = isEditingText
  }

  /// The command a key gives.
  package func route(_ key: Key) -> KeyCommand {
    if let command = KeyBindings.everywhere(key) { return command }
    switch layers.last {
    case .panel: return panelCommand(key)
    case .appDialog: return ButtonRow.move(for: key).map { .button(.appDialog, $0) } ?? .ignore
    case .prompt: return .prompt(key)
    default: break
    }
    let dialogOpen = layers.last == .screenDialog
    if let command = KeyBindings.app(key, isEditingText: isEditingText, screenDialogOpen: dialogOpen) {
      // Back, over a dialog of the screen's components, closes it.
      return command == .goBack && layers.last == .screenModal ? .closeModal : command
    }
    switch layers.last {
    case let layer? where layer.isButtonRow: return ButtonRow.move(for: key).map { .button(layer, $0) } ?? .ignore
    case .screen, .screenModal: return .screen(key)
    default: return .ignore
    }
  }

  private func panelCommand(_ key: Key) -> KeyCommand {
    switch key {
    case .up: .scrollPanel(.rows(-1))
    case .down: .scrollPanel(.rows(1))
    case .pageUp: .scrollPanel(.pages(-1))
    case .pageDown: .scrollPanel(.pages(1))
    case .home: .scrollPanel(.top)
    case .end: .scrollPanel(.bottom)
    case .tab, .backTab, .left, .right: .ignore
    default: .closePanel
    }
  }
}

import SDUIInteraction
import SDUIRender

extension TerminalApp {
  /// Text pasted: one edit of the focused text input, as a phone's paste
  /// is (`onChange` runs once, with the whole value), or into the line of
  /// words to an agent while it is open. With no input to take it (nothing
  /// focused, or a dialog or panel in front) it goes nowhere, as a phone
  /// has nowhere to paste it.
  func paste(_ text: String) async {
    if let prompt, panel == nil {
      prompt.type(text)
      return
    }
    guard editsText else { return }
    await whileBusy { _ = await $0.insert(text) }
  }

  /// Keys typed ahead and read together: one edit while a text input is
  /// edited, as a paste; otherwise each key in turn, as if read one by
  /// one. False when one of them quits.
  func type(_ text: String) async -> Bool {
    if editsText {
      await paste(text)
      return true
    }
    for character in text {
      guard await handle(.key(character == " " ? .space : .character(character))) else { return false }
    }
    return true
  }

  /// Whether a text input of the front screen has the focus with nothing
  /// over it: then printable keys go into it.
  private var editsText: Bool {
    panel == nil && opener.front == nil && prompt == nil && navigator.current?.isFailed != true
      && controller?.isEditingText == true
  }
}

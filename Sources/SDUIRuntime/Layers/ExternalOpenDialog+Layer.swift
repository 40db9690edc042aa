import SDUIInteraction
import SDUILayout
import SDUIRender

/// The opener's questions are a layer while one waits: its buttons take
/// the keys and clicks, and it draws itself as a dialog.
extension ExternalOpenDialog: AppLayer {
  var kinds: [ModalLayer] { [.appDialog] }

  func perform(_ command: KeyCommand, for key: Key, in app: TerminalApp) async {
    guard case .button(_, let move) = command, let dialog = front else { return }
    var row = ButtonRow(count: dialog.buttons.count, focused: focus)
    switch row.apply(move) {
    case .focused(let index): focus = index
    case .pressed(let index): press(index, in: app)
    case .dismissed: dismiss()
    }
  }

  func click(at point: Point, in app: TerminalApp) async {
    if let index = buttonRects(in: app.screenSize).firstIndex(where: { $0.contains(point) }) {
      press(index, in: app)
    }
  }

  func draw(into grid: inout CellGrid, in app: TerminalApp) {
    overlay(in: app.screenSize)?.draw(focusedButton: focus, into: &grid)
  }

  func elements(in app: TerminalApp) -> [DrawnElement] { overlay(in: app.screenSize)?.elements ?? [] }

  func spokenFocus(in app: TerminalApp) -> SpokenElement? {
    guard let buttons = front?.buttons, buttons.indices.contains(focus) else { return nil }
    return SpokenElement(role: .button, label: buttons[focus].label)
  }

  /// Presses a button and says on the status line what it did.
  private func press(_ index: Int, in app: TerminalApp) {
    switch press(index) {
    case .copy(let text):
      app.terminal?.copyToClipboard(text)
      app.inform("copied to the clipboard: \(text)")
    case .opened(let url):
      app.inform("opened \(url)")
    case .failed(let reason):
      app.report(.openFailed(reason))
    case .none: break
    }
  }
}

import SDUICore
import SDUILayout
import SDUIRender

extension ScreenController {
  /// What a screen reader says of the focused element: a dialog's focused
  /// button while the screen shows one, else the focused component (its
  /// role, its label and its state); `nil` when nothing has the focus.
  package var focusedSpokenElement: SpokenElement? {
    if let dialog = session.dialogs.first {
      guard dialog.buttons.indices.contains(dialogFocus) else { return nil }
      return SpokenElement(role: .button, label: dialog.buttons[dialogFocus].label)
    }
    let rendered = layout()
    guard let focused = rendered.focusables.first(where: { $0.box.node.id == focusedID }) else { return nil }
    return spokenElement(of: focused, in: rendered.frame.grid)
  }

  /// A focusable as read: a press is a button whatever draws it, a tab
  /// bar reads its selected tab.
  func spokenElement(of focusable: Focusable, in grid: CellGrid) -> SpokenElement? {
    let activates: Bool =
      switch focusable.role {
      case .press, .opensModal: true
      default: false
      }
    return focusable.box.spokenElement(text: grid.text(in: Self.markedRect(of: focusable)), activates: activates)
  }
}

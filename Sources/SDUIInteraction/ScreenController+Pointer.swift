import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// A click: focuses the focusable under the cell and activates it as
  /// `Enter` would (a text input only takes focus; a tab bar selects the
  /// tab under the cell). Inside an open dialog
  /// a click on a button presses it.
  package func click(at point: Point) async {
    if let dialog = session.dialogs.first {
      let buttons = DialogOverlay(dialog, in: renderer.size).buttonRects
      if let index = buttons.firstIndex(where: { $0.contains(point) }) {
        dialogFocus = index
        await handle(.enter)
      }
      return
    }
    let focusables = layout().focusables
    // A click beside a dialog of the screen's components closes it.
    if let outline = modalOutline, !outline.contains(point) {
      closeModal()
      return
    }
    guard let target = focusables.last(where: { $0.rect.contains(point) }) else { return }
    focus(target, from: focusables.first { $0.box.node.id == focusedID })
    switch target.role {
    case .press, .custom, .opensModal: await handle(.enter)
    default: break
    }
    // A click on a tab's title selects it, as the arrows would.
    if case .tabs(let titles, let selected) = target.box.content,
      let index = TabStrip.labels(titles).firstIndex(where: {
        $0.columns.contains(point.column - target.rect.origin.column)
      }),
      index != selected
    {
      choose(index, of: target.box.node, property: "currentTab", event: "onTabSelection")
    }
  }

  /// Whether a click at the cell does something: it is on a focusable
  /// (a button, a field, a touchable) or, in an open dialog, on a button.
  package func takesClick(at point: Point) -> Bool {
    if let dialog = session.dialogs.first {
      return DialogOverlay(dialog, in: renderer.size).buttonRects.contains { $0.contains(point) }
    }
    let focusables = layout().focusables
    if let outline = modalOutline, !outline.contains(point) { return true }
    return focusables.contains { $0.rect.contains(point) }
  }

  /// Whether the cell is the title bar's back button, which the app
  /// answers as it answers `Esc`: the screen cannot go back itself.
  package func isBackButton(at point: Point) -> Bool {
    session.dialogs.isEmpty && layout().frame.backButtonRect?.contains(point) == true
  }

  /// The wheel: scrolls the innermost scroll container under the cell (or
  /// the first on the screen) by `rows`.
  package func wheel(_ rows: Int, at point: Point) {
    let frame = layout().frame
    var container: RenderBox?
    frame.walkBoxes { box, rect, _ in
      guard rect.contains(point) else { return false }
      if box.visual.scrollAxis != nil { container = box }
      return true
    }
    guard let container = container ?? firstScrollContainer() else { return }
    let limit = max(0, container.contentExtent - container.viewportLength)
    let id = container.node.id
    scrollOffsets[id] = min(max(0, (scrollOffsets[id] ?? 0) + rows), limit)
  }
}

import SDUIInteraction
import SDUILayout
import SDUIRender

/// The front page's screen, and the dialog it opened: its controller
/// handles their keys and clicks (focus, activation, editing, scrolling,
/// the dialog's buttons) and draws both; a click on the title bar's back
/// button goes back. Behind it, a presented stack's
/// page below shows dimmed.
struct ScreenLayer: AppLayer {
  /// The controller of the screen shown.
  let controller: ScreenController

  var kinds: [ModalLayer] { controller.layers }

  func perform(_ command: KeyCommand, for key: Key, in app: TerminalApp) async {
    await app.whileBusy { await $0.perform(command, for: key) }
  }

  func click(at point: Point, in app: TerminalApp) async {
    guard app.frontRect.contains(point) else { return }
    let inside = point.relative(to: app.frontRect.origin)
    if controller.isBackButton(at: inside) {
      app.goBack()
      return
    }
    await app.whileBusy { await $0.click(at: inside) }
  }

  func draw(into grid: inout CellGrid, in app: TerminalApp) {
    app.drawPages(into: &grid)
  }

  func spokenFocus(in app: TerminalApp) -> SpokenElement? { controller.focusedSpokenElement }

  /// The screen's open dialog: its title, message and buttons.
  func elements(in app: TerminalApp) -> [DrawnElement] {
    guard let dialog = controller.session.dialogs.first else { return [] }
    return DialogOverlay(dialog, in: controller.renderer.size).elements.map { $0.moved(by: app.frontRect.origin) }
  }
}

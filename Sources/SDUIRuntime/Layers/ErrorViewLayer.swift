import SDUIInteraction
import SDUILayout
import SDUIRender

/// The front page's error view, shown when it could not be loaded: why,
/// and two buttons, Reload and Back. It keeps which button has the focus
/// and where the buttons were drawn, for clicks.
@MainActor
final class ErrorViewLayer: AppLayer {
  /// The focused button: 0 Reload, 1 Back.
  var focus = 0
  /// What was last drawn, texts and buttons, in frame cells.
  private(set) var drawn: [DrawnElement] = []
  /// Where the buttons were last drawn, in frame cells.
  var buttons: [Rect] { drawn.filter(\.isButton).map(\.rect) }

  var kinds: [ModalLayer] { [.errorView] }

  func perform(_ command: KeyCommand, for key: Key, in app: TerminalApp) async {
    guard case .button(_, let move) = command else { return }
    var row = ButtonRow(count: 2, focused: focus)
    switch row.apply(move) {
    case .focused(let index): focus = index
    case .pressed(let index): press(index, in: app)
    case .dismissed: break
    }
  }

  func click(at point: Point, in app: TerminalApp) async {
    if let index = buttons.firstIndex(where: { $0.contains(point) }) { press(index, in: app) }
  }

  func draw(into grid: inout CellGrid, in app: TerminalApp) {
    app.drawPages(into: &grid)
    guard case .failed(let failure)? = app.navigator.current?.content else { return }
    let rect = app.frontRect
    var view = CellGrid(size: rect.size)
    drawn = PageStateView(.failed(failure, focusedButton: focus)).draw(into: &view).map { $0.moved(by: rect.origin) }
    grid.paste(view, at: rect.origin)
  }

  func elements(in app: TerminalApp) -> [DrawnElement] { drawn }

  func spokenFocus(in app: TerminalApp) -> SpokenElement? {
    PageStateView.buttons.indices.contains(focus)
      ? SpokenElement(role: .button, label: PageStateView.buttons[focus]) : nil
  }

  private func press(_ index: Int, in app: TerminalApp) {
    if index == 0 { app.reload() } else { app.goBack() }
  }
}

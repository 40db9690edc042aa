import SDUIInteraction
import SDUILayout
import SDUIRender

/// The front page while it loads (or before there is one): the loading
/// view with its spinner. It takes no keys and no clicks; the app's own
/// keys still work over it.
struct LoadingLayer: AppLayer {
  var kinds: [ModalLayer] { [] }

  func perform(_ command: KeyCommand, for key: Key, in app: TerminalApp) async {}

  func click(at point: Point, in app: TerminalApp) async {}

  func draw(into grid: inout CellGrid, in app: TerminalApp) {
    app.drawPages(into: &grid)
  }
}

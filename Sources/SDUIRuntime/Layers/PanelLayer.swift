import SDUIInteraction
import SDUILayout
import SDUIRender

/// One of the app's panels over everything (help, diagnostics and the
/// log, the inspector): it scrolls on the arrows, pages and ends, and
/// closes on any other key or a click.
@MainActor
final class PanelLayer: AppLayer {
  /// Which panel it is.
  let panel: AppPanel
  /// Its first line shown.
  private(set) var offset = 0

  init(_ panel: AppPanel) {
    self.panel = panel
  }

  var kinds: [ModalLayer] { [.panel] }

  func perform(_ command: KeyCommand, for key: Key, in app: TerminalApp) async {
    switch command {
    case .scrollPanel(.rows(let rows)): scroll(by: rows, in: app)
    case .scrollPanel(.pages(let pages)): scroll(by: pages * PanelOverlay.visibleLines(in: app.screenSize), in: app)
    case .scrollPanel(.top): offset = 0
    case .scrollPanel(.bottom): scroll(by: Int.max / 2, in: app)
    case .closePanel: app.closePanel()
    default: break
    }
  }

  func click(at point: Point, in app: TerminalApp) async {
    app.closePanel()
  }

  /// Draws it over the screens' rows, so that it stands where `render`
  /// (which has no status line) draws it.
  func draw(into grid: inout CellGrid, in app: TerminalApp) {
    var screens = grid.region(Rect(origin: .zero, size: app.screenSize))
    PanelOverlay(title: title, lines: lines(in: app), offset: offset).draw(into: &screens)
    grid.paste(screens, at: .zero)
  }

  /// Moves its first line, kept between the top and the last page
  /// (wrapped rows counted).
  func scroll(by rows: Int, in app: TerminalApp) {
    offset = min(max(0, offset + rows), PanelOverlay.maxOffset(lines(in: app), in: app.screenSize))
  }

  func spokenFocus(in app: TerminalApp) -> SpokenElement? { SpokenElement(role: .group, label: title) }

  private var title: String {
    switch panel {
    case .help: "Keys"
    case .diagnostics: "Diagnostics and log"
    case .inspector: "Inspector"
    }
  }

  /// What it shows, one entry a line before wrapping.
  func lines(in app: TerminalApp) -> [String] {
    switch panel {
    case .help: return KeyBindings.helpLines
    case .diagnostics:
      let found = app.diagnostics.isEmpty ? ["No diagnostics."] : app.diagnostics.map(\.description)
      let log = app.problems.problems.map(\.description)
      return found + (log.isEmpty ? [] : ["", "Log:"] + log)
    case .inspector: return app.inspectorLines()
    }
  }
}

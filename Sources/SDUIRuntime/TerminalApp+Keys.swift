import SDUICore
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUIRender

extension TerminalApp {
  // MARK: Events

  /// Handles one event; false when the app should quit. Loads it starts
  /// go on in the background: ``settle()`` waits for them.
  package func handle(_ event: TerminalEvent) async -> Bool {
    switch event {
    case .resize(let newSize):
      size = newSize
    case .click(let point):
      await click(at: point)
    case .wheel(let rows, let point):
      if panel != nil {
        scrollPanel(by: rows)
      } else {
        controller?.wheel(rows, at: point.relative(to: frontRect.origin))
      }
    case .key(let key):
      return await handle(key)
    }
    return true
  }

  /// The layers shown, the back one first: the front page's screen or
  /// error view, its dialog, an app dialog, a panel.
  var layers: [ModalLayer] {
    var layers: [ModalLayer] = []
    if navigator.current?.isFailed == true {
      layers.append(.errorView)
    } else if let controller {
      layers += controller.layers
    }
    if opener.front != nil { layers.append(.appDialog) }
    if panel != nil { layers.append(.panel) }
    return layers
  }

  /// A click goes to the front layer: it closes a panel, presses a
  /// dialog's or the error view's button, or reaches the screen.
  private func click(at point: Point) async {
    switch layers.last {
    case .panel:
      panel = nil
    case .appDialog:
      if let index = opener.buttonRects(in: screenSize).firstIndex(where: { $0.contains(point) }) {
        press(openerButton: index)
      }
    case .errorView:
      if let index = errorButtons.firstIndex(where: { $0.contains(point) }) { await pressErrorButton(index) }
    case .screen, .screenDialog:
      if frontRect.contains(point) {
        await whileBusy { await $0.click(at: point.relative(to: self.frontRect.origin)) }
      }
    case nil: break
    }
  }

  /// Carries out what `KeyRouter` makes of a key; false to quit.
  private func handle(_ key: Key) async -> Bool {
    let command = KeyRouter(layers: layers, isEditingText: controller?.isEditingText ?? false).route(key)
    switch command {
    case .quit: return false
    case .suspend: terminal?.suspend()
    case .open(let next): open(next)
    case .reload: reload()
    case .refresh: await refresh()
    case .goBack: goBack()
    case .scrollPanel(let scroll): scrollPanel(scroll)
    case .closePanel: panel = nil
    case .button(.appDialog, let move): handleOpenerDialog(move)
    case .button(.errorView, let move): await handleErrorView(move)
    case .button, .screen: await whileBusy { await $0.perform(command, for: key) }
    case .ignore: break
    }
    return true
  }

  /// `r`: with the focus inside a `pullToRefresh`, runs its `onPull`;
  /// otherwise reloads the front screen in place.
  private func refresh() async {
    var pulled = false
    await whileBusy { pulled = await $0.pull() }
    if !pulled { reload() }
  }

  func reload() {
    clearReport()
    errorFocus = 0
    pictures?.forgetFailures()
    navigator.reload()
  }

  private func goBack() {
    clearReport()
    errorFocus = 0
    if !navigator.goBack() { report(.nothingToGoBackTo) }
  }

  // MARK: The error view

  private func handleErrorView(_ move: ButtonRow.Move) async {
    var row = ButtonRow(count: 2, focused: errorFocus)
    switch row.apply(move) {
    case .focused(let index): errorFocus = index
    case .pressed(let index): await pressErrorButton(index)
    case .dismissed: break
    }
  }

  private func pressErrorButton(_ index: Int) async {
    if index == 0 { reload() } else { goBack() }
  }

  // MARK: The opener's dialogs

  private func handleOpenerDialog(_ move: ButtonRow.Move) {
    guard let dialog = opener.front else { return }
    var row = ButtonRow(count: dialog.buttons.count, focused: opener.focus)
    switch row.apply(move) {
    case .focused(let index): opener.focus = index
    case .pressed(let index): press(openerButton: index)
    case .dismissed: opener.dismiss()
    }
  }

  private func press(openerButton index: Int) {
    switch opener.press(index) {
    case .copy(let text):
      if let terminal {
        terminal.copyToClipboard(text)
      }
      inform("copied to the clipboard: \(text)")
    case .opened(let url):
      inform("opened \(url)")
    case .failed(let reason):
      report(.openFailed(reason))
    case .none: break
    }
  }

  // MARK: Panels

  func open(_ next: AppPanel) {
    panel = next
    panelOffset = 0
  }

  private func scrollPanel(_ scroll: PanelScroll) {
    switch scroll {
    case .rows(let rows): scrollPanel(by: rows)
    case .pages(let pages): scrollPanel(by: pages * PanelOverlay.visibleLines(in: size))
    case .top: panelOffset = 0
    case .bottom: scrollPanel(by: Int.max / 2)
    }
  }

  /// Moves the panel's first line, kept between the top and the last
  /// page (wrapped rows counted).
  private func scrollPanel(by rows: Int) {
    panelOffset = min(max(0, panelOffset + rows), PanelOverlay.maxOffset(panelLines(), in: size))
  }
}

extension Point {
  /// The point in a rectangle's own cells, given the rectangle's origin.
  func relative(to origin: Point) -> Point {
    Point(column: column - origin.column, row: row - origin.row)
  }
}

import SDUICore
import SDUILayout
import SDUIRender

extension TerminalApp {
  // MARK: Events

  /// Handles one event; false when the app should quit. Loads it starts
  /// go on in the background: ``settle()`` waits for them.
  public func handle(_ event: TerminalEvent) async -> Bool {
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

  private func click(at point: Point) async {
    if panel != nil {
      panel = nil
    } else if opener.front != nil {
      if let index = opener.buttonRects(in: screenSize).firstIndex(where: { $0.contains(point) }) {
        press(openerButton: index)
      }
    } else if let index = errorButtons.firstIndex(where: { $0.contains(point) }), navigator.current?.isFailed == true {
      await pressErrorButton(index)
    } else if frontRect.contains(point) {
      await whileBusy { await $0.click(at: point.relative(to: self.frontRect.origin)) }
    }
  }

  private func handle(_ key: Key) async -> Bool {
    if key == .control("c") { return false }
    if key == .control("z") {
      terminal?.suspend()
      return true
    }
    if panel != nil {
      scrollPanel(key)
      return true
    }
    if opener.front != nil {
      handleOpenerDialog(key)
      return true
    }
    let editing = controller?.isEditingText ?? false
    let dialogOpen = !(controller?.session.dialogs.isEmpty ?? true)
    switch key {
    case .function(1): open(.help)
    case .function(2): open(.diagnostics)
    case .function(5): reload()
    case .function(12): open(.inspector)
    case .character("q") where !editing: return false
    case .character("?") where !editing: open(.help)
    case .character("r") where !editing && !dialogOpen: await refresh()
    case .escape where !dialogOpen, .backspace where !editing && !dialogOpen: goBack()
    default:
      guard let page = navigator.current else { return true }
      if page.isFailed {
        await handleErrorView(key)
      } else if page.session != nil {
        await whileBusy { await $0.handle(key) }
      }
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
    navigator.reload()
  }

  private func goBack() {
    clearReport()
    errorFocus = 0
    if !navigator.goBack() { report("there is no screen to go back to") }
  }

  // MARK: The error view

  private func handleErrorView(_ key: Key) async {
    switch key {
    case .tab, .backTab, .left, .right:
      errorFocus = 1 - errorFocus
    case .enter, .character(" "):
      await pressErrorButton(errorFocus)
    default: break
    }
  }

  private func pressErrorButton(_ index: Int) async {
    if index == 0 { reload() } else { goBack() }
  }

  // MARK: The opener's dialogs

  private func handleOpenerDialog(_ key: Key) {
    guard let dialog = opener.front else { return }
    switch key {
    case .tab, .right: opener.focus = (opener.focus + 1) % dialog.buttons.count
    case .backTab, .left: opener.focus = (opener.focus + dialog.buttons.count - 1) % dialog.buttons.count
    case .enter, .character(" "): press(openerButton: opener.focus)
    case .escape: opener.dismiss()
    default: break
    }
  }

  private func press(openerButton index: Int) {
    switch opener.press(index) {
    case .copy(let text):
      if let terminal {
        terminal.copyToClipboard(text)
      }
      report("copied to the clipboard: \(text)")
    case .opened(let url):
      report("opened \(url)")
    case .failed(let reason):
      report(reason)
    case .none: break
    }
  }

  // MARK: Panels

  func open(_ next: Panel) {
    panel = next
    panelOffset = 0
  }

  private func scrollPanel(_ key: Key) {
    let page = PanelOverlay.visibleLines(in: size)
    switch key {
    case .up: scrollPanel(by: -1)
    case .down: scrollPanel(by: 1)
    case .pageUp: scrollPanel(by: -page)
    case .pageDown: scrollPanel(by: page)
    case .home: panelOffset = 0
    case .end: scrollPanel(by: Int.max / 2)
    case .tab, .backTab, .left, .right: break
    default: panel = nil
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

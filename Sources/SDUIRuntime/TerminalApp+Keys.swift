import SDUICore
import SDUIInteraction
import SDUILayout
import SDUIRender

extension TerminalApp {
  // MARK: Events

  /// Handles one event; false when the app should quit. Loads it starts
  /// go on in the background: ``settle()`` waits for them.
  package func handle(_ event: TerminalEvent) async -> Bool {
    if case .resize = event {} else { navigator.userActed() }
    switch event {
    case .resize(let newSize):
      size = newSize
    case .click(let point):
      await layers.last?.click(at: point, in: self)
    case .wheel(let rows, let point):
      if let panel {
        panel.scroll(by: rows, in: self)
      } else {
        controller?.wheel(rows, at: point.relative(to: frontRect.origin))
      }
    case .swipe(let start, let end):
      if let panel {
        panel.scroll(by: start.row - end.row, in: self)
      } else {
        controller?.swipe(from: start.relative(to: frontRect.origin), to: end.relative(to: frontRect.origin))
      }
    case .key(let key):
      return await handle(key)
    case .paste(let text):
      await paste(text)
    case .typed(let text):
      return await type(text)
    }
    return true
  }

  /// The layers shown, the back one first: the front page (its screen,
  /// error view or loading view), an app dialog, the line of words to an
  /// agent, a panel.
  var layers: [any AppLayer] {
    var layers: [any AppLayer] = [pageLayer]
    if opener.front != nil { layers.append(opener) }
    if let prompt { layers.append(prompt) }
    if let panel { layers.append(panel) }
    return layers
  }

  /// What the layers draw themselves that a flow finds as elements (a
  /// dialog's texts and buttons, the error view's), back to front.
  package var drawnElements: [DrawnElement] {
    layers.flatMap { $0.elements(in: self) }
  }

  /// The layer of the front page.
  private var pageLayer: any AppLayer {
    if navigator.current?.isFailed == true { return errorView }
    if let controller { return ScreenLayer(controller: controller) }
    return LoadingLayer()
  }

  /// Routes a key over the layers' kinds with `KeyRouter`; the app carries
  /// out its own commands, and the layer a command is for the rest. False
  /// to quit.
  private func handle(_ key: Key) async -> Bool {
    let layers = self.layers
    let command = KeyRouter(layers: layers.flatMap(\.kinds), isEditingText: controller?.isEditingText ?? false)
      .route(key)
    switch command {
    case .quit: return false
    case .suspend: terminal?.suspend()
    case .open(let next): open(next)
    case .reload: reload()
    case .toggleCursor:
      showsCursor.toggle()
      inform(showsCursor ? "cursor shown on the focus (F3 hides it)" : "cursor hidden (F3 shows it)")
    case .refresh: await refresh()
    case .goBack: goBack()
    case .openPrompt: openPrompt()
    case .ignore: break
    default:
      guard let target = command.layer else { break }
      await layers.last { $0.kinds.contains(target) }?.perform(command, for: key, in: self)
    }
    return true
  }

  /// `r`: with the focus inside a `pullToRefresh`, runs its `onPull`;
  /// otherwise reloads the front screen in place, or connects to the
  /// agent again when it showed nothing yet, or opens a URL's stream again.
  private func refresh() async {
    if case .agent = source, navigator.stacks.isEmpty {
      await busy { _ = await openAgent() }
      return
    }
    if case .url = source, urlStream != nil, agent != nil || startFailed {
      // The stream is opened again (its surfaces start afresh), or tried
      // again when its first request failed, since it may answer a stream now.
      await busy { _ = await openURLStream() }
      return
    }
    var pulled = false
    await whileBusy { pulled = await $0.pull() }
    if !pulled { reload() }
  }

  /// Whether nothing but the start page is open, and it could not be fetched.
  private var startFailed: Bool {
    navigator.stacks.isEmpty || (navigator.stacks.joined().count == 1 && navigator.current?.isFailed == true)
  }

  func reload() {
    clearReport()
    errorView.focus = 0
    pictures?.forgetFailures()
    navigator.reload()
  }

  func goBack() {
    clearReport()
    errorView.focus = 0
    if !navigator.goBack() { report(.nothingToGoBackTo) }
  }

  // MARK: Panels

  func open(_ next: AppPanel) {
    panel = PanelLayer(next)
  }

  func closePanel() {
    panel = nil
  }
}

extension Point {
  /// The point in a rectangle's own cells, given the rectangle's origin.
  func relative(to origin: Point) -> Point {
    Point(column: column - origin.column, row: row - origin.row)
  }
}

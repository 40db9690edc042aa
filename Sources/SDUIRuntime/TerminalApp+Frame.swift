import SDUICore
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUIRender

extension TerminalApp {
  /// The whole frame: the screens, any panel or dialog, and the status line.
  package func compose() -> CellGrid { compose(reusingScreen: false) }

  /// The whole frame, with the screens as last laid out when
  /// `reusingScreen` (for the spinner's redraws): the layers drawn back to
  /// front, then the status line.
  func compose(reusingScreen: Bool) -> CellGrid {
    var grid = CellGrid(size: size)
    let layers = self.layers
    if !reusingScreen || lastScreen?.size != screenSize {
      var screens = CellGrid(size: screenSize)
      layers[0].draw(into: &screens, in: self)
      lastScreen = screens
    }
    if let screen = lastScreen { grid.paste(screen, at: .zero) }
    if navigator.current?.isLoading == true, reusingScreen {
      var front = CellGrid(size: frontRect.size)
      PageStateView(.loading(url: navigator.current?.displayName ?? "", spinner: spinnerFrame ?? 0)).draw(into: &front)
      grid.paste(front, at: frontRect.origin)
    }
    for layer in layers.dropFirst() { layer.draw(into: &grid, in: self) }
    if options.showsStatusLine { drawStatusLine(into: &grid) }
    grid.showsCursor = showsCursor
    return grid
  }

  /// The stack in front over the one below it (dimmed) when it is
  /// presented, in a frame whose title gives the depth: what the page
  /// layers draw first.
  func drawPages(into grid: inout CellGrid) {
    forgetControllersOfPagesThatLeft()
    guard let front = navigator.current else { return }
    let rect = frontRect
    if navigator.presentedDepth > 0, rect.size != screenSize {
      let below = navigator.stacks[navigator.stacks.count - 2].last
      if let below { grid.paste(pageGrid(below, size: screenSize), at: .zero) }
      // The focus is the front page's; the page below has none.
      grid.cursor = nil
      grid.restyle(Rect(origin: .zero, size: screenSize)) { $0.dim = true }
      let outline = Rect(
        column: rect.origin.column - 1, row: rect.origin.row - 1, width: rect.size.width + 2,
        height: rect.size.height + 2)
      grid.drawOverlayFrame(outline)
      let label = " presented · layer \(navigator.presentedDepth + 1) of \(navigator.stacks.count) "
      grid.write(
        label, at: Point(column: outline.origin.column + 2, row: outline.origin.row), style: CellStyle(bold: true))
    }
    // A failed front page is the error view layer's to draw, with its focus.
    guard !front.isFailed else { return }
    grid.paste(pageGrid(front, size: rect.size), at: rect.origin)
  }

  /// One page drawn at a size: its screen, or its loading or error view
  /// (a page below a presented one; the front page's error view is the
  /// error view layer's).
  private func pageGrid(_ page: Page, size: Size) -> CellGrid {
    var grid = CellGrid(size: size)
    switch page.content {
    case .loading:
      PageStateView(.loading(url: page.displayName, spinner: spinnerFrame ?? 0)).draw(into: &grid)
    case .failed(let failure):
      _ = PageStateView(.failed(failure, focusedButton: 0)).draw(into: &grid)
    case .ready:
      if let controller = controller(for: page, size: size) {
        grid = controller.frame().grid
        options.theme.apply(to: &grid)
      }
    }
    return grid
  }

  /// What the inspector says about the focused component.
  func inspectorLines() -> [String] {
    guard let controller, let node = controller.focusedNode ?? controller.session.resolvedRoot else {
      return ["Nothing to inspect."]
    }
    var lines = [
      "type    \(node.type)", "id      \(node.id)", "path    \(node.path)",
      "flow    \(FlowStepHint.step(tapping: node, in: controller.frame()))",
    ]
    if let declared = Self.declaration(of: node.path, in: controller.session.screen.root) {
      lines.append("source  \(navigator.current?.displayName ?? source.displayName):\(declared.location)")
    }
    // A navigation bar item's press is an event of its screen's node.
    let events = node.events + [node.property("event")?.stringValue].compactMap { $0 }
    lines.append("events  \(events.isEmpty ? "none" : events.joined(separator: ", "))")
    lines.append("properties")
    if node.properties.isEmpty { lines.append("  none") }
    for member in node.properties { lines.append("  \(member.key): \(member.value.jsonText)") }
    let own = diagnostics.filter { $0.path.description.hasPrefix(node.path.description) }
    lines.append("diagnostics")
    lines.append(contentsOf: own.isEmpty ? ["  none"] : own.map { "  \($0)" })
    return lines
  }

  /// The declared component at `path`, or the nearest one above it (a
  /// template instance points into its template: a Nimbus `forEach`'s
  /// children, a Beagle list's `templates`, held in its properties).
  private static func declaration(of path: JSONPath, in root: ComponentNode?) -> ComponentNode? {
    guard let root else { return nil }
    var best: ComponentNode?
    var stack = [root]
    while let node = stack.popLast() {
      let text = node.path.description
      if path.description.hasPrefix(text), text.count > (best?.path.description.count ?? -1) { best = node }
      stack.append(contentsOf: node.children)
      stack.append(contentsOf: node.properties.flatMap(\.value.nestedComponents))
    }
    return best
  }
}

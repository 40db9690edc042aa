import SDUICore
import SDUILayout
import SDUIRender

extension TerminalApp {
  /// The keys, as the help panel lists them.
  static let helpLines = [
    "Tab / S-Tab      next / previous focusable",
    "Arrows           move focus; scroll a focused scroll view",
    "Enter / Space    activate (onPress)",
    "PgUp PgDn Home End   scroll",
    "typing           edits the focused text input",
    "mouse            click focuses and activates; the wheel scrolls",
    "Esc / Backspace  back (Backspace only when not editing)",
    "r / F5           reload the screen",
    "F2               diagnostics and log",
    "F12              inspect the focused component",
    "? / F1           this help",
    "q                quit (when not editing); C-c always quits",
  ]

  /// The whole frame: the screen, any panel, and the status line.
  public func compose() -> CellGrid { compose(reusingScreen: false) }

  /// The whole frame, with the screen as last laid out when
  /// `reusingScreen` (for the spinner's redraws).
  func compose(reusingScreen: Bool) -> CellGrid {
    var grid = CellGrid(size: size)
    if !reusingScreen || lastScreen?.size != controller?.renderer.size { lastScreen = controller?.frame().grid }
    if let screen = lastScreen { grid.paste(screen, at: .zero) }
    if let panel {
      let title =
        switch panel {
        case .help: "Keys"
        case .diagnostics: "Diagnostics and log"
        case .inspector: "Inspector"
        }
      PanelOverlay(title: title, lines: panelLines(), offset: panelOffset).draw(into: &grid)
    }
    if options.showsStatusLine { drawStatusLine(into: &grid) }
    return grid
  }

  func panelLines() -> [String] {
    switch panel {
    case .help: return Self.helpLines
    case .diagnostics:
      let found = diagnostics.isEmpty ? ["No diagnostics."] : diagnostics.map(\.description)
      let log = logs.lines
      return found + (log.isEmpty ? [] : ["", "Log:"] + log)
    case .inspector: return inspectorLines()
    case nil: return []
    }
  }

  private func drawStatusLine(into grid: inout CellGrid) {
    let row = size.height - 1
    guard row >= 0 else { return }
    let spinner = spinnerFrame.map { ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"][$0 % 10] + " " } ?? ""
    var parts = [source.displayName]
    if let title = controller?.session.resolvedRoot?.screenTitle { parts.append(title) }
    if let lastError { parts.append(lastError) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let others = diagnostics.count - errors
    if !diagnostics.isEmpty {
      parts.append(
        [
          errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : nil,
          others > 0 ? "\(others) warning\(others == 1 ? "" : "s")" : nil,
        ].compactMap { $0 }.joined(separator: ", ") + " (F2)")
    }
    let right = " ? help "
    let room = max(0, size.width - DisplayWidth.of(right))
    func joined() -> String { " " + spinner + parts.map { TerminalText.sanitized($0) }.joined(separator: " · ") }
    if DisplayWidth.of(joined()) > room, let name = source.displayName.split(separator: "/").last {
      parts[0] = String(name)
    }
    let left = joined()
    let style = CellStyle(reverse: true)
    grid.write(String(repeating: " ", count: size.width), at: Point(column: 0, row: row), style: style)
    grid.write(TextWrapping.truncated(left, width: room), at: Point(column: 0, row: row), style: style)
    if size.width > DisplayWidth.of(right) + 10 {
      grid.write(right, at: Point(column: room, row: row), style: style)
    }
  }

  /// What the inspector says about the focused component.
  private func inspectorLines() -> [String] {
    guard let controller, let node = controller.focusedNode ?? controller.session.resolvedRoot else {
      return ["Nothing to inspect."]
    }
    var lines = ["type    \(node.type)", "id      \(node.id)", "path    \(node.path)"]
    if let declared = Self.declaration(of: node.path, in: controller.session.screen.root) {
      lines.append("source  \(source.displayName):\(declared.location)")
    }
    lines.append("events  \(node.events.isEmpty ? "none" : node.events.joined(separator: ", "))")
    lines.append("properties")
    if node.properties.isEmpty { lines.append("  none") }
    for member in node.properties { lines.append("  \(member.key): \(member.value.jsonText)") }
    let own = diagnostics.filter { $0.path.description.hasPrefix(node.path.description) }
    lines.append("diagnostics")
    lines.append(contentsOf: own.isEmpty ? ["  none"] : own.map { "  \($0)" })
    return lines
  }

  /// The declared component at `path`, or the nearest one above it (a
  /// template instance points into its template).
  private static func declaration(of path: JSONPath, in root: ComponentNode?) -> ComponentNode? {
    guard let root else { return nil }
    var best: ComponentNode?
    var stack = [root]
    while let node = stack.popLast() {
      let text = node.path.description
      if path.description.hasPrefix(text), text.count > (best?.path.description.count ?? -1) { best = node }
      stack.append(contentsOf: node.children)
    }
    return best
  }
}

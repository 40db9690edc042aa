import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension TerminalApp {
  /// The bottom row: where the user is (the stack's depth and the page),
  /// the screen's title, the latest message, how many problems the front
  /// page has, found when it was read or since, while it ran ("1 error
  /// (F2)"), and what a screen reader says of the focused element.
  func drawStatusLine(into grid: inout CellGrid) {
    let row = size.height - 1
    guard row >= 0 else { return }
    let spinner = spinnerFrame.map { PageStateView.spinnerFrames[$0 % PageStateView.spinnerFrames.count] + " " } ?? ""
    let isFirstPage = navigator.stacks.count == 1 && navigator.stacks[0].count == 1
    let name = isFirstPage || navigator.current == nil ? source.displayName : navigator.current?.displayName ?? ""
    var parts = [name]
    let depth = navigator.stacks.map(\.count).reduce(0, +)
    if depth > 1 { parts[0] = "\(depth) ‹ " + name }
    if let session = controller?.session, let root = session.resolvedRoot,
      let title = session.dialect.layout.screenChrome(of: root)?.title
    {
      parts.append(title)
    }
    if let trouble = watchSummary ?? hotReloadTrouble { parts.append(trouble) }
    if let statusMessage { parts.append(statusMessage) }
    if let problems = problemSummary { parts.append(problems) }
    let right = " ? help "
    let room = max(0, size.width - DisplayWidth.of(right))
    func joined() -> String { " " + spinner + parts.map { TerminalText.sanitized($0) }.joined(separator: " · ") }
    // The focus comes last, in the room the rest leaves; a long path gives
    // way to its file name when that room is short of 30 cells.
    let focus = layers.last?.spokenFocus(in: self)?.description
    let roomForFocus = room - DisplayWidth.of(joined()) - 3
    let focusIsCut = (focus.map(DisplayWidth.of) ?? 0) > roomForFocus
    if DisplayWidth.of(joined()) > room || (focusIsCut && roomForFocus < 30),
      let last = name.split(separator: "/").last
    {
      parts[0] = (depth > 1 ? "\(depth) ‹ " : "") + String(last)
    }
    if let focus { parts.append(focus) }
    let left = joined()
    let style = CellStyle(reverse: true)
    grid.write(String(repeating: " ", count: size.width), at: Point(column: 0, row: row), style: style)
    grid.write(TextWrapping.truncated(left, width: room), at: Point(column: 0, row: row), style: style)
    if size.width > DisplayWidth.of(right) + 10 {
      grid.write(right, at: Point(column: room, row: row), style: style)
    }
  }

  /// `1 error, 2 warnings (F2)`: the front page's diagnostics with the
  /// problems its screen met while it ran; `nil` when there are none.
  var problemSummary: String? {
    let running = navigator.current?.session.flatMap { runtimeProblems[ObjectIdentifier($0)] } ?? (0, 0)
    let loadErrors = diagnostics.filter { $0.severity == .error }.count
    let errors = loadErrors + running.errors
    let warnings = diagnostics.count - loadErrors + running.warnings
    guard errors + warnings > 0 else { return nil }
    return [
      errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : nil,
      warnings > 0 ? "\(warnings) warning\(warnings == 1 ? "" : "s")" : nil,
    ].compactMap { $0 }.joined(separator: ", ") + " (F2)"
  }

  /// Counts a problem the front page's screen met while it ran (a failing
  /// action, an expression that cannot be read): the status line counts
  /// them with the page's diagnostics, and F2 lists them. The app's own
  /// messages, the screen's `log` action and the server's lines are not
  /// the screen's failures.
  func countRuntimeProblem(_ problem: Problem) {
    guard problem.severity >= .warning, let session = navigator.current?.session else { return }
    switch problem.kind {
    case .logged, .terminalColors, .server, .serverStopped, .news: return
    default: break
    }
    guard !Self.isForTheStatusLine(problem) else { return }
    var count = runtimeProblems[ObjectIdentifier(session)] ?? (errors: 0, warnings: 0)
    if problem.severity == .error { count.errors += 1 } else { count.warnings += 1 }
    runtimeProblems[ObjectIdentifier(session)] = count
  }
}

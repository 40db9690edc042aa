import SDUICore
import SDUIDocument
import SDUILayout

/// What a page shows while it has no screen: a loading view with a
/// spinner, or an error view that says what failed (status, URL, the first
/// lines of the body or the diagnostic) and offers Retry and Back.
///
/// ```swift
/// var grid = CellGrid(size: Size(width: 60, height: 12))
/// PageStateView(.loading(url: "http://127.0.0.1:8080/store", spinner: 3)).draw(into: &grid)
/// ```
package struct PageStateView {
  /// The two states.
  package enum State {
    /// Fetching `url`; `spinner` counts the animation's frames.
    case loading(url: String, spinner: Int)
    /// The failure, with the focused button (0 Retry, 1 Back).
    case failed(PageFailure, focusedButton: Int)
  }

  /// The error view's buttons, in order.
  package static let buttons = ["Retry", "Back"]
  /// Braille spinner frames, shared with the status line.
  package static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  let state: State

  /// Creates a view.
  package init(_ state: State) {
    self.state = state
  }

  /// Draws the view over the whole grid; returns where each button is
  /// (none while loading), for the mouse.
  @discardableResult
  package func draw(into grid: inout CellGrid) -> [Rect] {
    let size = grid.size
    for row in 0..<size.height {
      grid.write(String(repeating: " ", count: size.width), at: Point(column: 0, row: row), style: .plain)
    }
    switch state {
    case .loading(let url, let spinner):
      let frame = Self.spinnerFrames[spinner % Self.spinnerFrames.count]
      let lines = ["\(frame) Loading", TerminalText.sanitized(url)]
      for (offset, line) in lines.enumerated() {
        let text = TextWrapping.truncated(line, width: max(1, size.width - 2))
        let column = max(0, (size.width - DisplayWidth.of(text)) / 2)
        grid.write(
          text, at: Point(column: column, row: size.height / 2 - 1 + offset),
          style: CellStyle(bold: offset == 0, dim: offset == 1))
      }
      return []
    case .failed(let failure, let focused):
      return drawFailure(failure, focusedButton: focused, into: &grid)
    }
  }

  private func drawFailure(_ failure: PageFailure, focusedButton: Int, into grid: inout CellGrid) -> [Rect] {
    let size = grid.size
    let inner = max(8, size.width - 6)
    var lines: [(String, CellStyle)] = [("Could not load this screen", CellStyle(bold: true)), ("", .plain)]
    for line in TextWrapping.lines(TerminalText.sanitized(failure.url), width: inner - 8) {
      lines.append(((lines.count == 2 ? "URL     " : "        ") + line, .plain))
    }
    if let status = failure.status { lines.append(("Status  \(status)", .plain)) }
    for (index, line) in TextWrapping.lines(TerminalText.sanitized(failure.reason), width: inner - 8).enumerated() {
      lines.append(((index == 0 ? "Reason  " : "        ") + line, .plain))
    }
    if !failure.details.isEmpty {
      lines.append(("", .plain))
      let wrapped = failure.details.flatMap { TextWrapping.lines(TerminalText.sanitized($0), width: inner) }
      for line in wrapped.prefix(8) { lines.append((line, CellStyle(dim: true))) }
    }
    let height = min(size.height, lines.count + 5)
    let width = min(size.width, inner + 4)
    let rect = Rect(
      column: (size.width - width) / 2, row: max(0, (size.height - height) / 2), width: width, height: height)
    grid.drawBox(rect, rounded: true)
    let clip = Rect(column: rect.origin.column + 2, row: rect.origin.row + 1, width: width - 4, height: height - 2)
    for (offset, line) in lines.enumerated() where rect.origin.row + 1 + offset < rect.maxRow - 2 {
      grid.write(
        line.0, at: Point(column: clip.origin.column, row: rect.origin.row + 1 + offset), style: line.1, clip: clip)
    }
    var column = clip.origin.column
    var rects: [Rect] = []
    for (index, label) in Self.buttons.enumerated() {
      let text = "[ \(label) ]"
      let button = Rect(column: column, row: rect.maxRow - 2, width: DisplayWidth.of(text), height: 1)
      grid.write(text, at: button.origin, style: CellStyle(bold: true, reverse: index == focusedButton), clip: clip)
      rects.append(button)
      column += button.size.width + 2
    }
    return rects
  }
}

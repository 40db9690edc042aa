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

  /// Draws the view over the whole grid; returns what a flow finds in it
  /// (none while loading): the error view's texts and its buttons, where
  /// they are drawn.
  @discardableResult
  package func draw(into grid: inout CellGrid) -> [DrawnElement] {
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

  private func drawFailure(_ failure: PageFailure, focusedButton: Int, into grid: inout CellGrid) -> [DrawnElement] {
    let size = grid.size
    let inner = max(8, size.width - 6)
    let heading = "Could not load this screen"
    var lines: [(String, CellStyle)] = [(heading, CellStyle(bold: true)), ("", .plain)]
    // Each text a flow finds, with the lines it takes and its column.
    var texts: [(text: String, lines: Range<Int>, indent: Int)] = [(heading, 0..<1, 0)]
    func add(_ label: String, _ text: String, width: Int, style: CellStyle = .plain) {
      let wrapped = TextWrapping.lines(TerminalText.sanitized(text), width: width)
      if !label.isEmpty { texts.append((label, lines.count..<lines.count + 1, 0)) }
      texts.append((text, lines.count..<lines.count + wrapped.count, label.isEmpty ? 0 : 8))
      for (index, line) in wrapped.enumerated() {
        let lead =
          label.isEmpty ? "" : index == 0 ? label + String(repeating: " ", count: max(0, 8 - label.count)) : "        "
        lines.append((lead + line, style))
      }
    }
    add("URL", failure.url, width: inner - 8)
    if let status = failure.status { add("Status", "\(status)", width: inner - 8) }
    add("Reason", failure.reason, width: inner - 8)
    if !failure.details.isEmpty {
      lines.append(("", .plain))
      for detail in failure.details.prefix(8) { add("", detail, width: inner, style: CellStyle(dim: true)) }
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
    var elements: [DrawnElement] = texts.compactMap { text in
      let rows = text.lines.clamped(to: 0..<max(0, rect.size.height - 3))
      guard !rows.isEmpty else { return nil }
      return DrawnElement(
        text: text.text,
        rect: Rect(
          column: clip.origin.column + text.indent, row: rect.origin.row + 1 + rows.lowerBound,
          width: clip.size.width - text.indent, height: rows.count))
    }
    for (index, label) in Self.buttons.enumerated() {
      let text = "[ \(label) ]"
      let button = Rect(column: column, row: rect.maxRow - 2, width: DisplayWidth.of(text), height: 1)
      grid.write(text, at: button.origin, style: CellStyle(bold: true, reverse: index == focusedButton), clip: clip)
      if index == focusedButton { grid.cursor = Point(column: button.origin.column + 2, row: button.origin.row) }
      elements.append(DrawnElement(text: label, rect: button, isButton: true))
      column += button.size.width + 2
    }
    return elements
  }
}

import SDUICore
import SDUIDocument
import SDUILayout

/// A dialog over the middle of the frame: a rounded frame with the title,
/// the wrapped message and the buttons, the focused one in reverse video.
/// Screens' alerts and confirms use it, and so do the app's own questions
/// (opening a URL).
package struct DialogOverlay {
  private let title: String?
  private let message: String
  private let buttonLabels: [String]
  /// The dialog's frame.
  let rect: Rect
  private let labels: [String]
  private let lines: [String]
  /// Where each button is drawn, in order.
  package let buttonRects: [Rect]

  package init(_ dialog: Dialog, in size: Size) {
    self.init(title: dialog.title, message: dialog.message, buttons: dialog.buttons.map(\.label), in: size)
  }

  /// A dialog with these texts, centred in a frame of `size`.
  package init(title: String?, message: String, buttons: [String], in size: Size) {
    self.title = title
    self.message = message
    buttonLabels = buttons
    let maxWidth = max(10, size.width - 4)
    labels = buttons.map { "[ " + TerminalText.sanitized($0) + " ]" }
    let buttonsWidth = labels.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * max(0, labels.count - 1)
    let natural = max(
      DisplayWidth.of(TerminalText.sanitized(title ?? "")),
      message.split(separator: "\n").map { DisplayWidth.of(TerminalText.sanitized(String($0))) }.max() ?? 0,
      buttonsWidth)
    let width = min(maxWidth, natural + 4)
    lines = TextWrapping.lines(message, width: width - 4)
    let titleRows = title == nil ? 0 : 2
    let height = min(size.height, lines.count + titleRows + 4)
    rect = Rect(column: (size.width - width) / 2, row: (size.height - height) / 2, width: width, height: height)
    var column = rect.maxColumn - 2 - buttonsWidth
    var buttons: [Rect] = []
    for label in labels {
      buttons.append(Rect(column: column, row: rect.maxRow - 2, width: DisplayWidth.of(label), height: 1))
      column += DisplayWidth.of(label) + 2
    }
    buttonRects = buttons
  }

  /// What a flow finds in it, as a phone's alert dialog holds them: the
  /// title, the whole message and each button, with where each is drawn.
  package var elements: [DrawnElement] {
    let inner = Rect(
      column: rect.origin.column + 2, row: rect.origin.row + 1, width: rect.size.width - 4,
      height: rect.size.height - 2)
    var found: [DrawnElement] = []
    var row = inner.origin.row
    if let title {
      found.append(
        DrawnElement(text: title, rect: Rect(column: inner.origin.column, row: row, width: inner.size.width, height: 1))
      )
      row += 2
    }
    let shownLines = max(0, min(lines.count, inner.maxRow - 1 - row))
    found.append(
      DrawnElement(
        text: message, rect: Rect(column: inner.origin.column, row: row, width: inner.size.width, height: shownLines)))
    for (index, label) in buttonLabels.enumerated() {
      found.append(DrawnElement(text: label, rect: buttonRects[index], isButton: true))
    }
    return found
  }

  /// Draws the dialog with one button focused.
  package func draw(focusedButton: Int, into grid: inout CellGrid) {
    let width = rect.size.width
    grid.drawOverlayFrame(rect)
    let inner = Rect(
      column: rect.origin.column + 2, row: rect.origin.row + 1, width: width - 4, height: rect.size.height - 2)
    var row = inner.origin.row
    if let title {
      grid.write(
        TextWrapping.truncated(TerminalText.sanitized(title), width: inner.size.width),
        at: Point(column: inner.origin.column, row: row), style: CellStyle(bold: true), clip: inner)
      row += 2
    }
    for line in lines where row < inner.maxRow - 1 {
      grid.write(line, at: Point(column: inner.origin.column, row: row), style: .plain, clip: inner)
      row += 1
    }
    for (index, label) in labels.enumerated() {
      grid.write(
        label, at: buttonRects[index].origin, style: CellStyle(bold: true, reverse: index == focusedButton),
        clip: inner)
    }
    if buttonRects.indices.contains(focusedButton) {
      let button = buttonRects[focusedButton]
      grid.cursor = grid.firstTextCell(in: button) ?? button.origin
    }
  }
}

import SDUIInteraction
import SDUILayout
import SDUIRender

/// The line the user's words to an agent are typed in (`C-t`, and open by
/// itself while an agent has shown nothing yet), over the screens' last
/// row: it takes every key but the app's everywhere keys; `Enter` sends
/// what was typed and closes it, `Esc` closes it, `Backspace` takes the
/// last character back. A press beside it closes it too.
@MainActor
final class PromptLayer: AppLayer {
  /// The most characters the line holds: words to an agent, not a document.
  static let maximumLength = 4_096
  /// What is typed so far.
  private(set) var text = ""

  var kinds: [ModalLayer] { [.prompt] }

  func perform(_ command: KeyCommand, for key: Key, in app: TerminalApp) async {
    guard case .prompt(let key) = command else { return }
    switch key {
    case .enter:
      let words = text.trimmingCharacters(in: .whitespaces)
      app.closePrompt()
      if !words.isEmpty { app.say(words) }
    case .escape: app.closePrompt()
    case .backspace: if !text.isEmpty { text.removeLast() }
    case .space: type(" ")
    case .character(let character): type(String(character))
    default: break
    }
  }

  /// Adds typed or pasted text, its line breaks as spaces, up to the limit.
  func type(_ typed: String) {
    let flat = typed.map { $0.isNewline ? " " : $0 }.filter { ($0.asciiValue ?? 0x20) >= 0x20 }
    text += String(flat.prefix(max(0, Self.maximumLength - text.count)))
  }

  func click(at point: Point, in app: TerminalApp) async {
    app.closePrompt()
  }

  /// Draws `say › ` and the end of what is typed on the screens' last row,
  /// the cursor after it.
  func draw(into grid: inout CellGrid, in app: TerminalApp) {
    let row = app.screenSize.height - 1
    guard row >= 0 else { return }
    let style = CellStyle(bold: true)
    let label = " say › "
    let room = max(1, app.size.width - DisplayWidth.of(label) - 1)
    var shown = TerminalText.sanitized(text)
    while DisplayWidth.of(shown) > room { shown.removeFirst() }
    grid.write(String(repeating: " ", count: app.size.width), at: Point(column: 0, row: row), style: style)
    let end = grid.write(label + shown, at: Point(column: 0, row: row), style: style)
    grid.cursor = Point(column: min(end, app.size.width - 1), row: row)
  }

  func spokenFocus(in app: TerminalApp) -> SpokenElement? {
    SpokenElement(role: .textField, label: "say to \(app.agent?.agentName ?? "the agent")", value: text)
  }
}

import SDUICore
import SDUILayout
import SDUIRender

extension ScreenController {
  /// Pastes text into the focused text input as one edit, as a phone's
  /// paste does: the text goes in at the cursor, `onChange` runs once with
  /// the whole new value, and its effects settle. The inputs of both
  /// dialects hold one line, so line breaks and tabs become spaces and
  /// other control characters are dropped; a numeric input keeps the
  /// digits. Nothing happens when no text input has the focus or a dialog
  /// is open. Returns whether the text went in.
  @discardableResult
  package func paste(_ text: String) async -> Bool {
    guard session.dialogs.isEmpty, !text.isEmpty else { return false }
    let focused = layout().focusables.first { $0.box.node.id == focusedID }
    guard let field = focused, case .text = field.role else { return false }
    let numeric = field.box.node.property("type")?.stringValue?.uppercased() == "NUMBER"
    let pasted = Self.oneLine(text).filter { !numeric || $0.isNumber }
    guard !pasted.isEmpty else { return false }
    let id = field.box.node.id
    var buffer = buffer(of: field)
    var characters = Array(buffer.text)
    let cursor = min(max(0, buffer.cursor), characters.count)
    characters.insert(contentsOf: pasted, at: cursor)
    buffer.cursor = cursor + pasted.count
    buffer.text = String(characters)
    buffers[id] = buffer
    if field.box.node.events.contains("onChange") {
      run("onChange", on: id, value: textValue(field.box))
    }
    if await session.settle(timeout: .milliseconds(Int(settleTimeout * 1000))) {
      session.report(.keyTimedOut(key: "paste", seconds: settleTimeout))
    }
    return true
  }

  /// The text as one line: line breaks (CR LF counting once) and tabs as
  /// spaces, other control characters left out.
  static func oneLine(_ text: String) -> [Character] {
    var line: [Character] = []
    line.reserveCapacity(text.count)
    for character in text {
      if character == "\r\n" || character == "\n" || character == "\r" || character == "\t" {
        line.append(" ")
      } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        line.append(character)
      }
    }
    return line
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// Applies a key to the focused text field; false when the key is not
  /// an editing key (so it moves focus or activates instead).
  func edit(_ field: Focusable, with key: Key) -> Bool {
    let id = field.box.node.id
    var buffer =
      buffers[id]
      ?? {
        let text =
          field.box.node.property("value").flatMap { Coercion.string(from: $0, dialect: session.dialect) } ?? ""
        return TextBuffer(text: text, cursor: text.count, bound: text)
      }()
    var characters = Array(buffer.text)
    let numeric = field.box.node.property("type")?.stringValue?.uppercased() == "NUMBER"
    switch key {
    case .character(let character):
      if numeric && !character.isNumber { return true }
      characters.insert(character, at: buffer.cursor)
      buffer.cursor += 1
    case .space:
      if numeric { return true }
      characters.insert(" ", at: buffer.cursor)
      buffer.cursor += 1
    case .backspace:
      guard buffer.cursor > 0 else { return true }
      characters.remove(at: buffer.cursor - 1)
      buffer.cursor -= 1
    case .delete:
      guard buffer.cursor < characters.count else { return true }
      characters.remove(at: buffer.cursor)
    case .left:
      buffer.cursor = max(0, buffer.cursor - 1)
      buffers[id] = buffer
      return true
    case .right:
      buffer.cursor = min(characters.count, buffer.cursor + 1)
      buffers[id] = buffer
      return true
    case .home:
      buffer.cursor = 0
      buffers[id] = buffer
      return true
    case .end:
      buffer.cursor = characters.count
      buffers[id] = buffer
      return true
    case .control("u"):
      characters.removeFirst(buffer.cursor)
      buffer.cursor = 0
    case .control("w"):
      var start = buffer.cursor
      while start > 0, characters[start - 1] == " " { start -= 1 }
      while start > 0, characters[start - 1] != " " { start -= 1 }
      characters.removeSubrange(start..<buffer.cursor)
      buffer.cursor = start
    default:
      return false
    }
    buffer.text = String(characters)
    buffers[id] = buffer
    if field.box.node.events.contains("onChange") {
      run("onChange", on: id, value: implicitValue(buffer.text))
    }
    return true
  }

  /// A text field's value as its events receive it: the text in Nimbus,
  /// `{"value": text}` in Beagle.
  func textValue(_ box: RenderBox) -> JSONValue {
    let text =
      buffers[box.node.id]?.text ?? box.node.property("value").flatMap {
        Coercion.string(from: $0, dialect: session.dialect)
      } ?? ""
    return implicitValue(text)
  }

  private func implicitValue(_ text: String) -> JSONValue {
    session.dialect == .beagle ? ["value": JSONValue(.string(text))] : JSONValue(.string(text))
  }
}

extension ScreenController {
  /// Whether a text input has focus (and no dialog is open), so that
  /// printable keys type into it rather than act as commands.
  package var isEditingText: Bool {
    guard session.dialogs.isEmpty, let box = focusedBox else { return false }
    if case .text? = role(of: box) { return true }
    return false
  }

  /// The resolved node that has focus.
  package var focusedNode: ResolvedNode? { focusedBox?.node }

  /// Pulls to refresh: when the focus is inside a component with
  /// `onPull` (Beagle's pullToRefresh), or nothing has the focus and the
  /// screen has one, scrolls what it holds back to the top, as a pull
  /// starts there, and runs `onPull`. Returns false when nothing refreshes.
  package func pull() async -> Bool {
    let around = focusedBox.map { [$0] + (lastFrame?.ancestors(of: $0).reversed() ?? []) } ?? []
    // With nothing focused (a pull-to-refresh around plain text), the
    // screen's first one pulls.
    guard
      let target = around.first(where: { $0.node.events.contains("onPull") })
        ?? (focusedBox == nil ? firstPullToRefresh() : nil)
    else { return false }
    pull(target)
    _ = await session.settle(timeout: .milliseconds(Int(settleTimeout * 1000)))
    return true
  }

  /// The focused box in the last frame drawn, which is what the user sees;
  /// a layout runs only when there is no frame yet.
  private var focusedBox: RenderBox? {
    if lastFrame == nil { _ = layout() }
    func find(_ box: RenderBox) -> RenderBox? {
      if box.node.id == focusedID { return box }
      for child in box.children {
        if let found = find(child) { return found }
      }
      return nil
    }
    return lastFrame?.root.flatMap(find)
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// Applies a key to the focused text field; false when the key is not
  /// an editing key (so it moves focus or activates instead).
  func edit(_ field: Focusable, with key: Key) -> Bool {
    var buffer = buffer(of: field)
    let numeric = Self.isNumeric(field)
    switch key {
    case .character(let character):
      guard !numeric || character.isNumber, buffer.insert(String(character)) else { return true }
    case .space:
      guard !numeric, buffer.insert(" ") else { return true }
    case .backspace:
      guard buffer.deleteBackward() else { return true }
    case .delete:
      guard buffer.deleteForward() else { return true }
    case .left, .right, .home, .end:
      if key == .left || key == .right {
        buffer.moveCursor(forward: key == .right)
      } else {
        buffer.moveCursorToEnd(key == .end)
      }
      buffers[field.box.node.id] = buffer
      return true
    case .control("u"):
      buffer.deleteToStart()
    case .control("w"):
      buffer.deleteWordBackward()
    default:
      return false
    }
    changed(field, to: buffer)
    return true
  }

  /// Puts text into the focused text field at its cursor as one edit, as
  /// a phone's paste does: `onChange` runs once, with the whole new value,
  /// and its effects settle as a key's do. The text is what
  /// ``TextBuffer/typeable(_:numeric:)`` keeps of it, up to
  /// ``TextBuffer/mostBytes`` in the field. False when no text field has
  /// the focus (or a dialog is open).
  package func insert(_ text: String) async -> Bool {
    guard isEditingText, let field = layout().focusables.first(where: { $0.box.node.id == focusedID }) else {
      return false
    }
    var buffer = buffer(of: field)
    if buffer.insert(TextBuffer.typeable(text, numeric: Self.isNumeric(field))) { changed(field, to: buffer) }
    await settle(after: "a paste")
    return true
  }

  /// The field's buffer: what was typed into it, or its bound value.
  private func buffer(of field: Focusable) -> TextBuffer {
    buffers[field.box.node.id]
      ?? {
        let text =
          field.box.node.property("value").flatMap { Coercion.string(from: $0, dialect: session.dialect) } ?? ""
        return TextBuffer(text: text, bound: text)
      }()
  }

  private static func isNumeric(_ field: Focusable) -> Bool {
    field.box.node.property("type")?.stringValue?.uppercased() == "NUMBER"
  }

  /// Keeps an edited buffer and runs the field's `onChange` with its text.
  private func changed(_ field: Focusable, to buffer: TextBuffer) {
    let id = field.box.node.id
    buffers[id] = buffer
    if field.box.node.events.contains("onChange") {
      run("onChange", on: id, value: implicitValue(buffer.text))
    }
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
    session.dialect.engine.changeValue(text)
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

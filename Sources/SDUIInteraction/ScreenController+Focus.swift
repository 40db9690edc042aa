import SDUICore
import SDUILayout
import SDUIRender

extension ScreenController {
  /// The ids of what takes the focus on the frame on screen: what a
  /// press, a click or typing acts on (Android's `clickable`).
  package var focusableIDs: Set<String> {
    Set(layout().focusables.map(\.box.node.id))
  }

  /// Moves focus through the reading order, running `onBlur` and `onFocus`.
  func moveFocus(in focusables: [Focusable], by step: Int) {
    guard !focusables.isEmpty else { return }
    let current = focusables.firstIndex { $0.box.node.id == focusedID } ?? -step
    let next = ((current + step) % focusables.count + focusables.count) % focusables.count
    focus(focusables[next], from: focusables.first { $0.box.node.id == focusedID })
  }

  /// Moves focus to the nearest focusable in the arrow's direction;
  /// false when there is none.
  @discardableResult
  func moveFocus(in focusables: [Focusable], toward key: Key) -> Bool {
    guard let current = focusables.first(where: { $0.box.node.id == focusedID }) else { return false }
    func center(_ rect: Rect) -> (Double, Double) {
      (Double(rect.origin.column) + Double(rect.size.width) / 2, Double(rect.origin.row) + Double(rect.size.height) / 2)
    }
    let (x, y) = center(current.rect)
    let best = focusables.filter { $0.box.node.id != focusedID }.compactMap { candidate -> (Focusable, Double)? in
      let (cx, cy) = center(candidate.rect)
      let (along, across): (Double, Double) =
        switch key {
        case .down: (cy - y, abs(cx - x))
        case .up: (y - cy, abs(cx - x))
        case .right: (cx - x, abs(cy - y))
        default: (x - cx, abs(cy - y))
        }
      return along > 0 ? (candidate, along + across * 2) : nil
    }.min { $0.1 < $1.1 }
    guard let best else { return false }
    focus(best.0, from: current)
    return true
  }

  func focus(_ next: Focusable, from previous: Focusable?) {
    guard next.box.node.id != previous?.box.node.id else { return }
    if let previous, previous.box.node.events.contains("onBlur") {
      run("onBlur", on: previous.box.node.id, value: textValue(previous.box))
    }
    focusedID = next.box.node.id
    scrollIntoView(next.box)
    if next.box.node.events.contains("onFocus") {
      run("onFocus", on: next.box.node.id, value: textValue(next.box))
    }
  }
}

extension ScreenController {
  /// Takes over what a person did on the same screen before it was read
  /// again (`--watch`, `--hot-reload`): the focus, the scroll offsets, and
  /// the pages and tabs chosen. An id the new screen lacks is passed over
  /// as it would be after any change of the screen.
  package func adoptView(from earlier: ScreenController) {
    focusedID = earlier.focusedID
    scrollOffsets = earlier.scrollOffsets
    choices = earlier.choices
  }
}

import SDUIRender

/// The focus in a row of buttons: a screen's dialog, an app dialog or the
/// error view. `Tab`/`Right` move to the next button and `S-Tab`/`Left` to
/// the one before, wrapping; `Enter`/`Space` press the focused one; `Esc`
/// dismisses.
///
/// ```swift
/// var row = ButtonRow(count: 2)
/// row.apply(.next)  // .focused(1)
/// row.apply(.press) // .pressed(1)
/// ```
package struct ButtonRow: Equatable, Sendable {
  /// What a key does to the row.
  package enum Move: Equatable, Sendable { case next, previous, press, dismiss }

  /// What came of a move.
  package enum Outcome: Equatable, Sendable {
    case focused(Int)
    case pressed(Int)
    case dismissed
  }

  /// How many buttons there are.
  package var count: Int
  /// The focused button.
  package var focused: Int

  /// A row of `count` buttons with `focused` focused.
  package init(count: Int, focused: Int = 0) {
    self.count = count
    self.focused = min(max(0, focused), max(0, count - 1))
  }

  /// The move a key makes, or `nil` for a key the row does not take.
  package static func move(for key: Key) -> Move? {
    switch key {
    case .tab, .right: .next
    case .backTab, .left: .previous
    case .enter, .space, .character(" "): .press
    case .escape: .dismiss
    default: nil
    }
  }

  /// Makes a move.
  @discardableResult
  package mutating func apply(_ move: Move) -> Outcome {
    let count = max(1, self.count)
    switch move {
    case .next: focused = (focused + 1) % count
    case .previous: focused = (focused + count - 1) % count
    case .press: return .pressed(focused)
    case .dismiss: return .dismissed
    }
    return .focused(focused)
  }
}

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
public struct ButtonRow: Equatable, Sendable {
  /// What a key does to the row.
  public enum Move: Equatable, Sendable { case next, previous, press, dismiss }

  /// What came of a move.
  public enum Outcome: Equatable, Sendable {
    case focused(Int)
    case pressed(Int)
    case dismissed
  }

  /// How many buttons there are.
  public var count: Int
  /// The focused button.
  public var focused: Int

  /// A row of `count` buttons with `focused` focused.
  public init(count: Int, focused: Int = 0) {
    self.count = count
    self.focused = min(max(0, focused), max(0, count - 1))
  }

  /// The move a key makes, or `nil` for a key the row does not take.
  public static func move(for key: Key) -> Move? {
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
  public mutating func apply(_ move: Move) -> Outcome {
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

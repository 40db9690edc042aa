import SDUILayout

/// The direction a hairline runs in.
package enum LineDirection: Equatable, Sendable { case horizontal, vertical }

extension ComponentLayout {
  /// Makes an empty box thinner than a cell a line: a 1-point
  /// separator with a 1-point border is one row of `─` (or one column of
  /// `│`) in its colour, not a box of `┌┐└┘` two rows high, and one with
  /// only a background shows as a line in that colour instead of nothing.
  ///
  /// The line takes one row (or column), where its points round to one
  /// or to none: a line needs a row to be seen. Its border takes no rows.
  static func drawAsHairline(_ style: inout FlexStyle, _ visual: inout BoxVisual) {
    guard visual.hasBorder || visual.background != nil else { return }
    func isThin(_ length: Length) -> Bool {
      guard case .points(let cells) = length else { return false }
      return cells > 0 && cells < 1
    }
    let direction: LineDirection
    if isThin(style.height) {
      direction = .horizontal
      style.height = .points(1)
    } else if isThin(style.width) {
      direction = .vertical
      style.width = .points(1)
    } else {
      return
    }
    // Across the line the border and padding take no room. Along a
    // horizontal line the border keeps its columns, as long as the box
    // would be; along a vertical one it would cost rows, which are dear.
    (style.border.top, style.border.bottom) = (0, 0)
    (style.padding.top, style.padding.bottom) = (.points(0), .points(0))
    if direction == .vertical {
      (style.border.left, style.border.right) = (0, 0)
      (style.padding.left, style.padding.right) = (.points(0), .points(0))
    }
    visual.line = direction
    if visual.hasBorder {
      visual.background = nil
    } else {
      visual.border = visual.background
      visual.background = nil
    }
    visual.hasBorder = false
  }
}

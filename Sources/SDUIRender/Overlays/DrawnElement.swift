import SDUILayout

/// Something the app draws itself that a phone would show as a view of its
/// own: a dialog's title, message and buttons, an error view's text and
/// buttons. Flows find these as elements, each with its whole text.
package struct DrawnElement: Sendable, Equatable {
  /// Its whole text.
  package var text: String
  /// Where it is drawn, in the cells of the grid it was drawn in.
  package var rect: Rect
  /// Whether a tap on it does something.
  package var isButton = false

  /// An element drawn at `rect`.
  package init(text: String, rect: Rect, isButton: Bool = false) {
    self.text = text
    self.rect = rect
    self.isButton = isButton
  }

  /// The element moved by `origin`, from the grid it was drawn in to the frame.
  package func moved(by origin: Point) -> DrawnElement {
    var moved = self
    moved.rect = Rect(
      origin: Point(column: rect.origin.column + origin.column, row: rect.origin.row + origin.row), size: rect.size)
    return moved
  }
}

import SDUILayout

/// An element as a session's snapshot shows it: what a flow's selectors
/// see of it (``ScreenElement``), under a short reference that stays the
/// element's from one snapshot to the next while it is on screen, as
/// Playwright's snapshot gives, so that a client can tap `e3`.
package struct SessionElement: Sendable, Equatable {
  /// `e` and a number, the element's while it stays on screen.
  package var reference: String
  /// The reference of the element it is inside, if any.
  package var parent: String?
  /// The component's type (`button`, `layout:text`, `TextField`).
  package var role: String
  /// The text it shows itself.
  package var text: String
  /// Its accessibility label, when it has one.
  package var label: String?
  /// A text field's placeholder.
  package var hint: String?
  /// Its id, when the screen gave one.
  package var id: String?
  /// Its visible part, in the frame's cells.
  package var bounds: Rect
  package var enabled: Bool
  package var focused: Bool
  package var clickable: Bool
  package var checked: Bool?
  package var selected: Bool?
}

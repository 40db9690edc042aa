/// The events of a component a person adjusts a step at a time (A2UI's
/// Slider): `Right` runs ``increment`` on it and `Left` ``decrement``, as a
/// phone's seek bar takes the arrows of a keyboard.
package enum AdjustableEvents {
  /// A step up.
  package static let increment = "onIncrement"
  /// A step down.
  package static let decrement = "onDecrement"
}

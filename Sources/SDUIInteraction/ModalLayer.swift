/// A layer of what is shown that can take keys and clicks. The layers
/// form one stack, the screen at the back and the app's panels in front;
/// the front layer gets the keys (`KeyRouter` says which it does).
///
/// ```swift
/// let layers: [ModalLayer] = [.screen, .screenDialog]  // an alert is open
/// KeyRouter(layers: layers).route(.escape)             // .button(.screenDialog, .dismiss)
/// ```
package enum ModalLayer: Equatable, Sendable {
  /// The front page's screen: the screen of the stack in front, which is a
  /// presented stack (drawn in a frame over the one below) or the first.
  case screen
  /// The front page's error view, with its Reload and Back buttons.
  case errorView
  /// A dialog of the screen's own components, which a press on its
  /// trigger opened (A2UI's Modal): its components take the keys as a
  /// screen's do, and `Esc` closes it.
  case screenModal
  /// A dialog the screen opened (`alert`, `confirm`).
  case screenDialog
  /// A dialog of the app's own (opening a URL, a route to copy).
  case appDialog
  /// The line the user's words to an agent are typed in (`C-t`).
  case prompt
  /// A panel of the app's own (help, diagnostics, inspector).
  case panel

  /// Whether the layer is a row of buttons (a dialog or the error view).
  var isButtonRow: Bool { self == .errorView || self == .screenDialog || self == .appDialog }
}

/// The app's own panels, which open over everything.
package enum AppPanel: Equatable, Sendable {
  case help, diagnostics, inspector
}

import SDUIInteraction
import SDUILayout
import SDUIRender

/// One layer of what the app shows. The app keeps them as a stack, the
/// front page at the back (``ScreenLayer``, or ``ErrorViewLayer`` when the
/// page failed), then an app dialog (``ExternalOpenDialog``), then a panel
/// (``PanelLayer``: help, diagnostics, the inspector). `KeyRouter` decides
/// from their kinds which layer a key is for; that layer carries it out,
/// the front one takes clicks, and each draws itself, back to front.
@MainActor
protocol AppLayer {
  /// What `KeyRouter` knows it as: the screen layer is the screen, and its
  /// dialog while one is open.
  var kinds: [ModalLayer] { get }

  /// Carries out a command `KeyRouter` routed to it.
  func perform(_ command: KeyCommand, for key: Key, in app: TerminalApp) async

  /// A click on it while it is in front (frame cells).
  func click(at point: Point, in app: TerminalApp) async

  /// Draws it over what the layers behind drew.
  func draw(into grid: inout CellGrid, in app: TerminalApp)

  /// What a flow finds that the layer draws itself (dialogs, the error
  /// view), in frame cells, as last drawn.
  func elements(in app: TerminalApp) -> [DrawnElement]

  /// What a screen reader says of its focused element, for the status
  /// line; `nil` when it has none.
  func spokenFocus(in app: TerminalApp) -> SpokenElement?
}

extension AppLayer {
  func elements(in app: TerminalApp) -> [DrawnElement] { [] }
  func spokenFocus(in app: TerminalApp) -> SpokenElement? { nil }
}

extension KeyCommand {
  /// The kind of layer that carries out a command; `nil` for the app's
  /// own (quit, panels, reload, back).
  var layer: ModalLayer? {
    switch self {
    case .scrollPanel, .closePanel: .panel
    case .button(let layer, _): layer
    case .screen: .screen
    case .closeModal: .screenModal
    case .prompt: .prompt
    default: nil
    }
  }
}

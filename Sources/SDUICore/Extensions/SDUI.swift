import SDUIDocument

/// The extension API's property wrappers and default providers under one
/// name, so that an app's own `Event`, `Root` or `Empty` never meet them:
///
/// ```swift
/// struct Card: TerminalComponent, Decodable {
///   @SDUI.Default<SDUI.Empty> var title: String
///   @SDUI.Event var onPress: ComponentEvent
/// }
/// ```
public enum SDUI {}

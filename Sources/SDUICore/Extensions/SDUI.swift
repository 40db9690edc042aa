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
public enum SDUI {
  /// The node's children, for containers.
  public typealias Children = SDUICore.Children
  /// An event to run: `onPress()`.
  public typealias Event = SDUICore.Event
  /// An event with an implicit value, e.g. a text input's `onChange(text)`.
  public typealias StatefulEvent<Value: JSONRepresentable> = SDUICore.StatefulEvent<Value>
  /// What triggered an action: node, event, implicit value.
  public typealias CoreAction = SDUICore.CoreAction
  /// A property with a fallback when missing or unreadable.
  public typealias Default<Provider: DefaultValue> = SDUICore.Default<Provider>
  /// A sub-struct decoded from the same property map.
  public typealias Root<Value: Decodable> = SDUICore.Root<Value>
  /// The fallback `true`.
  public typealias True = SDUICore.True
  /// The fallback `false`.
  public typealias False = SDUICore.False
  /// The fallback `0`.
  public typealias Zero = SDUICore.Zero
  /// The fallback `""`.
  public typealias Empty = SDUICore.Empty
}

import SDUIDocument

/// A navigation an action asks for, with its properties evaluated.
public struct NavigationRequest: Sendable, Equatable {
  /// Numbers the requests of a session, so that `ScreenSession.viewEventHandler(for:)`
  /// finds the node and scope that asked.
  public var id: Int
  /// The action's name: `push`, `present`, `pop`, `popTo`, `dismiss`,
  /// `beagle:pushView`, `beagle:popView`, `beagle:resetApplication`, ...
  public var action: String
  /// The action's evaluated properties (Nimbus `url`, `state`, `body`...;
  /// Beagle `route`, `navigationContext`, `controllerId`...).
  public var properties: JSONValue
  /// A screen carried in the action: a Nimbus `fallback`, a Beagle local
  /// route's `screen` or remote route's `fallback`.
  public var screen: ComponentNode?
  /// The caller's `events` (Nimbus), run by `triggerViewEvent` in the
  /// caller's scope.
  package var events: [String: [ActionCall]]
  /// The action as written, for problems about where it leads.
  package var call: ActionCall?

  /// Creates a request.
  public init(
    id: Int = 0, action: String, properties: JSONValue, screen: ComponentNode? = nil,
    events: [String: [ActionCall]] = [:]
  ) {
    self.id = id
    self.action = action
    self.properties = properties
    self.screen = screen
    self.events = events
  }
}

/// Carries out navigation; `ScreenNavigator` keeps the stacks.
@MainActor
public protocol Navigator: AnyObject {
  /// Performs a navigation; `from` is the session that asked.
  func navigate(_ request: NavigationRequest, from session: ScreenSession)
}

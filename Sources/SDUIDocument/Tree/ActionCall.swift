/// One action in an event, as decoded: its name and its unevaluated
/// properties. Action properties are evaluated only when the action runs.
public struct ActionCall: Sendable, Equatable {
  /// The action's name, e.g. `setState` or `beagle:alert`.
  public var name: QualifiedName
  /// Its properties, in document order.
  public var properties: [PropertyEntry]
  /// Nimbus `metadata`, passed to action observers, never to the action.
  package var metadata: [PropertyEntry]
  /// Whether a library registers this action.
  package var isRegistered: Bool
  /// Where the action object starts.
  package var location: SourceLocation
  /// The JSON path of the action object.
  public var path: JSONPath

  /// Creates an action call.
  public init(
    name: QualifiedName, properties: [PropertyEntry], metadata: [PropertyEntry] = [],
    isRegistered: Bool, location: SourceLocation, path: JSONPath
  ) {
    self.name = name
    self.properties = properties
    self.metadata = metadata
    self.isRegistered = isRegistered
    self.location = location
    self.path = path
  }
}

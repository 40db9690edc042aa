/// A state (Nimbus `state` entry) or context (Beagle `context`) declared on
/// a node, visible to the node and its descendants.
public struct StateDeclaration: Sendable, Equatable {
  /// The state's id.
  public var name: String
  /// Its initial value; a string with an expression is evaluated once when
  /// the node is first shown.
  package var initialValue: PropertyValue
  /// Where the declaration is written.
  package var location: SourceLocation
  /// The JSON path of the declaration.
  public var path: JSONPath

  /// Creates a declaration.
  public init(name: String, initialValue: PropertyValue, location: SourceLocation, path: JSONPath) {
    self.name = name
    self.initialValue = initialValue
    self.location = location
    self.path = path
  }
}

/// One component of a decoded screen, in either dialect.
///
/// Nimbus and Beagle decode into this one model: a qualified type, an id
/// (from the JSON or generated as the dialect does), properties whose
/// strings are pre-parsed, state declarations, children, and where the node
/// came from. Events are properties whose value is a list of actions.
public struct ComponentNode: Sendable, Equatable {
  /// The component's type, e.g. `layout:column` or `beagle:text`.
  public var type: QualifiedName
  /// The node's id.
  public var id: String
  /// Whether ``id`` was generated because the JSON had none.
  package var isIdGenerated: Bool
  /// Properties and events, in document order.
  public var properties: [PropertyEntry]
  /// States (Nimbus) or the context (Beagle) this node declares.
  public var state: [StateDeclaration]
  /// Child nodes: Nimbus `children`, Beagle `child` or `children`.
  public var children: [ComponentNode]
  /// Whether a library registers ``type``; unregistered nodes render as a
  /// generic frame that keeps its children.
  package var isRegistered: Bool
  /// Where the node's object starts.
  package var location: SourceLocation
  /// The JSON path of the node's object.
  public var path: JSONPath

  /// Creates a node.
  public init(
    type: QualifiedName, id: String, isIdGenerated: Bool, properties: [PropertyEntry] = [],
    state: [StateDeclaration] = [], children: [ComponentNode] = [], isRegistered: Bool,
    location: SourceLocation, path: JSONPath
  ) {
    self.type = type
    self.id = id
    self.isIdGenerated = isIdGenerated
    self.properties = properties
    self.state = state
    self.children = children
    self.isRegistered = isRegistered
    self.location = location
    self.path = path
  }

  /// The top-level properties that are events, with their actions.
  package var events: [(name: String, actions: [ActionCall])] {
    properties.compactMap { entry in entry.value.actions.map { (entry.name, $0) } }
  }

  /// This node and every node below it, children and nodes held in
  /// properties alike, in pre-order.
  package func forEachNode(_ body: (ComponentNode) -> Void) {
    body(self)
    for entry in properties { entry.value.forEachNode(body) }
    for child in children { child.forEachNode(body) }
  }
}

extension PropertyValue {
  /// Every component node inside this value, in pre-order, including nodes
  /// held in the properties of actions.
  package func forEachNode(_ body: (ComponentNode) -> Void) {
    switch self {
    case .literal, .text: break
    case .component(let node): node.forEachNode(body)
    case .array(let elements, _): for element in elements { element.forEachNode(body) }
    case .object(let entries, _): for entry in entries { entry.value.forEachNode(body) }
    case .event(let actions, _):
      for action in actions {
        for entry in action.properties { entry.value.forEachNode(body) }
      }
    }
  }
}

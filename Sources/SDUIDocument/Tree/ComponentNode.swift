/// One component of a decoded screen, in either dialect.
///
/// Nimbus and Beagle decode into this one model: a qualified type, an id
/// (from the JSON or generated as the dialect does), properties whose
/// strings are pre-parsed, state declarations, children, and where the node
/// came from. Events are properties whose value is a list of actions.
public struct ComponentNode: Sendable, Equatable {
  /// The component's type, e.g. `layout:column` or `beagle:text`.
  public var type: QualifiedName {
    _read { yield fields.value.type }
    _modify { yield &fields.value.type }
  }
  /// The node's id.
  public var id: String {
    _read { yield fields.value.id }
    _modify { yield &fields.value.id }
  }
  /// Whether ``id`` was generated because the JSON had none.
  package var isIdGenerated: Bool {
    _read { yield fields.value.isIdGenerated }
    _modify { yield &fields.value.isIdGenerated }
  }
  /// Properties and events, in document order.
  public var properties: [PropertyEntry] {
    _read { yield fields.value.properties }
    _modify { yield &fields.value.properties }
  }
  /// States (Nimbus) or the context (Beagle) this node declares.
  public var state: [StateDeclaration] {
    _read { yield fields.value.state }
    _modify { yield &fields.value.state }
  }
  /// Child nodes: Nimbus `children`, Beagle `child` or `children`.
  public var children: [ComponentNode] {
    _read { yield fields.value.children }
    _modify { yield &fields.value.children }
  }
  /// Whether a library registers ``type``; unregistered nodes render as a
  /// generic frame that keeps its children.
  package var isRegistered: Bool {
    _read { yield fields.value.isRegistered }
    _modify { yield &fields.value.isRegistered }
  }
  /// Where the node's object starts.
  package var location: SourceLocation {
    _read { yield fields.value.location }
    _modify { yield &fields.value.location }
  }
  /// The JSON path of the node's object.
  public var path: JSONPath {
    _read { yield fields.value.path }
    _modify { yield &fields.value.path }
  }

  /// The fields, shared by every copy until one is changed: a node is kept
  /// in its parent's children and by each instance a session makes of it.
  private var fields: CopyOnWrite<Fields>

  /// The node's fields, in one box that copies share.
  private struct Fields: Sendable, Equatable {
    var type: QualifiedName
    var id: String
    var isIdGenerated: Bool
    var properties: [PropertyEntry]
    var state: [StateDeclaration]
    var children: [ComponentNode]
    var isRegistered: Bool
    var location: SourceLocation
    var path: JSONPath
  }

  /// Creates a node.
  public init(
    type: QualifiedName, id: String, isIdGenerated: Bool, properties: [PropertyEntry] = [],
    state: [StateDeclaration] = [], children: [ComponentNode] = [], isRegistered: Bool,
    location: SourceLocation, path: JSONPath
  ) {
    fields = CopyOnWrite(
      Fields(
        type: type, id: id, isIdGenerated: isIdGenerated, properties: properties, state: state, children: children,
        isRegistered: isRegistered, location: location, path: path))
  }

  public static func == (lhs: ComponentNode, rhs: ComponentNode) -> Bool {
    lhs.fields.sharesBox(with: rhs.fields) || lhs.fields.value == rhs.fields.value
  }

  /// The top-level properties that are events, with their actions.
  package var events: [(name: String, actions: [ActionCall])] {
    properties.compactMap { entry in entry.value.actions.map { (entry.name, $0) } }
  }

  /// The events inside its object properties, by dotted path (a Beagle
  /// navigation bar item's `navigationBar.navigationBarItems.0.onPress`),
  /// which ``ScreenSession/trigger(_:on:value:)`` runs like its own.
  package var nestedEventPaths: [String] {
    var paths: [String] = []
    func visit(_ value: PropertyValue, _ path: String) {
      switch value {
      case .event: paths.append(path)
      case .object(let entries, _): for entry in entries { visit(entry.value, path + "." + entry.name) }
      case .array(let elements, _): for (index, element) in elements.enumerated() { visit(element, path + ".\(index)") }
      default: break
      }
    }
    for entry in properties where entry.value.actions == nil { visit(entry.value, entry.name) }
    return paths
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

/// One component of a decoded screen, in either dialect.
///
/// Nimbus and Beagle decode into this one model: a qualified type, an id
/// (from the JSON or generated as the dialect does), properties whose
/// strings are pre-parsed, state declarations, children, and where the node
/// came from. Events are properties whose value is a list of actions.
public struct ComponentNode: Sendable, Equatable {
  /// The component's type, e.g. `layout:column` or `beagle:text`.
  public var type: QualifiedName {
    get { storage.type }
    _modify { yield &unique().type }
  }
  /// The node's id.
  public var id: String {
    get { storage.id }
    _modify { yield &unique().id }
  }
  /// Whether ``id`` was generated because the JSON had none.
  package var isIdGenerated: Bool {
    get { storage.isIdGenerated }
    _modify { yield &unique().isIdGenerated }
  }
  /// Properties and events, in document order.
  public var properties: [PropertyEntry] {
    get { storage.properties }
    _modify { yield &unique().properties }
  }
  /// States (Nimbus) or the context (Beagle) this node declares.
  public var state: [StateDeclaration] {
    get { storage.state }
    _modify { yield &unique().state }
  }
  /// Child nodes: Nimbus `children`, Beagle `child` or `children`.
  public var children: [ComponentNode] {
    get { storage.children }
    _modify { yield &unique().children }
  }
  /// Whether a library registers ``type``; unregistered nodes render as a
  /// generic frame that keeps its children.
  package var isRegistered: Bool {
    get { storage.isRegistered }
    _modify { yield &unique().isRegistered }
  }
  /// Where the node's object starts.
  package var location: SourceLocation {
    get { storage.location }
    _modify { yield &unique().location }
  }
  /// The JSON path of the node's object.
  public var path: JSONPath {
    get { storage.path }
    _modify { yield &unique().path }
  }

  /// The fields, shared by every copy until one is changed: a node is kept
  /// in its parent's children and by each instance a session makes of it.
  private var storage: Storage

  /// Creates a node.
  public init(
    type: QualifiedName, id: String, isIdGenerated: Bool, properties: [PropertyEntry] = [],
    state: [StateDeclaration] = [], children: [ComponentNode] = [], isRegistered: Bool,
    location: SourceLocation, path: JSONPath
  ) {
    storage = Storage(
      type: type, id: id, isIdGenerated: isIdGenerated, properties: properties, state: state, children: children,
      isRegistered: isRegistered, location: location, path: path)
  }

  /// The storage, copied first if another node shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  public static func == (lhs: ComponentNode, rhs: ComponentNode) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.type == rhs.type && lhs.id == rhs.id && lhs.isIdGenerated == rhs.isIdGenerated
      && lhs.properties == rhs.properties && lhs.state == rhs.state && lhs.children == rhs.children
      && lhs.isRegistered == rhs.isRegistered && lhs.location == rhs.location && lhs.path == rhs.path
  }

  /// A node's fields. It is changed only through a node that holds the one
  /// reference to it (``unique()``), so sharing it between threads is safe.
  private final class Storage: @unchecked Sendable {
    var type: QualifiedName
    var id: String
    var isIdGenerated: Bool
    var properties: [PropertyEntry]
    var state: [StateDeclaration]
    var children: [ComponentNode]
    var isRegistered: Bool
    var location: SourceLocation
    var path: JSONPath

    init(
      type: QualifiedName, id: String, isIdGenerated: Bool, properties: [PropertyEntry], state: [StateDeclaration],
      children: [ComponentNode], isRegistered: Bool, location: SourceLocation, path: JSONPath
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

    func copy() -> Storage {
      Storage(
        type: type, id: id, isIdGenerated: isIdGenerated, properties: properties, state: state, children: children,
        isRegistered: isRegistered, location: location, path: path)
    }
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

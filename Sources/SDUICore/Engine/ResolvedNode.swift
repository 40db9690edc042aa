import SDUIDocument

/// A snapshot of the live tree as a renderer sees it: structural nodes
/// expanded and spliced, every property evaluated.
///
/// A snapshot taken from a session carries a `revision`, unique to it
/// and kept until its instance or anything below changes, so renderers
/// can reuse what they made from an unchanged subtree. Equality ignores it.
public struct ResolvedNode: Sendable, Equatable {
  /// The component's type.
  public var type: QualifiedName {
    get { storage.type }
    _modify { yield &unique().type }
  }
  /// Its id, with list suffixes.
  public var id: String {
    get { storage.id }
    _modify { yield &unique().id }
  }
  /// Its evaluated properties, in document order.
  public var properties: [JSONMember] {
    get { storage.properties }
    _modify { yield &unique().properties }
  }
  /// The names of its events.
  package var events: [String] {
    get { storage.events }
    _modify { yield &unique().events }
  }
  /// Its children.
  public var children: [ResolvedNode] {
    get { storage.children }
    _modify { yield &unique().children }
  }
  /// Whether a library registers its type.
  package var isRegistered: Bool {
    get { storage.isRegistered }
    _modify { yield &unique().isRegistered }
  }
  /// The JSON path of the node it was made from.
  public var path: JSONPath {
    get { storage.path }
    _modify { yield &unique().path }
  }
  /// Identifies this snapshot of a session's instance and everything
  /// below it; `nil` for nodes made or changed elsewhere.
  package var revision: UInt64? {
    get { storage.revision }
    _modify { yield &unique().revision }
  }
  /// For a lazy list whose items are made around what is shown, which
  /// items its children are; `nil` when its children are all of them.
  package var lazyItems: LazyItems? {
    get { storage.lazyItems }
    _modify { yield &unique().lazyItems }
  }

  /// The fields, shared by every copy until one is changed: a snapshot is
  /// kept by its instance, in its parent's children and by the render box
  /// made from it, and a 10,000-node screen held three copies of each
  /// node's fields when they were stored inline.
  private var storage: Storage

  /// Creates a resolved node.
  public init(
    type: QualifiedName, id: String, properties: [JSONMember], events: [String], children: [ResolvedNode],
    isRegistered: Bool, path: JSONPath = .root
  ) {
    storage = Storage(
      type: type, id: id, properties: properties, events: events, children: children, isRegistered: isRegistered,
      path: path)
  }

  /// The storage, copied first if another node shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  public static func == (lhs: ResolvedNode, rhs: ResolvedNode) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.type == rhs.type && lhs.id == rhs.id && lhs.properties == rhs.properties && lhs.events == rhs.events
      && lhs.children == rhs.children && lhs.isRegistered == rhs.isRegistered && lhs.path == rhs.path
      && lhs.lazyItems == rhs.lazyItems
  }

  /// A node's fields. It is changed only through a node that holds the one
  /// reference to it (``unique()``), so sharing it between threads is safe.
  private final class Storage: @unchecked Sendable {
    var type: QualifiedName
    var id: String
    var properties: [JSONMember]
    var events: [String]
    var children: [ResolvedNode]
    var isRegistered: Bool
    var path: JSONPath
    var revision: UInt64?
    var lazyItems: LazyItems?

    init(
      type: QualifiedName, id: String, properties: [JSONMember], events: [String], children: [ResolvedNode],
      isRegistered: Bool, path: JSONPath
    ) {
      self.type = type
      self.id = id
      self.properties = properties
      self.events = events
      self.children = children
      self.isRegistered = isRegistered
      self.path = path
    }

    func copy() -> Storage {
      let made = Storage(
        type: type, id: id, properties: properties, events: events, children: children, isRegistered: isRegistered,
        path: path)
      made.revision = revision
      made.lazyItems = lazyItems
      return made
    }
  }

  /// The evaluated value of a property.
  public func property(_ name: String) -> JSONValue? {
    properties.last { $0.key == name }?.value
  }

  /// This node and its descendants in pre-order.
  public var allNodes: [ResolvedNode] {
    [self] + children.flatMap(\.allNodes)
  }

  /// The tree as indented text: type, id, evaluated properties as compact
  /// JSON, event names, and which items of a lazy list it holds.
  ///
  /// ```text
  /// layout:column id="nimbus:1"
  ///   layout:text id="count" text="Count: 1"
  ///   layout:touchable id="increment" events=onPress
  /// ```
  package var treeDescription: String {
    var lines: [String] = []
    describe(depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(depth: Int, into lines: inout [String]) {
    var line = String(repeating: "  ", count: depth) + type.written + " id=" + id.jsonQuoted
    for member in properties {
      line += " " + member.key + "=" + member.value.jsonText
    }
    if !events.isEmpty { line += " events=" + events.joined(separator: ",") }
    if let lazyItems {
      let shown = children.isEmpty ? "none" : "\(lazyItems.first + 1)–\(lazyItems.first + children.count)"
      line += " items=" + "\(shown) of \(lazyItems.total)".jsonQuoted
    }
    lines.append(line)
    for child in children { child.describe(depth: depth + 1, into: &lines) }
  }
}

extension NodeInstance {
  /// A snapshot of this instance as resolved (it must not be structural).
  package var resolved: ResolvedNode {
    if let cachedResolved { return cachedResolved }
    var children: [ResolvedNode] = []
    children.reserveCapacity(resolvedChildCount)
    forEachResolvedChild { children.append($0.resolved) }
    var made = ResolvedNode(
      type: source.type, id: id, properties: properties, events: source.events.map(\.name), children: children,
      isRegistered: source.isRegistered, path: source.path)
    // A Beagle list holds its window itself; a Nimbus lazy list's forEach does.
    if lazyWindow != nil {
      made.lazyItems = LazyItems(total: lazyTotal, first: lazyFirst)
    } else if self.children.count == 1, case let items = self.children[0], items.isStructural,
      items.lazyWindow != nil
    {
      made.lazyItems = LazyItems(total: items.lazyTotal, first: items.lazyFirst)
    }
    Self.lastRevision += 1
    made.revision = Self.lastRevision
    cachedResolved = made
    return made
  }
}

extension ScreenSession {
  /// The resolved tree. A structural root (a Nimbus `if` or `forEach` at
  /// the top) is wrapped in a `fragment` with id `nimbus:root`, as Nimbus
  /// wraps every root.
  public var resolvedRoot: ResolvedNode? {
    guard let root else { return nil }
    if !root.isStructural { return root.resolved }
    return ResolvedNode(
      type: QualifiedName("fragment"), id: "nimbus:root", properties: [], events: [],
      children: root.resolvedInstances.map(\.resolved), isRegistered: true)
  }
}

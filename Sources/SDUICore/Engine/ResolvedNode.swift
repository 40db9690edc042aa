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
    _read { yield fields.value.type }
    _modify { yield &fields.value.type }
  }
  /// Its id, with list suffixes, unique on the screen: a second
  /// component given an id already taken is `id#2` (``authoredID`` keeps
  /// what the JSON wrote).
  public var id: String {
    _read { yield fields.value.id }
    _modify { yield &fields.value.id }
  }
  /// Its evaluated properties, in document order.
  public var properties: [JSONMember] {
    _read { yield fields.value.properties }
    _modify {
      yield &fields.value.properties
      fields.value.propertyPositions = Self.positions(of: fields.value.properties)
    }
  }
  /// The names of its events.
  package var events: [String] {
    _read { yield fields.value.events }
    _modify { yield &fields.value.events }
  }
  /// Its children.
  public var children: [ResolvedNode] {
    _read { yield fields.value.children }
    _modify { yield &fields.value.children }
  }
  /// The id its JSON gave it, without list suffixes; `nil` when the
  /// dialect generated one (a flow's `id:` selector matches this).
  package var authoredID: String? {
    _read { yield fields.value.authoredID }
    _modify { yield &fields.value.authoredID }
  }
  /// Whether a library registers its type.
  package var isRegistered: Bool {
    _read { yield fields.value.isRegistered }
    _modify { yield &fields.value.isRegistered }
  }
  /// The JSON path of the node it was made from.
  public var path: JSONPath {
    _read { yield fields.value.path }
    _modify { yield &fields.value.path }
  }
  /// Identifies this snapshot of a session's instance and everything
  /// below it; `nil` for nodes made or changed elsewhere.
  package var revision: UInt64? {
    _read { yield fields.value.revision }
    _modify { yield &fields.value.revision }
  }
  /// For a lazy list whose items are made around what is shown, which
  /// items its children are; `nil` when its children are all of them.
  package var lazyItems: LazyItems? {
    _read { yield fields.value.lazyItems }
    _modify { yield &fields.value.lazyItems }
  }

  /// The fields, shared by every copy until one is changed: a snapshot is
  /// kept by its instance, in its parent's children and by the render box
  /// made from it, and a 10,000-node screen held three copies of each
  /// node's fields when they were stored inline.
  private var fields: CopyOnWrite<Fields>

  /// The node's fields, in one box that copies share.
  private struct Fields: Sendable {
    var type: QualifiedName
    var id: String
    var properties: [JSONMember]
    var events: [String]
    var children: [ResolvedNode]
    var isRegistered: Bool
    var path: JSONPath
    var revision: UInt64?
    var lazyItems: LazyItems?
    var authoredID: String?
    /// Where each property stands, for a node of more than a few.
    var propertyPositions: [String: Int]?
  }

  /// Where each of `properties` stands by name (the last of a name), when
  /// there are more than a few to walk: a component of 30,000 keys is laid
  /// out reading each property it needs once, not walking all of them.
  private static func positions(of properties: [JSONMember]) -> [String: Int]? {
    guard properties.count > 16 else { return nil }
    var positions: [String: Int] = [:]
    positions.reserveCapacity(properties.count)
    for (index, member) in properties.enumerated() { positions[member.key] = index }
    return positions
  }

  /// Creates a resolved node.
  public init(
    type: QualifiedName, id: String, properties: [JSONMember], events: [String], children: [ResolvedNode],
    isRegistered: Bool, path: JSONPath = .root
  ) {
    fields = CopyOnWrite(
      Fields(
        type: type, id: id, properties: properties, events: events, children: children, isRegistered: isRegistered,
        path: path, revision: nil, lazyItems: nil, authoredID: nil, propertyPositions: Self.positions(of: properties)))
  }

  public static func == (lhs: ResolvedNode, rhs: ResolvedNode) -> Bool {
    if lhs.fields.sharesBox(with: rhs.fields) { return true }
    let left = lhs.fields.value
    let right = rhs.fields.value
    return left.type == right.type && left.id == right.id && left.properties == right.properties
      && left.events == right.events && left.children == right.children && left.isRegistered == right.isRegistered
      && left.path == right.path && left.lazyItems == right.lazyItems
  }

  /// The evaluated value of a property.
  public func property(_ name: String) -> JSONValue? {
    guard let positions = fields.value.propertyPositions else { return properties.last { $0.key == name }?.value }
    return positions[name].map { properties[$0].value }
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
      type: source.type, id: id, properties: properties, events: source.events.map(\.name) + source.nestedEventPaths,
      children: children,
      isRegistered: source.isRegistered, path: source.path)
    if !source.isIdGenerated { made.authoredID = source.id }
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

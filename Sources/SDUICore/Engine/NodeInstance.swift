import SDUIDocument

/// A component as it lives in a session: its node, its scope, its evaluated
/// properties and its expanded children.
///
/// Structural nodes (Nimbus `if`, `then`, `else`, `forEach`, `fragment`)
/// are instances too, but never reach the resolved tree: their resolved
/// children are spliced into the nearest real parent.
@MainActor
public final class NodeInstance {
  /// The decoded node this instance was made from.
  public let source: ComponentNode
  /// The id, with `:key` or `:index` suffixes from enclosing lists, and
  /// `#2`, `#3`, ... after one another live component has: unique in its
  /// session.
  public let id: String
  /// The scope its properties and events read.
  public let scope: Scope
  /// The instance above, `nil` at the root.
  package internal(set) weak var parent: NodeInstance?
  /// Whether the session let it go: it is in no tree, and work that
  /// finishes for it later (a lazy component's answer) is dropped.
  var isDiscarded = false
  /// Its properties, evaluated, in document order (events and nested
  /// components are not data and are left out).
  package internal(set) var properties: [JSONMember] = [] {
    didSet { invalidateResolved() }
  }
  /// The position of each of ``properties`` by name, once there are more
  /// than ``propertiesFoundByWalking`` (each name is there once).
  private var propertyPositions: [String: Int] = [:]
  /// Its children: for structural nodes, the expanded branches or iterations.
  /// Setting the same instances again (an `if` whose condition kept its
  /// value) leaves the resolved snapshot be.
  package var children: [NodeInstance] = [] {
    didSet {
      if !children.elementsEqual(oldValue, by: ===) { invalidateResolved() }
    }
  }
  /// The resolved snapshot of this instance, kept until it or anything
  /// below it changes, so that a frame after a small change re-resolves
  /// only the path to what changed.
  var cachedResolved: ResolvedNode?
  /// The revision of the latest snapshot of any instance.
  static var lastRevision: UInt64 = 0
  /// Whether it is spliced away in the resolved tree.
  package let isStructural: Bool
  let depth: Int
  var bindings: [Binding] = []
  /// Keyed iterations of a `forEach` or a Beagle list, reused when the
  /// items change so that their local state survives.
  var iterations: [String: Iteration] = [:]
  /// The `then` and `else` of a Nimbus `if`, both kept alive.
  var branches: [String: NodeInstance] = [:]
  /// For a `forEach` that is a lazy list's items, the positions it makes
  /// iterations for; `nil` for one that makes them all.
  var lazyWindow: Range<Int>?
  /// How many items a lazy `forEach` has, and the position of its first
  /// iteration made.
  var lazyTotal = 0
  var lazyFirst = 0
  /// The binding that expands its iterations (one of ``bindings``, which
  /// holds it).
  weak var expansion: Binding?

  init(source: ComponentNode, id: String, scope: Scope, parent: NodeInstance?, isStructural: Bool) {
    self.source = source
    self.id = id
    self.scope = scope
    self.parent = parent
    self.isStructural = isStructural
    depth = (parent?.depth ?? -1) + 1
  }

  /// Forgets the resolved snapshots of this instance and its ancestors.
  /// A real (not structural) instance without a snapshot has none above it
  /// either, so the walk stops there; structural instances never have one
  /// and are walked through.
  func invalidateResolved() {
    cachedResolved = nil
    var ancestor = parent
    while let current = ancestor, current.isStructural || current.cachedResolved != nil {
      current.cachedResolved = nil
      ancestor = current.parent
    }
  }

  /// The evaluated value of a property, `nil` when absent.
  public func property(_ name: String) -> JSONValue? {
    position(ofProperty: name).map { properties[$0].value }
  }

  /// The instances that stand in this one's place in the resolved tree:
  /// itself, or for a structural node its spliced children.
  package var resolvedInstances: [NodeInstance] {
    guard isStructural else { return [self] }
    return resolvedChildren
  }

  /// Its children as the resolved tree shows them.
  package var resolvedChildren: [NodeInstance] {
    var found: [NodeInstance] = []
    found.reserveCapacity(resolvedChildCount)
    forEachResolvedChild { found.append($0) }
    return found
  }

  /// How many children the resolved tree shows, counted first so that the
  /// arrays holding them are made exactly that long.
  var resolvedChildCount: Int {
    var count = 0
    forEachResolvedChild { _ in count += 1 }
    return count
  }

  /// Calls `body` with each child as the resolved tree shows it, in order,
  /// without making an array per structural level.
  func forEachResolvedChild(_ body: (NodeInstance) -> Void) {
    for child in children {
      if child.isStructural {
        child.forEachResolvedChild(body)
      } else {
        body(child)
      }
    }
  }

  /// Sets a property; an unchanged value leaves the resolved snapshot be.
  func setProperty(_ name: String, _ value: JSONValue) {
    if let index = position(ofProperty: name) {
      guard properties[index].value != value else { return }
      properties[index].value = value
    } else {
      if !propertyPositions.isEmpty { propertyPositions[name] = properties.count }
      properties.append(JSONMember(key: name, value: value))
      if properties.count == Self.propertiesFoundByWalking + 1 {
        for (index, member) in properties.enumerated() { propertyPositions[member.key] = index }
      }
    }
  }

  /// Where the property named `name` stands in ``properties``. A few are
  /// walked; past that they are looked up, so that a component of 30,000
  /// keys is made in time linear in them.
  private func position(ofProperty name: String) -> Int? {
    guard propertyPositions.isEmpty else { return propertyPositions[name] }
    return properties.lastIndex { $0.key == name }
  }

  /// How many properties are found by walking them.
  private static let propertiesFoundByWalking = 16
}

/// One item of a `forEach` or a Beagle list: its scope, and the instances
/// made from its template(s).
@MainActor
struct Iteration {
  let item: StateCell
  let index: StateCell
  let scope: Scope
  var instances: [NodeInstance] = []
  /// The paths of the template nodes the instances were made from.
  var templates: [JSONPath] = []
}

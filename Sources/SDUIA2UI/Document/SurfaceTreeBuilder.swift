import SDUICore
import SDUIDocument

/// Turns the surfaces a stream left into one component tree the engine
/// runs: a surface a node holding its data model as its `data` state, each
/// component a node of its catalog's type found by id from `root`, a
/// `ChildList` template an `a2ui:template` iterating over its array, a
/// child that has not come a pending mark (reported, as a cycle is), and
/// several surfaces stacked in one column, each under its id.
///
/// A component reached twice is made twice (A2UI's ids are a flat table,
/// and nothing stops two parents naming one child); ``maximumNodes`` bounds
/// what a surface of shared children makes.
struct SurfaceTreeBuilder {
  /// The most nodes one surface's tree is made of: as many as the engine
  /// makes of a screen (``ScreenBudget/components``), past which none
  /// would be shown.
  static let maximumNodes = ScreenBudget().components
  /// The deepest a chain of children may go, as deep as a Nimbus or
  /// Beagle document's JSON lets one nest (512 levels, two a component):
  /// the engine, the layout and the painter walk a tree by recursion.
  static let maximumDepth = 256

  let decoder: A2UIComponentDecoder
  /// Where each component of each surface was last sent, by surface id
  /// then component id.
  let paths: [String: [String: JSONPath]]
  /// The ids each surface's last update sent, which strict reading calls
  /// orphans when they are not reached.
  let lastSent: [String: Set<String>]
  /// Whether the stream is all there will be, so that a binding's pointer
  /// that reaches nothing is warned of (``UnreachedPointers``) rather than
  /// data still to come.
  let checksPointers: Bool

  private var made = 0
  private var reached: Set<String> = []
  private var reportedCycles: Set<String> = []
  private var reportedDepth: Set<String> = []

  init(
    decoder: A2UIComponentDecoder, paths: [String: [String: JSONPath]], lastSent: [String: Set<String>],
    checksPointers: Bool
  ) {
    self.decoder = decoder
    self.paths = paths
    self.lastSent = lastSent
    self.checksPointers = checksPointers
  }

  var context: DecodingContext { decoder.context }

  /// The tree of every surface, in the order they were created.
  mutating func tree(of surfaces: [Surface]) -> ComponentNode {
    let nodes = surfaces.map { surfaceNode($0) }
    if nodes.count == 1, let only = nodes.first { return only }
    return ComponentNode(
      type: QualifiedName("a2ui:surfaces"), id: "a2ui:surfaces", isIdGenerated: true, children: nodes,
      isRegistered: true, location: SourceLocation(line: 1, column: 1), path: .root)
  }

  private mutating func surfaceNode(_ surface: Surface) -> ComponentNode {
    made = 0
    reached = []
    let scope = SurfaceScope(functions: surface.catalog.functions)
    let hasRoot = surface.component(SurfaceTopology.rootID) != nil
    let children = hasRoot ? [node(SurfaceTopology.rootID, of: surface, scope: scope, trail: [])] : []
    if hasRoot { reportOrphans(of: surface) }
    if hasRoot, checksPointers { reportUnreachedPointers(of: surface) }
    let data = StateDeclaration(
      name: SurfaceScope.dataState, initialValue: .literal(surface.dataModel.root), location: .unknown, path: .root)
    return ComponentNode(
      type: QualifiedName("a2ui:surface"), id: surface.id, isIdGenerated: false,
      properties: [
        PropertyEntry(name: "title", value: .literal(JSONValue(.string(surface.id)))),
        PropertyEntry(name: "waiting", value: .literal(JSONValue(.bool(!hasRoot)))),
        PropertyEntry(name: "sendDataModel", value: .literal(JSONValue(.bool(surface.sendsDataModel)))),
      ], state: [data], children: children, isRegistered: true, location: .unknown, path: .root)
  }

  func path(of id: String, in surface: Surface) -> JSONPath {
    paths[surface.id]?[id] ?? .root
  }

  mutating func node(_ id: String, of surface: Surface, scope: SurfaceScope, trail: [String]) -> ComponentNode {
    let parent = trail.last
    guard !trail.contains(id) else {
      if reportedCycles.insert(surface.id + "\u{0}" + id).inserted, let parent {
        let definition = surface.component(parent)
        decoder.report(
          .circularReference(Array(trail.drop { $0 != id }) + [id]), at: definition?.location ?? .unknown,
          path: path(of: parent, in: surface))
      }
      return pending(id, surface: surface, trail: trail)
    }
    guard let definition = surface.component(id) else {
      if let parent, let from = surface.component(parent) {
        decoder.report(.danglingReference(from: parent, to: id), at: from.location, path: path(of: parent, in: surface))
      }
      return pending(id, surface: surface, trail: trail)
    }
    guard trail.count < Self.maximumDepth else {
      if reportedDepth.insert(surface.id).inserted {
        decoder.report(
          .nestedTooDeep(surface: surface.id, limit: Self.maximumDepth), at: definition.location,
          path: path(of: id, in: surface))
      }
      return pending(id, surface: surface, trail: trail)
    }
    made += 1
    guard made <= Self.maximumNodes else {
      if made == Self.maximumNodes + 1 {
        decoder.report(
          .treeTooLarge(surface: surface.id, limit: Self.maximumNodes), at: definition.location,
          path: path(of: id, in: surface))
      }
      return pending(id, surface: surface, trail: trail)
    }
    reached.insert(id)
    return component(id, definition: definition, of: surface, scope: scope, trail: trail + [id])
  }

  /// The mark of a child that has not come (or that would close a cycle).
  func pending(_ id: String, surface: Surface, trail: [String]) -> ComponentNode {
    ComponentNode(
      type: QualifiedName("a2ui:pending"), id: (trail.last ?? surface.id) + "→" + id, isIdGenerated: true,
      properties: [PropertyEntry(name: "awaited", value: .literal(JSONValue(.string(id))))], isRegistered: true,
      location: .unknown, path: trail.last.map { path(of: $0, in: surface) } ?? .root)
  }

  /// Warns of the pointers the reached components read that nothing
  /// holds or writes.
  private func reportUnreachedPointers(of surface: Surface) {
    let found = UnreachedPointers(
      surface: surface, reached: reached, paths: paths[surface.id] ?? [:], componentKey: context.dialect.componentKey)
    for (problem, location, path) in found.problems { decoder.report(problem, at: location, path: path) }
  }

  /// Warns of the components the surface's last update sent that its tree
  /// does not reach: an agent's mistake, drawn nowhere.
  private func reportOrphans(of surface: Surface) {
    for id in surface.componentOrder where lastSent[surface.id]?.contains(id) == true && !reached.contains(id) {
      decoder.report(
        .orphanedComponent(id), at: surface.component(id)?.location ?? .unknown, path: path(of: id, in: surface))
    }
  }
}

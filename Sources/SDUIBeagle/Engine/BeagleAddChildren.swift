import SDUICore
import SDUIDocument

/// `beagle:addChildren`: adds components to the children of the node with
/// `componentId`, at the end (`APPEND`), at the start (`PREPEND`) or
/// instead of them (`REPLACE`). `value` is a component, a list of them, or
/// an expression that evaluates to component JSON.
@MainActor
enum BeagleAddChildren {
  static func handle(_ context: ActionContext) throws(ActionFailure) {
    let session = context.session
    let id = try context.require(context.read { $0.string("componentId") }, "componentId")
    guard let target = session.instance(id: id) else {
      context.report(.unknownComponent(action: "addChildren", id: id))
      return
    }
    let nodes = try components(context)
    let mode = context.read { $0.enumeration("mode") } ?? "APPEND"
    // The children replaced go first, so that the new ones take their ids.
    if mode == "REPLACE" {
      target.children.forEach(session.discard)
      target.children = []
    }
    var added: [NodeInstance] = []
    for (offset, node) in nodes.enumerated() {
      guard session.hasRoomForComponents(left: nodes.count - offset, at: target, items: true) else { break }
      added.append(session.instantiate(node, parent: target, scope: target.scope, suffix: ""))
    }
    target.children = mode == "PREPEND" ? added + target.children : target.children + added
    session.settleSynchronously()
  }

  private static func components(_ context: ActionContext) throws(ActionFailure) -> [ComponentNode] {
    switch context.call.properties["value"] {
    case .component(let node)?: return [node]
    case .array(let elements, _)?:
      return elements.compactMap { if case .component(let node) = $0 { node } else { nil } }
    default:
      let value = context.properties["value"] ?? .null
      let objects = value.arrayElements ?? (value.objectMembers != nil ? [value] : [])
      var nodes: [ComponentNode] = []
      for object in objects {
        let decoded = ScreenDecoder(options: .init(dialects: [.beagle], dialect: .beagle)).decode(object)
        for diagnostic in decoded.diagnostics {
          context.report(.actionProperty(action: "addChildren", diagnostic.kind))
        }
        if let node = decoded.root { nodes.append(node) }
      }
      guard !nodes.isEmpty else { throw ActionFailure.notComponents(found: value.typeName) }
      return nodes
    }
  }
}

/// Gives every node without an id one, as the dialect does, and finds
/// duplicate ids.
///
/// Nimbus numbers nodes `nimbus:1`, `nimbus:2`, ... in pre-order of the
/// tree, starting at 1 as its `DefaultIdManager` does. Beagle's web core
/// uses `_beagle_<n>`; sdui-term counts those from 1 in the same order.
/// Nodes held in properties (list templates, route screens, fallbacks) are
/// numbered after the tree, since the dialects build them only when used;
/// their ids are not checked for duplicates, because each is a separate
/// screen or a template repeated with suffixes.
struct IdAssigner {
  private let prefix: String
  private var next = 1
  private var seen: [String: JSONPath] = [:]
  /// Repeated ids: the id, the path of its first node and the repeating node's place.
  private(set) var duplicates: [(id: String, firstPath: JSONPath, location: SourceLocation, path: JSONPath)] = []

  init(dialect: Dialect) {
    prefix = dialect.definition.rules.idPrefix
  }

  mutating func assign(_ root: inout ComponentNode) {
    assignTree(&root, checkDuplicates: true)
    assignHeld(&root)
  }

  private mutating func assignTree(_ node: inout ComponentNode, checkDuplicates: Bool) {
    if node.id.isEmpty {
      node.id = prefix + String(next)
      next += 1
    } else if checkDuplicates {
      if let first = seen[node.id] {
        duplicates.append((node.id, first, node.location, node.path))
      } else {
        seen[node.id] = node.path
      }
    }
    for index in node.children.indices {
      assignTree(&node.children[index], checkDuplicates: checkDuplicates)
    }
  }

  private mutating func assignHeld(_ node: inout ComponentNode) {
    for index in node.properties.indices {
      assignHeld(in: &node.properties[index].value)
    }
    for index in node.children.indices {
      assignHeld(&node.children[index])
    }
  }

  /// Each case takes its payload out of `value` before changing it, so
  /// that the payload is not shared and changes without being copied.
  private mutating func assignHeld(in value: inout PropertyValue) {
    switch consume value {
    case .literal(let literal):
      value = .literal(literal)
    case .text(let template, let location):
      value = .text(template, at: location)
    case .component(var node):
      assignTree(&node, checkDuplicates: false)
      assignHeld(&node)
      value = .component(node)
    case .array(var elements, let location):
      for index in elements.indices { assignHeld(in: &elements[index]) }
      value = .array(elements, at: location)
    case .object(var entries, let location):
      for index in entries.indices { assignHeld(in: &entries[index].value) }
      value = .object(entries, at: location)
    case .event(var actions, let location):
      for actionIndex in actions.indices {
        for index in actions[actionIndex].properties.indices {
          assignHeld(in: &actions[actionIndex].properties[index].value)
        }
      }
      value = .event(actions, at: location)
    }
  }
}

import SDUIDocument

extension ComponentNode {
  /// The components written inside it that show with it: its children,
  /// then those its properties hold (list templates, a lazy component's
  /// initial state). Not those in its events, which show when an action
  /// runs (``componentsInEvents``).
  var componentsInside: [ComponentNode] {
    children + properties.filter { $0.value.actions == nil }.flatMap(\.value.nestedComponents)
  }

  /// The outermost components its events hold, however deep in their
  /// actions (an `addChildren` value, a screen a navigation shows, in a
  /// request's `onSuccess`): each shows on its own when its action runs.
  var componentsInEvents: [ComponentNode] {
    var found: [ComponentNode] = []
    var values = properties.compactMap { $0.value.actions == nil ? nil : $0.value }
    while let value = values.popLast() {
      switch value {
      case .literal, .text: break
      case .component(let node): found.append(node)
      case .array(let elements, _): values += elements
      case .object(let entries, _): values += entries.map(\.value)
      case .event(let actions, _): values += actions.flatMap { $0.properties.map(\.value) }
      }
    }
    return found
  }
}

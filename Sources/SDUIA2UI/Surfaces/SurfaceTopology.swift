import SDUIDocument

/// Whether a surface's components make one tree from `root`, as A2UI's
/// strict validation asks: a root, no component among its own ancestors,
/// every child named there, and no component that nothing reaches.
///
/// Children are what a component's catalog says names them: a
/// `ComponentId` property (Card's `child`), a `ChildList` (Column's
/// `children`: a list of ids, or a template whose `componentId` is
/// repeated over data).
package struct SurfaceTopology {
  /// The components by id.
  let components: [String: JSONValue]
  /// The catalog that says which properties name children.
  let catalog: A2UICatalog

  /// The root's id, as A2UI fixes it.
  package static let rootID = "root"

  /// Checks the components of a surface against its catalog.
  package init(components: [String: JSONValue], catalog: A2UICatalog) {
    self.components = components
    self.catalog = catalog
  }

  /// The first problem, looked for in the order A2UI's suites name them:
  /// a missing root, a cycle, a dangling child, an orphan among `sent`.
  ///
  /// Only the components of `sent` (an update's) can be orphans: a
  /// component an earlier update sent that nothing names any more (a
  /// loading placeholder replaced, as the catalogs' incremental examples
  /// do) is held but not shown, since no message deletes a component.
  package func firstProblem(orphansAmong sent: Set<String>) -> A2UIProblem? {
    guard components[Self.rootID] != nil else { return .missingRoot }
    var reached = Set<String>()
    var onPath: [String] = []
    var onPathSet = Set<String>()
    // Depth-first from the root, with an explicit stack: no component
    // count makes it recurse deeper than the process's stack allows.
    var stack: [(id: String, next: Int, children: [String])] = [
      (Self.rootID, 0, children(of: Self.rootID))
    ]
    reached.insert(Self.rootID)
    onPath.append(Self.rootID)
    onPathSet.insert(Self.rootID)
    while var top = stack.popLast() {
      guard top.next < top.children.count else {
        onPath.removeLast()
        onPathSet.remove(top.id)
        continue
      }
      let child = top.children[top.next]
      top.next += 1
      stack.append(top)
      if onPathSet.contains(child) { return .circularReference(onPath + [child]) }
      guard components[child] != nil else { return .danglingReference(from: top.id, to: child) }
      guard reached.insert(child).inserted else { continue }
      onPath.append(child)
      onPathSet.insert(child)
      stack.append((child, 0, children(of: child)))
    }
    if let orphan = sent.sorted().first(where: { !reached.contains($0) }) {
      return .orphanedComponent(orphan)
    }
    return nil
  }

  /// The ids a component names as children, in the order its properties
  /// give them.
  package func children(of id: String) -> [String] {
    guard let component = components[id], let type = component["component"]?.stringValue,
      let references = catalog.components[type]
    else { return [] }
    var ids: [String] = []
    for reference in references {
      for value in Self.values(at: reference.path[...], in: component) {
        if reference.isList {
          if let elements = value.arrayElements {
            ids += elements.compactMap(\.stringValue)
          } else if let template = value["componentId"]?.stringValue {
            ids.append(template)
          }
        } else if let child = value.stringValue {
          ids.append(child)
        }
      }
    }
    return ids
  }

  /// The values at a reference's path; `*` takes each element of an array.
  private static func values(at path: ArraySlice<String>, in value: JSONValue) -> [JSONValue] {
    guard let first = path.first else { return [value] }
    if first == "*" {
      return (value.arrayElements ?? []).flatMap { values(at: path.dropFirst(), in: $0) }
    }
    return value[first].map { values(at: path.dropFirst(), in: $0) } ?? []
  }
}

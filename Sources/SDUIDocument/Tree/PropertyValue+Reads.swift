extension PropertyValue {
  /// For each state id that the value's expressions read only member by
  /// member, those members; an id read whole anywhere (`@{page}`,
  /// `@{items[0]}`) is left out.
  ///
  /// ```text
  /// "@{page.label}: @{sum(page.count, 1)}"  →  ["page": ["label", "count"]]
  /// "@{page.label} @{page}"                 →  [:]
  /// ```
  package var membersRead: [String: Set<String>] {
    var members: [String: Set<String>] = [:]
    var whole = Set<String>()
    collectReads(members: &members, whole: &whole)
    for id in whole { members[id] = nil }
    return members
  }

  private func collectReads(members: inout [String: Set<String>], whole: inout Set<String>) {
    switch self {
    case .literal, .component, .event:
      break
    case .text(let template, _):
      for case .success(let expression) in template.expressions {
        expression.collectReads(members: &members, whole: &whole)
      }
    case .array(let elements, _):
      for element in elements { element.collectReads(members: &members, whole: &whole) }
    case .object(let entries, _):
      for entry in entries { entry.value.collectReads(members: &members, whole: &whole) }
    }
  }
}

extension Expression {
  fileprivate func collectReads(members: inout [String: Set<String>], whole: inout Set<String>) {
    switch self {
    case .literal:
      break
    case .reference(let path):
      if case .key(let member)? = path.components.first {
        members[path.root, default: []].insert(member)
      } else {
        whole.insert(path.root)
      }
    case .operation(_, let arguments):
      for argument in arguments { argument.collectReads(members: &members, whole: &whole) }
    }
  }
}

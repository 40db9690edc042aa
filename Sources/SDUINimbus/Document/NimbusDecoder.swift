import SDUIDocument

/// Decodes Nimbus nodes (spec nimbus §1, §4.1).
///
/// A node is `{"_:component", "id", "properties", "state", "children"}`;
/// other keys are ignored, but a key that is one of the component's
/// properties is reported, since that is a common mistake. An action is
/// `{"_:action", "properties", "metadata"}`: arguments written beside
/// `properties` are errors, because Nimbus never sees them.
final class NimbusDecoder: DialectDecoder {
  let context: DecodingContext
  /// The keys of a node; any other key is ignored.
  static let nodeKeys = ["_:component", "id", "properties", "state", "children"]
  /// The keys of an action besides its type key; any other is an argument
  /// written outside `properties`.
  static let actionKeys = ["properties", "metadata"]

  init(context: DecodingContext) {
    self.context = context
  }

  func decodeNode(_ value: JSONValue, path: JSONPath) -> ComponentNode? {
    guard let (started, descriptor) = beginNode(value, path: path), let members = value.objectMembers else {
      return nil
    }
    var node = started
    var declared: Set<String> = []
    if let state = value["state"] {
      node.state = decodeState(state, path: path.appending("state"))
      declared = Set(node.state.map(\.name))
    }
    context.visibleStates.append(declared.union(iterationNames(of: value, descriptor: descriptor)))
    defer { context.visibleStates.removeLast() }
    let properties = value["properties"]
    node.properties = decodeProperties(
      properties ?? JSONValue(.object([]), at: value.location), descriptor: descriptor,
      path: properties == nil ? path : path.appending("properties"))
    if let children = value["children"] {
      switch children.kind {
      case .array(let elements):
        let childrenPath = path.appending("children")
        node.children.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
          if let child = decodeNode(element, path: childrenPath.appending(index)) { node.children.append(child) }
        }
      case .null: break
      default:
        context.report(
          .wrongStructure(key: "children", expected: "an array of components", found: children.typeName),
          at: children.location, path: path.appending("children"))
      }
    }
    for member in members where !Self.nodeKeys.contains(member.key) {
      reportStrayKey(member, descriptor: descriptor, type: node.type, path: path)
    }
    return node
  }

  func decodeAction(_ value: JSONValue, path: JSONPath) -> ActionCall? {
    guard let nameValue = value[dialect.actionKey] else { return nil }
    guard let written = nameValue.stringValue else {
      context.report(
        .typeNotString(key: dialect.actionKey, found: nameValue.typeName), at: nameValue.location, path: path)
      return nil
    }
    let name = QualifiedName(written)
    let descriptor = lookupAction(name, at: value.location, path: path)
    var misplaced: Set<String> = []
    for member in value.objectMembers ?? []
    where member.key != dialect.actionKey && !Self.actionKeys.contains(member.key) {
      misplaced.insert(member.key)
      context.report(
        .actionPropertyOutsideProperties(name: member.key, action: written), at: member.keyLocation,
        path: path.appending(member.key))
    }
    var properties: [PropertyEntry] = []
    if let map = value["properties"] {
      if let members = map.objectMembers {
        properties = decodeEntries(members, path: path.appending("properties"))
      } else if !map.isNull {
        context.report(
          .wrongStructure(key: "properties", expected: "an object", found: map.typeName), at: map.location,
          path: path.appending("properties"))
      }
    }
    var metadata: [PropertyEntry] = []
    if let members = value["metadata"]?.objectMembers {
      metadata = decodeEntries(members, path: path.appending("metadata"))
    }
    if let descriptor {
      checkProperties(
        properties, specs: descriptor.specs, owner: descriptor.name, path: path.appending("properties"),
        location: value.location, alreadyReported: misplaced)
      if descriptor.name == "setState" {
        let target = properties["path"]?.literalJSON?.stringValue ?? value["path"]?.stringValue
        if let root = target?.split(separator: ".").first {
          context.recordStateWrite(String(root), location: value.location, path: path)
        }
      }
    }
    return ActionCall(
      name: name, properties: properties, metadata: metadata, isRegistered: descriptor != nil,
      location: value.location, path: path)
  }

  private func decodeProperties(_ value: JSONValue, descriptor: ComponentDescriptor?, path: JSONPath) -> [PropertyEntry]
  {
    guard let members = value.objectMembers else {
      if !value.isNull {
        context.report(
          .wrongStructure(key: "properties", expected: "an object", found: value.typeName), at: value.location,
          path: path)
      }
      return []
    }
    let entries = decodeEntries(members, path: path)
    if let descriptor {
      checkProperties(
        entries, specs: descriptor.specs, owner: descriptor.name, path: path, location: value.location)
    }
    return entries
  }

  private func decodeState(_ value: JSONValue, path: JSONPath) -> [StateDeclaration] {
    guard let members = value.objectMembers else {
      if !value.isNull {
        context.report(
          .wrongStructure(key: "state", expected: "an object of initial values", found: value.typeName),
          at: value.location, path: path)
      }
      return []
    }
    return members.compactMap { member in
      let statePath = path.appending(member.key)
      if let reason = StateName.problem(with: member.key, dialect: .nimbus) {
        context.report(.invalidStateName(name: member.key, reason: reason), at: member.keyLocation, path: statePath)
        return nil
      }
      context.declare(member.key, at: statePath)
      return StateDeclaration(
        name: member.key, initialValue: decodeValue(member.value, path: statePath, name: member.key),
        location: member.keyLocation, path: statePath)
    }
  }

  /// The names a `forEach` gives its template: `item` and `index` unless renamed.
  private func iterationNames(of value: JSONValue, descriptor: ComponentDescriptor?) -> Set<String> {
    guard descriptor?.name == "forEach" else { return [] }
    let properties = value["properties"]
    return [
      properties?["iteratorName"]?.stringValue ?? "item", properties?["indexName"]?.stringValue ?? "index",
    ]
  }

  private func reportStrayKey(
    _ member: JSONMember, descriptor: ComponentDescriptor?, type: QualifiedName, path: JSONPath
  ) {
    let keyPath = path.appending(member.key)
    if descriptor?.property(member.key) != nil {
      context.report(
        .componentPropertyOutsideProperties(name: member.key, component: type.written), at: member.keyLocation,
        path: keyPath)
    } else if context.takeSuggestionLookup(),
      let suggestion = NearMiss.suggestion(for: member.key, among: Self.nodeKeys),
      suggestion != dialect.componentKey
    {
      context.report(.ignoredKey(name: member.key, suggestion: suggestion), at: member.keyLocation, path: keyPath)
    }
  }
}

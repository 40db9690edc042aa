import SDUIDocument

/// Decodes Beagle 2.x nodes (spec beagle §1), accepting the 1.x shapes
/// that are cheap to map (§1.6, §2.4): a single `template` on lists,
/// navigation-bar items with `action` and a component tag, lone action
/// objects as events. Removed components keep their children and get a
/// message naming their replacement.
final class BeagleDecoder: DialectDecoder {
  let context: DecodingContext
  static let structuralKeys: Set<String> = ["_beagleComponent_", "id", "context", "child", "children"]

  init(context: DecodingContext) {
    self.context = context
  }

  func decodeNode(_ value: JSONValue, path: JSONPath) -> ComponentNode? {
    guard let (started, descriptor) = beginNode(value, path: path), let members = value.objectMembers else {
      return nil
    }
    var node = started
    if let contextValue = value["context"],
      let declaration = decodeContext(contextValue, path: path.appending("context"))
    {
      node.state = [declaration]
    }
    var visible = Set(node.state.map(\.name))
    if let name = descriptor?.name, BeagleBuiltins.lists.contains(name) {
      visible.formUnion([value["iteratorName"]?.stringValue ?? "item", value["indexName"]?.stringValue ?? "index"])
    }
    context.visibleStates.append(visible)
    defer { context.visibleStates.removeLast() }

    var propertyMembers = members.filter { !Self.structuralKeys.contains($0.key) }
    propertyMembers = BeagleLegacy.normalize(propertyMembers, component: descriptor?.name, path: path, context: context)
    node.properties = decodeEntries(propertyMembers, path: path)
    let hasStaticItems = isStaticList(value, descriptor: descriptor, path: path)
    if let descriptor {
      checkProperties(
        node.properties, specs: descriptor.specs, owner: descriptor.name, path: path, location: value.location,
        alreadyReported: hasStaticItems ? ["dataSource"] : [])
      if let style = node.properties["style"] {
        checkBeagleStyle(style, path: path.appending("style"))
      }
      if descriptor.children == .single, value["child"] == nil, value["children"] == nil {
        context.report(.missingRequiredProperty(name: "child", owner: descriptor.name), at: value.location, path: path)
      }
    }
    if let child = value["child"], !child.isNull, let decoded = decodeNode(child, path: path.appending("child")) {
      node.children.append(decoded)
    }
    if let children = value["children"] {
      switch children.kind {
      case .array(let elements):
        let childrenPath = path.appending("children")
        node.children.reserveCapacity(node.children.count + elements.count)
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
    return node
  }

  /// Whether a list is the 1.x shape with static `children` and no
  /// `dataSource`, which is reported and drawn as a plain list of them.
  private func isStaticList(_ value: JSONValue, descriptor: ComponentDescriptor?, path: JSONPath) -> Bool {
    guard let name = descriptor?.name, BeagleBuiltins.lists.contains(name),
      value["dataSource"] == nil, let children = value.member(named: "children"), children.value.arrayElements != nil
    else { return false }
    context.report(
      .legacyShape(description: "a list's static 'children'", replacement: "a list of those children"),
      at: children.keyLocation, path: path.appending("children"))
    return true
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
    let members = (value.objectMembers ?? []).filter { $0.key != dialect.actionKey }
    let properties = decodeEntries(members, path: path)
    if let descriptor {
      checkProperties(
        properties, specs: descriptor.specs, owner: descriptor.name, path: path, location: value.location)
      if descriptor.name == "beagle:setContext", let target = properties["contextId"]?.literalJSON?.stringValue {
        context.recordStateWrite(target, location: value.location, path: path)
      }
    }
    return ActionCall(
      name: name, properties: properties, isRegistered: descriptor != nil, location: value.location, path: path)
  }

  private func decodeContext(_ value: JSONValue, path: JSONPath) -> StateDeclaration? {
    guard value.objectMembers != nil else {
      if !value.isNull {
        context.report(
          .wrongStructure(key: "context", expected: "an object {\"id\", \"value\"}", found: value.typeName),
          at: value.location, path: path)
      }
      return nil
    }
    guard let id = value["id"]?.stringValue else {
      context.report(.missingRequiredProperty(name: "id", owner: "context"), at: value.location, path: path)
      return nil
    }
    if let reason = StateName.problem(with: id, dialect: .beagle) {
      context.report(
        .invalidStateName(name: id, reason: reason), at: value["id"]?.location ?? value.location,
        path: path.appending("id"))
      return nil
    }
    context.declare(id, at: path)
    let initial =
      value["value"].map { decodeValue($0, path: path.appending("value"), name: "value") } ?? .literal(.null)
    return StateDeclaration(name: id, initialValue: initial, location: value.location, path: path)
  }
}

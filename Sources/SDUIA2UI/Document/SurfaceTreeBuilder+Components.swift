import SDUIDocument

extension SurfaceTreeBuilder {
  /// One component: its properties read, its `action` an `onPress`, its
  /// children found by the catalog's references, and an input's binding
  /// made the event that writes it back.
  mutating func component(
    _ id: String, definition: JSONValue, of surface: Surface, scope: SurfaceScope, trail: [String]
  ) -> ComponentNode {
    let nodePath = path(of: id, in: surface)
    let typeValue = definition[decoder.context.dialect.componentKey]
    let type = typeValue?.stringValue ?? "unknown"
    let references = surface.catalog.components[type]
    if references == nil {
      let suggestion = NearMiss.suggestion(for: type, among: surface.catalog.components.keys.sorted())
      context.report(
        .unknownComponent(
          name: type, suggestions: suggestion.map { [$0] } ?? [], showsAsInput: false, isAppsOwn: false),
        at: typeValue?.location ?? definition.location, path: nodePath)
    }
    let childKeys = Set((references ?? []).compactMap(\.path.first))
    var properties: [PropertyEntry] = []
    var events: [PropertyEntry] = []
    for member in definition.objectMembers ?? []
    where member.key != "id" && member.key != decoder.context.dialect.componentKey && !childKeys.contains(member.key) {
      let memberPath = nodePath.appending(member.key)
      if member.key == "action" {
        if let action = decoder.action(member.value, path: memberPath, scope: scope, component: id, surface: surface.id)
        {
          events.append(
            PropertyEntry(
              name: "onPress", value: .event([action], at: member.value.location), keyLocation: member.keyLocation))
        }
        continue
      }
      properties.append(
        PropertyEntry(
          name: member.key, value: decoder.property(member.value, path: memberPath, scope: scope),
          keyLocation: member.keyLocation))
    }
    let registered = surface.catalog.registeredNames[type] ?? type
    let descriptor = references == nil ? nil : context.registry.components.lookup(registered)
    if let descriptor {
      decoder.checkProperties(
        properties, specs: descriptor.specs, owner: type, path: nodePath, location: definition.location)
      if type == "Button", definition["action"] == nil {
        context.report(.missingRequiredProperty(name: "action", owner: type), at: definition.location, path: nodePath)
      }
    }
    var children: [ComponentNode] = []
    for reference in references ?? [] {
      guard let key = reference.path.first else { continue }
      let value = definition[key]
      if value == nil || value?.isNull == true {
        if descriptor?.specs[key] == nil, type != "Tabs" || key == "tabs" {
          context.report(.missingRequiredProperty(name: key, owner: type), at: definition.location, path: nodePath)
        }
        continue
      }
      guard let value else { continue }
      if type == "Modal", key == "content" {
        // Kept as written too, so that `check` says how it is drawn.
        let keyLocation = definition.objectMembers?.first { $0.key == key }?.keyLocation ?? value.location
        properties.append(PropertyEntry(name: key, value: .literal(value), keyLocation: keyLocation))
      }
      if reference.path.count == 3, reference.path[1] == "*" {
        let (tabChildren, titles) = tabs(value, key: key, id: id, of: surface, scope: scope, trail: trail)
        children += tabChildren
        properties.append(PropertyEntry(name: "titles", value: titles))
      } else if reference.isList {
        children += childList(value, path: nodePath.appending(key), owner: id, of: surface, scope: scope, trail: trail)
      } else if let child = value.stringValue {
        children.append(node(child, of: surface, scope: scope, trail: trail))
      } else {
        decoder.report(
          .wrongType(key: key, expected: "a component id", found: value.typeName), at: value.location,
          path: nodePath.appending(key))
      }
    }
    events += bindingEvents(type: type, properties: properties, definition: definition, scope: scope, path: nodePath)
    if type == "Button", children.count == 1, children[0].type.written == "Text",
      let label = children[0].properties.first(where: { $0.name == "text" })
    {
      // A button of words draws them as a button does; one of other
      // components keeps them inside.
      properties.append(PropertyEntry(name: "label", value: label.value))
      children = []
    }
    var state: [StateDeclaration] = []
    if type == "ChoicePicker" {
      children = choices(id: id, properties: properties, definition: definition, scope: scope, path: nodePath)
      if definition["filterable"]?.boolValue == true {
        state.append(
          StateDeclaration(
            name: SurfaceScope.filterState, initialValue: .literal(""), location: definition.location,
            path: nodePath.appending("filterable")))
      }
    }
    if type == "TextField", let pattern = definition["validationRegexp"] {
      decoder.checkPattern(pattern, at: pattern, path: nodePath.appending("validationRegexp"))
    }
    if definition["accessibility"] == nil, let label = spokenLabel(type: type, properties: properties, definition) {
      properties.append(
        PropertyEntry(
          name: "accessibility", value: .object([PropertyEntry(name: "label", value: label)], at: definition.location)))
    }
    return ComponentNode(
      type: QualifiedName(registered), id: id, isIdGenerated: false, properties: properties + events, state: state,
      children: children, isRegistered: descriptor != nil, location: definition.location, path: nodePath)
  }

  /// What a screen reader reads for a component with no `accessibility`:
  /// a picture's description (an image's alt text on the web), an icon's
  /// name in words (`accountCircle`, "account circle"), as the web's icon
  /// fonts are read.
  private func spokenLabel(type: String, properties: [PropertyEntry], _ definition: JSONValue) -> PropertyValue? {
    switch type {
    case "Image", "AudioPlayer": return properties.first { $0.name == "description" }?.value
    case "Icon":
      guard let name = definition["name"]?.stringValue else { return nil }
      let words = name.reduce(into: "") { words, character in
        if character.isUppercase, !words.isEmpty { words.append(" ") }
        words.append(contentsOf: character.lowercased())
      }
      return .literal(JSONValue(.string(words)))
    default: return nil
    }
  }

  /// A `ChildList`: ids in order, or a template repeated over an array.
  private mutating func childList(
    _ value: JSONValue, path: JSONPath, owner: String, of surface: Surface, scope: SurfaceScope, trail: [String]
  ) -> [ComponentNode] {
    if let ids = value.arrayElements {
      return ids.enumerated().compactMap { index, element in
        guard let child = element.stringValue else {
          decoder.report(
            .wrongType(key: "child \(index)", expected: "a component id", found: element.typeName),
            at: element.location, path: path.appending(index))
          return nil
        }
        return node(child, of: surface, scope: scope, trail: trail)
      }
    }
    guard let template = value["componentId"]?.stringValue, let written = value["path"]?.stringValue else {
      decoder.report(
        .wrongType(key: "children", expected: "a list of ids or a template {componentId, path}", found: value.typeName),
        at: value.location, path: path)
      return []
    }
    guard let pointer = decoder.pointer(written, at: value, path: path.appending("path")) else { return [] }
    let inner = scope.entering(template: pointer, written: written)
    let item = node(template, of: surface, scope: inner, trail: trail)
    let items = Expression.reference(scope.statePath(pointer, written: written))
    return [
      ComponentNode(
        type: QualifiedName("a2ui:template"), id: owner + "#items", isIdGenerated: true,
        properties: [
          PropertyEntry(name: "items", value: .text(TextTemplate(parts: [.expression(items)]), at: value.location)),
          PropertyEntry(name: "iteratorName", value: .literal(JSONValue(.string("item\(inner.depth)")))),
          PropertyEntry(name: "indexName", value: .literal(JSONValue(.string("index\(inner.depth)")))),
        ], children: [item], isRegistered: true, location: value.location, path: path)
    ]
  }

  /// The tabs' children, and their titles as one array.
  private mutating func tabs(
    _ value: JSONValue, key: String, id: String, of surface: Surface, scope: SurfaceScope, trail: [String]
  ) -> ([ComponentNode], PropertyValue) {
    let tabsPath = path(of: id, in: surface).appending(key)
    var children: [ComponentNode] = []
    var titles: [PropertyValue] = []
    for (index, tab) in (value.arrayElements ?? []).enumerated() {
      guard let child = tab["child"]?.stringValue else {
        decoder.report(.missingKey("child", in: "a tab"), at: tab.location, path: tabsPath.appending(index))
        continue
      }
      children.append(node(child, of: surface, scope: scope, trail: trail))
      titles.append(
        tab["title"].map { decoder.property($0, path: tabsPath.appending(index).appending("title"), scope: scope) }
          ?? .literal(.null))
    }
    return (children, .array(titles, at: value.location))
  }
}

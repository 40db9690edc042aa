import SDUIDocument

extension SurfaceTreeBuilder {
  /// The events that write an input's bound `value` back to the data
  /// model (two-way binding, local until an action sends it): a typed
  /// text's `onChange`, a check box's toggle and a slider's step on press.
  func bindingEvents(
    type: String, properties: [PropertyEntry], definition: JSONValue, scope: SurfaceScope, path: JSONPath
  ) -> [PropertyEntry] {
    guard let binding = self.binding(definition["value"], scope: scope, path: path.appending("value")) else {
      return []
    }
    switch type {
    case "TextField", "DateTimeInput":
      return [event("onChange", write(binding.target, .reference(StatePath("onChange"))))]
    case "CheckBox":
      return [event("onPress", write(binding.target, .operation("not", [.literal("value"), binding.current])))]
    case "Slider":
      let bound = { (name: String, fallback: Double) -> Expression in
        definition[name].flatMap { self.decoder.expression($0, path: path.appending(name), scope: scope) }
          ?? .literal(JSONValue(.number(.double(fallback))))
      }
      let range = [binding.current, bound("min", 0), bound("max", 0)]
      let stepped = { (direction: Double) in
        Expression.operation(A2UIOperationNames.slide, range + [.literal(JSONValue(.number(.double(direction))))])
      }
      return [
        event("onPress", write(binding.target, .operation(A2UIOperationNames.slide, range))),
        event(AdjustableEvents.increment, write(binding.target, stepped(1))),
        event(AdjustableEvents.decrement, write(binding.target, stepped(-1))),
      ]
    default:
      return []
    }
  }

  /// A choice picker's label, as a text above them, the field that
  /// filters them when it is `filterable`, and its options, each a
  /// focusable line that chooses it.
  func choices(
    id: String, properties: [PropertyEntry], definition: JSONValue, scope: SurfaceScope, path: JSONPath
  ) -> [ComponentNode] {
    let label = properties.first { $0.name == "label" }.map { entry in
      ComponentNode(
        type: QualifiedName("Text"), id: "\(id)#label", isIdGenerated: true,
        properties: [PropertyEntry(name: "text", value: entry.value)], isRegistered: true,
        location: definition["label"]?.location ?? definition.location, path: path.appending("label"))
    }
    let filterable = definition["filterable"]?.boolValue == true
    let filter = filterable ? [filterField(id: id, definition: definition, path: path)] : []
    let options = options(id: id, definition: definition, scope: scope, path: path, filterable: filterable)
    guard definition["displayStyle"]?.stringValue == "chips" else {
      return (label.map { [$0] } ?? []) + filter + options
    }
    // Chips wrap in a row (IG ChoicePicker), below the label and the filter.
    let chips = ComponentNode(
      type: QualifiedName("a2ui:chips"), id: "\(id)#chips", isIdGenerated: true, children: options,
      isRegistered: true, location: definition["options"]?.location ?? definition.location,
      path: path.appending("options"))
    return (label.map { [$0] } ?? []) + filter + [chips]
  }

  /// The field above a filterable picker's options (IG ChoicePicker): what
  /// is typed there is the picker's own state, not the data model's.
  private func filterField(id: String, definition: JSONValue, path: JSONPath) -> ComponentNode {
    let typed = Expression.reference(StatePath(SurfaceScope.filterState, []))
    let filter = ActionCall(
      name: QualifiedName("a2ui:filter"),
      properties: [
        PropertyEntry(
          name: "value",
          value: .text(TextTemplate(parts: [.expression(.reference(StatePath("onChange")))]), at: .unknown))
      ], isRegistered: true, location: definition.location, path: .root)
    return ComponentNode(
      type: QualifiedName("a2ui:filter"), id: "\(id)#filter", isIdGenerated: true,
      properties: [
        PropertyEntry(name: "value", value: .text(TextTemplate(parts: [.expression(typed)]), at: .unknown)),
        event("onChange", filter),
      ], isRegistered: true, location: definition["filterable"]?.location ?? definition.location,
      path: path.appending("filterable"))
  }

  private func options(
    id: String, definition: JSONValue, scope: SurfaceScope, path: JSONPath, filterable: Bool
  ) -> [ComponentNode] {
    let options = definition["options"]?.arrayElements ?? []
    let exclusive = definition["variant"]?.stringValue != "multipleSelection"
    let chips = definition["displayStyle"]?.stringValue == "chips"
    let binding = self.binding(definition["value"], scope: scope, path: path.appending("value"))
    let current = binding?.current ?? definition["value"].flatMap { decoder.expression($0, path: path, scope: scope) }
    return options.enumerated().map { index, option in
      let optionPath = path.appending("options").appending(index)
      let value = Expression.literal(option["value"] ?? .null)
      let chosen = Expression.operation(A2UIOperationNames.chosen, [current ?? .literal(.null), value])
      var entries = [
        PropertyEntry(
          name: "label",
          value: option["label"].map { decoder.property($0, path: optionPath.appending("label"), scope: scope) }
            ?? .literal(.null)),
        PropertyEntry(name: "selected", value: .text(TextTemplate(parts: [.expression(chosen)]), at: option.location)),
        PropertyEntry(name: "exclusive", value: .literal(JSONValue(.bool(exclusive)))),
        PropertyEntry(name: "chip", value: .literal(JSONValue(.bool(chips)))),
      ]
      if filterable {
        let label =
          option["label"].flatMap { decoder.expression($0, path: optionPath.appending("label"), scope: scope) }
          ?? .literal("")
        let matches = Expression.operation(
          A2UIOperationNames.matches, [label, .reference(StatePath(SurfaceScope.filterState, []))])
        entries.append(
          PropertyEntry(name: "shown", value: .text(TextTemplate(parts: [.expression(matches)]), at: .unknown)))
      }
      if let binding {
        let chosenNext = Expression.operation(
          A2UIOperationNames.choose, [binding.current, value, .literal(JSONValue(.bool(exclusive)))])
        entries.append(event("onPress", write(binding.target, chosenNext)))
      }
      return ComponentNode(
        type: QualifiedName("a2ui:choice"), id: "\(id)#\(index)", isIdGenerated: true, properties: entries,
        isRegistered: true, location: option.location, path: optionPath)
    }
  }

  /// A bound value's current reading and where it is written back.
  private func binding(_ value: JSONValue?, scope: SurfaceScope, path: JSONPath)
    -> (current: Expression, target: PropertyValue)?
  {
    guard let value, value.objectMembers?.count == 1, let written = value["path"]?.stringValue,
      let pointer = decoder.pointer(written, at: value, path: path)
    else { return nil }
    return (
      .reference(scope.statePath(pointer, written: written)),
      .text(TextTemplate(parts: scope.pointerParts(pointer, written: written)), at: value.location)
    )
  }

  private func write(_ target: PropertyValue, _ value: Expression) -> ActionCall {
    ActionCall(
      name: QualifiedName("a2ui:write"),
      properties: [
        PropertyEntry(name: "pointer", value: target),
        PropertyEntry(name: "value", value: .text(TextTemplate(parts: [.expression(value)]), at: .unknown)),
      ], isRegistered: true, location: target.location, path: .root)
  }

  private func event(_ name: String, _ action: ActionCall) -> PropertyEntry {
    PropertyEntry(name: name, value: .event([action], at: action.location))
  }
}

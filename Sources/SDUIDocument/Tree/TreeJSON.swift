extension ComponentNode {
  /// The node and everything below it as JSON, what `sdui-term tree
  /// --format json` prints for a dialect whose document is its tree: each
  /// node's `component`, `id`, where it was written (`line`, `column`,
  /// `path`), its declarations (`state`), `properties` and `events`, and
  /// `children`. Values are as written: a literal as itself, a string with
  /// an expression as its text (`"@{count}"`), an action as its name with
  /// its arguments.
  package var treeJSON: JSONValue {
    var members: [JSONMember] = [
      JSONMember(key: "component", value: JSONValue(.string(type.written))),
      JSONMember(key: "id", value: JSONValue(.string(id))),
    ]
    if isIdGenerated { members.append(JSONMember(key: "generated", value: true)) }
    if !isRegistered { members.append(JSONMember(key: "registered", value: false)) }
    members += Self.place(location, path)
    if !state.isEmpty {
      members.append(
        JSONMember(
          key: "state",
          value: JSONValue(
            .object(state.map { JSONMember(key: $0.name, value: Self.json(of: $0.initialValue)) }))))
    }
    let plain = properties.filter { $0.value.actions == nil }
    if !plain.isEmpty {
      members.append(JSONMember(key: "properties", value: Self.json(of: plain)))
    }
    if !events.isEmpty {
      members.append(
        JSONMember(
          key: "events",
          value: JSONValue(
            .object(
              events.map { event in
                JSONMember(key: event.name, value: JSONValue(.array(event.actions.map(Self.json(of:)))))
              }))))
    }
    if !children.isEmpty {
      members.append(JSONMember(key: "children", value: JSONValue(.array(children.map(\.treeJSON)))))
    }
    return JSONValue(.object(members))
  }

  private static func place(_ location: SourceLocation, _ path: JSONPath) -> [JSONMember] {
    [
      JSONMember(key: "line", value: JSONValue(integerLiteral: location.line)),
      JSONMember(key: "column", value: JSONValue(integerLiteral: location.column)),
      JSONMember(key: "path", value: JSONValue(.string(path.description))),
    ]
  }

  private static func json(of entries: [PropertyEntry]) -> JSONValue {
    JSONValue(.object(entries.map { JSONMember(key: $0.name, value: json(of: $0.value)) }))
  }

  private static func json(of action: ActionCall) -> JSONValue {
    var members = [JSONMember(key: "action", value: JSONValue(.string(action.name.written)))]
    if !action.isRegistered { members.append(JSONMember(key: "registered", value: false)) }
    members += place(action.location, action.path)
    if !action.properties.isEmpty { members.append(JSONMember(key: "arguments", value: json(of: action.properties))) }
    if !action.metadata.isEmpty { members.append(JSONMember(key: "metadata", value: json(of: action.metadata))) }
    return JSONValue(.object(members))
  }

  private static func json(of value: PropertyValue) -> JSONValue {
    switch value {
    case .literal(let json): json
    case .text(let template, _): JSONValue(.string(template.source))
    case .array(let elements, _): JSONValue(.array(elements.map(json(of:))))
    case .object(let entries, _): json(of: entries)
    case .component(let node): node.treeJSON
    case .event(let actions, _): JSONValue(.array(actions.map(json(of:))))
    }
  }
}

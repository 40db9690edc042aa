import SDUIDocument

/// Reads A2UI's values into the engine's: a literal as it is (strings stay
/// literal however they are written), a binding (`{"path"}`) as a reference
/// into the surface's data model or a template's item, a function call as
/// an operation, and `formatString`'s template parsed by A2UI's own
/// grammar into the parts it joins. Problems are reported to ``context``.
final class A2UIComponentDecoder: DialectDecoder {
  let context: DecodingContext
  /// How `formatString`'s templates are read.
  let templateParser = ExpressionParser()

  init(context: DecodingContext) {
    self.context = context
  }

  /// One component, outside any template, its children left out (the
  /// ``SurfaceTreeBuilder`` resolves them by id).
  func decodeNode(_ value: JSONValue, path: JSONPath) -> ComponentNode? {
    guard let members = value.objectMembers else {
      context.report(.childNotComponent(found: value.typeName), at: value.location, path: path)
      return nil
    }
    let type = value[componentKey]?.stringValue ?? "unknown"
    let properties = members.filter { $0.key != "id" && $0.key != componentKey }.map {
      PropertyEntry(
        name: $0.key, value: property($0.value, path: path.appending($0.key), scope: SurfaceScope()),
        keyLocation: $0.keyLocation)
    }
    return ComponentNode(
      type: QualifiedName(type), id: value["id"]?.stringValue ?? "", isIdGenerated: value["id"] == nil,
      properties: properties, isRegistered: context.registry.components.lookup(type) != nil,
      location: value.location, path: path)
  }

  /// A button's `action`, outside any component: see ``action(_:path:scope:component:surface:)``.
  func decodeAction(_ value: JSONValue, path: JSONPath) -> ActionCall? {
    action(value, path: path, scope: SurfaceScope(), component: "", surface: "")
  }

  private var componentKey: String { context.dialect.componentKey }

  /// An `action`: an `event` sent to the agent with its context resolved
  /// when pressed, or a `functionCall` run here.
  func action(_ value: JSONValue, path: JSONPath, scope: SurfaceScope, component: String, surface: String)
    -> ActionCall?
  {
    if let event = value["event"], event.objectMembers != nil {
      let eventPath = path.appending("event")
      guard let name = event["name"]?.stringValue else {
        report(.missingKey("name", in: "an action's event"), at: event.location, path: eventPath)
        return nil
      }
      var properties = [
        PropertyEntry(name: "name", value: .literal(JSONValue(.string(name)))),
        PropertyEntry(name: "surfaceId", value: .literal(JSONValue(.string(surface)))),
        PropertyEntry(name: "sourceComponentId", value: .literal(JSONValue(.string(component)))),
      ]
      if let written = event["context"] {
        properties.append(
          PropertyEntry(name: "context", value: property(written, path: eventPath.appending("context"), scope: scope)))
      }
      return ActionCall(
        name: QualifiedName("a2ui:event"), properties: properties, isRegistered: true, location: value.location,
        path: path)
    }
    if let call = value["functionCall"], call.objectMembers != nil {
      let callPath = path.appending("functionCall")
      guard let name = call["call"]?.stringValue else {
        report(.missingKey("call", in: "an action's functionCall"), at: call.location, path: callPath)
        return nil
      }
      checkFunction(name, at: call, path: callPath, scope: scope)
      var properties = [PropertyEntry(name: "call", value: .literal(JSONValue(.string(name))))]
      if let args = call["args"] {
        properties.append(
          PropertyEntry(name: "args", value: property(args, path: callPath.appending("args"), scope: scope)))
      }
      return ActionCall(
        name: QualifiedName("a2ui:functionCall"), properties: properties, isRegistered: true,
        location: value.location, path: path)
    }
    report(
      .wrongType(key: "action", expected: "an object with event or functionCall", found: value.typeName),
      at: value.location, path: path)
    return nil
  }

  /// A property's value, with the bindings and calls inside it at any depth.
  func property(_ json: JSONValue, path: JSONPath, scope: SurfaceScope) -> PropertyValue {
    switch json.kind {
    case .null, .bool, .number: return .literal(json)
    case .string(let text): return .text(TextTemplate(parts: [.text(text)]), at: json.location)
    case .array(let elements):
      return .array(
        elements.enumerated().map { property($1, path: path.appending($0), scope: scope) }, at: json.location)
    case .object(let members):
      guard isDynamic(json) else {
        return .object(
          members.map {
            PropertyEntry(
              name: $0.key, value: property($0.value, path: path.appending($0.key), scope: scope),
              keyLocation: $0.keyLocation)
          }, at: json.location)
      }
      // One that cannot be read (reported) reads as no text, and is not
      // then also a required property left out.
      guard let expression = expression(json, path: path, scope: scope) else {
        return .text(TextTemplate(parts: []), at: json.location)
      }
      return .text(TextTemplate(parts: [.expression(expression)]), at: json.location)
    }
  }

  /// Whether a value is a binding or a call rather than a literal object.
  func isDynamic(_ json: JSONValue) -> Bool {
    json["path"] != nil || json["call"] != nil
  }

  /// A value as an expression; `nil` (reported) when it cannot be read.
  func expression(_ json: JSONValue, path: JSONPath, scope: SurfaceScope) -> Expression? {
    do {
      return expression(try DynamicValue(json: json), at: json, path: path, scope: scope)
    } catch {
      report(function: error, at: json, path: path)
      return nil
    }
  }

  private func expression(_ value: DynamicValue, at json: JSONValue, path: JSONPath, scope: SurfaceScope)
    -> Expression?
  {
    switch value {
    case .literal(let literal): return literalExpression(literal, path: path, scope: scope)
    case .binding(let written):
      return pointer(written, at: json, path: path).map { .reference(scope.statePath($0, written: written)) }
    case .call(let call):
      checkFunction(call.name, at: json, path: path, scope: scope)
      if call.name == "regex", case .literal(let pattern)? = call.argument("pattern") {
        checkPattern(pattern, at: json, path: path.appending("args").appending("pattern"))
      }
      if call.name == "formatString", case .literal(let template)? = call.argument("value"),
        let text = template.stringValue
      {
        do {
          let parts = try templateParser.parseTemplate(text)
          let joined = parts.compactMap { expression($0, at: json, path: path, scope: scope) }
          return .operation(A2UIOperationNames.concatenation, joined)
        } catch {
          report(function: .invalidTemplate(error), at: json, path: path)
          return nil
        }
      }
      if let names = context.registry.operations.lookup(call.name)?.parameterNames {
        // An app's operation takes its arguments in order.
        return .operation(
          call.name,
          names.map { name in
            call.arguments.first { $0.name == name }.flatMap {
              expression($0.value, at: json, path: path.appending("args").appending(name), scope: scope)
            } ?? .literal(.null)
          })
      }
      var arguments: [Expression] = []
      for argument in call.arguments {
        guard
          let value = expression(
            argument.value, at: json, path: path.appending("args").appending(argument.name), scope: scope)
        else { continue }
        arguments += [.literal(JSONValue(.string(argument.name))), value]
      }
      return .operation(call.name, arguments)
    }
  }

  /// A literal, with the bindings and calls inside its arrays and objects
  /// made into the operations that build them.
  private func literalExpression(_ json: JSONValue, path: JSONPath, scope: SurfaceScope) -> Expression? {
    switch json.kind {
    case .array(let elements) where elements.contains(where: containsDynamic):
      return .operation(
        A2UIOperationNames.list,
        elements.enumerated().map { expression($1, path: path.appending($0), scope: scope) ?? .literal(.null) })
    case .object(let members) where members.contains(where: { containsDynamic($0.value) }):
      return .operation(
        A2UIOperationNames.object,
        members.flatMap {
          [
            .literal(JSONValue(.string($0.key))),
            expression($0.value, path: path.appending($0.key), scope: scope) ?? .literal(.null),
          ]
        })
    default: return .literal(json)
    }
  }

  private func containsDynamic(_ json: JSONValue) -> Bool {
    switch json.kind {
    case .array(let elements): elements.contains(where: containsDynamic)
    case .object(let members): isDynamic(json) || members.contains { containsDynamic($0.value) }
    default: false
    }
  }

  /// The pointer a binding's path writes; `nil` (reported) for one that is not.
  func pointer(_ written: String, at json: JSONValue, path: JSONPath) -> JSONPointer? {
    do {
      return try JSONPointer(parsing: written)
    } catch {
      report(function: .invalidPath(error), at: json, path: path)
      return nil
    }
  }

  private func checkFunction(_ name: String, at json: JSONValue, path: JSONPath, scope: SurfaceScope) {
    guard !scope.functions.contains(name) else { return }
    let suggestion = NearMiss.suggestion(for: name, among: scope.functions.sorted())
    context.report(.unknownOperation(name: name, suggestion: suggestion), at: json.location, path: path)
  }

  /// A pattern written as a literal, held to RE2 when the stream is read,
  /// as `render` holds it when it runs.
  func checkPattern(_ pattern: JSONValue, at json: JSONValue, path: JSONPath) {
    guard let text = pattern.stringValue, let refusal = ValidationFunctions.refusal(of: text) else { return }
    report(function: refusal, at: json, path: path)
  }

  func report(_ problem: A2UIProblem, at location: SourceLocation, path: JSONPath) {
    context.report(.dialectRule(problem.breach), at: location, path: path)
  }

  func report(function error: FunctionError, at json: JSONValue, path: JSONPath) {
    context.report(
      .dialectRule(
        DialectRuleBreach(
          code: "a2ui.invalidDynamicValue", summary: "A binding or function call that cannot be read.",
          message: error.description, severity: .error)), at: json.location, path: path)
  }
}

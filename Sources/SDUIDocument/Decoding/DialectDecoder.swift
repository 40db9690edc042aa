/// What differs between the dialects' decoders: how a node and an action
/// object are read. Everything else (property values, templates, events,
/// nested nodes, property checks) is shared in the extension below.
package protocol DialectDecoder: AnyObject {
  /// Where the problems found are reported.
  var context: DecodingContext { get }
  /// A node, or `nil` when the value is not one that can be read.
  func decodeNode(_ value: JSONValue, path: JSONPath) -> ComponentNode?
  /// An action, or `nil` when the value is not one that can be read.
  func decodeAction(_ value: JSONValue, path: JSONPath) -> ActionCall?
}

extension DialectDecoder {
  /// The dialect read.
  package var dialect: Dialect { context.dialect }
  /// What the dialect's readers allow and report.
  package var rules: DialectRules { context.dialect.definition.rules }

  /// Decodes one property value. `name` is the property it belongs to.
  package func decodeValue(_ value: JSONValue, path: JSONPath, name: String) -> PropertyValue {
    switch value.kind {
    case .null, .bool, .number:
      return .literal(value)
    case .string(let text):
      let (scanned, unclosed) = TextTemplate.scan(text)
      for problem in unclosed {
        context.report(
          .unclosedExpression(text: problem.excerpt, column: problem.column, reason: problem.reason),
          at: value.location, path: path)
      }
      guard !scanned.isLiteral else { return .text(scanned, at: value.location) }
      let template = scanned.compiled { code, offset in context.parseExpression(code, offset: offset, in: text) }
      for result in template.expressions {
        switch result {
        case .failure(let error): context.report(.invalidExpression(error), at: value.location, path: path)
        case .success(let expression):
          checkOperations(in: expression, at: value.location, path: path)
          context.recordStateReads(in: expression, location: value.location, path: path)
        }
      }
      return .text(template, at: value.location)
    case .array(let elements):
      if let first = elements.first, isActionObject(first) {
        return .event(decodeActionList(elements, path: path, name: name), at: value.location)
      }
      let decoded = elements.enumerated().map { decodeValue($1, path: path.appending($0), name: name) }
      return .array(decoded, at: value.location)
    case .object(let members):
      if value.member(named: dialect.componentKey) != nil, let node = decodeNode(value, path: path) {
        return .component(node)
      }
      if isActionObject(value) {
        if name.hasPrefix("on") {
          context.report(
            .legacyShape(description: "a single action object in '\(name)'", replacement: "a list of that one action"),
            at: value.location, path: path)
        }
        return .event(decodeAction(value, path: path).map { [$0] } ?? [], at: value.location)
      }
      reportMisspelledTypeKey(in: value, path: path)
      return .object(decodeEntries(members, path: path), at: value.location)
    }
  }

  /// Reports calls of unknown operations and calls with the wrong number
  /// of arguments, at any depth.
  func checkOperations(in expression: Expression, at location: SourceLocation, path: JSONPath) {
    guard case .operation(let name, let arguments) = expression else { return }
    if let operation = context.registry.operations.lookup(name) {
      if !operation.accepts(argumentCount: arguments.count) {
        let expected =
          operation.maximumArguments.map {
            $0 == operation.minimumArguments ? "\($0)" : "\(operation.minimumArguments) to \($0)"
          }
          ?? "at least \(operation.minimumArguments)"
        context.report(
          .wrongArgumentCount(operation: name, count: arguments.count, expected: expected), at: location, path: path)
      }
    } else {
      let suggestion = NearMiss.suggestion(for: name, among: context.registry.operations.names)
      context.report(.unknownOperation(name: name, suggestion: suggestion), at: location, path: path)
    }
    for argument in arguments { checkOperations(in: argument, at: location, path: path) }
  }

  /// Decodes object members as properties, in order.
  package func decodeEntries(_ members: [JSONMember], path: JSONPath) -> [PropertyEntry] {
    reportDuplicateKeys(members, path: path)
    return members.map { member in
      PropertyEntry(
        name: member.key, value: decodeValue(member.value, path: path.appending(member.key), name: member.key),
        keyLocation: member.keyLocation)
    }
  }

  /// Reports each key written more than once in the same object, once,
  /// at its last writing (the one used; JSON leaves what a key written
  /// twice means open), with how many times it was written.
  func reportDuplicateKeys(_ members: [JSONMember], path: JSONPath) {
    guard members.count > 1 else { return }
    // Most objects have a few members: compare them pairwise, allocating nothing.
    guard members.count > 8 else {
      for later in 1..<members.count {
        let key = members[later].key
        guard !members[(later + 1)...].contains(where: { $0.key == key }),
          let first = members[..<later].first(where: { $0.key == key })
        else { continue }
        let times = members[..<later].reduce(1) { $1.key == key ? $0 + 1 : $0 }
        reportDuplicate(members[later], first: first, times: times, path: path)
      }
      return
    }
    var writings: [String: (first: Int, last: Int, times: Int)] = [:]
    for (index, member) in members.enumerated() {
      if let known = writings[member.key] {
        writings[member.key] = (known.first, index, known.times + 1)
      } else {
        writings[member.key] = (index, index, 1)
      }
    }
    for written in writings.values.filter({ $0.times > 1 }).sorted(by: { $0.last < $1.last }) {
      reportDuplicate(members[written.last], first: members[written.first], times: written.times, path: path)
    }
  }

  private func reportDuplicate(_ member: JSONMember, first: JSONMember, times: Int, path: JSONPath) {
    context.report(
      .duplicateKey(name: member.key, first: first.keyLocation, times: times), at: member.keyLocation,
      path: path.appending(member.key))
  }

  func decodeActionList(_ elements: [JSONValue], path: JSONPath, name: String) -> [ActionCall] {
    var actions: [ActionCall] = []
    for (index, element) in elements.enumerated() {
      if isActionObject(element), let action = decodeAction(element, path: path.appending(index)) {
        actions.append(action)
      } else if !isActionObject(element) {
        reportMisspelledTypeKey(in: element, path: path.appending(index))
        context.report(
          .invalidArrayElement(name: name, index: index, expected: "an action", found: element.typeName),
          at: element.location, path: path.appending(index))
      }
    }
    return actions
  }

  func isActionObject(_ value: JSONValue) -> Bool {
    value.member(named: dialect.actionKey) != nil
  }

  /// Starts decoding a node: checks it is an object, resolves its type
  /// (reporting unknown, removed and miscased names at the type string) and
  /// reads its id. A node without a usable type becomes an `unknown`
  /// placeholder that still keeps its properties and children.
  package func beginNode(_ value: JSONValue, path: JSONPath) -> (node: ComponentNode, descriptor: ComponentDescriptor?)?
  {
    guard value.objectMembers != nil else {
      context.report(.childNotComponent(found: value.typeName), at: value.location, path: path)
      return nil
    }
    var descriptor: ComponentDescriptor?
    let type: QualifiedName
    if let declared = declaredType(of: value, path: path) {
      type = declared
      descriptor = lookupComponent(
        declared, node: value, at: value[dialect.componentKey]?.location ?? value.location, path: path)
    } else {
      type = QualifiedName("unknown")
    }
    var node = ComponentNode(
      type: type, id: "", isIdGenerated: true, isRegistered: descriptor != nil, location: value.location, path: path)
    // A null id is an absent one, as Beagle's decoders read any null.
    if let id = value["id"], !id.isNull {
      if let text = id.stringValue {
        node.id = text
        node.isIdGenerated = false
      } else {
        context.report(
          .wrongStructure(key: "id", expected: "a string", found: id.typeName), at: id.location,
          path: path.appending("id"))
      }
    }
    return (node, descriptor)
  }

  /// The registry entry for a component name, reporting names that are
  /// unknown, removed from Beagle, or matched only ignoring case in Nimbus.
  func lookupComponent(
    _ name: QualifiedName, node: JSONValue, at location: SourceLocation, path: JSONPath
  ) -> ComponentDescriptor? {
    if let descriptor = context.registry.components.lookup(name.written) {
      if rules.reportsNameCase, descriptor.name != name.written {
        context.report(.nameCaseMismatch(written: name.written, registered: descriptor.name), at: location, path: path)
      }
      return descriptor
    }
    if let replacement = rules.removedNames[name.key] {
      context.report(.removedComponent(name: name.written, replacement: replacement), at: location, path: path)
    } else if let retired = rules.retiredPrefix, name.key.hasPrefix(retired.prefix) {
      let modern = retired.namespace + name.written.dropFirst(retired.prefix.count)
      context.report(
        .removedComponent(name: name.written, replacement: "pre-1.0 names are not read; use '\(modern)'"),
        at: location, path: path, severity: .error)
    } else {
      context.report(
        unknownComponent(name, node: node), at: location, path: path, severity: severityOfUnknown(name))
    }
    return nil
  }

  /// An unknown name of the dialect's closed namespace (Beagle's
  /// `beagle:`, Nimbus's core names) is an error: no app can register a name there, and
  /// beagle-ios fails the payload on it. A name of any other namespace
  /// may be an app's own and keeps the kind's warning.
  private func severityOfUnknown(_ name: QualifiedName) -> Diagnostic.Severity? {
    rules.closedNamespace == name.namespace.lowercased() ? .error : nil
  }

  /// What to say of an unknown component: how it is shown (a text input
  /// only when it has `onChange` and no children, as the renderer does) and
  /// the registered names meant, in its own namespace: one spelled nearly
  /// the same, else the nearest of the role its events, name or children
  /// give it. With none, a name outside the dialect's own namespaces is
  /// said to be the app's to register.
  private func unknownComponent(_ name: QualifiedName, node: JSONValue) -> DiagnosticKind {
    let properties = rules.propertiesKey.map { node[$0] } ?? node
    let events = Set(["onChange", "onPress"].filter { properties?[$0] != nil })
    let children = [node["children"], node["child"]].contains { $0.map { !$0.isNull } ?? false }
    let suggestions: [String]
    if let near = NearMiss.suggestion(for: name, among: context.registry.components.names) {
      suggestions = [near]
    } else if let role = ComponentRole.of(unknown: name.written, events: events, hasChildren: children) {
      suggestions = role.candidates(for: name, in: context.registry)
    } else {
      suggestions = []
    }
    return .unknownComponent(
      name: name.written, suggestions: suggestions, showsAsInput: events.contains("onChange") && !children,
      isAppsOwn: suggestions.isEmpty && isAppsNamespace(name))
  }

  /// Whether a name is outside the namespaces of the dialect's built-ins
  /// (Nimbus's core and `layout:`, Beagle's `beagle:`): an app's own.
  private func isAppsNamespace(_ name: QualifiedName) -> Bool {
    !Registry.builtInNamespaces(of: dialect).contains(name.namespace.lowercased())
  }

  /// The registry entry for an action name, reporting unknown names.
  package func lookupAction(_ name: QualifiedName, at location: SourceLocation, path: JSONPath) -> ActionDescriptor? {
    if let descriptor = context.registry.actions.lookup(name.written) {
      if rules.reportsNameCase, descriptor.name != name.written {
        context.report(.nameCaseMismatch(written: name.written, registered: descriptor.name), at: location, path: path)
      }
      return descriptor
    }
    if let replacement = rules.removedNames[name.key] {
      context.report(.removedComponent(name: name.written, replacement: replacement), at: location, path: path)
    } else {
      let suggestion = NearMiss.suggestion(for: name, among: context.registry.actions.names)
      context.report(
        .unknownAction(
          name: name.written, suggestion: suggestion, isAppsOwn: suggestion == nil && isAppsNamespace(name)),
        at: location, path: path, severity: severityOfUnknown(name))
    }
    return nil
  }

  /// Reports a key that is a misspelling of the dialect's component or
  /// action key (`_action`, `beagleAction`, `_beagleComponent`), when its
  /// value looks like a qualified name.
  func reportMisspelledTypeKey(in value: JSONValue, path: JSONPath) {
    for member in value.objectMembers ?? [] {
      guard member.key != dialect.componentKey, member.key != dialect.actionKey,
        let text = member.value.stringValue, looksLikeTypeName(text)
      else { continue }
      let letters = DialectDecoding.letters(of: member.key)
      if DialectDecoding.actionKeyLetters.contains(letters) {
        context.report(
          .misspelledActionKey(found: member.key, expected: dialect.actionKey), at: member.keyLocation,
          path: path.appending(member.key))
      } else if DialectDecoding.componentKeyLetters.contains(letters) {
        context.report(
          .missingTypeKey(expected: dialect.componentKey, misspelledKey: member.key), at: member.keyLocation,
          path: path.appending(member.key))
      }
    }
  }

  /// The type this node declares, or an `unknown` placeholder with one
  /// diagnostic when the key is missing (naming a near miss such as
  /// `_component`) or not a string.
  func declaredType(of value: JSONValue, path: JSONPath) -> QualifiedName? {
    guard let typeValue = value[dialect.componentKey] else {
      let misspelled = DialectDecoding.misspelledComponentKey(in: value)
      context.report(
        .missingTypeKey(expected: dialect.componentKey, misspelledKey: misspelled?.key), at: value.location, path: path)
      return nil
    }
    guard let written = typeValue.stringValue else {
      context.report(
        .typeNotString(key: dialect.componentKey, found: typeValue.typeName), at: typeValue.location, path: path)
      return nil
    }
    return QualifiedName(written)
  }

  private func looksLikeTypeName(_ text: String) -> Bool {
    text.contains(":") || context.registry.actions.lookup(text) != nil
      || context.registry.components.lookup(text) != nil
  }

  /// Checks decoded properties against their specs: near-miss names,
  /// required properties, and the types of literal values.
  package func checkProperties(
    _ entries: [PropertyEntry], specs: PropertySpecs, owner: String, path: JSONPath, location: SourceLocation,
    alreadyReported: Set<String> = []
  ) {
    // Looked up once a component has more than a few properties, so that 30,000 keys cost 30,000 looks.
    let names = entries.count > 8 ? Set(entries.map(\.name)) : nil
    func has(_ name: String) -> Bool { names?.contains(name) ?? entries.contains { $0.name == name } }
    var literals: [JSONMember] = []
    let candidates = specs.names
    for entry in entries {
      guard let spec = specs[entry.name] else {
        // Beside the property meant too (`txet` and `text`): a typo of it, left there.
        let suggestion =
          context.takeSuggestionLookup() ? NearMiss.suggestion(for: entry.name, among: candidates) : nil
        if let suggestion {
          context.report(
            .unknownProperty(name: entry.name, owner: owner, suggestion: suggestion), at: entry.keyLocation,
            path: path.appending(entry.name))
        } else if rules.closesProperties {
          context.report(
            .undeclaredProperty(name: entry.name, owner: owner), at: entry.keyLocation,
            path: path.appending(entry.name))
        }
        continue
      }
      checkStructuredType(entry, spec: spec, path: path)
      if let json = entry.value.literalJSON, !json.isNull, !spec.type.acceptsAsIs(json) {
        literals.append(JSONMember(key: entry.name, keyLocation: entry.keyLocation, value: json))
      }
    }
    for spec in specs.list where spec.isRequired && !alreadyReported.contains(spec.name) {
      let value = entries[spec.name]
      let isMissing = value == nil || value?.literalJSON?.isNull == true
      let satisfiedElsewhere = spec.requiredUnless.map(has) ?? false
      if isMissing && !satisfiedElsewhere {
        context.report(.missingRequiredProperty(name: spec.name, owner: owner), at: location, path: path)
      }
    }
    guard !literals.isEmpty else { return }
    var reader = PropertyReader(
      values: JSONValue(.object(literals), at: location), descriptorName: owner, specs: specs, dialect: dialect,
      path: path, file: context.file)
    reader.validateAll()
    context.append(reader.diagnostics)
  }

  /// Events and nested components cannot be checked as literal JSON.
  private func checkStructuredType(_ entry: PropertyEntry, spec: PropertySpec, path: JSONPath) {
    let found: String?
    switch (spec.type, entry.value) {
    case (.event, .text(let template, _)) where template.isLiteral: found = "string"
    case (.event, .literal(let value)) where !value.isNull: found = value.typeName
    case (.component, .object): found = "object without '\(dialect.componentKey)'"
    case (.component, .literal(let value)) where !value.isNull: found = value.typeName
    default: found = nil
    }
    if let found {
      context.report(
        .wrongPropertyType(name: entry.name, expected: spec.type.expectation, found: found, fallback: nil),
        at: entry.value.location, path: path.appending(entry.name))
    }
  }
}

/// Helpers that need no decoder.
enum DialectDecoding {
  /// The letters of a key that misspells an action's type key (`_action`,
  /// `beagleAction`), lower-cased.
  static let actionKeyLetters: Set<String> = ["action", "beagleaction"]
  /// The letters of a key that misspells a component's type key
  /// (`_component`, `_beagleComponent`, `_beagleType_`), lower-cased.
  static let componentKeyLetters: Set<String> = ["component", "beaglecomponent", "beagletype"]

  /// A key's letters, lower-cased: what a misspelled type key is known by.
  static func letters(of key: String) -> String {
    String(key.lowercased().filter(\.isLetter))
  }

  /// A member whose key is a misspelling of a component type key, in any
  /// dialect: `_component`, `component`, `_beagleComponent`, `_beagleType_`.
  static func misspelledComponentKey(in value: JSONValue) -> JSONMember? {
    value.objectMembers?.first { componentKeyLetters.contains(letters(of: $0.key)) }
  }
}

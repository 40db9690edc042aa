import SDUIDocument

extension SchemaEvaluator {
  /// The keywords of objects; other values pass them. Each counts the
  /// members it goes through against the work bound. (Each keyword has a
  /// function of its own: the recursion passes through one, and a debug
  /// build keeps room in a function's frame for all its cases' values.)
  mutating func applyObjectKeyword(
    _ keyword: String, _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    guard let allMembers = instance.objectMembers else { return }
    try charge(allMembers.count, context, instance, path)
    let members = Self.lastOfEachKey(allMembers)
    switch keyword {
    case "properties": try applyProperties(value, members, context, path, into: &outcome)
    case "patternProperties": try applyPatternProperties(value, members, context, path, into: &outcome)
    case "additionalProperties": try applyAdditionalProperties(value, members, context, instance, path, into: &outcome)
    case "required", "dependentRequired":
      applyRequired(keyword, value, members, context, instance, path, into: &outcome)
    case "dependentSchemas": try applyDependentSchemas(value, members, context, instance, path, into: &outcome)
    case "propertyNames": try applyPropertyNames(value, members, context, path, into: &outcome)
    default: applyPropertyCount(keyword, value, members.count, context, instance, path, into: &outcome)
    }
  }

  private mutating func applyProperties(
    _ value: JSONValue, _ members: [JSONMember], _ context: ResolvedSchema, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    for member in members {
      if isFull(outcome) { break }
      guard let property = value[member.key] else { continue }
      let child = subschema(property, of: context, "properties", member.key)
      merge(try evaluateMember(child, member, path), into: &outcome, evaluating: member.key)
    }
  }

  private mutating func applyPatternProperties(
    _ value: JSONValue, _ members: [JSONMember], _ context: ResolvedSchema, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    for member in members {
      if isFull(outcome) { break }
      for pattern in value.objectMembers ?? [] where try keyMatches(pattern.key, member, context, path, &outcome) {
        let child = subschema(pattern.value, of: context, "patternProperties", pattern.key)
        merge(try evaluateMember(child, member, path), into: &outcome, evaluating: member.key)
      }
    }
  }

  /// `required`, and `dependentRequired` for the members present.
  private func applyRequired(
    _ keyword: String, _ value: JSONValue, _ members: [JSONMember], _ context: ResolvedSchema, _ instance: JSONValue,
    _ path: JSONPath, into outcome: inout Outcome
  ) {
    let present = Set(members.map(\.key))
    guard keyword == "dependentRequired" else {
      for name in (value.arrayElements ?? []).compactMap(\.stringValue) where !present.contains(name) {
        add([violation(.missingProperty(name), keyword, context, instance, path)], to: &outcome)
      }
      return
    }
    for dependency in value.objectMembers ?? [] where present.contains(dependency.key) {
      for name in (dependency.value.arrayElements ?? []).compactMap(\.stringValue) where !present.contains(name) {
        let failure = SchemaFailure.missingDependentProperty(name, requiredBy: dependency.key)
        add([violation(failure, keyword, context, instance, path)], to: &outcome)
      }
    }
  }

  private mutating func applyDependentSchemas(
    _ value: JSONValue, _ members: [JSONMember], _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    let present = Set(members.map(\.key))
    for dependency in value.objectMembers ?? [] where present.contains(dependency.key) {
      let child = subschema(dependency.value, of: context, "dependentSchemas", dependency.key)
      merge(try evaluate(child, instance, at: path), into: &outcome)
    }
  }

  /// `propertyNames`: each name validated as a string at its member's path.
  private mutating func applyPropertyNames(
    _ value: JSONValue, _ members: [JSONMember], _ context: ResolvedSchema, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    isEvaluatingPropertyName = true
    defer { isEvaluatingPropertyName = false }
    let child = subschema(value, of: context, "propertyNames")
    for member in members {
      if isFull(outcome) { break }
      let name = JSONValue(.string(member.key), at: member.keyLocation)
      add(try evaluate(child, name, at: path.appending(member.key)).violations, to: &outcome)
    }
  }

  /// `unevaluatedProperties`: the members no other keyword of this schema
  /// (nor its `$ref`s and applicators that matched) evaluated.
  mutating func applyUnevaluatedProperties(
    _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    guard let allMembers = instance.objectMembers else { return }
    try charge(allMembers.count, context, instance, path)
    let keyword = "unevaluatedProperties"
    for member in Self.lastOfEachKey(allMembers) where !outcome.evaluatedProperties.contains(member.key) {
      if isFull(outcome) { break }
      try applyToUnlistedMember(value, keyword, member, context, instance, path, into: &outcome)
    }
  }

  private mutating func applyAdditionalProperties(
    _ value: JSONValue, _ members: [JSONMember], _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    let listed = Set(context.schema["properties"]?.objectMembers?.map(\.key) ?? [])
    let patterns = context.schema["patternProperties"]?.objectMembers?.map(\.key) ?? []
    for member in members where !listed.contains(member.key) {
      if isFull(outcome) { break }
      var matchesPattern = false
      for pattern in patterns where try keyMatches(pattern, member, context, path, &outcome) {
        matchesPattern = true
      }
      if matchesPattern { continue }
      try applyToUnlistedMember(value, "additionalProperties", member, context, instance, path, into: &outcome)
    }
  }

  /// `additionalProperties` or `unevaluatedProperties` applied to one member:
  /// `false` rejects it by name, at the object.
  private mutating func applyToUnlistedMember(
    _ value: JSONValue, _ keyword: String, _ member: JSONMember, _ context: ResolvedSchema, _ instance: JSONValue,
    _ path: JSONPath, into outcome: inout Outcome
  ) throws(Stop) {
    try charge(1, context, instance, path)
    if case .bool(false) = value.kind {
      let failure = SchemaFailure.propertyNotAllowed(member.key)
      add([violation(failure, keyword, context, instance, path, location: member.keyLocation)], to: &outcome)
      outcome.evaluatedProperties.insert(member.key)
      return
    }
    merge(
      try evaluateMember(subschema(value, of: context, keyword), member, path), into: &outcome, evaluating: member.key)
  }

  private func applyPropertyCount(
    _ keyword: String, _ value: JSONValue, _ count: Int, _ context: ResolvedSchema, _ instance: JSONValue,
    _ path: JSONPath, into outcome: inout Outcome
  ) {
    guard case .number(let number) = value.kind, let bound = number.integralValue else { return }
    if keyword == "minProperties", count < bound {
      add([violation(.tooFewProperties(minimum: bound, found: count), keyword, context, instance, path)], to: &outcome)
    } else if keyword == "maxProperties", count > bound {
      add([violation(.tooManyProperties(maximum: bound, found: count), keyword, context, instance, path)], to: &outcome)
    }
  }

  private mutating func evaluateMember(_ child: ResolvedSchema, _ member: JSONMember, _ path: JSONPath) throws(Stop)
    -> Outcome
  {
    try evaluate(child, member.value, at: path.appending(member.key))
  }

  /// Whether the member's name matches `pattern`; a pattern RE2 cannot
  /// match within its bounds is a violation and no match.
  private mutating func keyMatches(
    _ pattern: String, _ member: JSONMember, _ context: ResolvedSchema, _ path: JSONPath, _ outcome: inout Outcome
  ) throws(Stop) -> Bool {
    try charge(Self.patternMatchCost, context, member.value, path)
    do {
      return try PatternMatcher.occurs(pattern, in: member.key)
    } catch {
      let failure = SchemaFailure.patternTooCostly(pattern: pattern, reason: error.description)
      add(
        [violation(failure, "patternProperties", context, member.value, path, location: member.keyLocation)],
        to: &outcome)
      return false
    }
  }

  /// A member's outcome, its name marked evaluated (the annotation of
  /// `properties`, `patternProperties` and `additionalProperties`).
  private func merge(_ other: Outcome, into outcome: inout Outcome, evaluating name: String) {
    add(other.violations, to: &outcome)
    outcome.evaluatedProperties.insert(name)
  }

  /// The members, the last of each name only (the one JSON's readers keep),
  /// in document order.
  static func lastOfEachKey(_ members: [JSONMember]) -> [JSONMember] {
    var seen = Set<String>()
    var kept: [JSONMember] = []
    for member in members.reversed() where seen.insert(member.key).inserted { kept.append(member) }
    return kept.reversed()
  }
}

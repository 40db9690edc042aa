import SDUIDocument

/// One validation of an instance against a registry's schemas, within its
/// limits: each schema applied and each keyword evaluated (and each member
/// or element a keyword goes through) is counted against the work bound,
/// nesting against the depth bound, and a `$ref` followed again at the
/// same place of the instance is a cycle, reported, not followed.
struct SchemaEvaluator {
  /// Validation stopped at a bound; ``stopViolation`` says which. The error
  /// carries nothing: a typed error's room is kept in the frame of every
  /// call that may throw it, and the recursion is as deep as the bound.
  struct Stop: Error {}

  /// What applying a schema to a value found: its violations (at most one
  /// more than the limit) and the properties of the value it evaluated,
  /// for `unevaluatedProperties`.
  struct Outcome {
    var violations: [SchemaViolation] = []
    var evaluatedProperties: Set<String> = []
    var isValid: Bool { violations.isEmpty }
  }

  /// A `$ref` followed: its target and the place in the instance (a
  /// property's name, which `propertyNames` validates, apart from its value).
  private struct ReferenceVisit: Hashable {
    var target: String
    var instancePath: JSONPath
    var isPropertyName: Bool
  }

  /// The most `$ref` outcomes remembered, and the most violations one
  /// remembered may hold: what memory the memo may take.
  private static let rememberedOutcomes = 8192
  private static let rememberedViolations = 8

  let registry: SchemaRegistry
  let limits: SchemaLimits
  private var evaluations = 0
  private var depth = 0
  private var activeReferences: Set<ReferenceVisit> = []
  /// The outcomes of `$ref`s already followed, by target and place: a
  /// schema such as A2UI's `FunctionCall`, reached along several paths for
  /// each nested call, is applied once per value, not once per path, which
  /// would grow exponentially with the nesting.
  private var rememberedReferences: [ReferenceVisit: Outcome] = [:]
  private var cyclesFound = 0
  /// Why validation stopped, once it has.
  private var stopViolation: SchemaViolation?
  /// Whether a property's name, not a value, is being validated.
  var isEvaluatingPropertyName = false

  init(registry: SchemaRegistry, limits: SchemaLimits) {
    self.registry = registry
    self.limits = limits
  }

  /// The violations of `instance` against the schema at `uri`, capped, each
  /// reported once (two schemas may say the same of one value).
  mutating func validate(_ instance: JSONValue, against uri: String) -> [SchemaViolation] {
    guard let resolved = registry.schema(at: uri) else {
      return [
        SchemaViolation(
          instancePath: .root, location: instance.location, keyword: "$ref", schemaLocation: uri,
          failure: .unregisteredSchema(uri))
      ]
    }
    do {
      var seen = Set<String>()
      let violations = try evaluate(resolved, instance, at: .root).violations.filter {
        seen.insert("\($0.instancePath) \($0.failure)").inserted
      }
      guard violations.count > limits.maximumViolations else { return violations }
      let omitted = SchemaViolation(
        instancePath: .root, location: instance.location, keyword: "", schemaLocation: resolved.location.description,
        failure: .violationsOmitted(maximum: limits.maximumViolations))
      return Array(violations.prefix(limits.maximumViolations)) + [omitted]
    } catch {
      return stopViolation.map { [$0] } ?? []
    }
  }

  /// Applies `context`'s schema to `instance`, found at `path`.
  mutating func evaluate(_ context: ResolvedSchema, _ instance: JSONValue, at path: JSONPath) throws(Stop) -> Outcome {
    try charge(1, context, instance, path)
    depth += 1
    defer { depth -= 1 }
    guard depth <= limits.maximumDepth else {
      stopViolation = violation(.tooDeep(maximum: limits.maximumDepth), "", context, instance, path)
      throw Stop()
    }
    switch context.schema.kind {
    case .bool(true): return Outcome()
    case .bool(false): return Outcome(violations: [violation(.nothingAllowed, "", context, instance, path)])
    default: break
    }
    var outcome = Outcome()
    for member in context.schema.objectMembers ?? [] where member.key != "unevaluatedProperties" {
      try charge(1, context, instance, path)
      try apply(member.key, member.value, context, instance, path, into: &outcome)
    }
    if let unevaluated = context.schema["unevaluatedProperties"] {
      try charge(1, context, instance, path)
      try applyUnevaluatedProperties(unevaluated, context, instance, path, into: &outcome)
    }
    return outcome
  }

  private mutating func apply(
    _ keyword: String, _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    switch keyword {
    case "$ref": try applyReference(value, context, instance, path, into: &outcome)
    case "allOf", "anyOf", "oneOf", "not", "if":
      try applyApplicator(keyword, value, context, instance, path, into: &outcome)
    case "properties", "patternProperties", "additionalProperties", "required", "dependentRequired",
      "dependentSchemas", "propertyNames", "minProperties", "maxProperties":
      try applyObjectKeyword(keyword, value, context, instance, path, into: &outcome)
    case "items", "prefixItems", "minItems", "maxItems":
      try applyArrayKeyword(keyword, value, context, instance, path, into: &outcome)
    default: try applyValueKeyword(keyword, value, context, instance, path, into: &outcome)
    }
  }

  private mutating func applyReference(
    _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    let reference = value.stringValue ?? ""
    let target = SchemaURI.resolve(reference, against: context.base)
    guard let resolved = registry.schema(at: target) else {
      return add(
        [violation(.unresolvedReference(reference, resolved: target), "$ref", context, instance, path)], to: &outcome)
    }
    let visit = ReferenceVisit(target: target, instancePath: path, isPropertyName: isEvaluatingPropertyName)
    if let remembered = rememberedReferences[visit] {
      try charge(1 + remembered.violations.count, context, instance, path)
      return merge(remembered, into: &outcome)
    }
    guard activeReferences.insert(visit).inserted else {
      cyclesFound += 1
      return add([violation(.referenceCycle(reference), "$ref", context, instance, path)], to: &outcome)
    }
    defer { activeReferences.remove(visit) }
    let cyclesBefore = cyclesFound
    let referenced = try evaluate(resolved, instance, at: path)
    if cyclesFound == cyclesBefore, rememberedReferences.count < Self.rememberedOutcomes,
      referenced.violations.count <= Self.rememberedViolations
    {
      rememberedReferences[visit] = referenced
    }
    merge(referenced, into: &outcome)
  }

  /// The schema `value`, found in `context` at `tokens`, as a context of its
  /// own: a nested `$id` starts a new base.
  func subschema(_ value: JSONValue, of context: ResolvedSchema, _ tokens: String...) -> ResolvedSchema {
    var location = context.location
    for token in tokens { location = location.appending(token) }
    guard let identifier = value["$id"]?.stringValue else {
      return ResolvedSchema(schema: value, location: location, base: context.base)
    }
    let base = SchemaURI.split(SchemaURI.resolve(identifier, against: context.base)).document
    return ResolvedSchema(schema: value, location: SchemaLocation(documentURI: base, tokens: []), base: base)
  }

  /// Counts `work` against the bound; stops validation past it.
  mutating func charge(_ work: Int, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath) throws(Stop) {
    evaluations += work
    guard evaluations > limits.maximumKeywordEvaluations else { return }
    stopViolation = violation(.tooMuchWork(maximum: limits.maximumKeywordEvaluations), "", context, instance, path)
    throw Stop()
  }

  /// A violation of `keyword` of `context`'s schema by `instance` at `path`.
  func violation(
    _ failure: SchemaFailure, _ keyword: String, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    location: SourceLocation? = nil
  ) -> SchemaViolation {
    let schemaLocation = keyword.isEmpty ? context.location : context.location.appending(keyword)
    return SchemaViolation(
      instancePath: path, location: location ?? instance.location, keyword: keyword,
      schemaLocation: schemaLocation.description, failure: failure)
  }

  /// Adds `violations` to `outcome`, keeping at most one more than the limit.
  func add(_ violations: [SchemaViolation], to outcome: inout Outcome) {
    let room = limits.maximumViolations + 1 - outcome.violations.count
    guard room > 0 else { return }
    outcome.violations += violations.prefix(room)
  }

  /// Whether `outcome` holds as many violations as are kept: a keyword
  /// going through members or elements stops there.
  func isFull(_ outcome: Outcome) -> Bool {
    outcome.violations.count > limits.maximumViolations
  }

  /// Adds a subschema's outcome, applied in place, to `outcome`.
  func merge(_ other: Outcome, into outcome: inout Outcome) {
    add(other.violations, to: &outcome)
    outcome.evaluatedProperties.formUnion(other.evaluatedProperties)
  }
}

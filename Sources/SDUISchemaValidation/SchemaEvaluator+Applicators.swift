import SDUIDocument

extension SchemaEvaluator {
  /// `allOf`, `anyOf`, `oneOf`, `not`, and `if` with its `then` and `else`,
  /// each in a function of its own (as ``applyObjectKeyword`` explains).
  mutating func applyApplicator(
    _ keyword: String, _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    switch keyword {
    case "allOf": try applyAllOf(value, context, instance, path, into: &outcome)
    case "anyOf", "oneOf": try applyAlternatives(keyword, value, context, instance, path, into: &outcome)
    case "not": try applyNot(value, context, instance, path, into: &outcome)
    default: try applyCondition(value, context, instance, path, into: &outcome)
    }
  }

  private mutating func applyAllOf(
    _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath, into outcome: inout Outcome
  ) throws(Stop) {
    for (index, branch) in (value.arrayElements ?? []).enumerated() {
      merge(try evaluate(subschema(branch, of: context, "allOf", String(index)), instance, at: path), into: &outcome)
    }
  }

  /// `anyOf` and `oneOf`: the evaluated properties of the alternatives
  /// that match, or the violations of the most relevant when none does.
  private mutating func applyAlternatives(
    _ keyword: String, _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    var branches: [Outcome] = []
    for (index, branch) in (value.arrayElements ?? []).enumerated() {
      branches.append(try evaluate(subschema(branch, of: context, keyword, String(index)), instance, at: path))
    }
    let matching = branches.indices.filter { branches[$0].isValid }
    if keyword == "oneOf", matching.count > 1 {
      add([violation(.severalAlternativesMatch(matching), keyword, context, instance, path)], to: &outcome)
    } else if matching.isEmpty {
      let chosen = mostRelevant(branches, keyword, context, instance, path)
      add(chosen.violations, to: &outcome)
      outcome.evaluatedProperties.formUnion(chosen.evaluatedProperties)
    }
    for index in matching { outcome.evaluatedProperties.formUnion(branches[index].evaluatedProperties) }
  }

  private mutating func applyNot(
    _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath, into outcome: inout Outcome
  ) throws(Stop) {
    if try evaluate(subschema(value, of: context, "not"), instance, at: path).isValid {
      add([violation(.matchesForbiddenSchema, "not", context, instance, path)], to: &outcome)
    }
  }

  /// `if`, then `then` when it matches and `else` when it does not.
  private mutating func applyCondition(
    _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath, into outcome: inout Outcome
  ) throws(Stop) {
    let condition = try evaluate(subschema(value, of: context, "if"), instance, at: path)
    let branchKeyword = condition.isValid ? "then" : "else"
    if condition.isValid { outcome.evaluatedProperties.formUnion(condition.evaluatedProperties) }
    if let branch = context.schema[branchKeyword] {
      merge(try evaluate(subschema(branch, of: context, branchKeyword), instance, at: path), into: &outcome)
    }
  }

  /// What to report when no alternative of an `anyOf` or `oneOf` matches:
  /// the violations of the most relevant one, not all of theirs.
  ///
  /// An alternative of another type (a `type` violation at the value
  /// itself) is passed over for the others; when all are, the report is
  /// one violation naming the types (`expected a string or an object,
  /// found a number`). When the others all fail a `const` of the same
  /// property (as `component` or `call`), the report is one violation
  /// naming the values allowed (`'Buton' is none of Text, Image, …`).
  /// Otherwise, when several fail a `const` of one property (`call` when
  /// only `returnType` tells two functions apart), that property tells the
  /// alternatives apart and those that fail it are passed over. Of those
  /// left, the one reported is the one that disagrees least with the
  /// value's kind (the fewest properties failing a `const` or not allowed),
  /// then the one whose deepest violation is deepest, then the one with the
  /// fewest violations, then the first.
  private func mostRelevant(
    _ branches: [Outcome], _ keyword: String, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath
  ) -> Outcome {
    let candidates = branches.filter { branch in
      !branch.violations.contains { $0.keyword == "type" && $0.instancePath == path }
    }
    guard !candidates.isEmpty else {
      var expected: [String] = []
      for branch in branches {
        for case .typeMismatch(let types, _) in branch.violations.filter({ $0.instancePath == path }).map(\.failure) {
          expected += types.filter { !expected.contains($0) }
        }
      }
      let failure = SchemaFailure.typeMismatch(expected: expected, found: instance.typeName)
      return Outcome(violations: [violation(failure, keyword, context, instance, path)])
    }
    guard candidates.count > 1 else { return candidates[0] }
    let mismatches = candidates.map { Set(kindMismatches($0, below: path).map(\.instancePath)) }
    var discriminator: (path: JSONPath, count: Int)?
    for candidate in mismatches.indices {
      for property in mismatches[candidate] {
        let count = mismatches.filter { $0.contains(property) }.count
        if count > discriminator?.count ?? 1 { discriminator = (property, count) }
      }
    }
    if let discriminator, discriminator.count == candidates.count {
      return noneOf(candidates, at: discriminator.path, keyword, context, instance)
    }
    let relevant = candidates.indices.filter { index in
      discriminator.map { !mismatches[index].contains($0.path) } ?? true
    }
    let disagreements = candidates.map { candidate in
      Set(kindMismatches(candidate, below: path).map(\.instancePath)).count
        + candidate.violations.filter { $0.instancePath == path && $0.failure.isPropertyNotAllowed }.count
    }
    let best = relevant.min { left, right in
      if disagreements[left] != disagreements[right] { return disagreements[left] < disagreements[right] }
      return isMoreRelevant(candidates[left], than: candidates[right])
    }
    return candidates[best ?? 0]
  }

  /// One violation for alternatives that each want another value of the
  /// property at `property`: the value found and those they want.
  private func noneOf(
    _ candidates: [Outcome], at property: JSONPath, _ keyword: String, _ context: ResolvedSchema, _ instance: JSONValue
  ) -> Outcome {
    var allowed: [JSONValue] = []
    var first: SchemaViolation?
    for violation in candidates.flatMap(\.violations)
    where violation.keyword == "const" && violation.instancePath == property {
      first = first ?? violation
      if case .constMismatch(let expected, _) = violation.failure, !allowed.contains(expected) {
        allowed.append(expected)
      }
    }
    let failure = SchemaFailure.noneOf(found: first?.failure.foundValue ?? .null, allowed: allowed)
    return Outcome(violations: [violation(failure, keyword, context, instance, property, location: first?.location)])
  }

  /// The `const` violations of the value's own properties: where the
  /// alternative expects another kind of value.
  private func kindMismatches(_ branch: Outcome, below path: JSONPath) -> [SchemaViolation] {
    branch.violations.filter { violation in
      violation.keyword == "const" && violation.instancePath.components.count == path.components.count + 1
        && violation.instancePath.components.starts(with: path.components)
    }
  }

  /// Whether `left` got further than `right`: its deepest violation is
  /// deeper, or as deep with fewer violations.
  private func isMoreRelevant(_ left: Outcome, than right: Outcome) -> Bool {
    let leftDepth = left.violations.map(\.instancePath.components.count).max() ?? 0
    let rightDepth = right.violations.map(\.instancePath.components.count).max() ?? 0
    if leftDepth != rightDepth { return leftDepth > rightDepth }
    return left.violations.count < right.violations.count
  }
}

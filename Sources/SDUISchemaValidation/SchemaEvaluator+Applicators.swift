import SDUIDocument

extension SchemaEvaluator {
  /// `allOf`, `anyOf`, `oneOf`, `not`, and `if` with its `then` and `else`.
  mutating func applyApplicator(
    _ keyword: String, _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    switch keyword {
    case "allOf":
      for (index, branch) in (value.arrayElements ?? []).enumerated() {
        merge(try evaluate(subschema(branch, of: context, keyword, String(index)), instance, at: path), into: &outcome)
      }
    case "anyOf", "oneOf":
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
    case "not":
      if try evaluate(subschema(value, of: context, keyword), instance, at: path).isValid {
        add([violation(.matchesForbiddenSchema, keyword, context, instance, path)], to: &outcome)
      }
    default:
      let condition = try evaluate(subschema(value, of: context, "if"), instance, at: path)
      let branchKeyword = condition.isValid ? "then" : "else"
      if condition.isValid { outcome.evaluatedProperties.formUnion(condition.evaluatedProperties) }
      if let branch = context.schema[branchKeyword] {
        merge(try evaluate(subschema(branch, of: context, branchKeyword), instance, at: path), into: &outcome)
      }
    }
  }

  /// What to report when no alternative of an `anyOf` or `oneOf` matches:
  /// the violations of the most relevant one, not all of theirs.
  ///
  /// An alternative of another type (a `type` violation at the value
  /// itself) or another kind (a `const` violation of one of its
  /// properties, as `component` or `call`) is passed over for one that
  /// got further. When all are passed over, the report is one violation:
  /// the value is none of the kinds (`'Buton' is none of Text, Image, …`)
  /// or none of the types (`expected a string or an object, found a
  /// number`). Of those that got further, the one whose deepest violation
  /// is deepest in the instance, then the one with the fewest, then the first.
  private func mostRelevant(
    _ branches: [Outcome], _ keyword: String, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath
  ) -> Outcome {
    let depth = path.components.count
    let ofAnotherType = branches.map { branch in
      branch.violations.contains { $0.keyword == "type" && $0.instancePath == path }
    }
    let kindMismatches = branches.map { branch in
      branch.violations.first { $0.keyword == "const" && $0.instancePath.components.count == depth + 1 }
    }
    let further = branches.indices.filter { !ofAnotherType[$0] && kindMismatches[$0] == nil }
    if let best = further.max(by: { isLessRelevant(branches[$0], than: branches[$1]) }) {
      return branches[best]
    }
    let mismatches = kindMismatches.compactMap { $0 }
    if let first = mismatches.first, mismatches.allSatisfy({ $0.instancePath == first.instancePath }) {
      var allowed: [JSONValue] = []
      for mismatch in mismatches {
        if case .constMismatch(let expected, _) = mismatch.failure, !allowed.contains(expected) {
          allowed.append(expected)
        }
      }
      let found = first.failure.foundValue ?? .null
      let summary = violation(
        .noneOf(found: found, allowed: allowed), keyword, context, instance, first.instancePath,
        location: first.location)
      return Outcome(violations: [summary])
    }
    if mismatches.isEmpty {
      var expected: [String] = []
      for branch in branches {
        for case .typeMismatch(let types, _) in branch.violations.filter({ $0.instancePath == path }).map(\.failure) {
          expected += types.filter { !expected.contains($0) }
        }
      }
      let summary = violation(
        .typeMismatch(expected: expected, found: instance.typeName), keyword, context, instance, path)
      return Outcome(violations: [summary])
    }
    return branches[kindMismatches.firstIndex { $0 != nil } ?? 0]
  }

  /// Whether `left` got less far than `right`: its deepest violation is
  /// shallower, or as deep with more violations.
  private func isLessRelevant(_ left: Outcome, than right: Outcome) -> Bool {
    let leftDepth = left.violations.map(\.instancePath.components.count).max() ?? 0
    let rightDepth = right.violations.map(\.instancePath.components.count).max() ?? 0
    if leftDepth != rightDepth { return leftDepth < rightDepth }
    return left.violations.count > right.violations.count
  }
}

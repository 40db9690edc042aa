import SDUIDocument

extension SchemaEvaluator {
  /// The keywords of arrays; other values pass them. `items` counts the
  /// elements it goes through against the work bound.
  mutating func applyArrayKeyword(
    _ keyword: String, _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    guard let elements = instance.arrayElements else { return }
    switch keyword {
    case "prefixItems", "items": try applyItems(keyword, value, elements, context, path, into: &outcome)
    default: applyItemCount(keyword, value, elements.count, context, instance, path, into: &outcome)
    }
  }

  /// `prefixItems`, each schema to the element at its index, and `items`,
  /// its schema to each element after those.
  private mutating func applyItems(
    _ keyword: String, _ value: JSONValue, _ elements: [JSONValue], _ context: ResolvedSchema, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    guard keyword == "items" else {
      for (index, schema) in (value.arrayElements ?? []).enumerated() where index < elements.count {
        let child = subschema(schema, of: context, keyword, String(index))
        add(try evaluate(child, elements[index], at: path.appending(index)).violations, to: &outcome)
      }
      return
    }
    let child = subschema(value, of: context, keyword)
    let start = context.schema["prefixItems"]?.arrayElements?.count ?? 0
    for index in elements.indices where index >= start {
      if isFull(outcome) { break }
      add(try evaluate(child, elements[index], at: path.appending(index)).violations, to: &outcome)
    }
  }

  private func applyItemCount(
    _ keyword: String, _ value: JSONValue, _ count: Int, _ context: ResolvedSchema, _ instance: JSONValue,
    _ path: JSONPath, into outcome: inout Outcome
  ) {
    guard case .number(let number) = value.kind, let bound = number.integralValue else { return }
    if keyword == "minItems", count < bound {
      add([violation(.tooFewItems(minimum: bound, found: count), keyword, context, instance, path)], to: &outcome)
    } else if keyword == "maxItems", count > bound {
      add([violation(.tooManyItems(maximum: bound, found: count), keyword, context, instance, path)], to: &outcome)
    }
  }

  /// `type`, `const`, `enum`, and the keywords of strings and numbers;
  /// the keywords that validate nothing (`$id`, `$defs`, annotations…) pass.
  mutating func applyValueKeyword(
    _ keyword: String, _ value: JSONValue, _ context: ResolvedSchema, _ instance: JSONValue, _ path: JSONPath,
    into outcome: inout Outcome
  ) throws(Stop) {
    var failure: SchemaFailure?
    switch keyword {
    case "type":
      let names = value.stringValue.map { [$0] } ?? (value.arrayElements ?? []).compactMap(\.stringValue)
      if !names.contains(where: { Self.instance(instance, isOfType: $0) }) {
        failure = .typeMismatch(expected: names, found: instance.typeName)
      }
    case "const":
      if !instance.isSchemaEqual(to: value) { failure = .constMismatch(expected: value, found: instance) }
    case "enum":
      let allowed = value.arrayElements ?? []
      if !allowed.contains(where: instance.isSchemaEqual) { failure = .noneOf(found: instance, allowed: allowed) }
    case "pattern", "minLength", "maxLength", "format":
      guard let text = instance.stringValue else { return }
      let matchCost = keyword == "pattern" ? Self.patternMatchCost : 0
      try charge(matchCost + text.utf8.count / Self.bytesPerEvaluation, context, instance, path)
      failure = stringFailure(keyword, value, text)
    case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
      guard case .number(let number) = instance.kind, case .number(let bound) = value.kind else { return }
      failure = Self.numberFailure(keyword, bound, number)
    default: return
    }
    if let failure { add([violation(failure, keyword, context, instance, path)], to: &outcome) }
  }

  /// The bytes of a string one evaluation counts for, beyond the first.
  private static var bytesPerEvaluation: Int { 4096 }

  /// What one match of a `pattern` counts for: RE2 compiles the pattern for
  /// each match, which takes as long as a few dozen other keywords.
  static var patternMatchCost: Int { 16 }

  private func stringFailure(_ keyword: String, _ value: JSONValue, _ text: String) -> SchemaFailure? {
    switch keyword {
    case "pattern":
      let pattern = value.stringValue ?? ""
      do {
        return try PatternMatcher.occurs(pattern, in: text) ? nil : .patternMismatch(text, pattern: pattern)
      } catch {
        return .patternTooCostly(pattern: pattern, reason: error.description)
      }
    case "format":
      let format = value.stringValue ?? ""
      return FormatChecker.isValid(text, format: format) ? nil : .formatMismatch(text, format: format)
    default:
      guard case .number(let number) = value.kind, let bound = number.integralValue else { return nil }
      let length = text.unicodeScalars.count
      if keyword == "minLength", length < bound { return .tooShort(minimum: bound, found: length) }
      if keyword == "maxLength", length > bound { return .tooLong(maximum: bound, found: length) }
      return nil
    }
  }

  private static func numberFailure(_ keyword: String, _ bound: JSONNumber, _ number: JSONNumber) -> SchemaFailure? {
    switch keyword {
    case "minimum": number.isLess(than: bound) ? .belowMinimum(bound, exclusive: false, found: number) : nil
    case "exclusiveMinimum": bound.isLess(than: number) ? nil : .belowMinimum(bound, exclusive: true, found: number)
    case "maximum": bound.isLess(than: number) ? .aboveMaximum(bound, exclusive: false, found: number) : nil
    default: number.isLess(than: bound) ? nil : .aboveMaximum(bound, exclusive: true, found: number)
    }
  }

  /// Whether `instance` is of the JSON Schema type `name` (`integer`: a
  /// number without a fraction, `2.0` included).
  private static func instance(_ instance: JSONValue, isOfType name: String) -> Bool {
    switch (name, instance.kind) {
    case ("integer", .number(let number)): number.integralValue != nil
    case ("number", .number), ("string", .string), ("boolean", .bool), ("null", .null), ("array", .array),
      ("object", .object):
      true
    default: false
    }
  }
}

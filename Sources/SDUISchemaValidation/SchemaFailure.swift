import SDUIDocument

/// Why an instance failed a keyword; ``description`` is the one place
/// these become text ("'label' is required", "expected a string, found a
/// number").
package enum SchemaFailure: Sendable, Equatable, CustomStringConvertible {
  /// `type`: the types allowed and the instance's.
  case typeMismatch(expected: [String], found: String)
  /// `required`: the missing property.
  case missingProperty(String)
  /// `dependentRequired`: the missing property and the one that requires it.
  case missingDependentProperty(String, requiredBy: String)
  /// `additionalProperties` or `unevaluatedProperties` false: the property.
  case propertyNotAllowed(String)
  /// `false`, the schema nothing matches.
  case nothingAllowed
  /// `const`: the value expected and the one found.
  case constMismatch(expected: JSONValue, found: JSONValue)
  /// `enum`, or a `oneOf`/`anyOf` whose alternatives each take one value of
  /// a property: the value found and the values allowed.
  case noneOf(found: JSONValue, allowed: [JSONValue])
  /// `oneOf`: the alternatives (from 0) that matched, more than one.
  case severalAlternativesMatch([Int])
  /// `not`: the instance matches the schema it must not match.
  case matchesForbiddenSchema
  /// `minItems`: the bound and the count.
  case tooFewItems(minimum: Int, found: Int)
  /// `maxItems`: the bound and the count.
  case tooManyItems(maximum: Int, found: Int)
  /// `minProperties`: the bound and the count.
  case tooFewProperties(minimum: Int, found: Int)
  /// `maxProperties`: the bound and the count.
  case tooManyProperties(maximum: Int, found: Int)
  /// `minLength`: the bound and the length, in Unicode code points.
  case tooShort(minimum: Int, found: Int)
  /// `maxLength`: the bound and the length, in Unicode code points.
  case tooLong(maximum: Int, found: Int)
  /// `minimum` or `exclusiveMinimum`: the bound, whether it is exclusive, and the number.
  case belowMinimum(JSONNumber, exclusive: Bool, found: JSONNumber)
  /// `maximum` or `exclusiveMaximum`: the bound, whether it is exclusive, the number.
  case aboveMaximum(JSONNumber, exclusive: Bool, found: JSONNumber)
  /// `pattern`: the text and the pattern it does not match.
  case patternMismatch(String, pattern: String)
  /// `pattern`: RE2 would not match the text within its bounds; why.
  case patternTooCostly(pattern: String, reason: String)
  /// `format`: the text and the format it is not in.
  case formatMismatch(String, format: String)
  /// Validation against a URI no registered schema has.
  case unregisteredSchema(String)
  /// `$ref`: the reference (as written and resolved) finds no registered schema.
  case unresolvedReference(String, resolved: String)
  /// `$ref`: the reference leads back to a schema already being applied at
  /// this same place of the instance, which would never end.
  case referenceCycle(String)
  /// Validation stopped: schemas nested deeper than the bound.
  case tooDeep(maximum: Int)
  /// Validation stopped: it took more keyword evaluations than the bound.
  case tooMuchWork(maximum: Int)
  /// More violations than the bound; the rest are left out.
  case violationsOmitted(maximum: Int)

  /// The failure in a short sentence without a final period.
  package var description: String {
    switch self {
    case .typeMismatch(let expected, let found):
      "expected \(Self.list(expected.map(Self.withArticle), conjunction: "or")), found \(Self.withArticle(found))"
    case .missingProperty(let name): "'\(name)' is required"
    case .missingDependentProperty(let name, let requiredBy): "'\(name)' is required when '\(requiredBy)' is present"
    case .propertyNotAllowed(let name): "'\(name)' is not an allowed property here"
    case .nothingAllowed: "no value is allowed here"
    case .constMismatch(let expected, let found): "expected \(Self.quoted(expected)), found \(Self.quoted(found))"
    case .noneOf(let found, let allowed): "\(Self.quoted(found)) is none of \(Self.options(allowed))"
    case .severalAlternativesMatch(let indices):
      "matches \(indices.count) of the alternatives (\(Self.list(indices.map(String.init), conjunction: "and"))) "
        + "where exactly one must match"
    case .matchesForbiddenSchema: "matches a schema it must not match"
    case .tooFewItems(let minimum, let found): "expected at least \(Self.count(minimum, "item")), found \(found)"
    case .tooManyItems(let maximum, let found): "expected at most \(Self.count(maximum, "item")), found \(found)"
    case .tooFewProperties(let minimum, let found):
      "expected at least \(Self.count(minimum, "property", plural: "properties")), found \(found)"
    case .tooManyProperties(let maximum, let found):
      "expected at most \(Self.count(maximum, "property", plural: "properties")), found \(found)"
    case .tooShort(let minimum, let found): "expected at least \(Self.count(minimum, "character")), found \(found)"
    case .tooLong(let maximum, let found): "expected at most \(Self.count(maximum, "character")), found \(found)"
    case .belowMinimum(let bound, let exclusive, let found):
      "expected \(exclusive ? "more than" : "at least") \(bound.jsonText), found \(found.jsonText)"
    case .aboveMaximum(let bound, let exclusive, let found):
      "expected \(exclusive ? "less than" : "at most") \(bound.jsonText), found \(found.jsonText)"
    case .patternMismatch(let text, let pattern): "\(Self.quoted(.init(.string(text)))) does not match \(pattern)"
    case .patternTooCostly(let pattern, let reason): "the pattern \(pattern) cannot be matched: \(reason)"
    case .formatMismatch(let text, let format): "\(Self.quoted(.init(.string(text)))) is not a valid \(format)"
    case .unregisteredSchema(let uri): "no schema is registered as '\(uri)'"
    case .unresolvedReference(let reference, let resolved):
      "'\(reference)' (\(resolved)) is not a registered schema or a place in one"
    case .referenceCycle(let reference): "'\(reference)' leads back to itself without moving in the instance"
    case .tooDeep(let maximum): "validation stopped: schemas nest deeper than \(maximum) levels here"
    case .tooMuchWork(let maximum): "validation stopped after \(maximum) keyword evaluations, the most one may take"
    case .violationsOmitted(let maximum): "more violations follow; only the first \(maximum) are reported"
    }
  }

  /// The value a `const` violation found.
  var foundValue: JSONValue? {
    if case .constMismatch(_, let found) = self { return found }
    return nil
  }

  /// Whether this is `additionalProperties` or `unevaluatedProperties` rejecting a property.
  var isPropertyNotAllowed: Bool {
    if case .propertyNotAllowed = self { return true }
    return false
  }

  /// The most options a "none of" message lists.
  private static let listedOptions = 6
  /// The longest a quoted value is shown, in characters.
  private static let quotedLength = 60

  private static func options(_ values: [JSONValue]) -> String {
    let shown = values.prefix(listedOptions).map { $0.stringValue ?? $0.jsonText }
    return shown.joined(separator: ", ") + (values.count > listedOptions ? ", …" : "")
  }

  /// The value as a message shows it: a string in quotes, a number, a
  /// boolean or null as JSON, an array or object (which may be an
  /// instance's largest) by its size; each at most ``quotedLength``
  /// characters.
  private static func quoted(_ value: JSONValue) -> String {
    let text: String
    switch value.kind {
    case .string(let string): text = "'\(string)'"
    case .array(let elements): text = "an array of \(count(elements.count, "item"))"
    case .object(let members): text = "an object of \(count(members.count, "property", plural: "properties"))"
    default: text = value.jsonText
    }
    return text.prefix(quotedLength + 1).count > quotedLength ? text.prefix(quotedLength) + "…" : text
  }

  private static func withArticle(_ type: String) -> String {
    switch type {
    case "null": "null"
    case "array", "object", "integer": "an \(type)"
    default: "a \(type)"
    }
  }

  private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
  }

  private static func list(_ words: [String], conjunction: String) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}

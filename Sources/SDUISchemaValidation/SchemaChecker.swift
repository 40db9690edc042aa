import SDUICore
import SDUIDocument

/// The check of a schema before it is registered: every keyword is one the
/// validator implements or an annotation of the vocabulary, each with a
/// value of the kind it takes, every pattern compiles in RE2 and every
/// format is one checked. It also finds the resources that nested `$id`s
/// begin.
struct SchemaChecker {
  /// What a keyword's value must be.
  enum Shape {
    case schema, schemaArray, schemaMap, patternSchemaMap, nonNegativeInteger, number, string, stringArray
    case stringArrayMap, types, pattern, format, array, anyValue, dialect
  }

  /// The keywords validated, each with the shape of its value.
  static let shapes: [String: Shape] = [
    "$id": .string, "$schema": .dialect, "$ref": .string, "$defs": .schemaMap, "type": .types,
    "properties": .schemaMap, "patternProperties": .patternSchemaMap, "required": .stringArray,
    "additionalProperties": .schema, "unevaluatedProperties": .schema, "propertyNames": .schema,
    "dependentRequired": .stringArrayMap, "dependentSchemas": .schemaMap, "minProperties": .nonNegativeInteger,
    "maxProperties": .nonNegativeInteger, "items": .schema, "prefixItems": .schemaArray,
    "minItems": .nonNegativeInteger, "maxItems": .nonNegativeInteger, "enum": .array, "const": .anyValue,
    "allOf": .schemaArray, "anyOf": .schemaArray, "oneOf": .schemaArray, "not": .schema, "if": .schema,
    "then": .schema, "else": .schema, "pattern": .pattern, "minLength": .nonNegativeInteger,
    "maxLength": .nonNegativeInteger, "minimum": .number, "maximum": .number, "exclusiveMinimum": .number,
    "exclusiveMaximum": .number, "format": .format,
  ]

  /// The dialect validated, as `$schema` names it.
  static let dialect = "https://json-schema.org/draft/2020-12/schema"
  /// The deepest schemas may nest.
  static let maximumDepth = 128
  /// The JSON Schema types `type` may name.
  static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "string", "integer"]

  let vocabulary: SchemaVocabulary
  /// The resources nested `$id`s begin: their absolute URIs and schemas.
  private(set) var embeddedResources: [(uri: String, schema: JSONValue)] = []

  init(vocabulary: SchemaVocabulary) {
    self.vocabulary = vocabulary
  }

  /// Checks `schema`, found at `location`, whose base URI is `base`.
  mutating func check(_ schema: JSONValue, at location: SchemaLocation, base: String, depth: Int = 0)
    throws(SchemaRegistrationError)
  {
    guard depth <= Self.maximumDepth else { throw .tooDeep(at: location.description, maximum: Self.maximumDepth) }
    if case .bool = schema.kind { return }
    guard let members = schema.objectMembers else { throw .notASchema(at: location.description) }
    var base = base
    if depth > 0, let identifier = schema["$id"]?.stringValue {
      base = SchemaURI.resolve(identifier, against: base)
      embeddedResources.append((SchemaURI.split(base).document, schema))
    }
    for member in members {
      let place = location.appending(member.key)
      if vocabulary.annotationKeywords.contains(member.key) { continue }
      if vocabulary.schemaMapKeywords.contains(member.key) {
        try checkSchemaMap(member.value, keyword: member.key, at: place, base: base, depth: depth)
        continue
      }
      guard let shape = Self.shapes[member.key] else { throw .unsupportedKeyword(member.key, at: location.description) }
      try check(member.value, keyword: member.key, shape: shape, at: place, base: base, depth: depth)
    }
  }

  private mutating func check(
    _ value: JSONValue, keyword: String, shape: Shape, at place: SchemaLocation, base: String, depth: Int
  ) throws(SchemaRegistrationError) {
    let malformed = { (expected: String) in
      SchemaRegistrationError.malformedKeyword(keyword, at: place.description, expected: expected)
    }
    switch shape {
    case .schema:
      try check(value, at: place, base: base, depth: depth + 1)
    case .schemaArray:
      guard let elements = value.arrayElements, !elements.isEmpty else {
        throw malformed("a non-empty array of schemas")
      }
      for (index, element) in elements.enumerated() {
        try check(element, at: place.appending(String(index)), base: base, depth: depth + 1)
      }
    case .schemaMap:
      try checkSchemaMap(value, keyword: keyword, at: place, base: base, depth: depth)
    case .patternSchemaMap:
      try checkSchemaMap(value, keyword: keyword, at: place, base: base, depth: depth)
      for member in value.objectMembers ?? [] { try Self.checkPattern(member.key, at: place) }
    case .nonNegativeInteger:
      guard case .number(let number) = value.kind, let integer = number.integralValue, integer >= 0 else {
        throw malformed("a non-negative integer")
      }
    case .number:
      guard case .number = value.kind else { throw malformed("a number") }
    case .string:
      guard value.stringValue != nil else { throw malformed("a string") }
    case .stringArray:
      guard let elements = value.arrayElements, elements.allSatisfy({ $0.stringValue != nil }) else {
        throw malformed("an array of strings")
      }
    case .stringArrayMap:
      guard let members = value.objectMembers,
        members.allSatisfy({ $0.value.arrayElements?.allSatisfy { $0.stringValue != nil } == true })
      else { throw malformed("an object of arrays of strings") }
    case .types:
      let names = value.stringValue.map { [$0] } ?? value.arrayElements?.compactMap(\.stringValue) ?? []
      let count = value.stringValue != nil ? 1 : value.arrayElements?.count ?? -1
      guard !names.isEmpty, names.count == count, names.allSatisfy(Self.typeNames.contains) else {
        throw malformed("a type name or an array of them (\(Self.typeNames.sorted().joined(separator: ", ")))")
      }
    case .pattern:
      guard let pattern = value.stringValue else { throw malformed("a string") }
      try Self.checkPattern(pattern, at: place)
    case .format:
      guard let format = value.stringValue else { throw malformed("a string") }
      guard FormatChecker.supportedFormats.contains(format) else {
        throw .unsupportedFormat(format, at: place.description)
      }
    case .array:
      guard value.arrayElements != nil else { throw malformed("an array") }
    case .anyValue:
      return
    case .dialect:
      guard let dialect = value.stringValue else { throw malformed("a string") }
      guard dialect == Self.dialect || dialect == Self.dialect + "#" else {
        throw .unsupportedDialect(dialect, at: place.description)
      }
    }
  }

  private mutating func checkSchemaMap(
    _ value: JSONValue, keyword: String, at place: SchemaLocation, base: String, depth: Int
  ) throws(SchemaRegistrationError) {
    guard let members = value.objectMembers else {
      throw .malformedKeyword(keyword, at: place.description, expected: "an object of schemas")
    }
    for member in members {
      try check(member.value, at: place.appending(member.key), base: base, depth: depth + 1)
    }
  }

  /// Fails unless RE2 compiles `pattern`, and the search `PatternMatcher` makes of it.
  private static func checkPattern(_ pattern: String, at place: SchemaLocation) throws(SchemaRegistrationError) {
    do {
      _ = try RegexSupport.fullMatch("", pattern)
      _ = try RegexSupport.fullMatch("", PatternMatcher.searchPattern(pattern))
    } catch {
      throw .invalidPattern(pattern, at: place.description, reason: error.description)
    }
  }
}

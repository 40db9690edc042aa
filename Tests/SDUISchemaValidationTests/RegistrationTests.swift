import SDUIDocument
import SDUISchemaValidation
import Testing

/// A schema the validator could not honour in full is refused when
/// registered, with the keyword and the place at fault.
struct RegistrationTests {
  static let refusedSchemas: [(schema: String, error: String)] = [
    (
      #"{"uniqueItems": true}"#,
      "https://example.com/schemas/test.json#: the keyword 'uniqueItems' is not supported"
    ),
    (
      #"{"properties": {"a": {"requried": ["b"]}}}"#,
      "https://example.com/schemas/test.json#/properties/a: the keyword 'requried' is not supported"
    ),
    (
      #"{"minItems": -1}"#,
      "https://example.com/schemas/test.json#/minItems: 'minItems' must be a non-negative integer"
    ),
    (
      #"{"type": "text"}"#,
      "https://example.com/schemas/test.json#/type: 'type' must be a type name or an array of them "
        + "(array, boolean, integer, null, number, object, string)"
    ),
    (
      #"{"pattern": "a(b"}"#,
      "https://example.com/schemas/test.json#/pattern: the pattern a(b is not one RE2 takes "
        + "('a(b' is not a regular expression RE2 takes (missing ): a(b))"
    ),
    (
      #"{"pattern": "(a)\\1"}"#,
      "https://example.com/schemas/test.json#/pattern: the pattern (a)\\1 is not one RE2 takes "
        + "('(a)\\1' is not a regular expression RE2 takes (invalid escape sequence: \\1; RE2 has no backreferences, "
        + "which can take exponential time))"
    ),
    (#"{"format": "email"}"#, "https://example.com/schemas/test.json#/format: the format 'email' is not supported"),
    (
      #"{"$schema": "http://json-schema.org/draft-07/schema#"}"#,
      "https://example.com/schemas/test.json#/$schema: 'http://json-schema.org/draft-07/schema#' is not JSON Schema "
        + "draft 2020-12, the only dialect validated"
    ),
    (#"{"items": 3}"#, "https://example.com/schemas/test.json#/items: expected a schema (an object or a boolean)"),
    (#"{"allOf": []}"#, "https://example.com/schemas/test.json#/allOf: 'allOf' must be a non-empty array of schemas"),
  ]

  @Test(arguments: refusedSchemas)
  func isRefused(schema: String, error: String) throws {
    var registry = SchemaRegistry()
    #expect {
      try registry.register(JSONParser.parse(schema), as: testSchemaURI)
    } throws: { thrown in
      (thrown as? SchemaRegistrationError)?.description == error
    }
  }

  @Test func aSchemaNeedsAnAbsoluteIdentifier() throws {
    var registry = SchemaRegistry()
    #expect(throws: SchemaRegistrationError.missingIdentifier) { try registry.register(JSONParser.parse("{}")) }
    #expect(throws: SchemaRegistrationError.relativeIdentifier("test.json")) {
      try registry.register(JSONParser.parse("{}"), as: "test.json")
    }
  }

  @Test func aURIIsRegisteredOnce() throws {
    var registry = SchemaRegistry()
    let schema = try JSONParser.parse(#"{"$id": "https://example.com/a.json"}"#)
    try registry.register(schema)
    #expect(throws: SchemaRegistrationError.alreadyRegistered("https://example.com/a.json")) {
      try registry.register(schema)
    }
  }

  @Test func annotationsAreTaken() throws {
    var registry = SchemaRegistry()
    let schema =
      #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "t", "description": "d", "default": 1, "examples": [1], "$comment": "c"}"#
    try registry.register(JSONParser.parse(schema), as: testSchemaURI)
    #expect(registry.isRegistered(testSchemaURI))
  }
}

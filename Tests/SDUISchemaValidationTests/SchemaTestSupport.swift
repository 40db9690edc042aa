import SDUIDocument
import SDUISchemaValidation
import Testing

/// The URI the tests' own schemas are registered as.
let testSchemaURI = "https://example.com/schemas/test.json"

/// A registry holding `schema` (JSON text) as ``testSchemaURI``, and `others` by their `$id`s.
func registry(
  _ schema: String, others: [String] = [], limits: SchemaLimits = SchemaLimits()
) throws -> SchemaRegistry {
  var registry = SchemaRegistry(limits: limits)
  try registry.register(JSONParser.parse(schema), as: testSchemaURI)
  for other in others { try registry.register(JSONParser.parse(other)) }
  return registry
}

/// The messages of `instance`'s violations of `schema` (JSON texts).
func messages(_ schema: String, _ instance: String) throws -> [String] {
  try registry(schema).validate(JSONParser.parse(instance), against: testSchemaURI).map(\.message)
}

/// One schema, one instance and the messages expected (none: valid).
struct KeywordCase: CustomTestStringConvertible, Sendable {
  /// What the case shows.
  var name: String
  /// The schema, as JSON text.
  var schema: String
  /// The instance, as JSON text.
  var instance: String
  /// The messages expected, in order.
  var messages: [String]

  var testDescription: String { name }

  init(_ name: String, _ schema: String, _ instance: String, _ messages: [String] = []) {
    self.name = name
    self.schema = schema
    self.instance = instance
    self.messages = messages
  }
}

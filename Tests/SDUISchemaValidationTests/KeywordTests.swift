import SDUIDocument
import SDUISchemaValidation
import Testing

/// Each keyword the validator implements, passing and failing, with the
/// messages it gives.
struct KeywordTests {
  static let cases: [KeywordCase] = [
    KeywordCase("type string", #"{"type": "string"}"#, #""a""#),
    KeywordCase("type mismatch", #"{"type": "string"}"#, "5", ["expected a string, found a number"]),
    KeywordCase("type list", #"{"type": ["string", "null"]}"#, "null"),
    KeywordCase(
      "type list mismatch", #"{"type": ["string", "null"]}"#, "[]", ["expected a string or null, found an array"]),
    KeywordCase("integer takes 2.0", #"{"type": "integer"}"#, "2.0"),
    KeywordCase("integer refuses 2.5", #"{"type": "integer"}"#, "2.5", ["expected an integer, found a number"]),
    KeywordCase("const", #"{"const": "v0.9"}"#, #""v0.9""#),
    KeywordCase("const mismatch", #"{"const": "v0.9"}"#, #""v1.0""#, ["expected 'v0.9', found 'v1.0'"]),
    KeywordCase("const compares numbers by value", #"{"const": 1}"#, "1.0"),
    KeywordCase(
      "const shows containers by size", #"{"const": [1]}"#, #"{"a": [1, 2]}"#,
      ["expected an array of 1 item, found an object of 1 property"]),
    KeywordCase("const compares objects as maps", #"{"const": {"a": 1, "b": [2]}}"#, #"{"b": [2], "a": 1}"#),
    KeywordCase("enum", #"{"enum": ["h1", "h2"]}"#, #""h2""#),
    KeywordCase("enum mismatch", #"{"enum": ["h1", "h2"]}"#, #""h9""#, ["'h9' is none of h1, h2"]),
    KeywordCase(
      "enum lists six", #"{"enum": ["a", "b", "c", "d", "e", "f", "g"]}"#, #""z""#,
      ["'z' is none of a, b, c, d, e, f, …"]),
    KeywordCase(
      "properties", #"{"properties": {"a": {"type": "string"}}}"#, #"{"a": 1}"#, ["expected a string, found a number"]),
    KeywordCase("properties skip non-objects", #"{"properties": {"a": {"type": "string"}}}"#, "3"),
    KeywordCase("required", #"{"required": ["label", "id"]}"#, #"{"id": "x"}"#, ["'label' is required"]),
    KeywordCase(
      "additionalProperties false", #"{"properties": {"a": {}}, "additionalProperties": false}"#, #"{"a": 1, "b": 2}"#,
      ["'b' is not an allowed property here"]),
    KeywordCase(
      "additionalProperties schema", #"{"additionalProperties": {"type": "number"}}"#, #"{"a": 1, "b": "x"}"#,
      ["expected a number, found a string"]),
    KeywordCase(
      "patternProperties", #"{"patternProperties": {"^x-": {"type": "string"}}, "additionalProperties": false}"#,
      #"{"x-a": "ok", "x-b": 1, "y": 0}"#, ["expected a string, found a number", "'y' is not an allowed property here"]),
    KeywordCase(
      "unevaluatedProperties sees allOf", #"{"allOf": [{"properties": {"a": {}}}], "unevaluatedProperties": false}"#,
      #"{"a": 1, "b": 2}"#, ["'b' is not an allowed property here"]),
    KeywordCase(
      "unevaluatedProperties sees $ref",
      ##"{"$defs": {"A": {"properties": {"a": {}}}}, "$ref": "#/$defs/A", "unevaluatedProperties": false}"##,
      #"{"a": 1}"#),
    KeywordCase(
      "unevaluatedProperties ignores a failed anyOf branch",
      #"{"anyOf": [{"properties": {"a": {"const": 1}}, "required": ["a"]}, {"properties": {"b": {}}}], "unevaluatedProperties": false}"#,
      #"{"a": 2, "b": 0}"#, ["'a' is not an allowed property here"]),
    KeywordCase(
      "unevaluatedProperties schema", #"{"properties": {"a": {}}, "unevaluatedProperties": {"type": "boolean"}}"#,
      #"{"a": 1, "b": true, "c": 3}"#, ["expected a boolean, found a number"]),
    KeywordCase(
      "propertyNames", #"{"propertyNames": {"pattern": "^[a-z]+$"}}"#, #"{"ok": 1, "Not": 2}"#,
      ["'Not' does not match ^[a-z]+$"]),
    KeywordCase(
      "dependentRequired", #"{"dependentRequired": {"min": ["max"]}}"#, #"{"min": 1}"#,
      ["'max' is required when 'min' is present"]),
    KeywordCase(
      "dependentSchemas", #"{"dependentSchemas": {"min": {"required": ["max"]}}}"#, #"{"min": 1}"#,
      ["'max' is required"]),
    KeywordCase("minProperties", #"{"minProperties": 2}"#, #"{"a": 1}"#, ["expected at least 2 properties, found 1"]),
    KeywordCase(
      "maxProperties", #"{"maxProperties": 1}"#, #"{"a": 1, "b": 2}"#, ["expected at most 1 property, found 2"]),
    KeywordCase("items", #"{"items": {"type": "string"}}"#, #"["a", 1]"#, ["expected a string, found a number"]),
    KeywordCase(
      "prefixItems then items", #"{"prefixItems": [{"type": "number"}], "items": {"type": "string"}}"#, #"[1, "a", 2]"#,
      ["expected a string, found a number"]),
    KeywordCase(
      "items false after prefixItems", #"{"prefixItems": [{}], "items": false}"#, "[1, 2]", ["no value is allowed here"]
    ),
    KeywordCase("minItems", #"{"minItems": 1}"#, "[]", ["expected at least 1 item, found 0"]),
    KeywordCase("maxItems", #"{"maxItems": 2}"#, "[1, 2, 3]", ["expected at most 2 items, found 3"]),
    KeywordCase(
      "minLength counts code points", #"{"minLength": 2}"#, #""é""#, ["expected at least 2 characters, found 1"]),
    KeywordCase("maxLength", #"{"maxLength": 1}"#, #""ab""#, ["expected at most 1 character, found 2"]),
    KeywordCase("pattern searches", #"{"pattern": "b+"}"#, #""abbc""#),
    KeywordCase("pattern anchored", #"{"pattern": "^#[0-9a-fA-F]{6}$"}"#, ##""#00BFFF""##),
    KeywordCase(
      "pattern mismatch", #"{"pattern": "^#[0-9a-fA-F]{6}$"}"#, #""red""#, ["'red' does not match ^#[0-9a-fA-F]{6}$"]),
    KeywordCase("pattern skips non-strings", #"{"pattern": "^a$"}"#, "1"),
    KeywordCase("minimum", #"{"minimum": 0}"#, "-1", ["expected at least 0, found -1"]),
    KeywordCase("minimum inclusive", #"{"minimum": 0}"#, "0"),
    KeywordCase("maximum", #"{"maximum": 10}"#, "10.5", ["expected at most 10, found 10.5"]),
    KeywordCase("exclusiveMinimum", #"{"exclusiveMinimum": 0}"#, "0", ["expected more than 0, found 0"]),
    KeywordCase("exclusiveMaximum", #"{"exclusiveMaximum": 1}"#, "1", ["expected less than 1, found 1"]),
    KeywordCase("allOf", #"{"allOf": [{"type": "number"}, {"minimum": 3}]}"#, "2", ["expected at least 3, found 2"]),
    KeywordCase("anyOf", #"{"anyOf": [{"type": "number"}, {"type": "string"}]}"#, #""a""#),
    KeywordCase(
      "anyOf of types", #"{"anyOf": [{"type": "number"}, {"type": "string"}]}"#, "true",
      ["expected a number or a string, found a boolean"]),
    KeywordCase(
      "oneOf several match", #"{"oneOf": [{"type": "number"}, {"minimum": 0}]}"#, "1",
      ["matches 2 of the alternatives (0 and 1) where exactly one must match"]),
    KeywordCase(
      "oneOf by discriminator",
      #"{"oneOf": [{"properties": {"kind": {"const": "A"}}}, {"properties": {"kind": {"const": "B"}}}]}"#,
      #"{"kind": "C"}"#, ["'C' is none of A, B"]),
    KeywordCase(
      "oneOf reports the matching kind",
      #"{"oneOf": [{"properties": {"kind": {"const": "A"}, "a": {"type": "string"}}}, {"properties": {"kind": {"const": "B"}}, "required": ["b"]}]}"#,
      #"{"kind": "B"}"#, ["'b' is required"]),
    KeywordCase(
      "not", #"{"not": {"const": "VALIDATION_FAILED"}}"#, #""VALIDATION_FAILED""#,
      ["matches a schema it must not match"]),
    KeywordCase("not passes", #"{"not": {"const": "VALIDATION_FAILED"}}"#, #""OTHER""#),
    KeywordCase(
      "if then", #"{"if": {"type": "string"}, "then": {"minLength": 2}, "else": {"minimum": 5}}"#, #""a""#,
      ["expected at least 2 characters, found 1"]),
    KeywordCase(
      "if else", #"{"if": {"type": "string"}, "then": {"minLength": 2}, "else": {"minimum": 5}}"#, "4",
      ["expected at least 5, found 4"]),
    KeywordCase("false schema", #"{"properties": {"a": false}}"#, #"{"a": 1}"#, ["no value is allowed here"]),
    KeywordCase("true schema", "true", #"{"anything": [1]}"#),
    KeywordCase(
      "$ref to $defs", ##"{"$defs": {"S": {"type": "string"}}, "$ref": "#/$defs/S"}"##, "1",
      ["expected a string, found a number"]),
    KeywordCase("format date", #"{"format": "date"}"#, #""2026-02-29""#, ["'2026-02-29' is not a valid date"]),
    KeywordCase("format date leap year", #"{"format": "date"}"#, #""2028-02-29""#),
    KeywordCase(
      "format time needs an offset", #"{"format": "time"}"#, #""12:30:00""#, ["'12:30:00' is not a valid time"]),
    KeywordCase("format time", #"{"format": "time"}"#, #""12:30:00.5+02:00""#),
    KeywordCase("format date-time", #"{"format": "date-time"}"#, #""2026-12-02T20:15:00Z""#),
    KeywordCase(
      "format date-time refused", #"{"format": "date-time"}"#, #""yesterday""#, ["'yesterday' is not a valid date-time"]
    ),
    KeywordCase("format uri", #"{"format": "uri"}"#, #""https://example.com/a?b=c#d""#),
    KeywordCase("format uri refused", #"{"format": "uri"}"#, #""not a uri""#, ["'not a uri' is not a valid uri"]),
  ]

  @Test(arguments: cases)
  func keyword(_ testCase: KeywordCase) throws {
    #expect(try messages(testCase.schema, testCase.instance) == testCase.messages)
  }

  /// `$ref`s across registered schemas: absolute, relative to the base, and to a nested `$id`.
  @Test func referencesAcrossSchemas() throws {
    let common = #"{"$id": "https://example.com/schemas/common.json", "$defs": {"Id": {"type": "string"}}}"#
    let nested =
      #"{"$id": "https://example.com/other/outer.json", "$defs": {"inner": {"$id": "inner.json", "type": "boolean"}}}"#
    let schema = """
      {"properties": {"absolute": {"$ref": "https://example.com/schemas/common.json#/$defs/Id"},
        "relative": {"$ref": "common.json#/$defs/Id"}, "nested": {"$ref": "../other/inner.json"}}}
      """
    let registry = try registry(schema, others: [common, nested])
    let instance = try JSONParser.parse(#"{"absolute": 1, "relative": "ok", "nested": "no"}"#)
    let violations = registry.validate(instance, against: testSchemaURI)
    #expect(violations.map(\.message) == ["expected a string, found a number", "expected a boolean, found a string"])
    #expect(
      violations.map(\.schemaLocation) == [
        "https://example.com/schemas/common.json#/$defs/Id/type", "https://example.com/other/inner.json#/type",
      ])
  }

  /// JSON Pointer fragments with `~1`, `~0` and percent-escapes, and `./` in a relative reference.
  @Test func referencesUnescapeTheirPointers() throws {
    let schema = ##"""
      {"$defs": {"a/b": {"type": "string"}, "c~d": {"type": "number"}, "e f": {"type": "boolean"}},
        "prefixItems": [{"$ref": "#/$defs/a~1b"}, {"$ref": "#/$defs/c~0d"}, {"$ref": "./test.json#/$defs/e%20f"}]}
      """##
    #expect(try messages(schema, #"["s", 1, true]"#).isEmpty)
    #expect(
      try messages(schema, #"[1, "s", null]"#) == [
        "expected a string, found a number", "expected a number, found a string", "expected a boolean, found null",
      ])
  }

  @Test func validatingAgainstAnUnregisteredSchemaIsAViolation() throws {
    let violations = try registry("{}").validate(JSONParser.parse("1"), against: "https://example.com/none.json")
    #expect(violations.map(\.message) == ["no schema is registered as 'https://example.com/none.json'"])
  }

  @Test func anUnregisteredReferenceIsAViolation() throws {
    let violations = try registry(#"{"$ref": "missing.json"}"#).validate(JSONParser.parse("1"), against: testSchemaURI)
    #expect(
      violations.map(\.message) == [
        "'missing.json' (https://example.com/schemas/missing.json) is not a registered schema or a place in one"
      ])
  }
}

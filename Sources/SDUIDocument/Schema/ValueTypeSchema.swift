/// What a property of each ``PropertySpec/ValueType`` accepts, as a JSON
/// Schema fragment: exactly what `sdui-term check` reads without a word
/// (`DialectDecoder.checkProperties`).
///
/// The decoder is lenient as each dialect is (``Coercion``): a string
/// property takes a number or a boolean, a number property a numeric
/// string, an enumeration any case of its values, a Beagle boolean
/// `"true"`; `null` is no value at all. A value that is an `@{...}`
/// expression, a node or an action, or holds one anywhere, is read when
/// the screen runs, so its type is not checked
/// (``SchemaDefinition/dynamic``); events and components are checked for
/// their shape whatever they hold. A fragment constrains the value itself;
/// what may be inside it (nodes, actions) the ``SchemaDefinition/value``
/// definition says.
///
/// ```swift
/// ValueTypeSchema(dialect: .nimbus).fragment(for: .boolean).jsonText
/// // {"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["boolean","null"]}}
/// ```
struct ValueTypeSchema {
  /// The dialect whose coercions apply.
  let dialect: Dialect

  /// The fragment for a property of `type`.
  func fragment(for type: PropertySpec.ValueType) -> JSONValue {
    switch type {
    case .event:
      return [
        "type": ["array", "object", "string", "null"], "pattern": JSONValue(string: SchemaPatterns.expression),
        "patternErrorMessage": JSONValue(string: "expected \(type.expectation) or an @{...} expression"),
      ]
    case .component:
      return [
        "type": ["object", "string", "array", "null"],
        "if": ["required": JSONValue(strings: [dialect.actionKey])],
        "else": ["required": JSONValue(strings: [dialect.componentKey])],
      ]
    case .components, .any:
      return [:]
    default:
      return ["if": SchemaDefinition.reference(SchemaDefinition.dynamic), "else": literal(type)]
    }
  }

  /// The color definition: hex, or a CSS name (drawn, though beagle-ios
  /// ignores names; `check` says so).
  var color: JSONValue {
    matching(["string", "null"], [SchemaPatterns.hexColor, SchemaPatterns.oneOf(RGBAColor.names)], .color)
  }

  /// What a literal value of `type` must be.
  private func literal(_ type: PropertySpec.ValueType) -> JSONValue {
    switch type {
    case .string:
      return ["type": ["string", "number", "boolean", "null"]]
    case .url:
      return ["type": ["string", "number", "boolean", "null"], "minLength": 1]
    case .number, .integer:
      return matching(["number", "string", "null"], [SchemaPatterns.numericText], type)
    case .boolean where dialect.definition.rules.readsBooleanStrings:
      return matching(["boolean", "string", "null"], [SchemaPatterns.oneOf(["true", "false"])], type)
    case .boolean:
      return ["type": ["boolean", "null"]]
    case .color:
      return SchemaDefinition.reference(SchemaDefinition.color)
    case .enumeration(let values):
      return examples(values, matching(["string", "null"], [SchemaPatterns.oneOf(values)], type))
    case .numberOrKeyword(let words):
      return examples(
        words, matching(["number", "string", "null"], [SchemaPatterns.numericText, SchemaPatterns.oneOf(words)], type))
    case .object:
      return ["type": ["object", "null"]]
    case .array(let element):
      var schema = SchemaObject(["type": ["array", "null"]])
      let items = self.element(element)
      if !items.isEmpty { schema["items"] = items.json }
      return schema.json
    case .event, .component, .components, .any:
      return fragment(for: type)
    }
  }

  /// What each element of an array property must be: the decoder checks
  /// the elements of arrays of objects, enumeration values and strings,
  /// and takes any element of the others.
  private func element(_ type: PropertySpec.ValueType) -> SchemaObject {
    switch type {
    case .object:
      SchemaObject(["type": "object"])
    case .enumeration(let values):
      SchemaObject(examples(values, matching(["string"], [SchemaPatterns.oneOf(values)], type)))
    case .string:
      SchemaObject(["type": ["string", "number", "boolean", "array", "object"]])
    default:
      SchemaObject()
    }
  }

  /// Values of these JSON types, strings among them only when they match
  /// one of `patterns`.
  private func matching(_ types: [String], _ patterns: [String], _ type: PropertySpec.ValueType) -> JSONValue {
    [
      "type": JSONValue(strings: types), "pattern": JSONValue(string: SchemaPatterns.either(patterns)),
      "patternErrorMessage": JSONValue(string: "expected \(type.expectation) (or an @{...} expression)"),
    ]
  }

  /// `schema` with `words` as the examples an editor offers.
  private func examples(_ words: [String], _ schema: JSONValue) -> JSONValue {
    var object = SchemaObject(schema)
    object["examples"] = JSONValue(strings: words)
    return object.json
  }
}

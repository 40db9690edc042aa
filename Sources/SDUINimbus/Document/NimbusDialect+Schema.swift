import SDUIDocument

/// Nimbus's shapes in the schema: properties and arguments inside
/// `properties`, states by name under `state`.
extension NimbusDialect {
  package func schemaNodeKeys(_ shapes: ScreenShapes, children: JSONValue) -> [(key: String, value: JSONValue)] {
    [
      (
        "properties",
        [
          "type": ["object", "null"], "additionalProperties": SchemaDefinition.reference(SchemaDefinition.value),
          "description": "The component's properties; any of them may be an @{...} expression.",
        ]
      ),
      ("state", state),
      ("children", children),
    ]
  }

  package func schemaActionBody(_ shapes: ScreenShapes) -> SchemaObject {
    var read = SchemaObject()
    read["properties"] = JSONValue(members: [
      (actionKey, [:]),
      (
        "properties",
        [
          "type": ["object", "null"], "additionalProperties": SchemaDefinition.reference(SchemaDefinition.value),
          "description": "The action's arguments; any of them may be an @{...} expression.",
        ]
      ),
      ("metadata", ["additionalProperties": SchemaDefinition.reference(SchemaDefinition.value)]),
    ])
    read["additionalProperties"] = [
      "not": [:],
      "errorMessage": "an action's arguments must be inside 'properties'; Nimbus ignores them here",
    ]
    return read
  }

  package func schemaDefinitions(_ shapes: ScreenShapes, entries: EntrySchemas) -> [(key: String, value: JSONValue)] {
    []
  }

  package func schemaComponent(_ descriptor: ComponentDescriptor, entries: EntrySchemas) -> JSONValue {
    let text = entries.documentation.component(descriptor.name)
    var keys: [(key: String, value: JSONValue)] = [(componentKey, entries.described([:], text))]
    var schema = SchemaObject(entries.described([:], text))
    let properties = entries.unique(descriptor.specs)
    let required = entries.requiredRules(descriptor.specs, exemptions: [:])
    keys.append(("properties", entries.inner(properties, rules: required, owner: descriptor.name, isObject: false)))
    for spec in properties where !NimbusDecoder.nodeKeys.contains(spec.name) {
      let message = DiagnosticKind.componentPropertyOutsideProperties(name: spec.name, component: descriptor.name)
      keys.append((spec.name, ["not": [:], "errorMessage": JSONValue(string: message.message)]))
    }
    if properties.contains(where: \.isRequired) { schema["required"] = ["properties"] }
    schema["properties"] = JSONValue(members: keys)
    return schema.json
  }

  package func schemaAction(_ descriptor: ActionDescriptor, entries: EntrySchemas) -> JSONValue {
    let (properties, rules, start, typeKey) = entries.actionParts(descriptor)
    var schema = start
    let required = properties.filter(\.isRequired).map(\.name)
    let arguments = entries.inner(properties, rules: rules, owner: nil, isObject: !required.isEmpty)
    schema["properties"] = JSONValue(members: [typeKey, ("properties", arguments)])
    if !required.isEmpty {
      // Arguments are missing unless `properties` is there, or all of
      // them are written beside it (which is reported apart).
      schema["if"] = ["anyOf": [["required": ["properties"]], ["required": JSONValue(strings: required)]]]
      schema["else"] = ["required": ["properties"]]
    }
    return schema.json
  }

  /// A node's `state`: initial values by name.
  private var state: JSONValue {
    [
      "type": ["object", "null"],
      "patternProperties": JSONValue(members: [
        (rules.stateNamePattern, SchemaDefinition.reference(SchemaDefinition.value))
      ]),
      "additionalProperties": [
        "not": [:], "errorMessage": "a state name is letters, digits and '_', and not a literal",
      ],
      "description": "The states this node declares, by name, with their initial values.",
    ]
  }
}

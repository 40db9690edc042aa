import SDUIDocument

/// Beagle's shapes in the schema: properties and arguments on the object
/// itself, one `context`, `child` or `children`, a `style` of its own, the
/// 1.x navigation bar.
extension BeagleDialect {
  package func schemaNodeKeys(_ shapes: ScreenShapes, children: JSONValue) -> [(key: String, value: JSONValue)] {
    [
      ("context", SchemaDefinition.reference(SchemaDefinition.context)),
      (
        "child",
        [
          "if": ["type": "null"], "else": SchemaDefinition.reference(SchemaDefinition.node),
          "description": "The one child of a component that takes one.",
        ]
      ),
      ("children", children),
      (BeagleLegacy.navigationBar, SchemaDefinition.reference(SchemaDefinition.navigationBar)),
    ]
  }

  package func schemaActionBody(_ shapes: ScreenShapes) -> SchemaObject {
    var read = SchemaObject()
    read["properties"] = JSONValue(members: [(actionKey, [:])])
    read["additionalProperties"] = SchemaDefinition.reference(SchemaDefinition.value)
    return read
  }

  package func schemaDefinitions(_ shapes: ScreenShapes, entries: EntrySchemas) -> [(key: String, value: JSONValue)] {
    [(SchemaDefinition.context, shapes.beagleContext), (SchemaDefinition.navigationBar, shapes.beagleNavigationBar)]
      + BeagleStyleSchema(entries: entries).definitions
  }

  package func schemaComponent(_ descriptor: ComponentDescriptor, entries: EntrySchemas) -> JSONValue {
    let text = entries.documentation.component(descriptor.name)
    var keys: [(key: String, value: JSONValue)] = [(componentKey, entries.described([:], text))]
    var schema = SchemaObject(entries.described([:], text))
    let properties = entries.unique(descriptor.specs)
    var rules = entries.requiredRules(descriptor.specs, exemptions: exemptions(of: descriptor))
    for spec in properties where !BeagleDecoder.structuralKeys.contains(spec.name) {
      let property = entries.property(spec, of: descriptor.name)
      keys.append((spec.name, spec.name == "style" ? property.referencing(SchemaDefinition.style) : property))
    }
    if descriptor.specs["style"] == nil { keys.append(("style", SchemaDefinition.reference(SchemaDefinition.style))) }
    if descriptor.children == .single {
      rules.append(["if": ["required": ["children"]], "else": ["required": ["child"]]])
    }
    schema["properties"] = JSONValue(members: keys)
    if !rules.isEmpty { schema["allOf"] = JSONValue(.array(rules)) }
    return schema.json
  }

  package func schemaAction(_ descriptor: ActionDescriptor, entries: EntrySchemas) -> JSONValue {
    let (properties, rules, start, typeKey) = entries.actionParts(descriptor)
    var schema = start
    schema["properties"] = JSONValue(
      members: [typeKey] + properties.map { ($0.name, entries.property($0, of: nil)) })
    if !rules.isEmpty { schema["allOf"] = JSONValue(.array(rules)) }
    return schema.json
  }

  /// What frees a component from a required property: a list written in
  /// the 1.x shape, with static `children` and no `dataSource`.
  private func exemptions(of descriptor: ComponentDescriptor) -> [String: JSONValue] {
    guard BeagleBuiltins.lists.contains(descriptor.name) else { return [:] }
    return [
      "dataSource": [
        "required": ["children"], "properties": ["children": ["type": "array"]],
        "not": ["required": ["dataSource"]],
      ]
    ]
  }
}

/// Beagle's own shared definitions.
extension ScreenShapes {
  /// A Beagle node's `context`: an object with an `id` and any `value`,
  /// or `null`. Its value is read only under a valid id.
  var beagleContext: JSONValue {
    let id = dialect.definition.rules.stateNamePattern
    return [
      "type": ["object", "null"], "required": ["id"],
      "properties": [
        "id": [
          "pattern": JSONValue(string: id),
          "patternErrorMessage": "a context id is letters, digits and '_', neither a literal, 'global' nor a number",
        ]
      ],
      "not": ["type": "object", "required": ["id"], "properties": ["id": ["not": ["type": "string"]]]],
      "errorMessage": "a context is an object {\"id\", \"value\"} whose id is a string",
      "if": ["required": ["id"], "properties": ["id": ["type": "string", "pattern": JSONValue(string: id)]]],
      "then": ["properties": ["value": SchemaDefinition.reference(SchemaDefinition.value)]],
      "description": "The context this node declares: its `id` and initial `value`.",
    ]
  }

  /// A Beagle node's `navigationBar`: an item is read as `BeagleLegacy`
  /// maps the 1.x shape, without its `_beagleComponent_` tag and with its
  /// `action` as `onPress`.
  var beagleNavigationBar: JSONValue {
    let items = BeagleLegacy.navigationBarItems
    let action = BeagleLegacy.itemAction
    let item: JSONValue = [
      "if": actionObject, "then": SchemaDefinition.reference(SchemaDefinition.action),
      "else": [
        "if": ["type": "object", "not": ["required": JSONValue(strings: [BeagleLegacy.itemEvent])]],
        "then": [
          "properties": JSONValue(members: [
            (
              action,
              [
                "if": actionObject, "then": SchemaDefinition.reference(SchemaDefinition.action),
                "else": SchemaDefinition.reference(SchemaDefinition.value),
              ]
            )
          ]),
          "patternProperties": plainMembers(reading: .everyBut([componentKey, action]), alsoAllowing: action),
        ],
        "else": ["patternProperties": plainMembers(reading: .everyBut([componentKey]))],
      ],
    ]
    return [
      "if": [
        "type": "object", "required": JSONValue(strings: [items]),
        "properties": JSONValue(members: [(items, ["type": "array"])]),
      ],
      "then": [
        "properties": JSONValue(members: [
          (items, ["if": ["prefixItems": [actionObject]], "then": actionList, "else": ["items": item]])
        ]),
        "patternProperties": plainMembers(reading: .everyBut([items])),
      ],
      "else": SchemaDefinition.reference(SchemaDefinition.value),
    ]
  }
}

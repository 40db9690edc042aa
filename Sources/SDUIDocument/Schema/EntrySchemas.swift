/// The definition of each registered component and action: its
/// properties with their types, defaults and descriptions
/// (``RegistryDocumentation``), and its required properties, where and as
/// the decoder reads them (`DialectDecoder.checkProperties`); each
/// dialect's definition gives the shape (``DialectDefinition/schemaComponent(_:entries:)``)
/// from the parts here.
package struct EntrySchemas {
  /// The registry described.
  package let registry: Registry

  private var dialect: Dialect { registry.dialect }
  /// The registry's documentation, which the definitions carry.
  package var documentation: RegistryDocumentation { RegistryDocumentation(registry) }
  private var valueTypes: ValueTypeSchema { ValueTypeSchema(dialect: dialect) }

  /// The definition of a component, in the dialect's shape.
  func component(_ descriptor: ComponentDescriptor) -> JSONValue {
    dialect.definition.schemaComponent(descriptor, entries: self)
  }

  /// The definition of an action, in the dialect's shape.
  func action(_ descriptor: ActionDescriptor) -> JSONValue {
    dialect.definition.schemaAction(descriptor, entries: self)
  }

  /// What every dialect's schema of an action starts from: its
  /// description, its properties once each, its required properties'
  /// rules, the schema with the description, and its type key's member.
  package func actionParts(
    _ descriptor: ActionDescriptor
  ) -> (
    properties: [PropertySpec], rules: [JSONValue], schema: SchemaObject, typeKey: (key: String, value: JSONValue)
  ) {
    let text = documentation.action(descriptor.name)
    return (
      unique(descriptor.specs), requiredRules(descriptor.specs, exemptions: [:]), SchemaObject(described([:], text)),
      (dialect.actionKey, described([:], text))
    )
  }

  /// A property's schema: its type's fragment with its description and
  /// default.
  package func property(_ spec: PropertySpec, of component: String?) -> JSONValue {
    var schema = SchemaObject(
      described(valueTypes.fragment(for: spec.type), documentation.property(spec, ofComponent: component)))
    if let value = spec.defaultValue { schema["default"] = value }
    return schema.json
  }

  /// `schema` with `text` as its description, in Markdown too for the
  /// editors that render it.
  package func described(_ schema: JSONValue, _ text: String?) -> JSONValue {
    guard let text else { return schema }
    var object = SchemaObject(schema)
    object["description"] = JSONValue(string: text)
    object["markdownDescription"] = JSONValue(string: text)
    return object.json
  }

  // MARK: Parts

  /// A `properties` object (a dialect that nests them): each property,
  /// and the rules of the required ones.
  package func inner(_ properties: [PropertySpec], rules: [JSONValue], owner: String?, isObject: Bool) -> JSONValue {
    var schema = SchemaObject([
      "properties": JSONValue(members: properties.map { ($0.name, property($0, of: owner)) })
    ])
    if isObject { schema["type"] = "object" }
    if !rules.isEmpty { schema["allOf"] = JSONValue(.array(rules)) }
    return schema.json
  }

  /// For each required property, a rule that it is there and not `null`,
  /// unless another property stands for it or `exemptions` names a case.
  package func requiredRules(_ specs: PropertySpecs, exemptions: [String: JSONValue]) -> [JSONValue] {
    unique(specs).filter(\.isRequired).map { spec in
      let name = JSONValue(strings: [spec.name])
      let rule: JSONValue = [
        "required": name,
        "not": [
          "type": "object", "required": name, "properties": JSONValue(members: [(spec.name, ["type": "null"])]),
        ],
      ]
      let exempt = [spec.requiredUnless.map { ["required": JSONValue(strings: [$0])] }, exemptions[spec.name]]
        .compactMap { $0 }
      guard let first = exempt.first else { return rule }
      return ["if": exempt.count == 1 ? first : ["anyOf": JSONValue(.array(exempt))], "else": rule]
    }
  }

  /// Each property once, as the specs index them (a later spec of a name
  /// wins), in the order of their first declaration.
  package func unique(_ specs: PropertySpecs) -> [PropertySpec] {
    var seen: Set<String> = []
    return specs.names.filter { seen.insert($0).inserted }.compactMap { specs[$0] }
  }
}

/// The definition of each registered component and action: its
/// properties with their types, defaults and descriptions
/// (``RegistryDocumentation``), and its required properties, where and as
/// the decoder reads them (`DialectDecoder.checkProperties`): inside a
/// Nimbus node's or action's `properties`, directly on a Beagle node or
/// action.
struct EntrySchemas {
  /// The registry described.
  let registry: Registry

  private var dialect: Dialect { registry.dialect }
  private var documentation: RegistryDocumentation { RegistryDocumentation(registry) }
  private var valueTypes: ValueTypeSchema { ValueTypeSchema(dialect: dialect) }

  /// The definition of a component.
  func component(_ descriptor: ComponentDescriptor) -> JSONValue {
    let text = documentation.component(descriptor.name)
    var keys: [(key: String, value: JSONValue)] = [(dialect.componentKey, described([:], text))]
    var schema = SchemaObject(described([:], text))
    let properties = unique(descriptor.specs)
    let required = requiredRules(descriptor.specs, exemptions: exemptions(of: descriptor))
    var rules: [JSONValue] = []
    switch dialect {
    case .nimbus:
      keys.append(("properties", inner(properties, rules: required, owner: descriptor.name, isObject: false)))
      for spec in properties where !NimbusDecoder.nodeKeys.contains(spec.name) {
        let message = DiagnosticKind.componentPropertyOutsideProperties(name: spec.name, component: descriptor.name)
        keys.append((spec.name, ["not": [:], "errorMessage": JSONValue(string: message.message)]))
      }
      if properties.contains(where: \.isRequired) { schema["required"] = ["properties"] }
    case .beagle:
      rules = required
      for spec in properties where !BeagleDecoder.structuralKeys.contains(spec.name) {
        let property = self.property(spec, of: descriptor.name)
        keys.append((spec.name, spec.name == "style" ? property.referencing(SchemaDefinition.style) : property))
      }
      if descriptor.specs["style"] == nil { keys.append(("style", SchemaDefinition.reference(SchemaDefinition.style))) }
      if descriptor.children == .single {
        rules.append(["if": ["required": ["children"]], "else": ["required": ["child"]]])
      }
    }
    schema["properties"] = JSONValue(members: keys)
    if !rules.isEmpty { schema["allOf"] = JSONValue(.array(rules)) }
    return schema.json
  }

  /// The definition of an action.
  func action(_ descriptor: ActionDescriptor) -> JSONValue {
    let text = documentation.action(descriptor.name)
    let properties = unique(descriptor.specs)
    let rules = requiredRules(descriptor.specs, exemptions: [:])
    var schema = SchemaObject(described([:], text))
    let typeKey = (key: dialect.actionKey, value: described([:], text))
    switch dialect {
    case .nimbus:
      let required = properties.filter(\.isRequired).map(\.name)
      let arguments = inner(properties, rules: rules, owner: nil, isObject: !required.isEmpty)
      schema["properties"] = JSONValue(members: [typeKey, ("properties", arguments)])
      if !required.isEmpty {
        // Arguments are missing unless `properties` is there, or all of
        // them are written beside it (which is reported apart).
        schema["if"] = ["anyOf": [["required": ["properties"]], ["required": JSONValue(strings: required)]]]
        schema["else"] = ["required": ["properties"]]
      }
    case .beagle:
      schema["properties"] = JSONValue(members: [typeKey] + properties.map { ($0.name, property($0, of: nil)) })
      if !rules.isEmpty { schema["allOf"] = JSONValue(.array(rules)) }
    }
    return schema.json
  }

  /// A property's schema: its type's fragment with its description and
  /// default.
  func property(_ spec: PropertySpec, of component: String?) -> JSONValue {
    var schema = SchemaObject(
      described(valueTypes.fragment(for: spec.type), documentation.property(spec, ofComponent: component)))
    if let value = spec.defaultValue { schema["default"] = value }
    return schema.json
  }

  /// `schema` with `text` as its description, in Markdown too for the
  /// editors that render it.
  func described(_ schema: JSONValue, _ text: String?) -> JSONValue {
    guard let text else { return schema }
    var object = SchemaObject(schema)
    object["description"] = JSONValue(string: text)
    object["markdownDescription"] = JSONValue(string: text)
    return object.json
  }

  // MARK: Parts

  /// A Nimbus `properties` object: each property, and the rules of the
  /// required ones.
  private func inner(_ properties: [PropertySpec], rules: [JSONValue], owner: String?, isObject: Bool) -> JSONValue {
    var schema = SchemaObject([
      "properties": JSONValue(members: properties.map { ($0.name, property($0, of: owner)) })
    ])
    if isObject { schema["type"] = "object" }
    if !rules.isEmpty { schema["allOf"] = JSONValue(.array(rules)) }
    return schema.json
  }

  /// For each required property, a rule that it is there and not `null`,
  /// unless another property stands for it or `exemptions` names a case.
  private func requiredRules(_ specs: PropertySpecs, exemptions: [String: JSONValue]) -> [JSONValue] {
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

  /// What frees a component from a required property: a Beagle list
  /// written in the 1.x shape, with static `children` and no
  /// `dataSource`.
  private func exemptions(of descriptor: ComponentDescriptor) -> [String: JSONValue] {
    guard dialect == .beagle, BeagleBuiltins.lists.contains(descriptor.name) else { return [:] }
    return [
      "dataSource": [
        "required": ["children"], "properties": ["children": ["type": "array"]],
        "not": ["required": ["dataSource"]],
      ]
    ]
  }

  /// Each property once, as the specs index them (a later spec of a name
  /// wins), in the order of their first declaration.
  private func unique(_ specs: PropertySpecs) -> [PropertySpec] {
    var seen: Set<String> = []
    return specs.names.filter { seen.insert($0).inserted }.compactMap { specs[$0] }
  }
}

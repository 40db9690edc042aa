import SDUIDocument

/// The shape of a Beagle `style` (``BeagleStyleSpecs``), as
/// `DialectDecoder.checkBeagleStyle` checks it on every registered
/// component: its members, each object in it (`style.flex`,
/// `style.size`...), the `{value, type}` unit values inside those, and the
/// flex keys written directly in `style`, which belong in `style.flex`.
/// Each is checked only as a plain object: a node or an action there is
/// read as one.
struct BeagleStyleSchema {
  /// The properties' types and descriptions.
  let entries: EntrySchemas

  /// The definitions: `style`, one for each object in it, and `unitValue`.
  var definitions: [(key: String, value: JSONValue)] {
    let style = BeagleStyleSpecs.style
    var members = style.list.map { spec in
      let schema = entries.property(spec, of: nil)
      return (spec.name, BeagleStyleSpecs.nested[spec.name] == nil ? schema : schema.referencing(Self.style(spec.name)))
    }
    for spec in BeagleStyleSpecs.flex.list where style[spec.name] == nil {
      let message = DiagnosticKind.misplacedProperty(name: spec.name, expectedIn: "style.flex").message
      members.append((spec.name, ["not": [:], "errorMessage": JSONValue(string: message)]))
    }
    var definitions: [(key: String, value: JSONValue)] = [
      (SchemaDefinition.style, Self.plain(members))
    ]
    for (name, specs) in BeagleStyleSpecs.nested.sorted(by: { $0.key < $1.key }) {
      let properties = specs.list.map { spec in
        let schema = entries.property(spec, of: nil)
        let isUnit = BeagleStyleSpecs.unitValueKeys.contains(spec.name)
        return (spec.name, isUnit ? schema.referencing(SchemaDefinition.unitValue) : schema)
      }
      definitions.append((Self.style(name), Self.plain(properties)))
    }
    let unitValue = BeagleStyleSpecs.unitValue.list.map { ($0.name, entries.property($0, of: nil)) }
    definitions.append((SchemaDefinition.unitValue, Self.plain(unitValue)))
    return definitions
  }

  /// An object with these properties, unless it is a node or an action.
  private static func plain(_ properties: [(key: String, value: JSONValue)]) -> JSONValue {
    let keys = [Dialect.beagle.componentKey, Dialect.beagle.actionKey].map { key -> JSONValue in
      ["required": JSONValue(strings: [key])]
    }
    return ["if": ["anyOf": JSONValue(.array(keys))], "else": ["properties": JSONValue(members: properties)]]
  }

  /// The definition of the object under `style.NAME`.
  static func style(_ name: String) -> String {
    SchemaDefinition.style + "." + name
  }
}

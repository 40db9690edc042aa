import SDUIDocument

/// A2UI's messages are described by its own JSON Schemas
/// (`server_to_client.json` and each catalog's), which strict mode holds a
/// stream to; `sdui-term schema` writes none of its own for them
/// (``writesScreenSchema``). A component's entry is still the catalog's
/// flat object, for what asks the registry for one.
extension A2UIDialect {
  package var writesScreenSchema: Bool { false }

  package func schemaNodeKeys(_ shapes: ScreenShapes, children: JSONValue) -> [(key: String, value: JSONValue)] {
    []
  }

  package func schemaActionBody(_ shapes: ScreenShapes) -> SchemaObject {
    SchemaObject()
  }

  package func schemaDefinitions(_ shapes: ScreenShapes, entries: EntrySchemas) -> [(key: String, value: JSONValue)] {
    []
  }

  package func schemaComponent(_ descriptor: ComponentDescriptor, entries: EntrySchemas) -> JSONValue {
    let text = entries.documentation.component(descriptor.name)
    var keys: [(key: String, value: JSONValue)] = [(componentKey, entries.described([:], text))]
    for spec in entries.unique(descriptor.specs) {
      keys.append((spec.name, entries.property(spec, of: descriptor.name)))
    }
    var schema = SchemaObject(entries.described([:], text))
    schema["properties"] = JSONValue(members: keys)
    return schema.json
  }

  package func schemaAction(_ descriptor: ActionDescriptor, entries: EntrySchemas) -> JSONValue {
    let (properties, _, start, _) = entries.actionParts(descriptor)
    var schema = start
    schema["properties"] = JSONValue(members: properties.map { ($0.name, entries.property($0, of: nil)) })
    return schema.json
  }
}

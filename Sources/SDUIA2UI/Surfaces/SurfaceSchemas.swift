import SDUIDocument
import SDUISchemaValidation

/// The JSON Schemas strict mode holds components and themes to: each
/// catalog given as JSON, with `common_types.json`, which its schemas
/// refer to.
///
/// A component is checked against its catalog's schema of its type. A
/// schema in A2UI's envelope (one that names the `component` key among
/// its properties or required ones, or refers to `ComponentCommon`, as the
/// basic catalog's do) is given the whole component; one that describes the properties alone (as the
/// suites' small catalogs do) is given them without `id` and `component`.
package struct SurfaceSchemas: Sendable {
  private var registry = SchemaRegistry(vocabulary: .a2uiCatalogs)
  private var catalogURIs: [String: String] = [:]
  private var themeURIs: [String: String] = [:]

  /// Schemas that know `commonTypes` (A2UI's `common_types.json`).
  package init(commonTypes: JSONValue) throws(SchemaRegistrationError) {
    try registry.register(commonTypes)
  }

  /// Makes a catalog's schemas known, when it came as JSON.
  package mutating func register(_ catalog: A2UICatalog) throws(SchemaRegistrationError) {
    guard let document = catalog.document else { return }
    let uri = document["$id"]?.stringValue ?? "urn:a2ui:catalog:" + catalog.id
    // The theme is registered apart: the capabilities' schema writes it as
    // a map of each theme property's schema, the suites as one schema.
    let members = document.objectMembers ?? []
    try registry.register(JSONValue(.object(members.filter { $0.key != "theme" })), as: uri)
    catalogURIs[catalog.id] = uri
    if let theme = document["theme"], let properties = theme.objectMembers {
      let isSchema = properties.contains {
        ["type", "properties", "$ref", "allOf", "additionalProperties"].contains($0.key)
      }
      let themeURI = uri + "/theme"
      try registry.register(
        isSchema ? theme : ["type": "object", "properties": theme], as: themeURI)
      themeURIs[catalog.id] = themeURI
    }
  }

  /// How `component`, of `type`, fails its catalog's schema of that type;
  /// none when the catalog has no schema for it.
  package func violations(of component: JSONValue, type: String, in catalog: A2UICatalog) -> [SchemaViolation] {
    guard let uri = catalogURIs[catalog.id], let schema = catalog.document?["components"]?[type] else { return [] }
    let instance =
      Self.describesWholeComponent(schema)
      ? component
      : JSONValue(.object((component.objectMembers ?? []).filter { !["id", "component"].contains($0.key) }))
    return registry.validate(instance, against: uri + "#/components/" + SchemaPointer.token(type))
  }

  /// How a surface's `theme` fails its catalog's theme schema; none when
  /// the catalog has none.
  package func violations(ofTheme theme: JSONValue, in catalog: A2UICatalog) -> [SchemaViolation] {
    guard let uri = themeURIs[catalog.id] else { return [] }
    return registry.validate(theme, against: uri)
  }

  private static func describesWholeComponent(_ schema: JSONValue) -> Bool {
    let branches = [schema] + (schema["allOf"]?.arrayElements ?? [])
    return branches.contains { branch in
      branch["properties"]?["component"] != nil
        || (branch["required"]?.arrayElements ?? []).contains { $0.stringValue == "component" }
        || branch["$ref"]?.stringValue?.hasSuffix("/ComponentCommon") == true
    }
  }
}

/// A JSON Pointer token as a URI fragment holds it.
private enum SchemaPointer {
  static func token(_ name: String) -> String {
    name.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
  }
}

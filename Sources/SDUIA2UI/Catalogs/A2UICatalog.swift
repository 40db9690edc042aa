import SDUIDocument

/// A catalog as the message processor needs it: its id, its components by
/// name with the properties that name other components (a `ComponentId`
/// or a `ChildList`), and its functions.
///
/// The basic and minimal catalogs are built in; another comes from its
/// JSON (`catalogId`, `components` as JSON Schemas, `functions`), where a
/// property is a reference when its schema is a `$ref` to
/// `common_types.json`'s `ComponentId` or `ChildList`.
package struct A2UICatalog: Sendable {
  /// A property of a component that names children.
  package struct ChildReference: Sendable, Equatable {
    /// The property's path in the component; `*` stands for each element
    /// of an array (Tabs' `tabs/*/child`).
    package var path: [String]
    /// Whether it is a `ChildList` (ids, or a template) rather than one id.
    package var isList: Bool

    /// Creates a reference.
    package init(_ path: [String], isList: Bool) {
      self.path = path
      self.isList = isList
    }
  }

  /// The id surfaces name it by.
  package let id: String
  /// Each component's properties that name children, by component name.
  package let components: [String: [ChildReference]]
  /// The names of its functions.
  package let functions: Set<String>
  /// The catalog's JSON, when it came as JSON: its schemas, which strict
  /// mode holds components and themes to (``SurfaceSchemas``).
  package let document: JSONValue?
  /// The registered name of each of an app's components, by the name a
  /// surface writes (`progress` is `myApp:progress`).
  package let registeredNames: [String: String]

  /// Creates a catalog.
  package init(
    id: String, components: [String: [ChildReference]], functions: Set<String>, document: JSONValue? = nil,
    registeredNames: [String: String] = [:]
  ) {
    self.id = id
    self.components = components
    self.functions = functions
    self.document = document
    self.registeredNames = registeredNames
  }

  /// An app's library as the catalog `id` (``Library/catalog(_:)``): the
  /// basic catalog's components and functions, and the library's own,
  /// each component by the name it was added under, its children in
  /// `child` or `children` as it takes one or many.
  package init(library: Library, id: String) {
    var components = Self.basic.components
    var names: [String: String] = [:]
    for descriptor in library.components {
      let name = QualifiedName(descriptor.name).name
      names[name] = descriptor.name
      components[name] =
        switch descriptor.children {
        case .none: []
        case .single: [ChildReference(["child"], isList: false)]
        case .many: [ChildReference(["children"], isList: true)]
        }
    }
    self.init(
      id: id, components: components, functions: Self.basic.functions.union(library.operations.map(\.name)),
      registeredNames: names)
  }

  /// The catalog a catalog document describes.
  package init(json: JSONValue) throws(A2UIProblem) {
    guard let id = json["catalogId"]?.stringValue else {
      throw json["catalogId"] == nil
        ? .missingKey("catalogId", in: "a catalog")
        : .wrongType(key: "catalogId", expected: "a string", found: json["catalogId"]?.typeName ?? "")
    }
    var components: [String: [ChildReference]] = [:]
    for member in json["components"]?.objectMembers ?? [] {
      var references: [ChildReference] = []
      Self.collectReferences(in: member.value, path: [], depth: 0, into: &references)
      components[member.key] = references
    }
    // The catalogs hold their functions by name; a capabilities payload
    // lists them, each with its `name`.
    let functions =
      json["functions"]?.objectMembers?.map(\.key)
      ?? (json["functions"]?.arrayElements ?? []).compactMap { $0["name"]?.stringValue }
    self.init(id: id, components: components, functions: Set(functions), document: json)
  }

  /// How deep a component's schema is searched for references.
  private static let searchDepth = 16

  private static func collectReferences(
    in schema: JSONValue, path: [String], depth: Int, into references: inout [ChildReference]
  ) {
    guard depth < searchDepth else { return }
    if let target = schema["$ref"]?.stringValue {
      if target.hasSuffix("/ComponentId") { references.append(ChildReference(path, isList: false)) }
      if target.hasSuffix("/ChildList") { references.append(ChildReference(path, isList: true)) }
    }
    for member in schema["properties"]?.objectMembers ?? [] {
      collectReferences(in: member.value, path: path + [member.key], depth: depth + 1, into: &references)
    }
    if let items = schema["items"] {
      collectReferences(in: items, path: path + ["*"], depth: depth + 1, into: &references)
    }
    for key in ["allOf", "oneOf", "anyOf"] {
      for branch in schema[key]?.arrayElements ?? [] {
        collectReferences(in: branch, path: path, depth: depth + 1, into: &references)
      }
    }
  }
}

extension A2UICatalog {
  /// The basic catalog of A2UI v0.9: its 18 components and 14 functions.
  package static let basic = A2UICatalog(
    id: "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json",
    components: [
      "Text": [], "Image": [], "Icon": [], "Video": [], "AudioPlayer": [],
      "Row": [ChildReference(["children"], isList: true)], "Column": [ChildReference(["children"], isList: true)],
      "List": [ChildReference(["children"], isList: true)], "Card": [ChildReference(["child"], isList: false)],
      "Tabs": [ChildReference(["tabs", "*", "child"], isList: false)], "Divider": [],
      "Modal": [ChildReference(["trigger"], isList: false), ChildReference(["content"], isList: false)],
      "Button": [ChildReference(["child"], isList: false)], "TextField": [], "CheckBox": [], "ChoicePicker": [],
      "Slider": [], "DateTimeInput": [],
    ],
    functions: Set(FunctionCatalog.basic.functions.keys))

  /// The minimal catalog: Text, Row, Column, Button, TextField and `capitalize`.
  package static let minimal = A2UICatalog(
    id: "https://a2ui.org/specification/v0_9/catalogs/minimal/catalog.json",
    components: [
      "Text": [], "Row": [ChildReference(["children"], isList: true)],
      "Column": [ChildReference(["children"], isList: true)], "Button": [ChildReference(["child"], isList: false)],
      "TextField": [],
    ],
    functions: Set(FunctionCatalog.minimal.functions.keys))
}

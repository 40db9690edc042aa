import SDUIDialects
import SDUITestSupport
import Testing

@testable import SDUIDocument

/// `sdui-term schema`: the JSON Schema of a dialect's screens, generated
/// from the registry. What it accepts and refuses on real screens is held
/// to `check` by Tests/check/schema.py; these hold its parts.
@Suite("Registry schema")
struct RegistrySchemaTests {
  /// A property of each type, and the fragment that says what it accepts.
  static let fragments: [(type: PropertySpec.ValueType, dialect: Dialect, fragment: String)] = [
    (.string, .nimbus, ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["string","number","boolean","null"]}}"##),
    (
      .url, .beagle,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["string","number","boolean","null"],"minLength":1}}"##
    ),
    (
      .number, .nimbus,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["number","string","null"],"##
        + ##""pattern":"(?:^[+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?$)","##
        + ##""patternErrorMessage":"expected a number (or an @{...} expression)"}}"##
    ),
    (
      .integer, .beagle,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["number","string","null"],"##
        + ##""pattern":"(?:^[+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?$)","##
        + ##""patternErrorMessage":"expected an integer (or an @{...} expression)"}}"##
    ),
    (.boolean, .nimbus, ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["boolean","null"]}}"##),
    (
      .boolean, .beagle,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["boolean","string","null"],"##
        + ##""pattern":"(?:^(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$)","##
        + ##""patternErrorMessage":"expected a boolean (or an @{...} expression)"}}"##
    ),
    (.color, .nimbus, ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"$ref":"#/$defs/color"}}"##),
    (
      .enumeration(["start", "END"]), .nimbus,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["string","null"],"##
        + ##""pattern":"(?:^(?:[Ss][Tt][Aa][Rr][Tt]|[Ee][Nn][Dd])$)","##
        + ##""patternErrorMessage":"expected one of 'start', 'END' (or an @{...} expression)","##
        + ##""examples":["start","END"]}}"##
    ),
    (
      .numberOrKeyword(["expand"]), .nimbus,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["number","string","null"],"##
        + ##""pattern":"(?:^[+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?$)|(?:^(?:[Ee][Xx][Pp][Aa][Nn][Dd])$)","##
        + ##""patternErrorMessage":"expected a number or 'expand' (or an @{...} expression)","examples":["expand"]}}"##
    ),
    (
      .event, .beagle,
      ##"{"type":["array","object","string","null"],"pattern":"(?:^|[^\\\\])(?:\\\\\\\\)*@\\{[\\s\\S]*\\}","##
        + ##""patternErrorMessage":"expected a list of actions or an @{...} expression"}"##
    ),
    (
      .component, .nimbus,
      ##"{"type":["object","string","array","null"],"if":{"required":["_:action"]},"else":{"required":["_:component"]}}"##
    ),
    (.components, .beagle, "{}"),
    (.object, .beagle, ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["object","null"]}}"##),
    (
      .array(.object), .nimbus,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["array","null"],"items":{"type":"object"}}}"##
    ),
    (
      .array(.string), .nimbus,
      ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["array","null"],"##
        + ##""items":{"type":["string","number","boolean","array","object"]}}}"##
    ),
    (.array(.number), .beagle, ##"{"if":{"$ref":"#/$defs/dynamic"},"else":{"type":["array","null"]}}"##),
    (.any, .nimbus, "{}"),
  ]

  @Test(arguments: fragments.indices)
  func eachTypeHasItsFragment(_ index: Int) {
    let (type, dialect, fragment) = Self.fragments[index]
    #expect(ValueTypeSchema(dialect: dialect).fragment(for: type).jsonText == fragment)
  }

  @Test func theRootIsANodeOfDraft202012() throws {
    let document = RegistrySchema(Registry.described(for: .nimbus)).document
    #expect(document["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
    #expect(document["$ref"]?.stringValue == "#/$defs/node")
    let description = try #require(document["description"]?.stringValue)
    #expect(description.hasPrefix("Nimbus screens: 20 components, 11 actions, 30 operations."))
    #expect(description.contains("- **substr** (Nimbus operation): takes 2 to 3 arguments"))
    #expect(description.contains("- **not** (Nimbus operation): takes 1 argument, in `@{not(...)}`."))
  }

  @Test func everyComponentAndActionIsDefinedAndDispatchedByName() throws {
    for dialect in Dialect.allCases {
      let registry = Registry.described(for: dialect)
      let definitions = try #require(RegistrySchema(registry).document["$defs"])
      for name in registry.components.names {
        #expect(definitions[SchemaDefinition.component(name)] != nil, "\(name)")
      }
      for name in registry.actions.names {
        #expect(definitions[SchemaDefinition.action(name)] != nil, "\(name)")
      }
      let dispatch = try #require(definitions["node"]?["allOf"]?.arrayElements)
      #expect(dispatch.count == registry.components.count)
      #expect(dispatch.allSatisfy { $0["else"] == nil }, "an unknown component is no error")
    }
  }

  @Test func aPropertyHasItsTypeDefaultAndDescription() throws {
    let registry = Registry.described(for: .nimbus)
    let definitions = try #require(RegistrySchema(registry).document["$defs"])
    let column = try #require(definitions["component:layout:column"])
    let spec = try #require(registry.components.lookup("layout:column")?.specs["mainAxisAlignment"])
    let property = try #require(column["properties"]?["properties"]?["properties"]?["mainAxisAlignment"])
    #expect(property["default"]?.stringValue == "start")
    #expect(property["else"]?["examples"]?.arrayElements?.first?.stringValue == "start")
    let described = RegistryDocumentation(registry).property(spec, ofComponent: "layout:column")
    #expect(property["description"]?.stringValue == described)
    #expect(property["markdownDescription"]?.stringValue == described)
    #expect(column["properties"]?["mainAxisAlignment"]?["errorMessage"] != nil, "outside 'properties' it is refused")
  }

  @Test func requiredPropertiesAreRequiredWhereTheDecoderReadsThem() throws {
    let nimbus = try #require(RegistrySchema(Registry.described(for: .nimbus)).document["$defs"])
    let remoteImage = try #require(nimbus["component:layout:remoteImage"])
    #expect(remoteImage["required"]?.arrayElements == ["properties"])
    let rules = try #require(remoteImage["properties"]?["properties"]?["allOf"]?.arrayElements)
    #expect(rules.first?["required"]?.arrayElements == ["url"])
    let push = try #require(nimbus["action:push"]?["properties"]?["properties"]?["allOf"]?.arrayElements?.first)
    #expect(push["if"]?["required"]?.arrayElements == ["route"], "url is required unless route is given")

    let beagle = try #require(RegistrySchema(Registry.described(for: .beagle)).document["$defs"])
    let list = try #require(beagle["component:beagle:listView"]?["allOf"]?.arrayElements?.first)
    #expect(list["if"]?["required"]?.arrayElements == ["children"], "a 1.x list with static children needs none")
    let touchable = try #require(beagle["component:beagle:touchable"]?["allOf"]?.arrayElements)
    #expect(touchable.contains { $0["else"]?["required"]?.arrayElements == ["child"] })
  }

  @Test func aLibrarysComponentAndActionAppear() throws {
    var registry = Registry.described(for: .beagle)
    registry.merge(
      Library(
        namespace: "acme",
        components: [
          ComponentDescriptor(
            "acme:meter", properties: [PropertySpec("level", .number, default: 0, required: true)], children: .none)
        ],
        actions: [ActionDescriptor("acme:ping", properties: [PropertySpec("target", .url)])]))
    let document = RegistrySchema(registry).document
    let meter = try #require(document["$defs"]?["component:acme:meter"])
    #expect(meter["properties"]?["level"]?["default"] == 0)
    #expect(meter["allOf"]?.arrayElements?.first?["required"]?.arrayElements == ["level"])
    #expect(meter["properties"]?["style"]?["$ref"]?.stringValue == "#/$defs/style")
    #expect(document["$defs"]?["action:acme:ping"]?["properties"]?["target"]?["else"]?["minLength"] == 1)
    let names = try #require(document["$defs"]?["node"]?["properties"]?["_beagleComponent_"]?["examples"])
    #expect(names.arrayElements?.contains("acme:meter") == true)
    let dispatched = try #require(document["$defs"]?["node"]?["allOf"]?.arrayElements).compactMap {
      $0["then"]?["$ref"]?.stringValue
    }
    #expect(dispatched.contains("#/$defs/component:acme:meter"))
  }

  @Test func aNameIsMatchedIgnoringCase() throws {
    let dispatch = try #require(
      RegistrySchema(Registry.described(for: .beagle)).document["$defs"]?["node"]?["allOf"]?.arrayElements)
    let pageView = dispatch.first { $0["then"]?["$ref"]?.stringValue == "#/$defs/component:beagle:pageView" }
    let pattern = pageView?["if"]?["properties"]?["_beagleComponent_"]?["pattern"]?.stringValue
    #expect(pattern == "^(?:[Bb][Ee][Aa][Gg][Ll][Ee]:[Pp][Aa][Gg][Ee][Vv][Ii][Ee][Ww])$")
  }

  @Test func aDefinitionIsNamedByAJSONPointerInAFragment() {
    #expect(SchemaDefinition.pointerToken("component:layout:text") == "component:layout:text")
    #expect(SchemaDefinition.pointerToken("a/b~c d%") == "a~1b~0c%20d%25")
    #expect(SchemaDefinition.pointerToken("é") == "%C3%A9")
  }

  @Test(arguments: Dialect.allCases.filter(\.definition.writesScreenSchema))
  func eachDialectsSchemaIsStable(_ dialect: Dialect) {
    let document = RegistrySchema(Registry.described(for: dialect)).document
    assertSnapshot(Self.withoutDescriptions(document).indentedJSONText + "\n", named: "schema-\(dialect.name)")
  }

  @Test func theTextIsTheDocumentIndented() {
    let schema = RegistrySchema(Registry.described(for: .beagle))
    #expect(schema.text == schema.document.indentedJSONText + "\n")
  }

  /// The schema without its descriptions, which `RegistryDocumentation`'s
  /// own tests and properties.md hold: the snapshot holds the shapes.
  static func withoutDescriptions(_ value: JSONValue) -> JSONValue {
    switch value.kind {
    case .object(let members):
      return JSONValue(
        .object(
          members.filter { !["description", "markdownDescription"].contains($0.key) }.map {
            JSONMember(key: $0.key, value: withoutDescriptions($0.value))
          }))
    case .array(let elements):
      return JSONValue(.array(elements.map(withoutDescriptions)))
    default:
      return value
    }
  }
}

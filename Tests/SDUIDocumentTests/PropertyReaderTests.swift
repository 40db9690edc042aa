import SDUIDialects
import Testing

@testable import SDUIDocument

@Suite("Property reader")
struct PropertyReaderTests {
  static func reader(_ values: JSONValue, _ component: String, _ dialect: Dialect) -> PropertyReader {
    let registry = Registry.described(for: dialect)
    let specs =
      registry.components.lookup(component)?.properties ?? registry.actions.lookup(component)?.properties ?? []
    return PropertyReader(
      values: values, descriptorName: component, specs: specs, dialect: dialect, path: .root.appending("properties"))
  }

  /// Every built-in component and action of a dialect, with its specs.
  static func builtinOwners(_ dialect: Dialect) -> [(name: String, specs: PropertySpecs)] {
    let registry = Registry.described(for: dialect)
    return registry.components.names.compactMap { registry.components.lookup($0).map { ($0.name, $0.specs) } }
      + registry.actions.names.compactMap { registry.actions.lookup($0).map { ($0.name, $0.specs) } }
  }

  struct DefaultCase: CustomTestStringConvertible, Sendable {
    let owner: String
    let property: String
    let dialect: Dialect
    let expected: JSONValue
    var testDescription: String { "\(owner).\(property) = \(expected.jsonText)" }
  }

  /// The documented defaults, written out from the specs rather than read
  /// back from the tables, so that a wrong table entry fails here.
  static let defaults: [DefaultCase] = [
    DefaultCase(owner: "layout:text", property: "size", dialect: .nimbus, expected: 12),
    DefaultCase(owner: "layout:text", property: "weight", dialect: .nimbus, expected: "normal"),
    DefaultCase(owner: "layout:text", property: "color", dialect: .nimbus, expected: "#000000FF"),
    DefaultCase(owner: "layout:text", property: "alignment", dialect: .nimbus, expected: "start"),
    DefaultCase(owner: "layout:column", property: "mainAxisAlignment", dialect: .nimbus, expected: "start"),
    DefaultCase(owner: "layout:row", property: "crossAxisAlignment", dialect: .nimbus, expected: "start"),
    DefaultCase(owner: "layout:column", property: "width", dialect: .nimbus, expected: "fitContent"),
    DefaultCase(owner: "layout:column", property: "clipped", dialect: .nimbus, expected: false),
    DefaultCase(owner: "layout:column", property: "borderWidth", dialect: .nimbus, expected: 0),
    DefaultCase(owner: "layout:column", property: "borderDashLength", dialect: .nimbus, expected: 1),
    DefaultCase(owner: "layout:column", property: "marginTop", dialect: .nimbus, expected: 0),
    DefaultCase(owner: "layout:screen", property: "showBackButton", dialect: .nimbus, expected: true),
    DefaultCase(owner: "layout:scrollView", property: "scrollIndicator", dialect: .nimbus, expected: true),
    DefaultCase(owner: "layout:scrollView", property: "direction", dialect: .nimbus, expected: "vertical"),
    DefaultCase(owner: "layout:positioned", property: "alignment", dialect: .nimbus, expected: "topStart"),
    DefaultCase(owner: "layout:positioned", property: "x", dialect: .nimbus, expected: 0),
    DefaultCase(owner: "layout:remoteImage", property: "scale", dialect: .nimbus, expected: "center"),
    DefaultCase(owner: "forEach", property: "iteratorName", dialect: .nimbus, expected: "item"),
    DefaultCase(owner: "forEach", property: "indexName", dialect: .nimbus, expected: "index"),
    DefaultCase(owner: "sendRequest", property: "method", dialect: .nimbus, expected: "Get"),
    DefaultCase(owner: "push", property: "prefetch", dialect: .nimbus, expected: false),
    DefaultCase(owner: "log", property: "level", dialect: .nimbus, expected: "Info"),
    DefaultCase(owner: "beagle:button", property: "enabled", dialect: .beagle, expected: true),
    DefaultCase(owner: "beagle:text", property: "alignment", dialect: .beagle, expected: "LEFT"),
    DefaultCase(owner: "beagle:textInput", property: "type", dialect: .beagle, expected: "TEXT"),
    DefaultCase(owner: "beagle:textInput", property: "readOnly", dialect: .beagle, expected: false),
    DefaultCase(owner: "beagle:textInput", property: "showError", dialect: .beagle, expected: false),
    DefaultCase(owner: "beagle:scrollView", property: "scrollDirection", dialect: .beagle, expected: "VERTICAL"),
    DefaultCase(owner: "beagle:scrollView", property: "scrollBarEnabled", dialect: .beagle, expected: true),
    DefaultCase(owner: "beagle:listView", property: "direction", dialect: .beagle, expected: "VERTICAL"),
    DefaultCase(owner: "beagle:listView", property: "scrollEndThreshold", dialect: .beagle, expected: 100),
    DefaultCase(owner: "beagle:listView", property: "isScrollIndicatorVisible", dialect: .beagle, expected: false),
    DefaultCase(owner: "beagle:listView", property: "iteratorName", dialect: .beagle, expected: "item"),
    DefaultCase(owner: "beagle:image", property: "mode", dialect: .beagle, expected: "FIT_CENTER"),
    DefaultCase(owner: "beagle:pullToRefresh", property: "isRefreshing", dialect: .beagle, expected: false),
    DefaultCase(owner: "beagle:alert", property: "labelOk", dialect: .beagle, expected: "Ok"),
    DefaultCase(owner: "beagle:confirm", property: "labelCancel", dialect: .beagle, expected: "Cancel"),
    DefaultCase(owner: "beagle:sendRequest", property: "method", dialect: .beagle, expected: "GET"),
    DefaultCase(owner: "beagle:addChildren", property: "mode", dialect: .beagle, expected: "APPEND"),
    DefaultCase(owner: "beagle:openNativeRoute", property: "shouldResetApplication", dialect: .beagle, expected: false),
  ]

  @Test(arguments: defaults)
  func missingPropertiesReadAsTheirDefault(_ testCase: DefaultCase) throws {
    var reader = Self.reader([:], testCase.owner, testCase.dialect)
    let registry = Registry.described(for: testCase.dialect)
    let spec = try #require(
      (registry.components.lookup(testCase.owner)?.properties ?? registry.actions.lookup(testCase.owner)?.properties)?
        .first { $0.name == testCase.property })
    let read: JSONValue? =
      switch spec.type {
      case .boolean: reader.boolean(testCase.property).map { JSONValue(.bool($0)) }
      case .number: reader.number(testCase.property).map { JSONValue(.number($0)) }
      case .integer: reader.integer(testCase.property).map { JSONValue(.number(.integer($0))) }
      case .color: reader.color(testCase.property).map { JSONValue(.string($0.description)) }
      case .enumeration: reader.enumeration(testCase.property).map { JSONValue(.string($0)) }
      default: reader.string(testCase.property).map { JSONValue(.string($0)) }
      }
    #expect(read == testCase.expected)
    #expect(reader.diagnostics.isEmpty)
  }

  @Test(arguments: Dialect.allCases)
  func everyDefaultIsReadableAsItsOwnType(_ dialect: Dialect) {
    for (owner, specs) in Self.builtinOwners(dialect) {
      let values = JSONValue(
        .object(specs.list.compactMap { spec in spec.defaultValue.map { JSONMember(key: spec.name, value: $0) } }))
      var reader = PropertyReader(values: values, descriptorName: owner, specs: specs, dialect: dialect, path: .root)
      reader.validateAll()
      #expect(reader.diagnostics.isEmpty, "\(owner): \(reader.diagnostics.map(\.message))")
    }
  }

  @Test func coercesAndReportsWrongValues() {
    var reader = Self.reader(
      ["text": 5, "enabled": "true", "size": "14", "color": "reddish", "type": "email"], "beagle:textInput", .beagle)
    #expect(reader.boolean("enabled") == true)
    #expect(reader.enumeration("type") == "EMAIL")
    #expect(reader.color("color") == nil)
    #expect(
      reader.diagnostics.map(\.message) == [
        "'type' is 'email', read as 'EMAIL'; beagle-ios accepts only 'EMAIL'",
        "'color' is 'reddish', expected a color '#RGB', '#RGBA', '#RRGGBB' or '#RRGGBBAA'",
      ])
    #expect(reader.diagnostics.map(\.path.description) == ["$.properties.type", "$.properties.color"])
  }

  /// CSS names are drawn, with a warning that says who reads them.
  @Test(arguments: [
    (Dialect.beagle, "green", "#008000FF", "Beagle web and Flutter draw color names, beagle-ios ignores them"),
    (Dialect.beagle, "DarkSlateGray", "#2F4F4FFF", "Beagle web and Flutter draw color names, beagle-ios ignores them"),
    (Dialect.nimbus, "pink", "#FFC0CBFF", "Nimbus defines colors as hex only"),
  ])
  func namedColorsAreDrawnWithAWarning(_ dialect: Dialect, _ name: String, _ color: String, _ peers: String) {
    let owner = dialect == .beagle ? "beagle:text" : "layout:text"
    let property = dialect == .beagle ? "textColor" : "color"
    var reader = Self.reader([property: .init(.string(name))], owner, dialect)
    #expect(reader.color(property)?.description == color)
    #expect(
      reader.diagnostics.map(\.message) == [
        "'\(property)' is the color name '\(name)', drawn as \(color.dropLast(2)); \(peers): write '\(color.dropLast(2))'"
      ])
    #expect(reader.diagnostics.map(\.severity) == [.warning])
  }

  @Test func nimbusBooleansMustBeBooleans() {
    var reader = Self.reader(["showBackButton": "false"], "layout:screen", .nimbus)
    #expect(reader.boolean("showBackButton") == true)
    #expect(
      reader.diagnostics.map(\.message) == [
        "'showBackButton' is a string, expected a boolean; the default true is used"
      ])
  }

  @Test func requiredPropertiesAreReportedWhenMissing() {
    var reader = Self.reader([:], "beagle:text", .beagle)
    #expect(reader.string("text") == nil)
    #expect(reader.diagnostics.map(\.message) == ["'beagle:text' requires 'text', which is missing"])
  }

  @Test func arraysKeepTheirValidElements() {
    var reader = Self.reader(["items": [1, "two", 3, nil]], "forEach", .nimbus)
    let numbers = reader.array("items", expected: "a number") { Coercion.number(from: $0) }
    #expect(numbers == [.integer(1), .integer(3)])
    #expect(
      reader.diagnostics.map(\.message) == [
        "element 1 of 'items' is a string, expected a number; it is left out",
        "element 3 of 'items' is null, expected a number; it is left out",
      ])
    #expect(reader.diagnostics.map(\.path.description) == ["$.properties.items[1]", "$.properties.items[3]"])
  }

  @Test func invalidEnumerationsFallBackToTheDefault() {
    var reader = Self.reader(["mainAxisAlignment": "middle"], "layout:row", .nimbus)
    #expect(reader.enumeration("mainAxisAlignment") == "start")
    #expect(
      reader.diagnostics.first?.message
        == "'mainAxisAlignment' is 'middle', expected one of 'start', 'end', 'center', 'spaceBetween', 'spaceAround', 'spaceEvenly'"
    )
  }

  /// The decoder skips the reader for literals a type accepts as is, so
  /// the reader must find nothing wrong with any of them, for every
  /// built-in property of both dialects.
  @Test func literalsAcceptedAsIsAreNeverReported() {
    let literals: [JSONValue] = ["", "text", "#FF0000", "center", 0, 1.5, -3, true, false, ["a": 1], [1, "b"]]
    var accepted = 0
    for dialect in [Dialect.nimbus, .beagle] {
      for (owner, specs) in Self.builtinOwners(dialect) {
        for spec in specs.list {
          for literal in literals where spec.type.acceptsAsIs(literal) {
            accepted += 1
            var reader = PropertyReader(
              values: JSONValue(.object([JSONMember(key: spec.name, value: literal)])), descriptorName: owner,
              specs: specs, dialect: dialect, path: .root)
            reader.validateAll()
            #expect(reader.diagnostics.isEmpty, "\(owner).\(spec.name) = \(literal.jsonText)")
          }
        }
      }
    }
    #expect(accepted > 100)
  }
}

extension Dialect {
  /// The dialect of a document none of the dialects reads: it has no
  /// built-ins and no keys, so nothing in it is a component or an action.
  /// A session of such a document (which has no root) runs as it.
  package static let unknown = Dialect(UnknownDialect())
}

/// The definition of ``SDUIDocument/Dialect/unknown``: nothing is read,
/// values print as JSON, and every rule is the strictest.
package final class UnknownDialect: DialectDefinition {
  package let name = "unknown"
  package let displayName = "an unknown dialect"
  /// No key names a component or an action.
  package let componentKey = ""
  package let actionKey = ""
  package let builtinLibraries: [Library] = []
  package let propertySupport = PropertySupportIndex([:])
  package let expressionSyntax = ExpressionSyntax()
  package let accessibilityWording = AccessibilityWording(
    labelProperty: "accessibility", imageLabelFix: "give it a label", unlabelledHeader: "it is not read")
  package let rules = DialectRules(
    propertiesKey: nil, stateKeyword: "state", ambientStates: [], idPrefix: "node:",
    stateNamePattern: "^(?!(?:true|false|null)$)[A-Za-z0-9_]+$", namedColorPeers: "colors are hex only")
  package let actionStructuralKeys: [String] = []
  package let routeActions: Set<String> = []

  package func structuralKeys(of component: ComponentDescriptor?) -> [String] { ["id"] }
  package func makeDecoder(context: DecodingContext) -> any DialectDecoder { Decoder(context: context) }
  package func stateNameProblem(_ name: String) -> String? { nil }
  package func text(of number: JSONNumber) -> String { JSONValue(.number(number)).jsonText }
  package func text(ofCompound value: JSONValue) -> String { value.jsonText }
  package func schemaNodeKeys(_ shapes: ScreenShapes, children: JSONValue) -> [(key: String, value: JSONValue)] { [] }
  package func schemaActionBody(_ shapes: ScreenShapes) -> SchemaObject { SchemaObject() }
  package func schemaDefinitions(_ shapes: ScreenShapes, entries: EntrySchemas) -> [(key: String, value: JSONValue)] {
    []
  }
  package func schemaComponent(_ descriptor: ComponentDescriptor, entries: EntrySchemas) -> JSONValue { [:] }
  package func schemaAction(_ descriptor: ActionDescriptor, entries: EntrySchemas) -> JSONValue { [:] }

  /// Reads no node and no action.
  private final class Decoder: DialectDecoder {
    let context: DecodingContext
    init(context: DecodingContext) { self.context = context }
    func decodeNode(_ value: JSONValue, path: JSONPath) -> ComponentNode? { nil }
    func decodeAction(_ value: JSONValue, path: JSONPath) -> ActionCall? { nil }
  }
}

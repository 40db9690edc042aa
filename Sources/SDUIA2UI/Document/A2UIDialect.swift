import SDUIDocument

extension Dialect {
  /// Google's A2UI v0.9: an agent's stream of messages (`createSurface`,
  /// `updateComponents`, `updateDataModel`, `deleteSurface`) over surfaces
  /// whose components, each named by `component`, come flat and by id.
  public static let a2ui = Dialect(A2UIDialect())
}

/// A2UI v0.9, as its renderer guide and the basic catalog's implementation
/// guide describe it. Its documents are streams, not one tree: it reads
/// them itself (``readDocument(_:options:forced:)``) and turns each surface
/// into a component tree the engine runs as the other dialects' (see
/// ``SurfaceTreeBuilder``).
package final class A2UIDialect: DialectDefinition {
  package let name = "a2ui"
  package let displayName = "A2UI"
  package let componentKey = "component"
  /// Actions are not typed objects in A2UI: a button's `action` holds an
  /// `event` or a `functionCall`.
  package let actionKey = ""
  package var builtinLibraries: [Library] { A2UIBuiltins.libraries }
  package let propertySupport = PropertySupportIndex(A2UISupportTable.table)
  package let expressionSyntax = ExpressionSyntax()
  package let accessibilityWording: AccessibilityWording = {
    var wording = AccessibilityWording(
      labelProperty: "accessibility.label", imageLabelFix: "give it a description or accessibility.label",
      unlabelledHeader: "a heading variant is announced by its text")
    wording.wordsProperty = [
      "text": "text", "button": "label", "checkbox": "label", "a2ui:choice": "label", "slider": "label",
    ]
    wording.images = ["image", "icon"]
    wording.buttons = ["button"]
    wording.textInputs = ["textfield"]
    return wording
  }()

  package let rules: DialectRules = {
    var rules = DialectRules(
      propertiesKey: nil, stateKeyword: "dataModel", ambientStates: [], idPrefix: "a2ui:",
      stateNamePattern: "^(?!(?:true|false|null)$)[A-Za-z0-9_]+$", namedColorPeers: "A2UI's themes write colours as hex"
    )
    rules.namesCatalogs = true
    rules.functionCallKey = "call"
    rules.closesProperties = true
    return rules
  }()

  package func structuralKeys(of component: ComponentDescriptor?) -> [String] { ["id", "accessibility"] }
  package let actionStructuralKeys: [String] = []
  package let routeActions: Set<String> = []

  package func readDocument(_ bytes: [UInt8], options: ScreenDecoder.Options, forced: Bool) -> DecodedScreen? {
    A2UIDocumentReader(dialect: .a2ui, options: options).read(bytes, forced: forced)
  }

  /// JSON Lines whose first line is a message stream: each line is a
  /// whole message, and a surface is drawn once its root has come.
  package func streams(_ head: [UInt8]) -> Bool {
    let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    guard let start = head.firstIndex(where: { !blank.contains($0) }),
      let end = head[start...].firstIndex(of: 0x0A),
      let first = try? JSONParser.parse(Array(head[start..<end]))
    else { return false }
    return A2UIDocumentReader.isMessage(first)
  }

  /// No root object is one A2UI component tree: streams are read whole.
  package func writes(root: JSONValue) -> Bool { false }

  package func makeDecoder(context: DecodingContext) -> any DialectDecoder {
    A2UIComponentDecoder(context: context)
  }

  package func stateNameProblem(_ name: String) -> String? { nil }

  /// As A2UI's web core prints a number into a template (JavaScript's `String(n)`).
  package func text(of number: JSONNumber) -> String { TypeCoercion.string(JSONValue(.number(number))) }

  package func text(ofCompound value: JSONValue) -> String { TypeCoercion.string(value) }
}

import SDUIDocument

extension Dialect {
  /// ZupIT Nimbus: nodes tagged `_:component`, actions `_:action`, with
  /// `properties`, `state` and `children` keys.
  public static let nimbus = Dialect(NimbusDialect())
}

/// Nimbus, as the Kotlin core reads it (spec nimbus §1, §4).
package final class NimbusDialect: DialectDefinition {
  package let name = "nimbus"
  package let displayName = "Nimbus"
  package let componentKey = "_:component"
  package let actionKey = "_:action"
  package var builtinLibraries: [Library] { NimbusBuiltins.libraries }
  package let propertySupport = PropertySupportIndex(NimbusSupportTable.table)
  package let expressionSyntax = ExpressionSyntax(digitsAreNames: true)
  package let accessibilityWording: AccessibilityWording = {
    var wording = AccessibilityWording(
      labelProperty: "accessibility.label", imageLabelFix: "give it accessibility.label",
      unlabelledHeader:
        "nimbus-layout-compose ignores isHeader without one, so Android announces no heading where iOS does")
    wording.wordsProperty = ["layout:text": "text"]
    wording.images = ["layout:localimage", "layout:remoteimage"]
    wording.textColorProperty = ["layout:text": "color"]
    wording.textSizeProperty = ["layout:text": "size"]
    return wording
  }()

  package let rules: DialectRules = {
    var rules = DialectRules(
      propertiesKey: "properties", stateKeyword: "state", ambientStates: ["global"], idPrefix: "nimbus:",
      stateNamePattern: "^(?!(?:true|false|null)$)[A-Za-z0-9_]+$", namedColorPeers: "Nimbus defines colors as hex only")
    rules.reportsNameCase = true
    // An app's own components and actions are in its own namespace; a name
    // with none is the core's (`forEach`, `setState`), where one no core
    // has is a typo. `layout:` stays open (docs/decisions.md).
    rules.closedNamespace = ""
    return rules
  }()

  package func structuralKeys(of component: ComponentDescriptor?) -> [String] {
    NimbusDecoder.nodeKeys.filter { $0 != componentKey }
  }

  package var actionStructuralKeys: [String] { NimbusDecoder.actionKeys }

  package let routeActions: Set<String> = ["push", "present", "popTo"]

  package func makeDecoder(context: DecodingContext) -> any DialectDecoder {
    NimbusDecoder(context: context)
  }

  package func stateNameProblem(_ name: String) -> String? { nil }

  /// As Kotlin prints it: `5`, `5.0`, `133.7`, `1.0E7`.
  package func text(of number: JSONNumber) -> String { NumberText.kotlin(number) }

  /// As Kotlin prints lists and maps: `[1, 2]`, `{a=1}`.
  package func text(ofCompound value: JSONValue) -> String {
    switch value.kind {
    case .array(let elements):
      "[" + elements.map { Coercion.text(of: $0, dialect: .nimbus) }.joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { "\($0.key)=\(Coercion.text(of: $0.value, dialect: .nimbus))" }.joined(separator: ", ") + "}"
    default: Coercion.text(of: value, dialect: .nimbus)
    }
  }
}

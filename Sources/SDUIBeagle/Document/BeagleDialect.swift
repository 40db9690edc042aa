import SDUIDocument

extension Dialect {
  /// ZupIT Beagle 2.x: nodes tagged `_beagleComponent_`, actions
  /// `_beagleAction_`, properties written directly on the node.
  public static let beagle = Dialect(BeagleDialect())
}

/// Beagle 2.x, as beagle-ios reads it, leniently (spec beagle §1, §2).
package final class BeagleDialect: DialectDefinition {
  package let name = "beagle"
  package let displayName = "Beagle"
  package let componentKey = "_beagleComponent_"
  package let actionKey = "_beagleAction_"
  package var builtinLibraries: [Library] { BeagleBuiltins.libraries }
  package let propertySupport = PropertySupportIndex(BeagleSupportTable.table)
  package let expressionSyntax = ExpressionSyntax(escapesBackslash: true, negativeNumbers: true)
  package let accessibilityWording: AccessibilityWording = {
    var wording = AccessibilityWording(
      labelProperty: "accessibility.accessibilityLabel",
      imageLabelFix: "give it accessibility.accessibilityLabel, or accessible: false if it is decoration",
      unlabelledHeader:
        "Beagle Flutter ignores isHeader without one, where beagle-android and beagle-ios announce a heading")
    wording.wordsProperty = ["beagle:text": "text", "beagle:button": "text"]
    wording.images = ["beagle:image"]
    wording.buttons = ["beagle:button"]
    wording.touchables = ["beagle:touchable"]
    wording.textInputs = ["beagle:textinput"]
    wording.textColorProperty = ["beagle:text": "textColor"]
    return wording
  }()

  package let rules: DialectRules = {
    var rules = DialectRules(
      propertiesKey: nil, stateKeyword: "context", ambientStates: ["global", "navigationContext"],
      idPrefix: "_beagle_", stateNamePattern: "^(?!(?:true|false|null|global)$|[0-9]+$)[A-Za-z0-9_]+$",
      namedColorPeers: "Beagle web and Flutter draw color names, beagle-ios ignores them")
    rules.reportsEnumerationCase = true
    rules.readsBooleanStrings = true
    rules.warnsOfUndeclaredState = true
    rules.removedNames = BeagleBuiltins.removed
    rules.retiredPrefix = (BeagleBuiltins.preVersion1Prefix, BeagleBuiltins.beagle.namespace.lowercased() + ":")
    rules.closedNamespace = BeagleBuiltins.beagle.namespace.lowercased()
    return rules
  }()

  /// `id`, `context`, and `child` or `children` as the component takes them.
  package func structuralKeys(of component: ComponentDescriptor?) -> [String] {
    let children: [String] =
      switch component?.children {
      case .none?: []
      case .single?: ["child"]
      case .many?: ["children"]
      case nil: ["child", "children"]
      }
    return ["id", "context"] + children
  }

  package var actionStructuralKeys: [String] { [] }

  /// Their `url` is in `route`.
  package let routeActions: Set<String> = [
    "beagle:pushView", "beagle:pushStack", "beagle:resetStack", "beagle:resetApplication",
  ]

  package func makeDecoder(context: DecodingContext) -> any DialectDecoder {
    BeagleDecoder(context: context)
  }

  /// Beagle also forbids `global` and purely numeric ids.
  package func stateNameProblem(_ name: String) -> String? {
    if name == "global" { return "'global' is the application-wide context" }
    if name.allSatisfy(\.isNumber) { return "it reads as a number in expressions" }
    return nil
  }

  /// As the web core's JavaScript prints it: `2` for an integral double.
  package func text(of number: JSONNumber) -> String { NumberText.javaScript(number) }

  /// Compact JSON whose numbers print as ``text(of:)`` does: `[1,3,2]`.
  package func text(ofCompound value: JSONValue) -> String { value.jsonText(numbers: NumberText.javaScript) }
}

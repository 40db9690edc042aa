extension DiagnosticKind {
  /// What this kind of problem is, in one sentence that names no value
  /// of a particular screen: the description of the rule ``code`` names,
  /// as a SARIF log lists it (`sdui-term check --format sarif`).
  package var summary: String {
    switch self {
    case .invalidJSON: "The document is not valid JSON."
    case .rootNotObject: "The document's root is not a component object."
    case .undetectedDialect: "The root object names no component in a dialect's key and holds no A2UI messages."
    case .missingTypeKey: "A node has no component type key."
    case .typeNotString: "A component or action type is not a string."
    case .unknownComponent: "A component name that no library registers."
    case .unknownAction: "An action name that no library registers."
    case .nameCaseMismatch: "A name that matches a registered one only when case is ignored."
    case .removedComponent: "A component removed from the dialect."
    case .legacyShape: "An old shape, accepted and read as the current one."
    case .misspelledActionKey: "An object that looks like an action but has a misspelled type key."
    case .actionPropertyOutsideProperties: "A Nimbus action argument written beside 'properties' instead of in it."
    case .componentPropertyOutsideProperties:
      "A Nimbus component property written beside 'properties' instead of in it."
    case .wrongStructure: "A structural key (children, state, properties, context) with the wrong JSON type."
    case .childNotComponent: "A child that is not a component."
    case .unknownProperty: "A property a built-in does not have, close to one it has."
    case .undeclaredProperty: "A property a component does not have, where its catalog allows no other."
    case .wrongPropertyType: "A property value of the wrong type; the default is used."
    case .invalidEnumValue: "A value that is not one of the property's allowed values."
    case .enumCaseMismatch: "An allowed value accepted only when case is ignored, which a platform rejects."
    case .invalidColor: "A color that is not #RGB, #RGBA, #RRGGBB or #RRGGBBAA."
    case .namedColor: "A color written as a CSS name, which not every renderer reads."
    case .missingRequiredProperty: "A required property is missing."
    case .invalidArrayElement: "An array element that cannot be used and is left out."
    case .invalidStateName: "A state or context name that cannot be declared or referenced."
    case .duplicateId: "Two nodes with the same id."
    case .duplicateKey: "A key written twice in one object; the last value is used."
    case .unclosedExpression: "A '@{' that is never closed, so the text stays literal."
    case .stateNotInScope: "A setState or setContext target that is not visible from the action."
    case .misplacedProperty: "A property written in the wrong object."
    case .invalidExpression: "The code inside '@{...}' does not parse."
    case .unknownOperation: "An expression calls an operation no library registers."
    case .wrongArgumentCount: "An operation called with a number of arguments it does not take."
    case .ignoredKey: "A key the dialect ignores on a node."
    case .emptyValue: "An empty string where a name or URL is required."
    case .propertyNotHonoured: "A property that a terminal does not draw, or that the phones ignore."
    case .dialectRule(let breach): breach.summary
    }
  }
}

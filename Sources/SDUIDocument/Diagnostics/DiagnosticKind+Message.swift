extension DiagnosticKind {
  /// How serious the problem usually is. Callers may override it.
  package var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .dialectRule(let breach): breach.severity
    case .invalidJSON, .rootNotObject, .undetectedDialect, .missingTypeKey, .typeNotString,
      .misspelledActionKey, .actionPropertyOutsideProperties, .wrongStructure, .childNotComponent,
      .missingRequiredProperty, .invalidStateName, .stateNotInScope, .emptyValue, .invalidExpression,
      .invalidEnumValue:
      .error
    case .unknownComponent, .unknownAction, .nameCaseMismatch, .removedComponent, .legacyShape,
      .componentPropertyOutsideProperties, .unknownProperty, .undeclaredProperty, .wrongPropertyType, .enumCaseMismatch,
      .invalidColor,
      .namedColor, .invalidArrayElement, .duplicateId, .duplicateKey, .unclosedExpression,
      .ignoredKey, .misplacedProperty, .unknownOperation, .wrongArgumentCount, .propertyNotHonoured:
      .warning
    }
  }

  /// The problem in words: what was found, what was expected, and the likely
  /// fix when there is one. Lower case, no final period, user tokens quoted.
  public var message: String {
    switch self {
    case .invalidJSON(let error):
      return "invalid JSON: \(error.message)"
    case .rootNotObject(let found):
      return "the root is \(article(found)), expected a component object"
    case .undetectedDialect(let misspelled):
      let hint = misspelled.map { "; found '\($0)', a misspelling?" } ?? ""
      return
        "the root object has no '_:component' (Nimbus) or '_beagleComponent_' (Beagle) key and holds no A2UI messages\(hint)"
    case .missingTypeKey(let expected, let misspelled):
      if let misspelled { return "found '\(misspelled)', expected '\(expected)'; the node is shown as unknown" }
      return "node has no '\(expected)', expected a component name; the node is shown as unknown"
    case .typeNotString(let key, let found):
      return "'\(key)' is \(article(found)), expected a string such as 'namespace:name'"
    case .unknownComponent(let name, let suggestions, let showsAsInput, let isAppsOwn):
      let shown = showsAsInput ? "a text input (it has onChange and no children)" : "a frame around its children"
      let hint =
        suggestions.isEmpty
        ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
      return "unknown component '\(name)', shown as \(shown)\(hint)\(isAppsOwn ? appMustRegister : "")"
    case .unknownAction(let name, let suggestion, let isAppsOwn):
      return
        "unknown action '\(name)', it does nothing when triggered\(didYouMean(suggestion))\(isAppsOwn ? appMustRegister : "")"
    case .nameCaseMismatch(let written, let registered):
      return "'\(written)' matches '\(registered)' only when case is ignored; Nimbus names are case-sensitive"
    case .removedComponent(let name, let replacement):
      return "'\(name)' no longer exists in Beagle 2.x; \(replacement)"
    case .legacyShape(let description, let replacement):
      return "\(description) is a Beagle 1.x shape, read as \(replacement)"
    case .misspelledActionKey(let found, let expected):
      return "found '\(found)', expected '\(expected)'; this object is not treated as an action"
    case .actionPropertyOutsideProperties(let name, let action):
      return "'\(name)' of action '\(action)' must be inside 'properties'; Nimbus ignores it here"
    case .componentPropertyOutsideProperties(let name, let component):
      return "'\(name)' of '\(component)' must be inside 'properties'; Nimbus ignores it here"
    case .wrongStructure(let key, let expected, let found):
      return "'\(key)' is \(article(found)), expected \(expected); it is ignored"
    case .childNotComponent(let found):
      return "child is \(article(found)) without a component type, expected a component; it is skipped"
    case .unknownProperty(let name, let owner, let suggestion):
      return "'\(owner)' has no property '\(name)'; did you mean '\(suggestion)'?"
    case .undeclaredProperty(let name, let owner):
      return "'\(owner)' has no property '\(name)', and its catalog allows no other: it is not drawn"
    case .wrongPropertyType(let name, let expected, let found, let fallback):
      let use = fallback.map { "; the default \($0) is used" } ?? ""
      return "'\(name)' is \(article(found)), expected \(expected)\(use)"
    case .invalidEnumValue(let name, let value, let allowed):
      return "'\(name)' is '\(value)', expected one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
    case .enumCaseMismatch(let name, let value, let expected):
      return "'\(name)' is '\(value)', read as '\(expected)'; beagle-ios accepts only '\(expected)'"
    case .invalidColor(let name, let value):
      return "'\(name)' is '\(value)', expected a color '#RGB', '#RGBA', '#RRGGBB' or '#RRGGBBAA'"
    case .namedColor(let name, let value, let hex, let peers):
      return "'\(name)' is the color name '\(value)', drawn as \(hex); \(peers): write '\(hex)'"
    case .missingRequiredProperty(let name, let owner):
      return "'\(owner)' requires '\(name)', which is missing"
    case .invalidArrayElement(let name, let index, let expected, let found):
      return "element \(index) of '\(name)' is \(article(found)), expected \(expected); it is left out"
    case .invalidStateName(let name, let reason):
      return "'\(name)' cannot be a state name: \(reason)"
    case .duplicateId(let id, let firstPath):
      return "id '\(id)' is already used at \(firstPath); ids should be unique in a screen"
    case .duplicateKey(let name, let first, let times):
      let count = times == 2 ? "twice" : "\(times) times"
      return
        "'\(name)' is written \(count) in this object (first at \(first.line):\(first.column)); the last one is used"
    case .unclosedExpression(let text, let column, let reason):
      return "'\(text)' at column \(column) is not an expression: \(reason); the text is kept literally"
    case .stateNotInScope(let name, let declaredAt, let suggestion):
      if let declaredAt {
        return "state '\(name)' is not visible here: it is declared at \(declaredAt), which is not an ancestor"
      }
      return "'\(name)' is not declared on this node or an ancestor\(didYouMean(suggestion))"
    case .invalidExpression(let error):
      return "invalid expression in '\(error.source)': \(error)"
    case .unknownOperation(let name, let suggestion):
      return "unknown operation '\(name)', it evaluates to null\(didYouMean(suggestion))"
    case .wrongArgumentCount(let operation, let count, let expected):
      return
        "'\(operation)' takes \(expected) argument\(expected == "1" ? "" : "s"), found \(count); it evaluates to null"
    case .misplacedProperty(let name, let expectedIn):
      return "'\(name)' belongs inside '\(expectedIn)'; it is ignored here"
    case .ignoredKey(let name, let suggestion):
      return "'\(name)' is ignored on a node\(didYouMean(suggestion))"
    case .emptyValue(let name):
      return "'\(name)' is empty, expected a non-empty string"
    case .propertyNotHonoured(let name, let owner, let support, let others):
      let more =
        others == 0
        ? "" : others == 1 ? "; and once more in this document" : "; and \(others) more times in this document"
      switch support {
      case .ignoredByPhones(let note): return "'\(name)' of '\(owner)' is ignored by the phones: \(note)\(more)"
      default: return "'\(name)' of '\(owner)' is not drawn in a terminal: \(support.detail)\(more)"
      }
    case .dialectRule(let breach):
      return breach.message
    }
  }

  /// What an unknown name of an app's own namespace needs.
  private var appMustRegister: String { "; it is not a built-in, so the app must register it" }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  private func article(_ typeName: String) -> String {
    if typeName == "null" { return "null" }
    return "aeiou".contains(typeName.prefix(1)) ? "an \(typeName)" : "a \(typeName)"
  }
}

extension DiagnosticKind {
  /// A stable identifier for tools, the case's name: `unknownComponent`.
  package var code: String {
    if case .dialectRule(let breach) = self { return breach.code }
    return Mirror(reflecting: self).children.first?.label ?? "\(self)"
  }
}

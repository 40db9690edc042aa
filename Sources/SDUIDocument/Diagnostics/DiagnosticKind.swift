/// Every problem the decoder can report, as data.
///
/// The text of each is built in one place, ``message``, and each has a
/// usual severity, `defaultSeverity`. Names written by the screen's author
/// are kept verbatim so that messages can quote them.
public enum DiagnosticKind: Sendable, Equatable {
  /// The document is not JSON.
  case invalidJSON(JSONParseError)
  /// The root is not an object.
  case rootNotObject(found: String)
  /// The root object has neither `_:component` nor `_beagleComponent_`.
  case undetectedDialect(misspelledKey: String?)
  /// A node has no type key; `misspelledKey` is a near miss that was found.
  case missingTypeKey(expected: String, misspelledKey: String?)
  /// The type key is not a string.
  case typeNotString(key: String, found: String)
  /// A component name that no library registers: an error in Beagle's own
  /// `beagle:` namespace, where no app registers names. `suggestions` are
  /// names of its own namespace; `isAppsOwn` when it has none and is of
  /// no built-in's namespace (`myapp:card`), so the app must register it.
  case unknownComponent(name: String, suggestions: [String], showsAsInput: Bool, isAppsOwn: Bool)
  /// An action name that no library registers: an error in Beagle's own
  /// `beagle:` namespace, as for a component.
  case unknownAction(name: String, suggestion: String?, isAppsOwn: Bool)
  /// A Nimbus name that only matches a registered one when case is ignored.
  case nameCaseMismatch(written: String, registered: String)
  /// A component removed from the dialect; `replacement` says what to use.
  case removedComponent(name: String, replacement: String)
  /// An old shape accepted and mapped to the current one.
  case legacyShape(description: String, replacement: String)
  /// An object that looks like an action but has a misspelled type key.
  case misspelledActionKey(found: String, expected: String)
  /// A Nimbus action argument written beside `properties` instead of in it.
  case actionPropertyOutsideProperties(name: String, action: String)
  /// A Nimbus component property written beside `properties` instead of in it.
  case componentPropertyOutsideProperties(name: String, component: String)
  /// A structural key with the wrong JSON type (`children`, `state`, ...).
  case wrongStructure(key: String, expected: String, found: String)
  /// An element of `children` (or `child`) that is not a component.
  case childNotComponent(found: String)
  /// A property that a built-in does not have, close to one it has.
  case unknownProperty(name: String, owner: String, suggestion: String)
  /// A property that a component does not have, near none it has, where
  /// the dialect's catalog allows no other (A2UI's
  /// `unevaluatedProperties: false`).
  case undeclaredProperty(name: String, owner: String)
  /// A property value of the wrong type; the default is used instead.
  case wrongPropertyType(name: String, expected: String, found: String, fallback: String?)
  /// A value that is not one of an enumeration's cases: an error, since
  /// the phones' decoders (Moshi, Codable) fail on it.
  case invalidEnumValue(name: String, value: String, allowed: [String])
  /// An enumeration value accepted ignoring case, which a platform rejects.
  case enumCaseMismatch(name: String, value: String, expected: String)
  /// A color that is not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
  case invalidColor(name: String, value: String)
  /// A color written as a CSS name (`green`), which is drawn; `peers` says
  /// which reference renderers read names and which ignore them.
  case namedColor(name: String, value: String, hex: String, peers: String)
  /// A required property that is missing.
  case missingRequiredProperty(name: String, owner: String)
  /// An array element that cannot be used and is left out.
  case invalidArrayElement(name: String, index: Int, expected: String, found: String)
  /// A state or context name that cannot be declared or referenced.
  case invalidStateName(name: String, reason: String)
  /// Two nodes with the same id.
  case duplicateId(id: String, firstPath: JSONPath)
  /// A key written more than once in one object, `times` in all; the
  /// last value is used.
  case duplicateKey(name: String, first: SourceLocation, times: Int)
  /// A `@{` that is never closed, so the text stays literal.
  case unclosedExpression(text: String, column: Int, reason: String)
  /// A `setState` or `setContext` whose target is not visible from the
  /// action: declared elsewhere in the screen, or nowhere.
  case stateNotInScope(name: String, declaredAt: JSONPath?, suggestion: String?)
  /// A property written in the wrong object, e.g. `flexDirection` directly
  /// in a Beagle `style` instead of in `style.flex`.
  case misplacedProperty(name: String, expectedIn: String)
  /// The code inside `@{...}` does not parse.
  case invalidExpression(ExpressionError)
  /// An expression calls an operation no library registers.
  case unknownOperation(name: String, suggestion: String?)
  /// An operation called with a number of arguments it does not take.
  case wrongArgumentCount(operation: String, count: Int, expected: String)
  /// A key the dialect ignores on a node.
  case ignoredKey(name: String, suggestion: String?)
  /// An empty string where a name or URL is required.
  case emptyValue(name: String)
  /// A property set on a built-in that a terminal does not draw, or that
  /// the phones themselves ignore (`sdui-term check` says so, at its first
  /// use in a document, with how many more there are).
  case propertyNotHonoured(name: String, owner: String, support: PropertySupport, others: Int)
  /// A rule of the dialect's own broken, as the dialect words it (A2UI's
  /// message and tree rules).
  case dialectRule(DialectRuleBreach)
}

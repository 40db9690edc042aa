/// The shapes every node, action and value of a dialect shares, as the
/// dialect's decoder reads them (its ``DialectDecoder`` and
/// `DialectDecoder.decodeValue`): the keys of a node and an action, which
/// registered component or action a type key names (ignoring case, as the
/// registry looks names up), and where nodes and actions may stand inside
/// a value. A name no library registers is taken as an app's own
/// component or action: its properties are not checked, only what its
/// values hold. A dialect's closed namespace (Beagle's `beagle:`) holds no
/// app's names: `beagle:buton` is a typo (``unknownOwnName(among:kind:)``).
/// Each dialect's definition gives the keys of its nodes and actions.
package struct ScreenShapes {
  /// The registry whose names the type keys are matched against.
  package let registry: Registry

  package var dialect: Dialect { registry.dialect }
  package var componentKey: String { dialect.componentKey }
  package var actionKey: String { dialect.actionKey }

  /// Any component node.
  var node: JSONValue {
    var keys: [(key: String, value: JSONValue)] = [
      (componentKey, componentTypeKey),
      ("id", ["type": ["string", "null"], "description": "The node's id, unique in the screen."]),
    ]
    let children: JSONValue = [
      "type": ["array", "null"], "items": SchemaDefinition.reference(SchemaDefinition.node),
      "description": "The child nodes, in order.",
    ]
    keys += dialect.definition.schemaNodeKeys(self, children: children)
    var schema = SchemaObject([
      "type": "object", "required": JSONValue(strings: [componentKey]), "properties": JSONValue(members: keys),
    ])
    if dialect.definition.rules.propertiesKey == nil {
      schema["additionalProperties"] = SchemaDefinition.reference(SchemaDefinition.value)
    }
    schema["allOf"] = dispatch(
      key: componentKey, names: registry.components.names, definition: SchemaDefinition.component)
    return schema.json
  }

  /// Any action object. One whose type key is not a string is not read
  /// any further.
  var action: JSONValue {
    var typeKey = SchemaObject(
      typeKey(
        examples: registry.actions.names,
        description: "The action, `namespace:name` (an app's own action is run by it)."))
    if dialect.definition.rules.closedNamespace != nil {
      typeKey["allOf"] = [notUnknownOwnName(SchemaDefinition.unknownOwnAction, kind: "action")]
    }
    var read = dialect.definition.schemaActionBody(self)
    read["allOf"] = dispatch(key: actionKey, names: registry.actions.names, definition: SchemaDefinition.action)
    return [
      "type": "object", "required": JSONValue(strings: [actionKey]),
      "properties": JSONValue(members: [(actionKey, typeKey.json)]),
      "if": ["properties": JSONValue(members: [(actionKey, ["type": "string"])])], "then": read.json,
    ]
  }

  /// A value the decoder reads as structure or when the screen runs:
  /// an expression, a node, an action, or an array or object holding one.
  var dynamic: JSONValue {
    let dynamic = SchemaDefinition.reference(SchemaDefinition.dynamic)
    return [
      "anyOf": [
        ["type": "string", "pattern": JSONValue(string: SchemaPatterns.expression)],
        ["type": "object", "required": JSONValue(strings: [componentKey])],
        ["type": "object", "required": JSONValue(strings: [actionKey])],
        ["type": "array", "contains": dynamic],
        ["type": "object", "not": ["additionalProperties": ["not": dynamic]]],
      ]
    ]
  }

  /// Any value: a node when it has the component key, an action when it
  /// has the action key, else plain JSON whose members and elements are
  /// values too, or a list of actions when its first element is an action.
  var value: JSONValue {
    let plain: JSONValue = [
      "patternProperties": plainMembers(reading: .every),
      "if": ["type": "array", "prefixItems": [actionObject]], "then": actionList,
      "else": ["items": SchemaDefinition.reference(SchemaDefinition.value)],
    ]
    return [
      "if": ["type": "object", "required": JSONValue(strings: [componentKey])],
      "then": SchemaDefinition.reference(SchemaDefinition.node),
      "else": [
        "if": actionObject, "then": SchemaDefinition.reference(SchemaDefinition.action), "else": plain,
      ],
    ]
  }

  // MARK: Parts

  private var componentTypeKey: JSONValue {
    var key = SchemaObject(
      typeKey(
        examples: registry.components.names,
        description: "The component, `namespace:name` (an app's own component is drawn as a frame)."))
    if let retired = dialect.definition.rules.retiredPrefix {
      key["not"] = ["pattern": JSONValue(string: SchemaPatterns.prefix(retired.prefix))]
      key["errorMessage"] = JSONValue(
        string: "pre-1.0 names (\(retired.prefix)NAME) are not read; use \(retired.namespace)NAME")
    }
    if dialect.definition.rules.closedNamespace != nil {
      key["allOf"] = [notUnknownOwnName(SchemaDefinition.unknownOwnComponent, kind: "component")]
    }
    return key.json
  }

  /// A name of the dialect's closed namespace (``DialectRules/closedNamespace``,
  /// ignoring case) that is neither registered there nor one the dialect
  /// removed (which `check` names with its replacement): a typo, as
  /// `check`'s did-you-mean says, since no app registers names there.
  /// Other namespaces stay open.
  /// The core namespace (`""`, Nimbus's `forEach`) holds the names with
  /// no colon.
  package func unknownOwnName(among names: [String], kind: String) -> JSONValue {
    let rules = dialect.definition.rules
    let closed = rules.closedNamespace ?? ""
    let namespace = closed.isEmpty ? "" : closed + ":"
    let known =
      names.filter { QualifiedName($0).namespace.lowercased() == closed } + rules.removedNames.keys.sorted()
    let name = dialect.displayName
    let pattern = closed.isEmpty ? "^[^:]*$" : SchemaPatterns.prefix(namespace)
    return [
      "type": "string", "pattern": JSONValue(string: pattern),
      "not": ["pattern": JSONValue(string: SchemaPatterns.oneOf(known))],
      "description": JSONValue(
        string: "A name of \(name)'s own namespace that no \(kind) of \(name) has (`\(namespace)buton`): a typo."),
    ]
  }

  /// A type key must not be an unknown name of the dialect's own namespace
  /// (the definition `unknown`). Put as `not` and a reference, a plain
  /// validator's message quotes the definition's name, where a pattern of
  /// every known name would be quoted whole.
  private func notUnknownOwnName(_ unknown: String, kind: String) -> JSONValue {
    [
      "not": SchemaDefinition.reference(unknown),
      "errorMessage": JSONValue(
        string:
          "no \(kind) of \(dialect.displayName)'s own namespace has this name; an app's own \(kind) is in a namespace of its own"
      ),
    ]
  }

  private func typeKey(examples: [String], description: String) -> JSONValue {
    ["type": "string", "examples": JSONValue(strings: examples), "description": JSONValue(string: description)]
  }

  /// The definition of the registered entry a type key names, for each
  /// registered name.
  private func dispatch(key: String, names: [String], definition: (String) -> String) -> JSONValue {
    JSONValue(
      .array(
        names.map { name in
          [
            "if": [
              "properties": JSONValue(members: [
                (key, ["type": "string", "pattern": JSONValue(string: SchemaPatterns.oneOf([name]))])
              ]),
              "required": JSONValue(strings: [key]),
            ],
            "then": SchemaDefinition.reference(definition(name)),
          ]
        }))
  }

  package var actionObject: JSONValue {
    ["type": "object", "required": JSONValue(strings: [actionKey])]
  }

  /// A list of actions: every element must be one, and one that is not is
  /// not read further (`DialectDecoder.decodeActionList`).
  package var actionList: JSONValue {
    [
      "items": [
        "if": actionObject, "then": SchemaDefinition.reference(SchemaDefinition.action),
        "else": [
          "type": "object", "required": JSONValue(strings: [actionKey]),
          "patternProperties": plainMembers(reading: .none),
          "errorMessage": "every element of a list of actions must be an action",
        ],
      ]
    ]
  }

  /// Which members of a plain object are read as values.
  package enum MemberReading {
    case none, every
    case everyBut([String])
  }

  /// The members of a plain object: those `reading` names read as values,
  /// and a key that misspells a type key (`_action`, `_component`, but
  /// neither the dialect's own nor `alsoAllowing`) refused when its value
  /// names a component or an action, as
  /// `DialectDecoder.reportMisspelledTypeKey` reports it.
  package func plainMembers(reading: MemberReading, alsoAllowing allowed: String? = nil) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    switch reading {
    case .none: break
    case .every: members.append(("", SchemaDefinition.reference(SchemaDefinition.value)))
    case .everyBut(let keys):
      members.append((SchemaPatterns.anyBut(keys), SchemaDefinition.reference(SchemaDefinition.value)))
    }
    let actionKeys = [actionKey] + (allowed.map { [$0] } ?? [])
    members += [
      (
        SchemaPatterns.keyLetters(DialectDecoding.actionKeyLetters, except: actionKeys),
        misspelledKey(expected: actionKey)
      ),
      (
        SchemaPatterns.keyLetters(DialectDecoding.componentKeyLetters, except: [componentKey]),
        misspelledKey(expected: componentKey)
      ),
    ]
    return JSONValue(members: members)
  }

  private func misspelledKey(expected: String) -> JSONValue {
    let bare = (registry.components.names + registry.actions.names).filter { !$0.contains(":") }
    let names = bare.isEmpty ? ":" : SchemaPatterns.either([":", SchemaPatterns.oneOf(bare)])
    return [
      "not": ["type": "string", "pattern": JSONValue(string: names)],
      "errorMessage": JSONValue(string: "a misspelling of '\(expected)': this object is not read as one"),
    ]
  }
}

/// The shapes every node, action and value of a dialect shares, as the
/// dialect's decoder reads them (`NimbusDecoder`, `BeagleDecoder`,
/// `DialectDecoder.decodeValue`): the keys of a node and an action, which
/// registered component or action a type key names (ignoring case, as the
/// registry looks names up), and where nodes and actions may stand inside
/// a value. A name no library registers is taken as an app's own
/// component or action: its properties are not checked, only what its
/// values hold. Beagle's own namespace is closed: `beagle:buton` is a
/// typo, since no app registers names there (``unknownOwnName(among:kind:)``).
/// Nimbus's `layout:` stays open: real screens use names of it this
/// registry does not have (`layout:layoutHandler`).
struct ScreenShapes {
  /// The registry whose names the type keys are matched against.
  let registry: Registry

  private var dialect: Dialect { registry.dialect }
  private var componentKey: String { dialect.componentKey }
  private var actionKey: String { dialect.actionKey }

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
    switch dialect {
    case .nimbus:
      keys += [
        (
          "properties",
          [
            "type": ["object", "null"], "additionalProperties": SchemaDefinition.reference(SchemaDefinition.value),
            "description": "The component's properties; any of them may be an @{...} expression.",
          ]
        ),
        ("state", state),
        ("children", children),
      ]
    case .beagle:
      keys += [
        ("context", SchemaDefinition.reference(SchemaDefinition.context)),
        (
          "child",
          [
            "if": ["type": "null"], "else": SchemaDefinition.reference(SchemaDefinition.node),
            "description": "The one child of a component that takes one.",
          ]
        ),
        ("children", children),
        (BeagleLegacy.navigationBar, SchemaDefinition.reference(SchemaDefinition.navigationBar)),
      ]
    }
    var schema = SchemaObject([
      "type": "object", "required": JSONValue(strings: [componentKey]), "properties": JSONValue(members: keys),
    ])
    if dialect == .beagle { schema["additionalProperties"] = SchemaDefinition.reference(SchemaDefinition.value) }
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
    if dialect == .beagle {
      typeKey["allOf"] = [notUnknownOwnName(SchemaDefinition.unknownBeagleAction, kind: "action")]
    }
    var read = SchemaObject()
    switch dialect {
    case .nimbus:
      read["properties"] = JSONValue(members: [
        (actionKey, [:]),
        (
          "properties",
          [
            "type": ["object", "null"], "additionalProperties": SchemaDefinition.reference(SchemaDefinition.value),
            "description": "The action's arguments; any of them may be an @{...} expression.",
          ]
        ),
        ("metadata", ["additionalProperties": SchemaDefinition.reference(SchemaDefinition.value)]),
      ])
      read["additionalProperties"] = [
        "not": [:],
        "errorMessage": "an action's arguments must be inside 'properties'; Nimbus ignores them here",
      ]
    case .beagle:
      read["properties"] = JSONValue(members: [(actionKey, [:])])
      read["additionalProperties"] = SchemaDefinition.reference(SchemaDefinition.value)
    }
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

  /// A Beagle node's `context`: an object with an `id` and any `value`,
  /// or `null`. Its value is read only under a valid id.
  var context: JSONValue {
    let id = SchemaPatterns.stateName(.beagle)
    return [
      "type": ["object", "null"], "required": ["id"],
      "properties": [
        "id": [
          "pattern": JSONValue(string: id),
          "patternErrorMessage": "a context id is letters, digits and '_', neither a literal, 'global' nor a number",
        ]
      ],
      "not": ["type": "object", "required": ["id"], "properties": ["id": ["not": ["type": "string"]]]],
      "errorMessage": "a context is an object {\"id\", \"value\"} whose id is a string",
      "if": ["required": ["id"], "properties": ["id": ["type": "string", "pattern": JSONValue(string: id)]]],
      "then": ["properties": ["value": SchemaDefinition.reference(SchemaDefinition.value)]],
      "description": "The context this node declares: its `id` and initial `value`.",
    ]
  }

  /// A Beagle node's `navigationBar`: an item is read as `BeagleLegacy`
  /// maps the 1.x shape, without its `_beagleComponent_` tag and with its
  /// `action` as `onPress`.
  var navigationBar: JSONValue {
    let items = BeagleLegacy.navigationBarItems
    let action = BeagleLegacy.itemAction
    let item: JSONValue = [
      "if": actionObject, "then": SchemaDefinition.reference(SchemaDefinition.action),
      "else": [
        "if": ["type": "object", "not": ["required": JSONValue(strings: [BeagleLegacy.itemEvent])]],
        "then": [
          "properties": JSONValue(members: [
            (
              action,
              [
                "if": actionObject, "then": SchemaDefinition.reference(SchemaDefinition.action),
                "else": SchemaDefinition.reference(SchemaDefinition.value),
              ]
            )
          ]),
          "patternProperties": plainMembers(reading: .everyBut([componentKey, action]), alsoAllowing: action),
        ],
        "else": ["patternProperties": plainMembers(reading: .everyBut([componentKey]))],
      ],
    ]
    return [
      "if": [
        "type": "object", "required": JSONValue(strings: [items]),
        "properties": JSONValue(members: [(items, ["type": "array"])]),
      ],
      "then": [
        "properties": JSONValue(members: [
          (items, ["if": ["prefixItems": [actionObject]], "then": actionList, "else": ["items": item]])
        ]),
        "patternProperties": plainMembers(reading: .everyBut([items])),
      ],
      "else": SchemaDefinition.reference(SchemaDefinition.value),
    ]
  }

  // MARK: Parts

  private var componentTypeKey: JSONValue {
    var key = SchemaObject(
      typeKey(
        examples: registry.components.names,
        description: "The component, `namespace:name` (an app's own component is drawn as a frame)."))
    if dialect == .beagle {
      key["not"] = ["pattern": JSONValue(string: SchemaPatterns.prefix(BeagleBuiltins.preVersion1Prefix))]
      key["errorMessage"] = "pre-1.0 names (beagle:component:NAME) are not read; use beagle:NAME"
    }
    if dialect == .beagle {
      key["allOf"] = [notUnknownOwnName(SchemaDefinition.unknownBeagleComponent, kind: "component")]
    }
    return key.json
  }

  /// A name of Beagle's own `beagle:` namespace (ignoring case) that is
  /// neither registered there nor one Beagle removed (which `check` names
  /// with its replacement): a typo, as `check`'s did-you-mean says, since
  /// no app registers names there. Nimbus's namespaces stay open.
  func unknownOwnName(among names: [String], kind: String) -> JSONValue {
    let namespace = BeagleBuiltins.beagle.namespace + ":"
    let known = names.filter { $0.lowercased().hasPrefix(namespace) } + BeagleBuiltins.removed.keys.sorted()
    return [
      "type": "string", "pattern": JSONValue(string: SchemaPatterns.prefix(namespace)),
      "not": ["pattern": JSONValue(string: SchemaPatterns.oneOf(known))],
      "description": JSONValue(
        string: "A name of Beagle's own namespace that no \(kind) of Beagle has (`beagle:buton`): a typo."),
    ]
  }

  /// A type key must not be an unknown name of Beagle's own namespace
  /// (the definition `unknown`). Put as `not` and a reference, a plain
  /// validator's message quotes the definition's name, where a pattern of
  /// every known name would be quoted whole.
  private func notUnknownOwnName(_ unknown: String, kind: String) -> JSONValue {
    [
      "not": SchemaDefinition.reference(unknown),
      "errorMessage": JSONValue(
        string: "no \(kind) of Beagle's own namespace has this name; an app's own \(kind) is in a namespace of its own"),
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

  private var state: JSONValue {
    [
      "type": ["object", "null"],
      "patternProperties": JSONValue(members: [
        (SchemaPatterns.stateName(.nimbus), SchemaDefinition.reference(SchemaDefinition.value))
      ]),
      "additionalProperties": [
        "not": [:], "errorMessage": "a state name is letters, digits and '_', and not a literal",
      ],
      "description": "The states this node declares, by name, with their initial values.",
    ]
  }

  private var actionObject: JSONValue {
    ["type": "object", "required": JSONValue(strings: [actionKey])]
  }

  /// A list of actions: every element must be one, and one that is not is
  /// not read further (`DialectDecoder.decodeActionList`).
  private var actionList: JSONValue {
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
  private enum MemberReading {
    case none, every
    case everyBut([String])
  }

  /// The members of a plain object: those `reading` names read as values,
  /// and a key that misspells a type key (`_action`, `_component`, but
  /// neither the dialect's own nor `alsoAllowing`) refused when its value
  /// names a component or an action, as
  /// `DialectDecoder.reportMisspelledTypeKey` reports it.
  private func plainMembers(reading: MemberReading, alsoAllowing allowed: String? = nil) -> JSONValue {
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

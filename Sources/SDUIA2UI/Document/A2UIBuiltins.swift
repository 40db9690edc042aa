import SDUIDocument

/// The components, functions and actions of A2UI v0.9 as sdui-term runs
/// them: the basic catalog's 18 components (the minimal catalog's 5 are
/// among them, with the same properties), its 14 functions and the minimal
/// catalog's `capitalize` as operations, and, under `a2ui:`, the nodes and
/// actions a surface's tree is made of (``SurfaceTreeBuilder``).
enum A2UIBuiltins {
  static let libraries: [Library] = [catalog, tree]

  /// What every component takes (`ComponentCommon`, and `weight` in a row
  /// or column).
  static let common: [PropertySpec] = [
    PropertySpec("accessibility", .object), PropertySpec("weight", .number),
  ]

  /// What an input takes to validate itself (`Checkable`).
  static let checkable: [PropertySpec] = [PropertySpec("checks", .array(.object))]

  static let alignment = PropertySpec.ValueType.enumeration(["start", "center", "end", "stretch"])
  static let justification = PropertySpec.ValueType.enumeration([
    "start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly", "stretch",
  ])

  static func component(_ name: String, _ properties: [PropertySpec], children: ComponentDescriptor.Children = .none)
    -> ComponentDescriptor
  {
    ComponentDescriptor(name, properties: properties + common, children: children)
  }

  static let catalog = Library(
    namespace: "",
    components: [
      component(
        "Text",
        [
          PropertySpec("text", .string, required: true),
          PropertySpec("variant", .enumeration(["h1", "h2", "h3", "h4", "h5", "caption", "body"]), default: "body"),
        ]),
      component(
        "Image",
        [
          PropertySpec("url", .url, required: true), PropertySpec("description", .string),
          PropertySpec("fit", .enumeration(["contain", "cover", "fill", "none", "scaleDown"]), default: "fill"),
          PropertySpec(
            "variant",
            .enumeration(["icon", "avatar", "smallFeature", "mediumFeature", "largeFeature", "header"]),
            default: "mediumFeature"),
        ]),
      component("Icon", [PropertySpec("name", .any, required: true)]),
      component("Video", [PropertySpec("url", .url, required: true)]),
      component("AudioPlayer", [PropertySpec("url", .url, required: true), PropertySpec("description", .string)]),
      component(
        "Row",
        [
          PropertySpec("justify", justification, default: "start"),
          PropertySpec("align", alignment, default: "stretch"),
        ],
        children: .many),
      component(
        "Column",
        [
          PropertySpec("justify", justification, default: "start"),
          PropertySpec("align", alignment, default: "stretch"),
        ],
        children: .many),
      component(
        "List",
        [
          PropertySpec("direction", .enumeration(["vertical", "horizontal"]), default: "vertical"),
          PropertySpec("align", alignment, default: "stretch"),
        ], children: .many),
      component("Card", [], children: .single),
      component("Tabs", [PropertySpec("titles", .array(.string))], children: .many),
      component(
        "Modal", [PropertySpec("trigger", .string), PropertySpec("content", .string)],
        children: .many),
      component("Divider", [PropertySpec("axis", .enumeration(["horizontal", "vertical"]), default: "horizontal")]),
      component(
        "Button",
        [
          PropertySpec("variant", .enumeration(["default", "primary", "borderless"]), default: "default"),
          PropertySpec("label", .string), PropertySpec("onPress", .event),
        ] + checkable, children: .single),
      component(
        "TextField",
        [
          PropertySpec("label", .string, required: true), PropertySpec("value", .string),
          PropertySpec(
            "variant", .enumeration(["longText", "number", "shortText", "obscured"]), default: "shortText"),
          PropertySpec("validationRegexp", .string), PropertySpec("onChange", .event),
        ] + checkable),
      component(
        "CheckBox",
        [
          PropertySpec("label", .string, required: true), PropertySpec("value", .boolean, required: true),
          PropertySpec("onPress", .event),
        ] + checkable),
      component(
        "ChoicePicker",
        [
          PropertySpec("label", .string),
          PropertySpec(
            "variant", .enumeration(["multipleSelection", "mutuallyExclusive"]), default: "mutuallyExclusive"),
          PropertySpec("options", .array(.object), required: true), PropertySpec("value", .any, required: true),
          PropertySpec("displayStyle", .enumeration(["checkbox", "chips"]), default: "checkbox"),
          PropertySpec("filterable", .boolean, default: false), PropertySpec("onPress", .event),
        ] + checkable),
      component(
        "Slider",
        [
          PropertySpec("label", .string), PropertySpec("min", .number, default: 0),
          PropertySpec("max", .number, required: true), PropertySpec("value", .number, required: true),
          PropertySpec("onPress", .event), PropertySpec(AdjustableEvents.increment, .event),
          PropertySpec(AdjustableEvents.decrement, .event),
        ] + checkable),
      component(
        "DateTimeInput",
        [
          PropertySpec("value", .string, required: true), PropertySpec("enableDate", .boolean, default: false),
          PropertySpec("enableTime", .boolean, default: false), PropertySpec("min", .string),
          PropertySpec("max", .string), PropertySpec("label", .string), PropertySpec("onChange", .event),
        ] + checkable),
    ],
    operations: A2UIOperationNames.all.map { OperationDescriptor($0, atLeast: 0) })

  /// The nodes a surface's tree is made of, and the actions its events run.
  static let tree = Library(
    namespace: "a2ui",
    components: [
      ComponentDescriptor("a2ui:surfaces", children: .many),
      ComponentDescriptor(
        "a2ui:surface",
        properties: [
          PropertySpec("title", .string), PropertySpec("waiting", .boolean), PropertySpec("sendDataModel", .boolean),
        ],
        children: .many),
      ComponentDescriptor(
        "a2ui:template",
        properties: [
          PropertySpec("items", .array(.any)), PropertySpec("iteratorName", .string),
          PropertySpec("indexName", .string),
        ], isStructural: true),
      ComponentDescriptor("a2ui:pending", properties: [PropertySpec("awaited", .string)], children: .none),
      ComponentDescriptor(
        "a2ui:choice",
        properties: [
          PropertySpec("label", .string), PropertySpec("selected", .boolean), PropertySpec("exclusive", .boolean),
          PropertySpec("chip", .boolean), PropertySpec("shown", .boolean), PropertySpec("onPress", .event),
        ], children: .none),
      ComponentDescriptor("a2ui:chips", children: .many),
      ComponentDescriptor(
        "a2ui:filter", properties: [PropertySpec("value", .string), PropertySpec("onChange", .event)],
        children: .none),
    ],
    actions: [
      ActionDescriptor(
        "a2ui:event",
        properties: [
          PropertySpec("name", .string, required: true), PropertySpec("context", .object),
          PropertySpec("surfaceId", .string), PropertySpec("sourceComponentId", .string),
          PropertySpec("checks", .array(.object)),
        ]),
      ActionDescriptor(
        "a2ui:functionCall", properties: [PropertySpec("call", .string, required: true), PropertySpec("args", .object)]),
      ActionDescriptor(
        "a2ui:write", properties: [PropertySpec("pointer", .string, required: true), PropertySpec("value", .any)]),
      ActionDescriptor("a2ui:filter", properties: [PropertySpec("value", .string)]),
    ])
}

/// The operations a surface's expressions call: each function of the
/// built-in catalogs by its own name, and the three that A2UI's JSON
/// writes without a call (``concatenation``, ``list``, ``object``), named
/// so that no catalog's function can be.
enum A2UIOperationNames {
  /// `formatString`'s parts joined as text.
  static let concatenation = "@concat"
  /// An array whose elements are dynamic.
  static let list = "@list"
  /// An object whose members are dynamic: keys and values in turn.
  static let object = "@object"
  /// A slider's value a tenth of its range on, back to `min` past `max`
  /// (or, given a direction, up or down within them).
  static let slide = "@slide"
  /// Whether a choice picker's value holds an option's.
  static let chosen = "@chosen"
  /// A choice picker's value with an option chosen (or, of several, unchosen).
  static let choose = "@choose"
  /// Whether an option's label holds what its picker's filter holds,
  /// letters of either case alike.
  static let matches = "@matches"

  static let all: [String] =
    [concatenation, list, object, slide, chosen, choose, matches] + FunctionCatalog.basic.functions.keys.sorted()
    + FunctionCatalog.minimal.functions.keys.sorted()
}

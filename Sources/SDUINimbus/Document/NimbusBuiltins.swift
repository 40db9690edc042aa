import SDUIDocument

/// Every Nimbus built-in the specification lists: the core library
/// (structural components, core actions, the 30 operations) and the
/// `layout:` library. Defaults are those of the Kotlin core and
/// nimbus-layout; where iOS differs (`showBackButton`, `scrollIndicator`
/// default to false there, a bug) the documented `true` is used.
enum NimbusBuiltins {
  static let libraries: [Library] = [core, layout]

  static let core = Library(
    namespace: "",
    components: [
      ComponentDescriptor("if", properties: [PropertySpec("condition", .boolean, required: true)], isStructural: true),
      ComponentDescriptor("then", isStructural: true),
      ComponentDescriptor("else", isStructural: true),
      ComponentDescriptor(
        "forEach",
        properties: [
          PropertySpec("items", .array(.any)),
          PropertySpec("iteratorName", .string, default: "item"),
          PropertySpec("indexName", .string, default: "index"),
          PropertySpec("key", .string),
        ], isStructural: true),
      ComponentDescriptor("fragment", isStructural: true),
    ],
    actions: coreActions,
    operations: operations)

  static let method = PropertySpec.ValueType.enumeration(["Get", "Post", "Put", "Patch", "Delete"])

  static let navigation: [PropertySpec] = [
    PropertySpec("url", .url, required: true, unless: "route"),
    PropertySpec("route", .object),
    PropertySpec("method", method, default: "Get"),
    PropertySpec("headers", .object),
    PropertySpec("body", .any),
    PropertySpec("data", .any),
    PropertySpec("fallback", .component),
    PropertySpec("prefetch", .boolean, default: false),
    PropertySpec("state", .object),
    PropertySpec("events", .object),
  ]

  static let coreActions: [ActionDescriptor] = [
    ActionDescriptor(
      "setState", properties: [PropertySpec("path", .string, required: true), PropertySpec("value", .any)]),
    ActionDescriptor(
      "log",
      properties: [
        PropertySpec("message", .any, required: true),
        PropertySpec("level", .enumeration(["Info", "Warning", "Error"]), default: "Info"),
      ]),
    ActionDescriptor(
      "condition",
      properties: [
        PropertySpec("condition", .boolean, required: true), PropertySpec("onTrue", .event),
        PropertySpec("onFalse", .event),
      ]),
    ActionDescriptor(
      "sendRequest",
      properties: [
        PropertySpec("url", .url, required: true), PropertySpec("method", method, default: "Get"),
        PropertySpec("data", .any), PropertySpec("headers", .object), PropertySpec("onSuccess", .event),
        PropertySpec("onError", .event), PropertySpec("onFinish", .event),
      ]),
    ActionDescriptor("push", properties: navigation),
    ActionDescriptor("present", properties: navigation),
    ActionDescriptor("pop"),
    ActionDescriptor(
      "popTo", properties: [PropertySpec("url", .url, required: true, unless: "route"), PropertySpec("route", .object)]),
    ActionDescriptor("dismiss"),
    ActionDescriptor(
      "triggerViewEvent", properties: [PropertySpec("event", .string, required: true), PropertySpec("value", .any)]),
    ActionDescriptor("openUrl", properties: [PropertySpec("url", .url, required: true)]),
  ]

  static let operations: [OperationDescriptor] = [
    OperationDescriptor("sum", atLeast: 1), OperationDescriptor("subtract", atLeast: 1),
    OperationDescriptor("multiply", atLeast: 1), OperationDescriptor("divide", atLeast: 1),
    OperationDescriptor("gt", arguments: 2...2), OperationDescriptor("gte", arguments: 2...2),
    OperationDescriptor("lt", arguments: 2...2), OperationDescriptor("lte", arguments: 2...2),
    OperationDescriptor("eq", arguments: 2...2), OperationDescriptor("and", atLeast: 0),
    OperationDescriptor("or", atLeast: 0), OperationDescriptor("not", arguments: 1...1),
    OperationDescriptor("condition", arguments: 3...3), OperationDescriptor("capitalize", arguments: 1...1),
    OperationDescriptor("uppercase", arguments: 1...1), OperationDescriptor("lowercase", arguments: 1...1),
    OperationDescriptor("substr", arguments: 2...3), OperationDescriptor("match", arguments: 2...2),
    OperationDescriptor("replace", arguments: 3...3), OperationDescriptor("contains", arguments: 2...2),
    OperationDescriptor("concat", atLeast: 0), OperationDescriptor("length", arguments: 1...1),
    OperationDescriptor("isNull", arguments: 1...1), OperationDescriptor("isEmpty", arguments: 1...1),
    OperationDescriptor("array", atLeast: 0), OperationDescriptor("insert", arguments: 2...3),
    OperationDescriptor("remove", arguments: 2...2), OperationDescriptor("removeIndex", arguments: 1...2),
    OperationDescriptor("object", atLeast: 0), OperationDescriptor("entries", arguments: 1...1),
  ]

  // MARK: The layout library

  static let size: [PropertySpec] = [
    PropertySpec("width", .numberOrKeyword(["expand", "fitContent"]), default: "fitContent"),
    PropertySpec("height", .numberOrKeyword(["expand", "fitContent"]), default: "fitContent"),
    PropertySpec("minWidth", .number), PropertySpec("minHeight", .number),
    PropertySpec("maxWidth", .number), PropertySpec("maxHeight", .number),
    PropertySpec("clipped", .boolean, default: false),
  ]

  static func edges(_ prefix: String) -> [PropertySpec] {
    ["", "Start", "End", "Top", "Bottom", "Horizontal", "Vertical"].map {
      PropertySpec(prefix + $0, .number, default: 0)
    }
  }

  static let accessibility = PropertySpec("accessibility", .object)

  static let box: [PropertySpec] =
    size + edges("margin") + edges("padding") + [
      PropertySpec("borderWidth", .number, default: 0), PropertySpec("borderColor", .color, default: "#000"),
      PropertySpec("cornerRadius", .number, default: 0), PropertySpec("borderDashLength", .number, default: 1),
      PropertySpec("borderDashSpacing", .number, default: 0), PropertySpec("backgroundColor", .color),
      PropertySpec("shadow", .array(.object)), accessibility,
    ]

  static let container: [PropertySpec] =
    box + [
      PropertySpec(
        "mainAxisAlignment", .enumeration(["start", "end", "center", "spaceBetween", "spaceAround", "spaceEvenly"]),
        default: "start"),
      PropertySpec("crossAxisAlignment", .enumeration(["start", "end", "center"]), default: "start"),
    ]

  static let imageScale = PropertySpec(
    "scale", .enumeration(["center", "fillBounds", "fillWidth", "fillHeight"]), default: "center")

  static let layout = Library(
    namespace: "layout",
    components: [
      ComponentDescriptor("layout:column", properties: container),
      ComponentDescriptor("layout:row", properties: container),
      ComponentDescriptor("layout:flowColumn", properties: box),
      ComponentDescriptor("layout:flowRow", properties: box),
      ComponentDescriptor("layout:lazyColumn", properties: container),
      ComponentDescriptor("layout:lazyRow", properties: container),
      ComponentDescriptor("layout:stack", properties: box),
      ComponentDescriptor(
        "layout:positioned",
        properties: box + [
          PropertySpec(
            "alignment",
            .enumeration([
              "topStart", "topEnd", "bottomStart", "bottomEnd", "topCenter", "bottomCenter", "centerStart",
              "centerEnd", "center",
            ]), default: "topStart"),
          PropertySpec("x", .number, default: 0), PropertySpec("y", .number, default: 0),
        ]),
      ComponentDescriptor(
        "layout:scrollView",
        properties: box + [
          PropertySpec("direction", .enumeration(["vertical", "horizontal", "both"]), default: "vertical"),
          PropertySpec("scrollIndicator", .boolean, default: true),
        ]),
      ComponentDescriptor(
        "layout:screen",
        properties: [
          PropertySpec("title", .string), PropertySpec("showBackButton", .boolean, default: true),
          PropertySpec(
            "ignoreSafeArea",
            .array(.enumeration(["top", "bottom", "leading", "trailing", "vertical", "horizontal", "all"]))),
          PropertySpec("safeAreaTopBackground", .color),
          PropertySpec("statusBarColorScheme", .enumeration(["light", "dark", "unspecified"]), default: "unspecified"),
        ]),
      ComponentDescriptor(
        "layout:text",
        properties: [
          PropertySpec("text", .any), PropertySpec("size", .number, default: 12),
          PropertySpec(
            "weight",
            .enumeration([
              "thin", "extraLight", "light", "normal", "medium", "semiBold", "bold", "extraBold", "black",
            ]), default: "normal"),
          PropertySpec("color", .color, default: "#000"),
          PropertySpec("alignment", .enumeration(["start", "center", "end"]), default: "start"),
          PropertySpec("iosAdaptiveSize", .boolean, default: false),
        ], children: .none),
      ComponentDescriptor("layout:touchable", properties: [PropertySpec("onPress", .event), accessibility]),
      ComponentDescriptor("layout:lifecycle", properties: [PropertySpec("onInit", .event)]),
      ComponentDescriptor(
        "layout:localImage",
        properties: [PropertySpec("id", .string, required: true), imageScale, accessibility] + size,
        children: .none),
      ComponentDescriptor(
        "layout:remoteImage",
        properties: [
          PropertySpec("url", .url, required: true), PropertySpec("placeholder", .string), imageScale,
          accessibility,
        ] + size, children: .none),
    ])
}

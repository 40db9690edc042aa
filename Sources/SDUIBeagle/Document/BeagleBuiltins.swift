import SDUIDocument

/// Every Beagle 2.x built-in the specification lists, with beagle-ios 2.x
/// defaults, plus the names Beagle removed, so that old payloads get a
/// precise message instead of "unknown component".
enum BeagleBuiltins {
  static let libraries: [Library] = [beagle]

  /// Properties every widget takes.
  static let widget: [PropertySpec] = [
    PropertySpec("style", .object), PropertySpec("accessibility", .object), PropertySpec("styleId", .string),
  ]

  static let direction = PropertySpec.ValueType.enumeration(["VERTICAL", "HORIZONTAL"])

  static let list: [PropertySpec] =
    widget + [
      PropertySpec("dataSource", .array(.any), required: true),
      PropertySpec("templates", .array(.object)),
      PropertySpec("iteratorName", .string, default: "item"),
      PropertySpec("indexName", .string, default: "index"),
      PropertySpec("key", .string),
      PropertySpec("direction", direction, default: "VERTICAL"),
      PropertySpec("onInit", .event), PropertySpec("onScrollEnd", .event),
      PropertySpec("scrollEndThreshold", .integer, default: 100),
      PropertySpec("isScrollIndicatorVisible", .boolean, default: false),
      PropertySpec("useParentScroll", .boolean, default: false),
    ]

  static let navigationContext = PropertySpec("navigationContext", .object)
  static let analytics = PropertySpec("analytics", .any)

  static func action(_ name: String, _ properties: [PropertySpec] = []) -> ActionDescriptor {
    ActionDescriptor("beagle:" + name, properties: properties + [analytics])
  }

  static func navigation(_ name: String, route: PropertySpec.ValueType?, controller: Bool = false) -> ActionDescriptor {
    var properties = [navigationContext]
    if let route { properties.append(PropertySpec("route", route, required: true)) }
    if controller { properties.append(PropertySpec("controllerId", .string)) }
    return action(name, properties)
  }

  static let beagle = Library(
    namespace: "beagle",
    components: [
      ComponentDescriptor(
        "beagle:screenComponent",
        properties: widget + [
          PropertySpec("navigationBar", .object), PropertySpec("safeArea", .object),
        ], children: .single),
      ComponentDescriptor("beagle:container", properties: widget + [PropertySpec("onInit", .event)]),
      ComponentDescriptor(
        "beagle:scrollView",
        properties: widget + [
          PropertySpec("scrollDirection", direction, default: "VERTICAL"),
          PropertySpec("scrollBarEnabled", .boolean, default: true),
        ]),
      ComponentDescriptor(
        "beagle:pageView",
        properties: widget + [
          PropertySpec("currentPage", .integer, default: 0), PropertySpec("onPageChange", .event),
          PropertySpec("showArrow", .boolean, default: true),
        ]),
      ComponentDescriptor(
        "beagle:pageIndicator",
        properties: widget + [
          PropertySpec("selectedColor", .color), PropertySpec("unselectedColor", .color),
          PropertySpec("numberOfPages", .integer), PropertySpec("currentPage", .integer, default: 0),
        ], children: .none),
      ComponentDescriptor(
        "beagle:tabBar",
        properties: widget + [
          PropertySpec("items", .array(.object), required: true), PropertySpec("currentTab", .integer, default: 0),
          PropertySpec("onTabSelection", .event),
        ], children: .none),
      ComponentDescriptor(
        "beagle:touchable", properties: widget + [PropertySpec("onPress", .event, required: true)], children: .single),
      ComponentDescriptor(
        "beagle:lazyComponent",
        properties: widget + [
          PropertySpec("path", .url, required: true), PropertySpec("initialState", .component, required: true),
        ], children: .none),
      ComponentDescriptor(
        "beagle:pullToRefresh",
        properties: widget + [
          PropertySpec("onPull", .event), PropertySpec("isRefreshing", .boolean, default: false),
          PropertySpec("color", .color),
        ], children: .single),
      ComponentDescriptor(
        "beagle:simpleForm",
        properties: widget + [PropertySpec("onSubmit", .event), PropertySpec("onValidationError", .event)]),
      ComponentDescriptor(
        "beagle:text",
        properties: widget + [
          PropertySpec("text", .string, required: true), PropertySpec("textColor", .color),
          PropertySpec("alignment", .enumeration(["LEFT", "CENTER", "RIGHT"]), default: "LEFT"),
        ], children: .none),
      ComponentDescriptor(
        "beagle:button",
        properties: widget + [
          PropertySpec("text", .string, required: true), PropertySpec("onPress", .event),
          PropertySpec("enabled", .boolean, default: true),
        ], children: .none),
      ComponentDescriptor(
        "beagle:image",
        properties: widget + [
          PropertySpec("path", .any, required: true),
          PropertySpec("mode", .enumeration(["FIT_XY", "FIT_CENTER", "CENTER_CROP", "CENTER"]), default: "FIT_CENTER"),
        ], children: .none),
      ComponentDescriptor(
        "beagle:textInput",
        properties: widget + [
          PropertySpec("value", .string), PropertySpec("placeholder", .string),
          PropertySpec("enabled", .boolean, default: true), PropertySpec("readOnly", .boolean, default: false),
          PropertySpec("type", .enumeration(["DATE", "EMAIL", "PASSWORD", "NUMBER", "TEXT"]), default: "TEXT"),
          PropertySpec("error", .string), PropertySpec("showError", .boolean, default: false),
          PropertySpec("onChange", .event), PropertySpec("onFocus", .event), PropertySpec("onBlur", .event),
        ], children: .none),
      ComponentDescriptor(
        "beagle:webView", properties: widget + [PropertySpec("url", .url, required: true)], children: .none),
      ComponentDescriptor("beagle:listView", properties: list, children: .none),
      ComponentDescriptor(
        "beagle:gridView",
        properties: list + [
          PropertySpec("spanCount", .integer), PropertySpec("numColumns", .integer),
          PropertySpec("itemAspectRatio", .number),
        ], children: .none),
    ],
    actions: [
      action(
        "setContext",
        [
          PropertySpec("contextId", .string, required: true), PropertySpec("path", .string),
          PropertySpec("value", .any),
        ]),
      action(
        "sendRequest",
        [
          PropertySpec("url", .url, required: true),
          PropertySpec("method", .enumeration(["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"]), default: "GET"),
          PropertySpec("headers", .object), PropertySpec("data", .any), PropertySpec("onSuccess", .event),
          PropertySpec("onError", .event), PropertySpec("onFinish", .event),
        ]),
      action(
        "alert",
        [
          PropertySpec("title", .string), PropertySpec("message", .string, required: true),
          PropertySpec("onPressOk", .event), PropertySpec("labelOk", .string, default: "Ok"),
        ]),
      action(
        "confirm",
        [
          PropertySpec("title", .string), PropertySpec("message", .string, required: true),
          PropertySpec("onPressOk", .event), PropertySpec("onPressCancel", .event),
          PropertySpec("labelOk", .string, default: "Ok"), PropertySpec("labelCancel", .string, default: "Cancel"),
        ]),
      action(
        "condition",
        [
          PropertySpec("condition", .boolean, required: true), PropertySpec("onTrue", .event),
          PropertySpec("onFalse", .event),
        ]),
      action("submitForm"),
      action(
        "addChildren",
        [
          PropertySpec("componentId", .string, required: true), PropertySpec("value", .any),
          PropertySpec("mode", .enumeration(["APPEND", "PREPEND", "REPLACE"]), default: "APPEND"),
        ]),
      action("openExternalURL", [PropertySpec("url", .url, required: true)]),
      action(
        "openNativeRoute",
        [
          PropertySpec("route", .string, required: true), PropertySpec("data", .object),
          PropertySpec("shouldResetApplication", .boolean, default: false),
        ]),
      navigation("pushView", route: .object),
      navigation("popView", route: nil),
      navigation("popToView", route: .string),
      navigation("pushStack", route: .object, controller: true),
      navigation("popStack", route: nil),
      navigation("resetStack", route: .object, controller: true),
      navigation("resetApplication", route: .object, controller: true),
    ],
    operations: [
      OperationDescriptor("sum", atLeast: 1), OperationDescriptor("subtract", atLeast: 1),
      OperationDescriptor("multiply", atLeast: 1), OperationDescriptor("divide", atLeast: 1),
      OperationDescriptor("gt", arguments: 2...2), OperationDescriptor("gte", arguments: 2...2),
      OperationDescriptor("lt", arguments: 2...2), OperationDescriptor("lte", arguments: 2...2),
      OperationDescriptor("eq", arguments: 2...2), OperationDescriptor("condition", arguments: 3...3),
      OperationDescriptor("not", arguments: 1...1), OperationDescriptor("and", atLeast: 1),
      OperationDescriptor("or", atLeast: 1), OperationDescriptor("concat", atLeast: 1),
      OperationDescriptor("capitalize", arguments: 1...1), OperationDescriptor("uppercase", arguments: 1...1),
      OperationDescriptor("lowercase", arguments: 1...1), OperationDescriptor("substr", arguments: 2...3),
      OperationDescriptor("insert", arguments: 2...3), OperationDescriptor("remove", arguments: 2...2),
      OperationDescriptor("removeIndex", arguments: 1...2), OperationDescriptor("contains", arguments: 2...2),
      OperationDescriptor("union", atLeast: 1), OperationDescriptor("isNull", arguments: 1...1),
      OperationDescriptor("isEmpty", arguments: 1...1), OperationDescriptor("length", arguments: 1...1),
      OperationDescriptor("int", arguments: 1...1), OperationDescriptor("double", arguments: 1...1),
      OperationDescriptor("string", arguments: 1...1),
    ])

  /// The lists, whose items come from `dataSource` through `templates`
  /// (or, in the 1.x shape, from static `children`).
  static let lists: Set<String> = ["beagle:listView", "beagle:gridView"]

  /// How Beagle before 1.0 prefixed its names (`beagle:component:pageView`),
  /// which no renderer reads any more.
  static let preVersion1Prefix = "beagle:component:"

  /// Names Beagle removed (spec beagle §1.6, §2.4) and what replaced them.
  static let removed: [String: String] = [
    "beagle:form": "use 'beagle:simpleForm' with 'beagle:submitForm'",
    "beagle:forminput": "use 'beagle:textInput' inside 'beagle:simpleForm'",
    "beagle:formsubmit": "use a 'beagle:button' whose onPress runs 'beagle:submitForm'",
    "beagle:tabview": "use 'beagle:tabBar' with 'beagle:pageView'",
    "beagle:tabitem": "use the 'items' of 'beagle:tabBar'",
    "beagle:networkimage": "use 'beagle:image' with a remote path",
    "beagle:formremoteaction": "use 'beagle:sendRequest' from the form's onSubmit",
    "beagle:formlocalaction": "use a custom action from the form's onSubmit",
    "beagle:formvalidation": "use 'error' and 'showError' on 'beagle:textInput'",
  ]
}

import SDUIDocument

/// The shape of Beagle's `style` object (spec beagle §1.5), as specs, so
/// that the decoder checks it with the same mechanism as properties:
/// `style` itself, its `flex`, `size`, `cornerRadius` and edge objects, and
/// the `{value, type}` unit values inside them. Values may be expressions;
/// only literal values are checked.
enum BeagleStyleSpecs {
  static let unitValue = PropertySpecs([
    PropertySpec("value", .number), PropertySpec("type", .enumeration(["REAL", "PERCENT", "AUTO"]), default: "REAL"),
  ])

  static let edges = PropertySpecs(
    ["all", "horizontal", "vertical", "left", "top", "right", "bottom"].map { PropertySpec($0, .object) })

  static let size = PropertySpecs(
    ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"].map { PropertySpec($0, .object) }
      + [PropertySpec("aspectRatio", .number)])

  static let cornerRadius = PropertySpecs(
    ["radius", "topLeft", "topRight", "bottomLeft", "bottomRight"].map { PropertySpec($0, .number) })

  static let align = ["FLEX_START", "CENTER", "FLEX_END", "BASELINE", "STRETCH"]

  static let flex = PropertySpecs([
    PropertySpec(
      "flexDirection", .enumeration(["COLUMN", "ROW", "COLUMN_REVERSE", "ROW_REVERSE"]), default: "COLUMN"),
    PropertySpec("flexWrap", .enumeration(["NO_WRAP", "WRAP", "WRAP_REVERSE"]), default: "NO_WRAP"),
    PropertySpec(
      "justifyContent",
      .enumeration(["FLEX_START", "CENTER", "FLEX_END", "SPACE_BETWEEN", "SPACE_AROUND", "SPACE_EVENLY"]),
      default: "FLEX_START"),
    PropertySpec("alignItems", .enumeration(align), default: "STRETCH"),
    PropertySpec("alignSelf", .enumeration(align + ["AUTO"]), default: "AUTO"),
    PropertySpec(
      "alignContent", .enumeration(["FLEX_START", "CENTER", "FLEX_END", "SPACE_BETWEEN", "SPACE_AROUND", "STRETCH"]),
      default: "FLEX_START"),
    PropertySpec("basis", .object), PropertySpec("flex", .number), PropertySpec("grow", .number, default: 0),
    PropertySpec("shrink", .number, default: 1),
  ])

  static let style = PropertySpecs([
    PropertySpec("backgroundColor", .color), PropertySpec("cornerRadius", .object), PropertySpec("borderColor", .color),
    PropertySpec("borderWidth", .number, default: 0), PropertySpec("size", .object), PropertySpec("margin", .object),
    PropertySpec("padding", .object), PropertySpec("position", .object),
    PropertySpec("positionType", .enumeration(["RELATIVE", "ABSOLUTE"]), default: "RELATIVE"),
    PropertySpec("display", .enumeration(["FLEX", "NONE"]), default: "FLEX"), PropertySpec("flex", .object),
  ])

  /// The specs of each object inside `style`, by key.
  static let nested: [String: PropertySpecs] = [
    "flex": flex, "size": size, "cornerRadius": cornerRadius, "margin": edges, "padding": edges, "position": edges,
  ]

  /// Keys inside `nested` objects whose values are unit values.
  static let unitValueKeys: Set<String> = [
    "basis", "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "all", "horizontal", "vertical",
    "left", "top", "right", "bottom",
  ]
}

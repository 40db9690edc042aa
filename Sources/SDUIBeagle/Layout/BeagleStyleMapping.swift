import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// Beagle's `style` (spec beagle §1.5) as a layout style, with beagle-ios's
/// Yoga defaults: column, stretch, shrink 1 unless `flex.flex` is set, in
/// which case grow, shrink and basis follow Yoga's `flex` shorthand.
/// Margin and padding take the most specific edge (sides over
/// horizontal/vertical over all); `position` applies all, then sides, then
/// vertical/horizontal, which therefore win, as both iOS and web do.
enum BeagleStyleMapping {
  /// The layout style of a component whose parent lays its children out
  /// in a row (`parentIsRow`) or a column.
  static func flexStyle(_ style: JSONValue?, scale: LayoutScale, parentIsRow: Bool = false) -> FlexStyle {
    var result = FlexStyle()
    result.shrink = 1
    guard let style else { return result }
    let flex = style["flex"]
    if let direction = flex?["flexDirection"]?.stringValue {
      result.direction =
        switch direction {
        case "ROW": .row
        case "ROW_REVERSE": .rowReverse
        case "COLUMN_REVERSE": .columnReverse
        default: .column
        }
    }
    switch flex?["flexWrap"]?.stringValue {
    case "WRAP": result.wrap = .wrap
    case "WRAP_REVERSE": result.wrap = .wrapReverse
    default: break
    }
    if let justify = flex?["justifyContent"]?.stringValue { result.justifyContent = self.justify(justify) }
    if let align = flex?["alignItems"]?.stringValue { result.alignItems = self.align(align) }
    if let align = flex?["alignSelf"]?.stringValue { result.alignSelf = self.align(align) }
    if let align = flex?["alignContent"]?.stringValue { result.alignContent = self.align(align) }
    // `flex.flex` is Yoga's shorthand: a positive value grows from a basis
    // of 0 (unless a basis is set), a negative one shrinks.
    let shorthand = flex?["flex"].flatMap(Coercion.number(from:))?.doubleValue
    if let shorthand {
      result.grow = shorthand > 0 ? shorthand : 0
      result.shrink = shorthand < 0 ? -shorthand : 0
    }
    if let grow = flex?["grow"].flatMap(Coercion.number(from:)) { result.grow = grow.doubleValue }
    if let shrink = flex?["shrink"].flatMap(Coercion.number(from:)) { result.shrink = shrink.doubleValue }
    // A basis is a length along the parent's main axis: a width in a row,
    // a height in a column.
    result.basis = length(flex?["basis"], points: parentIsRow ? scale.horizontal : scale.vertical)
    if let shorthand, shorthand > 0, result.basis == .auto { result.basis = .points(0) }
    let size = style["size"]
    result.width = length(size?["width"], points: scale.horizontal)
    result.height = length(size?["height"], points: scale.vertical)
    result.minWidth = length(size?["minWidth"], points: scale.horizontal)
    result.maxWidth = length(size?["maxWidth"], points: scale.horizontal)
    result.minHeight = length(size?["minHeight"], points: scale.vertical)
    result.maxHeight = length(size?["maxHeight"], points: scale.vertical)
    // Width over height in points; a cell is taller than it is wide.
    result.aspectRatio = size?["aspectRatio"].flatMap(Coercion.number(from:))
      .map { $0.doubleValue * scale.vertical / scale.horizontal }
    result.margin = edges(style["margin"], scale: scale, positionOrder: false, fallback: .points(0))
    result.padding = edges(style["padding"], scale: scale, positionOrder: false, fallback: .points(0))
    // Yoga resolves a percentage of margin or padding on every edge against
    // the parent's width in points; in rows that is the share of the width
    // in columns times the points of a column over those of a row.
    for side in [\Edges<Length>.top, \.bottom] {
      if case .percent(let value) = result.margin[keyPath: side] {
        result.margin[keyPath: side] = .percent(value * scale.horizontal / scale.vertical)
      }
      if case .percent(let value) = result.padding[keyPath: side] {
        result.padding[keyPath: side] = .percent(value * scale.horizontal / scale.vertical)
      }
    }
    result.position = edges(style["position"], scale: scale, positionOrder: true, fallback: .auto)
    if style["positionType"]?.stringValue == "ABSOLUTE" { result.positionType = .absolute }
    if style["display"]?.stringValue == "NONE" { result.isDisplayed = false }
    if (style["borderWidth"].flatMap(Coercion.number(from:))?.doubleValue ?? 0) > 0 { result.border = Edges(all: 1) }
    return result
  }

  static func visual(_ style: JSONValue?) -> BoxVisual {
    var visual = BoxVisual()
    guard let style else { return visual }
    visual.background = style["backgroundColor"]?.stringValue.flatMap(RGBAColor.init(authored:))
    visual.border = style["borderColor"]?.stringValue.flatMap(RGBAColor.init(authored:))
    visual.hasBorder = (style["borderWidth"].flatMap(Coercion.number(from:))?.doubleValue ?? 0) > 0
    let radius = style["cornerRadius"]
    visual.rounded = ["radius", "topLeft", "topRight", "bottomLeft", "bottomRight"].contains {
      (radius?[$0].flatMap(Coercion.number(from:))?.doubleValue ?? 0) > 0
    }
    return visual
  }

  /// `{value, type}`: REAL points, PERCENT, AUTO.
  static func length(_ unit: JSONValue?, points: Double) -> Length {
    guard let unit, let value = unit["value"].flatMap(Coercion.number(from:))?.doubleValue else { return .auto }
    switch unit["type"]?.stringValue ?? "REAL" {
    case "PERCENT": return .percent(value)
    case "AUTO": return .auto
    default: return .points(value / points)
    }
  }

  static func edges(_ value: JSONValue?, scale: LayoutScale, positionOrder: Bool, fallback: Length) -> Edges<Length> {
    var result = Edges<Length>(all: fallback)
    guard let value else { return result }
    func apply(_ key: String, _ sides: [WritableKeyPath<Edges<Length>, Length>], horizontal: Bool) {
      guard value[key] != nil else { return }
      let resolved = length(value[key], points: horizontal ? scale.horizontal : scale.vertical)
      for side in sides { result[keyPath: side] = resolved }
    }
    if value["all"] != nil {
      result.left = length(value["all"], points: scale.horizontal)
      result.right = result.left
      result.top = length(value["all"], points: scale.vertical)
      result.bottom = result.top
    }
    let pairs: () -> Void = {
      apply("horizontal", [\.left, \.right], horizontal: true)
      apply("vertical", [\.top, \.bottom], horizontal: false)
    }
    let sides: () -> Void = {
      apply("left", [\.left], horizontal: true)
      apply("right", [\.right], horizontal: true)
      apply("top", [\.top], horizontal: false)
      apply("bottom", [\.bottom], horizontal: false)
    }
    if positionOrder {
      sides()
      pairs()
    } else {
      pairs()
      sides()
    }
    return result
  }

  static func justify(_ value: String) -> Justify {
    switch value {
    case "CENTER": .center
    case "FLEX_END": .flexEnd
    case "SPACE_BETWEEN": .spaceBetween
    case "SPACE_AROUND": .spaceAround
    case "SPACE_EVENLY": .spaceEvenly
    default: .flexStart
    }
  }

  static func align(_ value: String) -> Align {
    switch value {
    case "CENTER": .center
    case "FLEX_START": .flexStart
    case "FLEX_END": .flexEnd
    case "BASELINE": .baseline
    case "STRETCH": .stretch
    case "SPACE_BETWEEN": .spaceBetween
    case "SPACE_AROUND": .spaceAround
    default: .auto
    }
  }
}

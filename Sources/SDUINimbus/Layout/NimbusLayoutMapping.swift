import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// The Nimbus layout library's box properties (spec nimbus §6.2) as a
/// layout style: sizes in points or `expand`/`fitContent`, the margin and
/// padding families with SwiftUI's precedence (all < horizontal/vertical <
/// sides), borders, and the container alignments (cross axis defaults to
/// `start`, not stretch).
enum NimbusLayoutMapping {
  static func flexStyle(
    _ node: ResolvedNode, parentIsRow: Bool, scale: LayoutScale, memo: RenderCache? = nil
  ) -> FlexStyle {
    var style = FlexStyle()
    func number(_ name: String) -> Double? { node.property(name).flatMap(Coercion.number(from:))?.doubleValue }
    func size(_ name: String, points: Double, isRowAxis: Bool) -> Length {
      if fills(node, isRowAxis ? "width" : "height", memo: memo) {
        if isRowAxis == parentIsRow {
          style.grow = 1
          style.shrink = 1
          style.basis = .points(0)
        } else {
          style.alignSelf = .stretch
        }
        return .auto
      }
      return node.property(name).flatMap(Coercion.number(from:)).map { .points($0.doubleValue / points) } ?? .auto
    }
    style.width = size("width", points: scale.horizontal, isRowAxis: true)
    style.height = size("height", points: scale.vertical, isRowAxis: false)
    style.minWidth = number("minWidth").map { .points($0 / scale.horizontal) } ?? .auto
    style.maxWidth = number("maxWidth").map { .points($0 / scale.horizontal) } ?? .auto
    style.minHeight = number("minHeight").map { .points($0 / scale.vertical) } ?? .auto
    style.maxHeight = number("maxHeight").map { .points($0 / scale.vertical) } ?? .auto
    style.margin = edges("margin", node, scale: scale)
    style.padding = edges("padding", node, scale: scale)
    if (number("borderWidth") ?? 0) > 0 { style.border = Edges(all: 1) }
    switch node.type.key {
    case "layout:row", "layout:lazyrow": style.direction = .row
    case "layout:flowrow":
      style.direction = .row
      style.wrap = .wrap
    case "layout:flowcolumn": style.wrap = .wrap
    case "layout:scrollview": style.direction = node.property("direction")?.stringValue == "horizontal" ? .row : .column
    default: style.direction = .column
    }
    style.justifyContent =
      switch node.property("mainAxisAlignment")?.stringValue?.lowercased() {
      case "end": .flexEnd
      case "center": .center
      case "spacebetween": .spaceBetween
      case "spacearound": .spaceAround
      case "spaceevenly": .spaceEvenly
      default: .flexStart
      }
    style.alignItems =
      switch node.property("crossAxisAlignment")?.stringValue?.lowercased() {
      case "end": .flexEnd
      case "center": .center
      default: .flexStart
      }
    return style
  }

  /// Whether a node fills an axis as SwiftUI lays it out: its size is
  /// `expand`, or it fits its content and a child fills that axis (an
  /// expanding child makes its fit-content ancestors take the space
  /// offered, as `maxWidth: .infinity` does).
  /// `memo` keeps the answers for snapshots, which would otherwise be
  /// found again for every ancestor.
  static func fills(_ node: ResolvedNode, _ dimension: String, memo: RenderCache? = nil) -> Bool {
    if let known = memo?.knownFill(of: node, dimension) { return known }
    // By index, so that no child is copied to be asked.
    func anyChildFills() -> Bool {
      node.children.indices.contains { fills(node.children[$0], dimension, memo: memo) }
    }
    let result: Bool
    if let value = node.property(dimension) {
      switch value.stringValue?.lowercased() {
      case "expand": result = true
      case "fitcontent": result = anyChildFills()
      default: result = false
      }
    } else {
      result = scrolls(node, along: dimension) || anyChildFills()
    }
    memo?.rememberFill(of: node, dimension, result)
    return result
  }

  /// A scroll view takes all the room offered along its scroll axis, as
  /// SwiftUI's does.
  static func scrolls(_ node: ResolvedNode, along dimension: String) -> Bool {
    switch node.type.key {
    case "layout:scrollview": (node.property("direction")?.stringValue == "horizontal") == (dimension == "width")
    case "layout:lazycolumn": dimension == "height"
    case "layout:lazyrow": dimension == "width"
    default: false
    }
  }

  static func visual(_ node: ResolvedNode) -> BoxVisual {
    var visual = BoxVisual()
    func number(_ name: String) -> Double { node.property(name).flatMap(Coercion.number(from:))?.doubleValue ?? 0 }
    visual.background = node.property("backgroundColor")?.stringValue.flatMap(RGBAColor.init(authored:))
    visual.border = node.property("borderColor")?.stringValue.flatMap(RGBAColor.init(authored:))
    visual.hasBorder = number("borderWidth") > 0
    visual.rounded = number("cornerRadius") > 0
    visual.dashed = number("borderDashSpacing") > 0
    visual.clips = node.type.key == "layout:scrollview" || node.property("clipped")?.boolValue == true
    return visual
  }

  /// `margin`, then `marginHorizontal`/`marginVertical`, then the sides.
  static func edges(_ prefix: String, _ node: ResolvedNode, scale: LayoutScale) -> Edges<Length> {
    var result = Edges<Length>(all: .points(0))
    func apply(
      _ name: String, horizontal: [WritableKeyPath<Edges<Length>, Length>],
      vertical: [WritableKeyPath<Edges<Length>, Length>]
    ) {
      guard let value = node.property(prefix + name).flatMap(Coercion.number(from:))?.doubleValue else { return }
      for side in horizontal { result[keyPath: side] = .points(value / scale.horizontal) }
      for side in vertical { result[keyPath: side] = .points(value / scale.vertical) }
    }
    apply("", horizontal: [\.left, \.right], vertical: [\.top, \.bottom])
    apply("Horizontal", horizontal: [\.left, \.right], vertical: [])
    apply("Vertical", horizontal: [], vertical: [\.top, \.bottom])
    apply("Start", horizontal: [\.left], vertical: [])
    apply("End", horizontal: [\.right], vertical: [])
    apply("Top", horizontal: [], vertical: [\.top])
    apply("Bottom", horizontal: [], vertical: [\.bottom])
    return result
  }
}

extension JSONValue {
  var boolValue: Bool? {
    if case .bool(let flag) = kind { return flag }
    return nil
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// What the layout makes of A2UI, as the basic catalog's implementation
/// guide lays its components out: Rows and Columns are flexbox with
/// `justify`, `align` and `weight`; a List scrolls; a Card is outlined;
/// several surfaces stack in one scrolling column.
extension A2UIDialect: DialectLayout {
  package func box(of node: ResolvedNode, in layout: ComponentLayout, parentIsRow: Bool) -> (FlexStyle, BoxVisual) {
    var style = FlexStyle()
    var visual = BoxVisual()
    style.shrink = 1
    switch node.type.written {
    case "Row":
      style.direction = .row
      style.alignItems = Self.alignment(node.property("align")?.stringValue)
      style.justifyContent = Self.justification(node.property("justify")?.stringValue)
      style.columnGap = .points(1)
    case "Column":
      style.alignItems = Self.alignment(node.property("align")?.stringValue)
      style.justifyContent = Self.justification(node.property("justify")?.stringValue)
    case "List":
      style.direction = node.property("direction")?.stringValue == "horizontal" ? .row : .column
      style.alignItems = Self.alignment(node.property("align")?.stringValue)
      if style.direction.isRow { style.columnGap = .points(1) }
    case "Card":
      visual.hasBorder = true
      visual.rounded = true
      style.border = Edges(all: 1)
      style.padding = Edges(all: .points(0))
      style.padding.left = .points(1)
      style.padding.right = .points(1)
    case "Tabs":
      // The strip takes the first row; the selected tab's child, the rest.
      style.padding.top = .points(1)
    case "Divider":
      if node.property("axis")?.stringValue == "vertical" {
        style.width = .points(1)
        style.alignSelf = .stretch
        visual.line = .vertical
      } else {
        style.height = .points(1)
        style.alignSelf = .stretch
        visual.line = .horizontal
      }
    case "Image":
      let variant = node.property("variant")?.stringValue
      style.height = .points(Double(Self.imageRows(variant)))
      switch variant {
      case "icon", "avatar": style.width = .points(Double(Self.imageRows(variant) * 2))
      case "smallFeature": style.width = .points(8)
      case "largeFeature", "header": break
      // mediumFeature: "100% width up to 300dp", about 24 columns.
      default: style.maxWidth = .points(24)
      }
    case "a2ui:chips":
      style.direction = .row
      style.wrap = .wrap
      style.columnGap = .points(1)
      style.alignItems = .flexStart
    case "a2ui:surfaces":
      style.rowGap = .points(1)
    case "a2ui:surface":
      style.grow = 1
    default: break
    }
    if node.type.written == "a2ui:choice", node.property("shown")?.boolValue == false { style.isDisplayed = false }
    if let weight = TypeCoercion.number(node.property("weight")), weight > 0, weight.isFinite {
      style.grow = min(weight, 1_000)
      style.basis = .points(0)
    }
    return (style, visual)
  }

  /// A List scrolls along its direction at the height its items take
  /// (CSS's `overflow: auto`), no more than it is offered; the surfaces
  /// fill the screen and scroll together.
  package func adjustBox(
    of node: ResolvedNode, style: inout FlexStyle, visual: inout BoxVisual, in layout: ComponentLayout,
    parentIsRow: Bool
  ) {
    guard ["List", "a2ui:surfaces"].contains(node.type.written) else { return }
    let horizontal = style.direction.isRow
    visual.scrollAxis = horizontal ? .horizontal : .vertical
    visual.showsScrollBar = !horizontal
    if node.type.written == "a2ui:surfaces" {
      style.grow = max(style.grow, 1)
      style.basis = .points(0)
    }
  }

  /// Tabs show the selected tab's child alone; a Modal, its trigger (its
  /// content is drawn in a dialog, ``modalContent(of:)``).
  package func childBoxes(of node: ResolvedNode, in layout: ComponentLayout, isRow: Bool) -> [RenderBox]? {
    if node.type.written == "Modal" {
      return node.children.prefix(1).map { layout.build($0, parentIsRow: isRow) }
    }
    guard node.type.written == "Tabs" else { return nil }
    let selected = node.property("currentTab").flatMap(Coercion.integer(from:)) ?? 0
    guard node.children.indices.contains(selected) else { return [] }
    return [layout.build(node.children[selected], parentIsRow: isRow)]
  }

  package func itemsPerLine(of node: ResolvedNode, in layout: ComponentLayout) -> Int { 1 }

  /// A Modal's content, its second child: the guide's dialog over the
  /// main content, which its trigger opens.
  package func modalContent(of node: ResolvedNode) -> ResolvedNode? {
    guard node.type.written == "Modal", node.children.count == 2 else { return nil }
    return node.children[1]
  }

  package func lazyListAxis(of node: ResolvedNode) -> Bool? {
    guard node.type.written == "List" else { return nil }
    return node.property("direction")?.stringValue == "horizontal"
  }

  /// A surface's title bar names it when several are shown.
  package func screenChrome(of node: ResolvedNode) -> ScreenChrome? { nil }

  static func alignment(_ written: String?) -> Align {
    switch written {
    case "start": .flexStart
    case "center": .center
    case "end": .flexEnd
    default: .stretch
    }
  }

  static func justification(_ written: String?) -> Justify {
    switch written {
    case "center": .center
    case "end": .flexEnd
    case "spaceBetween": .spaceBetween
    case "spaceAround": .spaceAround
    case "spaceEvenly": .spaceEvenly
    default: .flexStart
    }
  }

  /// An image's rows by its variant, from the guide's sizes at about 24
  /// points a row (and 12 a column).
  static func imageRows(_ variant: String?) -> Int {
    switch variant {
    case "icon", "avatar": 2
    case "smallFeature": 4
    case "largeFeature", "header": 8
    default: 6
    }
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// What the layout makes of Nimbus, as nimbus-layout-compose and
/// nimbus-layout-swiftui draw it.
extension NimbusDialect: DialectLayout {
  package func box(of node: ResolvedNode, in layout: ComponentLayout, parentIsRow: Bool) -> (FlexStyle, BoxVisual) {
    (
      NimbusLayoutMapping.flexStyle(node, parentIsRow: parentIsRow, scale: layout.scale, memo: layout.cache),
      NimbusLayoutMapping.visual(node)
    )
  }

  package func adjustBox(
    of node: ResolvedNode, style: inout FlexStyle, visual: inout BoxVisual, in layout: ComponentLayout,
    parentIsRow: Bool
  ) {
    if ["layout:scrollview", "layout:lazycolumn", "layout:lazyrow"].contains(node.type.key) {
      let horizontal = style.direction.isRow
      visual.scrollAxis = horizontal ? .horizontal : .vertical
      // nimbus-layout-compose and -swiftui hide the indicator when it is false.
      visual.showsScrollBar =
        node.property("scrollIndicator").flatMap { Coercion.boolean(from: $0, dialect: .nimbus) } ?? true
      if horizontal == parentIsRow, style.basis == .auto, (horizontal ? style.width : style.height) == .auto {
        style.grow = max(style.grow, 1)
        style.shrink = 1
        style.basis = .points(0)
      }
    }
  }

  package func childBoxes(of node: ResolvedNode, in layout: ComponentLayout, isRow: Bool) -> [RenderBox]? {
    guard node.type.key == "layout:stack" else { return nil }
    return node.children.map { layout.positioned($0) }
  }

  package func itemsPerLine(of node: ResolvedNode, in layout: ComponentLayout) -> Int { 1 }

  package func lazyListAxis(of node: ResolvedNode) -> Bool? {
    switch node.type.key {
    case "layout:lazycolumn": false
    case "layout:lazyrow": true
    default: nil
    }
  }
}

extension ComponentLayout {
  /// A Nimbus `positioned` child of a `stack`: an absolutely placed layer
  /// the size of the stack, aligning the child and offsetting it by x, y.
  func positioned(_ node: ResolvedNode) -> RenderBox {
    let inner = build(node)
    guard node.type.key == "layout:positioned" else { return inner }
    let alignment = node.property("alignment")?.stringValue?.lowercased() ?? "topstart"
    var layer = FlexStyle()
    layer.positionType = .absolute
    layer.position = Edges(all: .points(0))
    layer.justifyContent =
      alignment.hasPrefix("bottom") ? .flexEnd : alignment.hasPrefix("center") ? .center : .flexStart
    layer.alignItems =
      alignment.hasSuffix("end")
      ? .flexEnd
      : alignment.hasSuffix("center") && alignment != "centerstart" || alignment == "center" ? .center : .flexStart
    let x = node.property("x").flatMap(Coercion.number(from:))?.doubleValue ?? 0
    let y = node.property("y").flatMap(Coercion.number(from:))?.doubleValue ?? 0
    inner.adjustStyle {
      $0.position.left = .points(x / scale.horizontal)
      $0.position.top = .points(y / scale.vertical)
    }
    let layerNode = LayoutNode(label: node.id + "/layer", style: layer, children: [inner.layout])
    var visual = BoxVisual()
    visual.clips = false
    return RenderBox(node: node, layout: layerNode, content: .container, visual: visual, children: [inner])
  }
}

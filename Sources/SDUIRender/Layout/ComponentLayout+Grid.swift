import SDUICore
import SDUIDocument
import SDUILayout

extension ComponentLayout {
  /// A Beagle `gridView`'s items in lines of `spanCount` (1.8's
  /// `numColumns`) equal cells, as Android's grid places them: a vertical
  /// grid is rows of that many columns, filled left to right; a horizontal
  /// one is columns of that many rows, filled top to bottom. A short last
  /// line keeps the others' cell size.
  package func gridLines(_ node: ResolvedNode, span: Int, horizontal: Bool) -> [RenderBox] {
    let items = node.children.indices.map { build(node.children[$0], parentIsRow: !horizontal) }
    return stride(from: 0, to: items.count, by: span).map { start in
      gridLine(
        node, index: start / span, items: Array(items[start..<min(items.count, start + span)]), span: span,
        horizontal: horizontal)
    }
  }

  /// Line `index` of a grid: its items, each in an equal cell.
  func gridLine(_ node: ResolvedNode, index: Int, items: [RenderBox], span: Int, horizontal: Bool) -> RenderBox {
    let cells = items.enumerated().map { offset, item in
      gridCell(node, index: index * span + offset, item: item, span: span, horizontal: horizontal)
    }
    var style = FlexStyle()
    style.direction = horizontal ? .column : .row
    style.shrink = 0
    return syntheticBox(node, "line\(index)", style: style, children: cells)
  }

  /// One cell of a grid line: an equal share of the line, the item
  /// stretched across it. Where the line's length is not known (a grid
  /// in a box that fits its content) the share is unknown too, and a cell
  /// is as long as its item.
  private func gridCell(
    _ node: ResolvedNode, index: Int, item: RenderBox, span: Int, horizontal: Bool
  ) -> RenderBox {
    var style = FlexStyle()
    style.shrink = 1
    style.basis = .percent(100 / Double(span))
    style.direction = horizontal ? .row : .column
    if horizontal { style.minHeight = .points(0) } else { style.minWidth = .points(0) }
    return syntheticBox(node, "cell\(index)", style: style, children: [item])
  }

  /// A box sdui-term adds to lay a component's children out (grid lines
  /// and cells, a long list's spacers); its `sdui:` type keeps it out of
  /// the layout JSON.
  func syntheticBox(_ node: ResolvedNode, _ name: String, style: FlexStyle, children: [RenderBox]) -> RenderBox {
    let box = ResolvedNode(
      type: QualifiedName("sdui:layout"), id: node.id + "/" + name, properties: [], events: [], children: [],
      isRegistered: true)
    return RenderBox(
      node: box, layout: LayoutNode(label: box.id, style: style, children: children.map(\.layout)),
      content: .container, visual: BoxVisual(), children: children)
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// What the layout makes of Beagle, as beagle-ios and beagle-android draw
/// it.
extension BeagleDialect: DialectLayout {
  package func box(of node: ResolvedNode, in layout: ComponentLayout, parentIsRow: Bool) -> (FlexStyle, BoxVisual) {
    (
      BeagleStyleMapping.flexStyle(node.property("style"), scale: layout.scale, parentIsRow: parentIsRow),
      BeagleStyleMapping.visual(node.property("style"))
    )
  }

  package func adjustBox(
    of node: ResolvedNode, style: inout FlexStyle, visual: inout BoxVisual, in layout: ComponentLayout,
    parentIsRow: Bool
  ) {
    if ["beagle:scrollview", "beagle:listview", "beagle:gridview"].contains(node.type.key) {
      let horizontal = scrollsHorizontally(node)
      style.direction = horizontal ? .row : .column
      visual.scrollAxis = horizontal ? .horizontal : .vertical
      // beagle-android and beagle-ios hide the bar when these are false.
      let bar = node.property(node.type.key == "beagle:scrollview" ? "scrollBarEnabled" : "isScrollIndicatorVisible")
      visual.showsScrollBar = bar.flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? true
    }
    if ["beagle:pageview", "beagle:pulltorefresh"].contains(node.type.key) {
      // Both fill the space their parent leaves, so a swipe from the
      // screen's middle lands on them: beagle-ios sizes its pager to all
      // it is offered and wraps a pull-to-refresh's content in a scroll
      // view that grows; beagle-android grows the pager's container.
      style.grow = max(style.grow, 1)
    }
    if node.type.key == "beagle:pageview", style.basis == .auto,
      (parentIsRow ? style.width : style.height) == .auto
    {
      // beagle-ios answers Yoga's measure with all it is offered, which
      // in a column sized by its content is the room above it, down to
      // the screen's end: a basis of the screen's length stands for it,
      // and the pager shrinks to what its siblings leave.
      style.basis = .points(Double(parentIsRow ? layout.screen.width : layout.screen.height))
      style.shrink = max(style.shrink, 1)
    }
    if node.type.key == "beagle:pageview" { visual.pages = true }
    if node.type.key == "beagle:pulltorefresh" {
      visual.pullsToRefresh = true
      visual.refreshing =
        node.property("isRefreshing").flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? false
      // A row above the content for the refresh mark, as the phones' spinner
      // comes down over the top of it.
      if visual.refreshing { style.padding.top = .points((style.padding.top.resolved(against: nil) ?? 0) + 1) }
    }
  }

  package func childBoxes(of node: ResolvedNode, in layout: ComponentLayout, isRow: Bool) -> [RenderBox]? {
    if node.type.key == "beagle:pageview" {
      // One page at a time: the current one, within the pages there are
      // (a pager cannot show a page it does not have).
      let written = node.property("currentPage").flatMap(Coercion.integer(from:)) ?? 0
      let current = min(max(0, written), max(0, node.children.count - 1))
      return node.children.enumerated().map { index, page in
        let box = layout.build(page, parentIsRow: isRow)
        box.adjustStyle { $0.isDisplayed = $0.isDisplayed && index == current }
        return box
      }
    }
    if node.type.key == "beagle:gridview" {
      return layout.gridLines(node, span: gridSpan(node, in: layout), horizontal: scrollsHorizontally(node))
    }
    return nil
  }

  /// A grid's span; one item a line in a list.
  package func itemsPerLine(of node: ResolvedNode, in layout: ComponentLayout) -> Int {
    node.type.key == "beagle:gridview" ? gridSpan(node, in: layout) : 1
  }

  package func lazyListAxis(of node: ResolvedNode) -> Bool? {
    switch node.type.key {
    case "beagle:listview", "beagle:gridview": scrollsHorizontally(node)
    default: nil
    }
  }
}

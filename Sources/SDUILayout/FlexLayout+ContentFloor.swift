extension FlexLayout {
  /// Sets each displayed node's ``LayoutNode/contentFloor`` from the
  /// widths of the layout just done, and says whether a pass with floors
  /// must follow: some node is shorter than its floor, or a floor moved.
  /// A node that shrank its items without floors, or whose floor moved,
  /// is marked dirty with its ancestors, so that the pass computes it
  /// again; the rest keep what they computed.
  ///
  /// A measured leaf needs the height its content takes at its width; a
  /// column needs its items' floors one after another, a row the tallest
  /// of them, each with its margins, and either its own padding and
  /// border around them; a vertical scroll view needs nothing, as its
  /// content scrolls. A node's own height or max height, where set, caps
  /// its floor, and a node with no measured content below it has none
  /// (Yoga's own floor, its padding and border, holds there).
  ///
  /// After a pass that started from the floors of the last layout
  /// (`after`), a floor that moved is what the pass got wrong, and a node
  /// the pass did not visit (it reused its last layout) keeps its floor.
  static func markContentFloors(_ root: LayoutNode, after pass: LayoutPass?) -> Bool {
    var squeezed = false
    markContentFloor(root, ownerHeight: .nan, inColumn: false, after: pass, squeezed: &squeezed)
    return squeezed
  }

  @discardableResult
  private static func markContentFloor(
    _ node: LayoutNode, ownerHeight: Float, inColumn: Bool, after pass: LayoutPass?, squeezed: inout Bool
  ) -> Float {
    if let pass, node.results.pass !== pass { return node.contentFloor }
    let style = node.sharedStyle.style
    let leaf = isMeasuredLeaf(node)
    let paddingAndBorderRow =
      node.layoutPadding.left + node.layoutPadding.right + node.layoutBorder.left + node.layoutBorder.right
    let paddingAndBorderColumn =
      node.layoutPadding.top + node.layoutPadding.bottom + node.layoutBorder.top + node.layoutBorder.bottom
    if node.shrankItems {
      node.shrankItems = false
      node.markDirty()
    }
    var content: Float = 0
    for child in node.children where child.isDisplayed {
      let floor = markContentFloor(
        child, ownerHeight: node.layoutHeight, inColumn: !style.direction.isRow, after: pass, squeezed: &squeezed)
      guard !leaf, !child.isAbsolute, floor > 0 else { continue }
      let withMargin = floor + child.marginForAxis(.column, widthSize: node.layoutWidth)
      content = style.direction.isRow ? max(content, withMargin) : content + withMargin
    }
    if leaf, let measure = node.measure {
      let width = FlexMath.maxDefined(0, node.layoutWidth - paddingAndBorderRow)
      content = FlexMath.maxDefined(0, Float(measure(Double(width), .exactly, .nan, .undefined).height))
    }
    if style.overflow == .scroll && !style.direction.isRow { content = 0 }
    var floor = content > 0 ? content + paddingAndBorderColumn : 0
    if floor > 0 {
      if node.hasDefiniteLength(.column, reference: ownerHeight) {
        floor = min(floor, node.resolvedDimension(.column, reference: ownerHeight))
      }
      let maximum = node.maxDimension(.column, reference: ownerHeight)
      if !maximum.isNaN { floor = min(floor, maximum) }
      if node.layoutHeight < floor { squeezed = true }
    }
    // A floor that moved matters where the pass's answer depended on it:
    // an item of a column below its new floor, or standing at its old one
    // (which may have held it up). A node made anew had none and was not
    // held; the root's height is its owner's, whatever its floor.
    if pass != nil, inColumn, node.contentFloor != floor,
      node.layoutHeight < floor || node.layoutHeight <= node.contentFloor
    {
      squeezed = true
      node.markDirty()
    }
    node.contentFloor = floor
    return floor
  }
}

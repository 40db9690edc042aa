extension FlexLayout {
  /// Lays out absolutely positioned children inside `node`'s padding box:
  /// sized by their own size, else by opposite insets, else by content;
  /// placed by their insets, else by the container's alignment.
  static func layoutAbsoluteChildren(of node: LayoutNode, width: Double, height: Double, edges: Edges<Double>) {
    // Most containers have none: don't copy the style for them.
    guard node.children.contains(where: { $0.style.positionType == .absolute }) else { return }
    let style = node.sharedStyle.style
    let containingWidth = width - style.border.left - style.border.right
    let containingHeight = height - style.border.top - style.border.bottom
    for child in node.children
    where child.sharedStyle.style.isDisplayed && child.sharedStyle.style.positionType == .absolute {
      let childStyle = child.sharedStyle.style
      let margin = resolvedMargins(child, ownerWidth: containingWidth)
      let marginRow = margin.left + margin.right
      let marginColumn = margin.top + margin.bottom
      let left = childStyle.position.left.resolved(against: containingWidth)
      let right = childStyle.position.right.resolved(against: containingWidth)
      let top = childStyle.position.top.resolved(against: containingHeight)
      let bottom = childStyle.position.bottom.resolved(against: containingHeight)
      var childWidth = childStyle.width.resolved(against: containingWidth)
      var childHeight = childStyle.height.resolved(against: containingHeight)
      if childWidth == nil, let left, let right { childWidth = containingWidth - left - right - marginRow }
      if childHeight == nil, let top, let bottom { childHeight = containingHeight - top - bottom - marginColumn }
      if let ratio = childStyle.aspectRatio {
        if childWidth == nil, let childHeight { childWidth = childHeight * ratio }
        if childHeight == nil, let childWidth { childHeight = childWidth / ratio }
      }
      if childWidth == nil || childHeight == nil {
        var widthMode: MeasureMode = childWidth == nil ? .undefined : .exactly
        var available = childWidth.map { $0 + marginRow } ?? .nan
        if childWidth == nil, !style.direction.isRow, containingWidth > 0 {
          available = containingWidth
          widthMode = .atMost
        }
        let measured = layout(
          child, availableWidth: available, widthMode: widthMode,
          availableHeight: childHeight.map { $0 + marginColumn } ?? .nan,
          heightMode: childHeight == nil ? .undefined : .exactly, ownerWidth: containingWidth,
          ownerHeight: containingHeight,
          perform: false)
        childWidth = childWidth ?? measured.width
        childHeight = childHeight ?? measured.height
      }
      let size = layout(
        child, availableWidth: (childWidth ?? 0) + marginRow, widthMode: .exactly,
        availableHeight: (childHeight ?? 0) + marginColumn, heightMode: .exactly, ownerWidth: containingWidth,
        ownerHeight: containingHeight, perform: true)
      child.frame.width = size.width
      child.frame.height = size.height
      let isRow = style.direction.isRow
      child.frame.x = place(
        start: left, end: right, size: size.width, container: width, edges: (edges.left, edges.right),
        borders: (style.border.left, style.border.right), margins: (margin.left, margin.right),
        alignment: isRow ? justification(style.justifyContent) : FlexLayout.align(child, in: node),
        reversed: isRow ? style.direction.isReverse : style.wrap == .wrapReverse)
      child.frame.y = place(
        start: top, end: bottom, size: size.height, container: height, edges: (edges.top, edges.bottom),
        borders: (style.border.top, style.border.bottom), margins: (margin.top, margin.bottom),
        alignment: isRow ? FlexLayout.align(child, in: node) : justification(style.justifyContent),
        reversed: isRow ? style.wrap == .wrapReverse : style.direction.isReverse)
    }
  }

  private static func justification(_ value: Justify) -> Align {
    switch value {
    case .center: .center
    case .flexEnd: .flexEnd
    default: .flexStart
    }
  }

  /// One axis of an absolute child's position.
  private static func place(
    start: Double?, end: Double?, size: Double, container: Double, edges: (Double, Double), borders: (Double, Double),
    margins: (Double, Double), alignment: Align, reversed: Bool
  ) -> Double {
    if let start { return borders.0 + start + margins.0 }
    if let end { return container - borders.1 - end - size - margins.1 }
    switch (alignment, reversed) {
    case (.center, _): return (container - size) / 2
    case (.flexEnd, false), (.flexStart, true), (.stretch, true), (.auto, true), (.baseline, true):
      return container - edges.1 - size - margins.1
    default: return edges.0 + margins.0
    }
  }

  /// A `display: none` node and its subtree take no space.
  static func collapse(_ node: LayoutNode) {
    node.frame = LayoutFrame()
    node.results.laidOut = nil
    node.needsRounding = true
    for child in node.children { collapse(child) }
  }

  /// The distance from a node's top to its first line's baseline: its
  /// first child's baseline, or for a leaf its height.
  static func baseline(of node: LayoutNode) -> Double {
    guard let first = node.children.first(where: { $0.style.isDisplayed && $0.style.positionType == .relative }) else {
      return node.frame.height
    }
    return first.frame.y + baseline(of: first)
  }

  /// Rounds frames to cells the way Taffy does: positions relative to the
  /// parent, sizes from rounded absolute edges, so nothing gaps or overlaps.
  ///
  /// Below a node whose children kept their frames and that moved by
  /// whole cells, nothing rounds differently, so that subtree is skipped.
  static func round(_ node: LayoutNode, cumulativeX: Double, cumulativeY: Double) {
    let absoluteX = cumulativeX + node.frame.x
    let absoluteY = cumulativeY + node.frame.y
    func cell(_ value: Double) -> Int { Int(value.rounded(.toNearestOrAwayFromZero)) }
    node.cellFrame = Rect(
      column: cell(node.frame.x), row: cell(node.frame.y),
      width: cell(absoluteX + node.frame.width) - cell(absoluteX),
      height: cell(absoluteY + node.frame.height) - cell(absoluteY))
    if !node.needsRounding, let last = node.roundedAt, (absoluteX - last.x).rounded() == absoluteX - last.x,
      (absoluteY - last.y).rounded() == absoluteY - last.y
    {
      return
    }
    node.needsRounding = false
    node.roundedAt = (absoluteX, absoluteY)
    var bounds = Rect(origin: .zero, size: node.cellFrame.size)
    for child in node.children {
      round(child, cumulativeX: absoluteX, cumulativeY: absoluteY)
      let reach = child.subtreeBounds
      bounds = bounds.union(
        Rect(
          column: child.cellFrame.origin.column + reach.origin.column,
          row: child.cellFrame.origin.row + reach.origin.row,
          width: reach.size.width, height: reach.size.height))
    }
    node.subtreeBounds = bounds
  }
}

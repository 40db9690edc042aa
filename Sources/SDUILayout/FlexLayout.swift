/// Flexbox layout with Yoga's semantics, computed in floating point and
/// rounded to cells the way Taffy rounds (`x = round(relative x)`,
/// `width = round(absolute right) - round(absolute left)`), so siblings
/// never gap or overlap.
///
/// Sizes passed down the tree include the node's own margins, as in Yoga:
/// a node laid out `.exactly` 20 wide with 2 + 3 of margin is 15 wide.
///
/// ```swift
/// let row = LayoutNode(style: { var s = FlexStyle(); s.direction = .row; s.width = .points(10); return s }(),
///                      children: [LayoutNode(style: { var s = FlexStyle(); s.grow = 1; return s }())])
/// FlexLayout.calculate(row, width: nil, height: 4)
/// row.children[0].cellFrame // 0,0 10x4
/// ```
public enum FlexLayout {
  /// Lays out a tree in the available space (`nil`: unconstrained).
  public static func calculate(_ root: LayoutNode, width: Double?, height: Double?) {
    let ownerWidth = width ?? .nan
    let ownerHeight = height ?? .nan
    let margin = resolvedMargins(root, ownerWidth: ownerWidth)
    let (availableWidth, widthMode) = rootConstraint(
      root.sharedStyle.style.width, root.sharedStyle.style.maxWidth, owner: ownerWidth,
      margin: margin.left + margin.right)
    let (availableHeight, heightMode) = rootConstraint(
      root.sharedStyle.style.height, root.sharedStyle.style.maxHeight, owner: ownerHeight,
      margin: margin.top + margin.bottom)
    let size = layout(
      root, availableWidth: availableWidth, widthMode: widthMode, availableHeight: availableHeight,
      heightMode: heightMode,
      ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: true)
    root.frame = LayoutFrame(x: margin.left, y: margin.top, width: size.width, height: size.height)
    round(root, cumulativeX: 0, cumulativeY: 0)
  }

  private static func rootConstraint(
    _ dimension: Length, _ maximum: Length, owner: Double, margin: Double
  ) -> (Double, MeasureMode) {
    if let value = dimension.resolved(against: owner.nilIfNaN) { return (value + margin, .exactly) }
    if let value = maximum.resolved(against: owner.nilIfNaN) { return (value, .atMost) }
    return owner.isNaN ? (.nan, .undefined) : (owner, .exactly)
  }

  // MARK: Sizing helpers
  //
  // They take the node rather than its style: a style is several hundred
  // bytes, and passing one out of its node copies it on every call.

  static func resolvedMargins(_ node: LayoutNode, ownerWidth: Double) -> Edges<Double> {
    func value(_ dimension: Length) -> Double { dimension.resolved(against: ownerWidth.nilIfNaN) ?? 0 }
    let margin = node.sharedStyle.style.margin
    return Edges(
      left: value(margin.left), top: value(margin.top), right: value(margin.right), bottom: value(margin.bottom))
  }

  static func paddingAndBorder(_ node: LayoutNode, ownerWidth: Double) -> Edges<Double> {
    func value(_ dimension: Length) -> Double { max(0, dimension.resolved(against: ownerWidth.nilIfNaN) ?? 0) }
    let padding = node.sharedStyle.style.padding
    let border = node.sharedStyle.style.border
    return Edges(
      left: value(padding.left) + border.left, top: value(padding.top) + border.top,
      right: value(padding.right) + border.right, bottom: value(padding.bottom) + border.bottom)
  }

  /// Clamps a border-box size to the node's min and max, and to at least
  /// its padding and border.
  static func bound(_ node: LayoutNode, row: Bool, _ value: Double, owner: Double, paddingAndBorder: Double) -> Double {
    max(boundWithinMinMax(node, row: row, value, owner: owner), paddingAndBorder)
  }

  static func boundWithinMinMax(_ node: LayoutNode, row: Bool, _ value: Double, owner: Double) -> Double {
    var result = value
    let maximum = row ? node.sharedStyle.style.maxWidth : node.sharedStyle.style.maxHeight
    let minimum = row ? node.sharedStyle.style.minWidth : node.sharedStyle.style.minHeight
    if let maximum = maximum.resolved(against: owner.nilIfNaN), maximum >= 0 { result = min(result, maximum) }
    if let minimum = minimum.resolved(against: owner.nilIfNaN), minimum >= 0 { result = max(result, minimum) }
    return result
  }

  /// Caps a proposed size at the node's max size (Yoga's ConstrainMaxSizeForMode).
  static func constrainMax(
    _ node: LayoutNode, row: Bool, owner: Double, margin: Double, size: inout Double, mode: inout MeasureMode
  ) {
    guard
      let maximum = (row ? node.sharedStyle.style.maxWidth : node.sharedStyle.style.maxHeight).resolved(
        against: owner.nilIfNaN)
    else {
      return
    }
    let limit = maximum + margin
    switch mode {
    case .exactly, .atMost: size = size.isNaN ? limit : min(size, limit)
    case .undefined:
      size = limit
      mode = .atMost
    }
  }

  static func size(_ node: LayoutNode, row: Bool) -> Length {
    row ? node.sharedStyle.style.width : node.sharedStyle.style.height
  }

  static func align(_ child: LayoutNode, in parent: LayoutNode) -> Align {
    let value =
      child.sharedStyle.style.alignSelf == .auto
      ? parent.sharedStyle.style.alignItems : child.sharedStyle.style.alignSelf
    if value == .baseline && !parent.sharedStyle.style.direction.isRow { return .flexStart }
    return value
  }

  // MARK: Measuring one node

  /// Lays out (`perform`) or measures a node; returns its border-box size.
  /// A result remembered for the same constraints is returned without
  /// work: a full layout, when it holds, for either; else a measurement,
  /// for a measurement.
  @discardableResult
  static func layout(
    _ node: LayoutNode, availableWidth: Double, widthMode: MeasureMode, availableHeight: Double,
    heightMode: MeasureMode, ownerWidth: Double, ownerHeight: Double, perform: Bool
  ) -> (width: Double, height: Double) {
    var entry = LayoutCacheEntry(
      availableWidth: availableWidth, widthMode: widthMode, availableHeight: availableHeight, heightMode: heightMode,
      ownerWidth: ownerWidth, ownerHeight: ownerHeight, width: 0, height: 0)
    if let laidOut = node.results.laidOut, laidOut.hasSameConstraints(as: entry) {
      return (laidOut.width, laidOut.height)
    }
    if !perform, let hit = node.results.measured.hit(for: entry) {
      return (hit.width, hit.height)
    }
    node.needsRounding = true
    let size = computeLayout(
      node, availableWidth: availableWidth, widthMode: widthMode, availableHeight: availableHeight,
      heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform)
    (entry.width, entry.height) = size
    if perform {
      node.results.laidOut = entry
    } else {
      // Measuring reuses the children's frames as scratch space, so the
      // frames of the last full layout no longer hold.
      if !node.children.isEmpty { node.results.laidOut = nil }
      node.results.measured.remember(entry)
    }
    return size
  }

  private static func computeLayout(
    _ node: LayoutNode, availableWidth: Double, widthMode: MeasureMode, availableHeight: Double,
    heightMode: MeasureMode, ownerWidth: Double, ownerHeight: Double, perform: Bool
  ) -> (width: Double, height: Double) {
    let margin = resolvedMargins(node, ownerWidth: ownerWidth)
    let edges = paddingAndBorder(node, ownerWidth: ownerWidth)
    let marginRow = margin.left + margin.right
    let marginColumn = margin.top + margin.bottom
    let pbRow = edges.left + edges.right
    let pbColumn = edges.top + edges.bottom
    let hasFlowChildren = node.children.contains { $0.style.isDisplayed && $0.style.positionType == .relative }
    if node.children.isEmpty || (!hasFlowChildren && node.measure != nil) {
      let measured: (width: Double, height: Double)
      if let measure = node.measure, !(widthMode == .exactly && heightMode == .exactly) {
        measured = measure(
          max(0, availableWidth - marginRow - pbRow), widthMode, max(0, availableHeight - marginColumn - pbColumn),
          heightMode)
      } else {
        measured = (0, 0)
      }
      let width = widthMode == .exactly ? availableWidth - marginRow : measured.width + pbRow
      let height = heightMode == .exactly ? availableHeight - marginColumn : measured.height + pbColumn
      if perform { layoutAbsoluteChildren(of: node, width: width, height: height, edges: edges) }
      return (
        bound(node, row: true, width, owner: ownerWidth, paddingAndBorder: pbRow),
        bound(node, row: false, height, owner: ownerHeight, paddingAndBorder: pbColumn)
      )
    }
    var container = FlexContainer(
      node: node, edges: edges, availableWidth: availableWidth - marginRow, widthMode: widthMode,
      availableHeight: availableHeight - marginColumn, heightMode: heightMode, ownerWidth: ownerWidth,
      ownerHeight: ownerHeight, perform: perform)
    return container.run()
  }
}

extension Double {
  var nilIfNaN: Double? { isNaN ? nil : self }
}

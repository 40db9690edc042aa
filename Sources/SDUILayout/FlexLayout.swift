/// Flexbox layout that gives Yoga's boxes: the algorithm of Yoga 3 (the
/// engine Beagle renders through on iOS and Android, and `pyyoga`, which
/// the tests hold it to), computed in single precision as Yoga computes,
/// and rounded to cells by absolute edges (Yoga rounds a position relative
/// to its parent, and a text outwards; see `round(_:parentX:parentY:parentCell:)`).
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
///
/// Yoga's own quirks are kept, because the boxes must be the device's:
/// items shrink to 0 and no further while the free space stays negative;
/// `space-*` justification and alignment fall back to the start when
/// there is no room; a percentage of a size nobody fixed is auto; a
/// relative offset along a reversed main axis moves the other way.
public enum FlexLayout {
  /// Lays out a tree in the available space (`nil`: unconstrained).
  ///
  /// `keepingContent` adds the terminal's rule to Yoga's: an item of a
  /// column shrinks no lower than the rows its content needs (CSS's
  /// automatic minimum size, for heights; a vertical scroll view needs
  /// none), so a screen a little taller than the terminal is cut at its
  /// bottom instead of losing whole rows in its middle. A tree whose
  /// columns shrink nothing below that is laid out once, as Yoga lays it.
  public static func calculate(_ root: LayoutNode, width: Double?, height: Double?, keepingContent: Bool = false) {
    let ownerWidth = width.flatMap { $0.isFinite ? Float($0) : nil } ?? .nan
    let ownerHeight = height.flatMap { $0.isFinite ? Float($0) : nil } ?? .nan
    // A tree whose last layout kept content starts from its floors, so
    // that what did not change is reused rather than laid out twice more:
    // the floors are then marked again, and only a node whose floor moved
    // (its content changed) is laid out once more, with its ancestors.
    // A root made anew around nodes kept from the last frame knows that
    // layout by their floors, however deep the nodes made anew go.
    let startsWithFloors = keepingContent && (root.keptContent || holdsKeptFloors(root))
    let pass = LayoutPass(root: root, keepsContent: startsWithFloors)
    layoutRoot(root, ownerWidth: ownerWidth, ownerHeight: ownerHeight, pass: pass)
    if keepingContent && (startsWithFloors || pass.shrankAColumn)
      && markContentFloors(root, after: startsWithFloors ? pass : nil)
    {
      layoutRoot(
        root, ownerWidth: ownerWidth, ownerHeight: ownerHeight, pass: LayoutPass(root: root, keepsContent: true))
      root.keptContent = true
    }
    // Rounding skips what did not move, so a layout that changed nothing
    // costs one node here.
    setInitialPosition(root, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    round(root, parentX: 0, parentY: 0)
  }

  /// Whether a node made anew holds, below nodes made anew like it, one
  /// kept from the last layout with its floor: the nodes along the way of
  /// a change are made anew, the rest of the tree is kept.
  private static func holdsKeptFloors(_ node: LayoutNode) -> Bool {
    var fresh = [node]
    while let next = fresh.popLast() {
      for child in next.children {
        if child.contentFloor > 0 { return true }
        if child.results.pass == nil { fresh.append(child) }
      }
    }
    return false
  }

  private static func layoutRoot(_ root: LayoutNode, ownerWidth: Float, ownerHeight: Float, pass: LayoutPass) {
    let (availableWidth, widthMode) = rootConstraint(
      root, .row, owner: ownerWidth, margin: root.marginForAxis(.row, widthSize: ownerWidth))
    let (availableHeight, heightMode) = rootConstraint(
      root, .column, owner: ownerHeight, margin: root.marginForAxis(.column, widthSize: ownerWidth))
    layout(
      root, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
      heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: true, pass: pass)
  }

  /// The root's own size when set, else its max as a limit, else the space.
  private static func rootConstraint(
    _ root: LayoutNode, _ axis: FlexDirection, owner: Float, margin: Float
  ) -> (Float, MeasureMode) {
    if root.hasDefiniteLength(axis, reference: owner) {
      return (root.resolvedDimension(axis, reference: owner) + margin, .exactly)
    }
    let maximum = root.maxDimension(axis, reference: owner)
    if !maximum.isNaN { return (maximum, .atMost) }
    return owner.isNaN ? (.nan, .undefined) : (owner, .exactly)
  }

  /// Sets every side's position to the node's margin plus its relative
  /// offset; its container then adds where the line puts it.
  static func setInitialPosition(_ node: LayoutNode, ownerWidth: Float, ownerHeight: Float) {
    guard node.sharedStyle.hasMargin || node.sharedStyle.hasInsets else {
      node.position = Edges(all: 0)
      return
    }
    let x = node.relativeOffset(.row, axisSize: ownerWidth)
    let y = node.relativeOffset(.column, axisSize: ownerHeight)
    node.position = Edges(
      left: node.margin(.left, widthSize: ownerWidth) + x, top: node.margin(.top, widthSize: ownerWidth) + y,
      right: node.margin(.right, widthSize: ownerWidth) + x, bottom: node.margin(.bottom, widthSize: ownerWidth) + y)
  }

  /// Whether a node is measured by its measure function: one with no
  /// children in the flow (a measured node that has some is a container).
  @inline(__always)
  static func isMeasuredLeaf(_ node: LayoutNode) -> Bool {
    node.measure != nil && !node.children.contains { $0.isDisplayed && !$0.isAbsolute }
  }

  // MARK: One node, with Yoga's caches

  /// Lays out (`perform`) or measures a node, leaving its border-box size
  /// in `measuredWidth` and `measuredHeight`; a remembered result for the
  /// same constraints is used without work.
  static func layout(
    _ node: LayoutNode, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode,
    heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float, perform: Bool, pass: LayoutPass
  ) {
    let results = node.results
    if results.pass !== pass { results.begin(pass) }
    let leaf = isMeasuredLeaf(node)
    let found =
      leaf
      ? rememberedMeasurement(
        node, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform)
      : rememberedLayout(
        node, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform)
    if let found {
      node.measuredWidth = found.width
      node.measuredHeight = found.height
    } else {
      computeLayout(
        node, leaf: leaf, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform, pass: pass)
      if perform {
        node.needsRounding = true
        // The children now hold this layout's frames, not the earlier one's.
        results.earlierLaidOut = nil
      }
      let entry = LayoutCacheEntry(
        availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, width: node.measuredWidth,
        height: node.measuredHeight)
      if perform { results.laidOut = entry } else { results.measured.remember(entry) }
    }
    if perform {
      // A remembered measurement can answer a layout with another size.
      if node.layoutWidth != node.measuredWidth || node.layoutHeight != node.measuredHeight {
        node.needsRounding = true
      }
      node.layoutWidth = node.measuredWidth
      node.layoutHeight = node.measuredHeight
      results.isDirty = false
    }
  }

  /// A measured leaf's remembered size: this pass's, by Yoga's rules for
  /// measure functions, else an earlier pass's for the same constraints
  /// (copied into this pass).
  private static func rememberedMeasurement(
    _ node: LayoutNode, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode,
    heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float, perform: Bool
  ) -> LayoutCacheEntry? {
    let results = node.results
    let marginRow = node.marginForAxis(.row, widthSize: ownerWidth)
    let marginColumn = node.marginForAxis(.column, widthSize: ownerWidth)
    func reusable(_ entry: LayoutCacheEntry) -> Bool {
      canReuseMeasurement(
        entry, availableWidth: availableWidth, widthMode: widthMode, availableHeight: availableHeight,
        heightMode: heightMode, marginRow: marginRow, marginColumn: marginColumn)
    }
    if let laidOut = results.laidOut, reusable(laidOut) { return laidOut }
    for index in 0..<results.measured.count where reusable(results.measured[index]) {
      return results.measured[index]
    }
    let anyOwner = !node.sharedStyle.resolvesAgainstOwner
    func same(_ entry: LayoutCacheEntry) -> Bool {
      entry.answersLater(
        availableWidth: availableWidth, widthMode: widthMode, availableHeight: availableHeight,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, anyOwner: anyOwner)
    }
    var earlier: LayoutCacheEntry?
    if let laidOut = results.earlierLaidOut, same(laidOut) {
      earlier = laidOut
    } else {
      for index in 0..<results.earlierMeasured.count where same(results.earlierMeasured[index]) {
        earlier = results.earlierMeasured[index]
        break
      }
    }
    if let earlier {
      if perform { results.laidOut = earlier } else { results.measured.remember(earlier) }
    }
    return earlier
  }

  /// A container's remembered size: a full layout answers a full layout,
  /// a measurement a measurement, for the same constraints; this pass's
  /// first, else an earlier pass's (copied into this pass).
  private static func rememberedLayout(
    _ node: LayoutNode, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode,
    heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float, perform: Bool
  ) -> LayoutCacheEntry? {
    let results = node.results
    func same(_ entry: LayoutCacheEntry) -> Bool {
      entry.hasSameConstraints(
        availableWidth: availableWidth, widthMode: widthMode, availableHeight: availableHeight, heightMode: heightMode)
    }
    let anyOwner = !node.sharedStyle.resolvesAgainstOwner
    func answers(_ earlier: LayoutCacheEntry) -> Bool {
      earlier.answersLater(
        availableWidth: availableWidth, widthMode: widthMode, availableHeight: availableHeight,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, anyOwner: anyOwner)
    }
    if perform {
      if let laidOut = results.laidOut, same(laidOut) { return laidOut }
      guard let earlier = results.earlierLaidOut, answers(earlier) else { return nil }
      results.laidOut = earlier
      return earlier
    }
    for index in 0..<results.measured.count where same(results.measured[index]) {
      return results.measured[index]
    }
    for index in 0..<results.earlierMeasured.count {
      let earlier = results.earlierMeasured[index]
      if answers(earlier) {
        results.measured.remember(earlier)
        return earlier
      }
    }
    return nil
  }

  private static func computeLayout(
    _ node: LayoutNode, leaf: Bool, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode,
    heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float, perform: Bool, pass: LayoutPass
  ) {
    node.layoutBorder = Edges(
      left: node.border(.left), top: node.border(.top), right: node.border(.right), bottom: node.border(.bottom))
    node.layoutPadding = Edges(
      left: node.padding(.left, widthSize: ownerWidth), top: node.padding(.top, widthSize: ownerWidth),
      right: node.padding(.right, widthSize: ownerWidth), bottom: node.padding(.bottom, widthSize: ownerWidth))
    let innerAvailableWidth = availableWidth - node.marginForAxis(.row, widthSize: ownerWidth)
    let innerAvailableHeight = availableHeight - node.marginForAxis(.column, widthSize: ownerWidth)
    if leaf {
      measureLeaf(
        node, availableWidth: innerAvailableWidth, availableHeight: innerAvailableHeight, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
      if perform { layoutChildrenOfMeasuredLeaf(node, widthMode: widthMode, pass: pass) }
      return
    }
    if node.children.isEmpty {
      node.measuredWidth = node.boundAxis(
        .row, widthMode == .exactly ? innerAvailableWidth : node.paddingAndBorderForAxis(.row, widthSize: ownerWidth),
        axisSize: ownerWidth, widthSize: ownerWidth)
      node.measuredHeight = node.boundAxis(
        .column,
        heightMode == .exactly ? innerAvailableHeight : node.paddingAndBorderForAxis(.column, widthSize: ownerWidth),
        axisSize: ownerHeight, widthSize: ownerWidth)
      return
    }
    if !perform,
      measureFixedSize(
        node, availableWidth: innerAvailableWidth, availableHeight: innerAvailableHeight, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    {
      return
    }
    var container = FlexContainer(
      node: node, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
      heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform, pass: pass)
    container.run()
  }
}

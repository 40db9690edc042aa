/// Lays out one flex container's children: flex basis, lines, flexible
/// lengths (Yoga's two passes, min/max applied to the basis first),
/// main-axis justification, cross-axis alignment and `align-content`,
/// reversed axes and `wrap-reverse`, then absolutely positioned children.
/// Positions are computed in flow order and mirrored for reversed axes.
struct FlexContainer {
  let node: LayoutNode
  /// The container's style (inlined in optimized builds, where reading a
  /// field of it reads only that field).
  var style: FlexStyle { node.sharedStyle.style }
  let edges: Edges<Double>
  let widthMode: MeasureMode
  let heightMode: MeasureMode
  let ownerWidth: Double
  let ownerHeight: Double
  let perform: Bool
  let isRow: Bool
  /// The border-box space offered (margins removed), NaN when undefined.
  let availableWidth: Double
  let availableHeight: Double
  /// The content-box space, NaN when undefined.
  let innerWidth: Double
  let innerHeight: Double
  /// The displayed, in-flow children, found by ``run()``.
  var items: [LayoutNode] = []

  init(
    node: LayoutNode, edges: Edges<Double>, availableWidth: Double, widthMode: MeasureMode, availableHeight: Double,
    heightMode: MeasureMode, ownerWidth: Double, ownerHeight: Double, perform: Bool
  ) {
    self.node = node
    self.edges = edges
    self.widthMode = widthMode
    self.heightMode = heightMode
    self.ownerWidth = ownerWidth
    self.ownerHeight = ownerHeight
    self.perform = perform
    isRow = node.sharedStyle.style.direction.isRow
    self.availableWidth = widthMode == .undefined ? .nan : availableWidth
    self.availableHeight = heightMode == .undefined ? .nan : availableHeight
    innerWidth = Self.inner(
      self.availableWidth, paddingAndBorder: edges.left + edges.right, node.sharedStyle.style.minWidth,
      node.sharedStyle.style.maxWidth,
      owner: ownerWidth)
    innerHeight = Self.inner(
      self.availableHeight, paddingAndBorder: edges.top + edges.bottom, node.sharedStyle.style.minHeight,
      node.sharedStyle.style.maxHeight,
      owner: ownerHeight)
  }

  static func inner(_ available: Double, paddingAndBorder: Double, _ minimum: Length, _ maximum: Length, owner: Double)
    -> Double
  {
    guard !available.isNaN else { return .nan }
    var value = available - paddingAndBorder
    if let maximum = maximum.resolved(against: owner.nilIfNaN) { value = min(value, maximum - paddingAndBorder) }
    if let minimum = minimum.resolved(against: owner.nilIfNaN) { value = max(value, minimum - paddingAndBorder) }
    return max(0, value)
  }

  // MARK: Axis helpers

  var innerMain: Double { isRow ? innerWidth : innerHeight }
  var innerCross: Double { isRow ? innerHeight : innerWidth }
  var mainMode: MeasureMode { isRow ? widthMode : heightMode }
  var crossMode: MeasureMode { isRow ? heightMode : widthMode }
  var pbMain: Double { isRow ? edges.left + edges.right : edges.top + edges.bottom }
  var pbCross: Double { isRow ? edges.top + edges.bottom : edges.left + edges.right }

  /// The start and end of an axis in flow order (reversed axes start at
  /// the physical end).
  func flow<Value>(_ values: Edges<Value>, main: Bool) -> (start: Value, end: Value) {
    let reversed = main ? style.direction.isReverse : style.wrap == .wrapReverse
    let horizontal = main == isRow
    let (first, last) = horizontal ? (values.left, values.right) : (values.top, values.bottom)
    return reversed ? (last, first) : (first, last)
  }

  /// An item's margins, resolved once per pass by ``run()``.
  func margins(_ child: LayoutNode) -> Edges<Double> {
    child.itemMargin
  }

  func mainSize(_ child: LayoutNode) -> Double { isRow ? child.frame.width : child.frame.height }
  func crossSize(_ child: LayoutNode) -> Double { isRow ? child.frame.height : child.frame.width }

  /// A child's main size clamped by its min, max and padding-and-border.
  func boundMain(_ child: LayoutNode, _ value: Double) -> Double {
    FlexLayout.bound(child, row: isRow, value, owner: innerMain, paddingAndBorder: child.itemPaddingAndBorderMain)
  }

  // MARK: The algorithm

  mutating func run() -> (width: Double, height: Double) {
    for child in node.children where !child.sharedStyle.style.isDisplayed { FlexLayout.collapse(child) }
    // Most containers have only displayed, in-flow children: share their array.
    let inFlow = { (child: LayoutNode) in
      child.sharedStyle.style.isDisplayed && child.sharedStyle.style.positionType == .relative
    }
    items = node.children.allSatisfy(inFlow) ? node.children : node.children.filter(inFlow)
    for child in items {
      child.itemMargin = FlexLayout.resolvedMargins(child, ownerWidth: innerWidth)
      let padding = FlexLayout.paddingAndBorder(child, ownerWidth: innerWidth)
      child.itemPaddingAndBorderMain = isRow ? padding.left + padding.right : padding.top + padding.bottom
      child.itemPaddingAndBorderCross = isRow ? padding.top + padding.bottom : padding.left + padding.right
      computeBasis(child)
    }
    // Lines are at most one per item: they live on the stack.
    return withUnsafeTemporaryAllocation(of: FlexLine.self, capacity: max(1, items.count)) { storage in
      layOutLines(in: storage)
    }
  }

  /// Breaks the items into lines kept in `storage`, flexes and aligns
  /// them, and returns the container's size.
  private func layOutLines(in storage: UnsafeMutableBufferPointer<FlexLine>) -> (width: Double, height: Double) {
    let mainGap = (isRow ? style.columnGap : style.rowGap).resolved(against: innerMain.nilIfNaN) ?? 0
    let crossGap = (isRow ? style.rowGap : style.columnGap).resolved(against: innerCross.nilIfNaN) ?? 0
    let lines = UnsafeMutableBufferPointer(rebasing: storage[..<collectLines(into: storage, gap: mainGap)])
    var maxLineMain = 0.0
    for index in lines.indices {
      resolveFlexibleLengths(&lines[index], gap: mainGap)
      maxLineMain = max(maxLineMain, lines[index].mainExtent)
    }
    let mainOwner = isRow ? ownerWidth : ownerHeight
    let crossOwner = isRow ? ownerHeight : ownerWidth
    var containerMain: Double
    switch mainMode {
    case .exactly: containerMain = isRow ? availableWidth : availableHeight
    case .atMost where lines.count > 1:
      // Wrapped lines mean the content is wider than the space: fit-content.
      containerMain = innerMain + pbMain
    case .atMost:
      containerMain = min(
        innerMain + pbMain, FlexLayout.boundWithinMinMax(node, row: isRow, maxLineMain, owner: mainOwner))
    case .undefined: containerMain = maxLineMain
    }
    containerMain = FlexLayout.bound(node, row: isRow, containerMain, owner: mainOwner, paddingAndBorder: pbMain)
    if style.wrap == .noWrap, let only = lines.indices.first {
      if crossMode == .exactly {
        lines[only].crossSize = innerCross
      } else {
        lines[only].crossSize =
          FlexLayout.bound(
            node, row: !isRow, lines[only].crossSize + pbCross, owner: crossOwner, paddingAndBorder: pbCross)
          - pbCross
      }
    }
    let totalCross = lines.reduce(0) { $0 + $1.crossSize } + crossGap * Double(max(0, lines.count - 1))
    var containerCross: Double
    switch crossMode {
    case .exactly: containerCross = isRow ? availableHeight : availableWidth
    case .atMost:
      containerCross = min(
        innerCross + pbCross, FlexLayout.boundWithinMinMax(node, row: !isRow, totalCross + pbCross, owner: crossOwner))
    case .undefined: containerCross = totalCross + pbCross
    }
    containerCross = FlexLayout.bound(node, row: !isRow, containerCross, owner: crossOwner, paddingAndBorder: pbCross)
    if perform {
      alignLines(lines, totalCross: totalCross, crossGap: crossGap)
      place(lines, containerMain: containerMain, containerCross: containerCross)
    }
    let width = isRow ? containerMain : containerCross
    let height = isRow ? containerCross : containerMain
    if perform { FlexLayout.layoutAbsoluteChildren(of: node, width: width, height: height, edges: edges) }
    return (width, height)
  }

  /// Splits the items into lines where wrapping is on and the main size
  /// is known, writing them from the start of `lines`; returns how many.
  func collectLines(into lines: UnsafeMutableBufferPointer<FlexLine>, gap: Double) -> Int {
    if style.wrap == .noWrap || innerMain.isNaN {
      lines.initializeElement(at: 0, to: FlexLine(range: items.indices))
      return 1
    }
    var count = 0
    var start = 0
    var consumed = 0.0
    for (index, child) in items.enumerated() {
      let flowMargin = flow(margins(child), main: true)
      let outer = child.clampedBasis + flowMargin.start + flowMargin.end
      if index > start, consumed + gap + outer > innerMain + 1e-4 {
        lines.initializeElement(at: count, to: FlexLine(range: start..<index))
        count += 1
        start = index
        consumed = 0
      }
      consumed += (index > start ? gap : 0) + outer
    }
    lines.initializeElement(at: count, to: FlexLine(range: start..<items.count))
    return count + 1
  }

  /// The items of a line.
  func items(of line: FlexLine) -> ArraySlice<LayoutNode> { items[line.range] }
}

/// One line of a flex container, as it is resolved.
struct FlexLine {
  /// Where its items are in the container's items.
  var range: Range<Int>
  /// The line's main extent including the container's padding and border.
  var mainExtent = 0.0
  /// The line's cross size (the tallest item, or the container's).
  var crossSize = 0.0
  /// The largest baseline distance, for baseline alignment.
  var maxAscent = 0.0
  /// Where the line starts on the cross axis, from the container's border-box start.
  var crossStart = 0.0
}

/// Lays out one flex container, in the steps of Yoga's algorithm: the
/// space inside it, each item's flex basis, lines, flexible lengths,
/// justification along the main axis, alignment across it, alignment of
/// the lines, the container's own size, reversed axes, then absolutely
/// positioned children.
///
/// `availableWidth` and `availableHeight` include the container's
/// margins; NaN when unknown (always so with the `.undefined` mode, which
/// Yoga also uses with a known size for a percentage it measures loosely).
struct FlexContainer {
  let node: LayoutNode
  let pass: LayoutPass
  let perform: Bool
  let mainAxis: FlexDirection
  let crossAxis: FlexDirection
  /// Whether the main axis is horizontal.
  let isRow: Bool
  let isWrap: Bool
  let availableWidth: Float
  let availableHeight: Float
  let widthMode: MeasureMode
  let heightMode: MeasureMode
  let ownerWidth: Float
  let ownerHeight: Float
  /// The sizing modes along the main and cross axes; a wrapping container
  /// whose items overflow its limit is sized exactly to it.
  var mainMode: MeasureMode
  let crossMode: MeasureMode
  let paddingAndBorderMain: Float
  let paddingAndBorderCross: Float
  let paddingAndBorderRow: Float
  let paddingAndBorderColumn: Float
  /// The space inside the padding and border, NaN when unknown.
  let availableInnerWidth: Float
  let availableInnerHeight: Float
  /// The inner main size the lines are flexed in; set by line to the
  /// container's min or max, or to the line's content, when the
  /// container is sized by its content.
  var availableInnerMain: Float
  let availableInnerCross: Float
  /// Whether the items' bases and margins exceed the main size.
  var mainAxisOverflows = false
  /// The displayed children in the flow, in order.
  let items: [LayoutNode]

  init(
    node: LayoutNode, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode,
    heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float, perform: Bool, pass: LayoutPass
  ) {
    self.node = node
    self.pass = pass
    self.perform = perform
    mainAxis = node.sharedStyle.style.direction
    crossAxis = mainAxis.crossAxis
    isRow = mainAxis.isRow
    isWrap = node.sharedStyle.style.wrap != .noWrap
    self.availableWidth = availableWidth
    self.availableHeight = availableHeight
    self.widthMode = widthMode
    self.heightMode = heightMode
    self.ownerWidth = ownerWidth
    self.ownerHeight = ownerHeight
    mainMode = isRow ? widthMode : heightMode
    crossMode = isRow ? heightMode : widthMode
    paddingAndBorderRow = node.paddingAndBorderForAxis(.row, widthSize: ownerWidth)
    paddingAndBorderColumn = node.paddingAndBorderForAxis(.column, widthSize: ownerWidth)
    paddingAndBorderMain = isRow ? paddingAndBorderRow : paddingAndBorderColumn
    paddingAndBorderCross = isRow ? paddingAndBorderColumn : paddingAndBorderRow
    availableInnerWidth = Self.innerSize(
      node, .row, available: availableWidth - node.marginForAxis(.row, widthSize: ownerWidth),
      paddingAndBorder: paddingAndBorderRow, owner: ownerWidth)
    availableInnerHeight = Self.innerSize(
      node, .column, available: availableHeight - node.marginForAxis(.column, widthSize: ownerWidth),
      paddingAndBorder: paddingAndBorderColumn, owner: ownerHeight)
    availableInnerMain = isRow ? availableInnerWidth : availableInnerHeight
    availableInnerCross = isRow ? availableInnerHeight : availableInnerWidth
    let inFlow = { (child: LayoutNode) in child.isDisplayed && !child.isAbsolute }
    // Most containers have only displayed children in the flow: share the array.
    items = node.children.allSatisfy(inFlow) ? node.children : node.children.filter(inFlow)
  }

  /// The space inside the padding and border, kept within the node's min
  /// and max.
  static func innerSize(
    _ node: LayoutNode, _ axis: FlexDirection, available: Float, paddingAndBorder: Float, owner: Float
  ) -> Float {
    let inner = available - paddingAndBorder
    guard !inner.isNaN else { return inner }
    let minimum = node.minDimension(axis, reference: owner)
    let maximum = node.maxDimension(axis, reference: owner)
    let minInner = minimum.isNaN ? 0 : minimum - paddingAndBorder
    let maxInner = maximum.isNaN ? FlexMath.noMaximum : maximum - paddingAndBorder
    return FlexMath.maxDefined(FlexMath.minDefined(inner, maxInner), minInner)
  }

  var mainOwnerSize: Float { isRow ? ownerWidth : ownerHeight }
  var crossOwnerSize: Float { isRow ? ownerHeight : ownerWidth }
  /// The node's own grow factor (the root's is 0).
  var nodeGrow: Float { pass.isRoot(node) ? 0 : node.sharedStyle.grow }

  // MARK: The algorithm

  mutating func run() {
    var totalMain = computeFlexBases()
    if node.children.count > 1 {
      totalMain += node.gap(mainAxis, ownerSize: availableInnerMain) * Float(node.children.count - 1)
    }
    mainAxisOverflows = mainMode != .undefined && totalMain > availableInnerMain
    if isWrap && mainAxisOverflows && mainMode == .atMost { mainMode = .exactly }

    let crossGap = node.gap(crossAxis, ownerSize: availableInnerCross)
    var lineCount = 0
    var totalLineCross: Float = 0
    var maxLineMain: Float = 0
    var start = 0
    // A container whose children are all out of the flow still has one,
    // empty, line, as in Yoga (its justification can size the container).
    repeat {
      var line = collectLine(from: start, lineIndex: lineCount)
      sizeLine(&line)
      if !(!perform && crossMode == .exactly) { resolveFlexibleLengths(&line) }
      justify(&line)
      var containerCross = availableInnerCross
      if crossMode != .exactly {
        containerCross =
          node.boundAxis(
            crossAxis, line.crossDim + paddingAndBorderCross, axisSize: crossOwnerSize, widthSize: ownerWidth)
          - paddingAndBorderCross
      }
      if !isWrap && crossMode == .exactly { line.crossDim = availableInnerCross }
      if !isWrap {
        line.crossDim =
          node.boundAxis(
            crossAxis, line.crossDim + paddingAndBorderCross, axisSize: crossOwnerSize, widthSize: ownerWidth)
          - paddingAndBorderCross
      }
      if perform { alignAcross(line, containerCross: containerCross, linesBefore: totalLineCross) }
      totalLineCross += line.crossDim + (lineCount != 0 ? crossGap : 0)
      maxLineMain = FlexMath.maxDefined(maxLineMain, line.mainDim)
      start = line.end
      lineCount += 1
    } while start < items.count
    if perform && (isWrap || isBaselineLayout) {
      alignLines(count: lineCount, totalCross: totalLineCross, crossGap: crossGap)
    }
    computeOwnSize(maxLineMain: maxLineMain, totalLineCross: totalLineCross)
    guard perform else { return }
    if node.sharedStyle.style.wrap == .wrapReverse {
      let containerCross = node.measured(crossAxis)
      for child in node.children where !child.isAbsolute {
        child.position[crossAxis.startEdge] =
          containerCross - child.position[crossAxis.startEdge] - child.measured(crossAxis)
      }
    }
    if mainAxis.isReverse {
      for child in node.children where child.isDisplayed && !child.isAbsolute {
        FlexLayout.setEndPosition(of: child, in: node, axis: mainAxis)
      }
    }
    FlexLayout.layoutAbsoluteChildren(of: node, widthMode: isRow ? mainMode : crossMode, pass: pass)
  }

  /// The container's size: the space it was given, or along an axis it is
  /// sized by its content, its lines; clamped by its min, max, padding and
  /// border.
  private func computeOwnSize(maxLineMain: Float, totalLineCross: Float) {
    node.measuredWidth = node.boundAxis(
      .row, availableWidth - node.marginForAxis(.row, widthSize: ownerWidth), axisSize: ownerWidth,
      widthSize: ownerWidth)
    node.measuredHeight = node.boundAxis(
      .column, availableHeight - node.marginForAxis(.column, widthSize: ownerWidth), axisSize: ownerHeight,
      widthSize: ownerWidth)
    if mainMode != .exactly {
      let size = node.boundAxis(mainAxis, maxLineMain, axisSize: mainOwnerSize, widthSize: ownerWidth)
      if isRow { node.measuredWidth = size } else { node.measuredHeight = size }
    }
    if crossMode != .exactly {
      let size = node.boundAxis(
        crossAxis, totalLineCross + paddingAndBorderCross, axisSize: crossOwnerSize, widthSize: ownerWidth)
      if isRow { node.measuredHeight = size } else { node.measuredWidth = size }
    }
  }

  /// Whether items are aligned by their baselines: a row that aligns
  /// items, or any item, by baseline.
  var isBaselineLayout: Bool {
    guard isRow else { return false }
    if node.sharedStyle.style.alignItems == .baseline { return true }
    return node.children.contains { !$0.isAbsolute && $0.sharedStyle.style.alignSelf == .baseline }
  }
}

/// One line of a flex container, as it is resolved.
struct FlexLine {
  /// Where its items are in the container's items.
  var start: Int
  var end: Int
  /// The items' clamped bases, margins and gaps.
  var sizeConsumed: Float = 0
  var autoMargins = 0
  var totalGrow: Float = 0
  var totalShrinkScaled: Float = 0
  /// Space left along the main axis once the items are sized.
  var remaining: Float = 0
  /// The line's main extent including the container's padding and border.
  var mainDim: Float = 0
  /// The line's cross size.
  var crossDim: Float = 0
}

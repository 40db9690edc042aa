extension FlexContainer {
  /// Places a line's items along the main axis (in a full layout) and
  /// finds the line's main and cross extents. Auto margins take the free
  /// space first, else `justifyContent` spreads it; with no free space,
  /// the `space-*` values fall back to the start.
  func justify(_ line: inout FlexLine) {
    let style = node.sharedStyle.style
    let leadingPaddingAndBorder = node.paddingAndBorder(mainAxis.startEdge, widthSize: ownerWidth)
    let trailingPaddingAndBorder = node.paddingAndBorder(mainAxis.endEdge, widthSize: ownerWidth)
    if mainMode == .atMost && line.remaining > 0 {
      // Content-sized: no free space, unless a min size asks for more.
      let minimum = node.minDimension(mainAxis, reference: mainOwnerSize)
      if !minimum.isNaN {
        let occupied = availableInnerMain - line.remaining
        line.remaining = FlexMath.maxDefined(
          0, minimum - leadingPaddingAndBorder - trailingPaddingAndBorder - occupied)
      } else {
        line.remaining = 0
      }
    }
    let count = Float(line.end - line.start)
    var leading: Float = 0
    var between = node.gap(mainAxis, ownerSize: availableInnerMain)
    if line.autoMargins == 0 {
      switch line.remaining >= 0 ? style.justifyContent : Self.fallback(style.justifyContent) {
      case .center: leading = line.remaining / 2
      case .flexEnd: leading = line.remaining
      case .spaceBetween: if count > 1 { between += line.remaining / (count - 1) }
      case .spaceEvenly:
        leading = line.remaining / (count + 1)
        between += leading
      case .spaceAround:
        leading = 0.5 * line.remaining / count
        between += leading * 2
      case .flexStart: break
      }
    }
    line.mainDim = leadingPaddingAndBorder + leading
    line.crossDim = 0
    let autoShare = line.remaining > 0 ? line.remaining / Float(line.autoMargins) : 0
    let baselineLayout = isBaselineLayout
    var maxAscent: Float = 0
    var maxDescent: Float = 0
    let measuredOnly = !perform && crossMode == .exactly
    for index in line.start..<line.end {
      let child = items[index]
      if child.isMarginAuto(mainAxis.startEdge) && line.remaining > 0 { line.mainDim += autoShare }
      if perform { child.position[mainAxis.startEdge] += line.mainDim }
      if index != line.end - 1 { line.mainDim += between }
      if child.isMarginAuto(mainAxis.endEdge) && line.remaining > 0 { line.mainDim += autoShare }
      if measuredOnly {
        // Its flexing was skipped: its basis stands for its size.
        line.mainDim += child.marginForAxis(mainAxis, widthSize: availableInnerWidth) + child.computedFlexBasis
        line.crossDim = availableInnerCross
        continue
      }
      line.mainDim += child.measuredWithMargin(mainAxis, widthSize: availableInnerWidth)
      if baselineLayout {
        let ascent = FlexLayout.baseline(of: child) + child.margin(.top, widthSize: availableInnerWidth)
        let descent =
          child.measuredHeight + child.marginForAxis(.column, widthSize: availableInnerWidth) - ascent
        maxAscent = FlexMath.maxDefined(maxAscent, ascent)
        maxDescent = FlexMath.maxDefined(maxDescent, descent)
      } else {
        line.crossDim = FlexMath.maxDefined(
          line.crossDim, child.measuredWithMargin(crossAxis, widthSize: availableInnerWidth))
      }
    }
    line.mainDim += trailingPaddingAndBorder
    if baselineLayout { line.crossDim = maxAscent + maxDescent }
  }

  /// What a distribution falls back to when there is no room to
  /// distribute: the start.
  static func fallback(_ justify: Justify) -> Justify {
    switch justify {
    case .spaceBetween, .spaceAround, .spaceEvenly: .flexStart
    default: justify
    }
  }
}

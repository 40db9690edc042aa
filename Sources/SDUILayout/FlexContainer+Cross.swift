extension FlexContainer {
  /// Aligns a line's items across it (a full layout only): stretched items
  /// are laid out again at the line's cross size, the others placed by
  /// their auto margins or their alignment. `linesBefore` is the cross
  /// extent of the lines above.
  func alignAcross(_ line: FlexLine, containerCross: Float, linesBefore: Float) {
    let leadingPaddingAndBorder = node.paddingAndBorder(crossAxis.startEdge, widthSize: ownerWidth)
    for index in line.start..<line.end {
      let child = items[index]
      var leading = leadingPaddingAndBorder
      let alignment = child.alignment(in: node)
      let autoStart = child.isMarginAuto(crossAxis.startEdge)
      let autoEnd = child.isMarginAuto(crossAxis.endEdge)
      if alignment == .stretch && !autoStart && !autoEnd {
        if !child.hasDefiniteLength(crossAxis, reference: availableInnerCross) {
          stretch(child, lineCross: line.crossDim)
        }
      } else {
        let remaining = containerCross - child.measuredWithMargin(crossAxis, widthSize: availableInnerWidth)
        if autoStart && autoEnd {
          leading += FlexMath.maxDefined(0, remaining / 2)
        } else if autoEnd {
          // Placed at the start.
        } else if autoStart {
          leading += FlexMath.maxDefined(0, remaining)
        } else if alignment == .flexStart {
          // Placed at the start.
        } else if alignment == .center {
          leading += remaining / 2
        } else {
          leading += remaining
        }
      }
      child.position[crossAxis.startEdge] = child.position[crossAxis.startEdge] + linesBefore + leading
    }
  }

  /// Lays a stretched item out again across the line.
  private func stretch(_ child: LayoutNode, lineCross: Float) {
    var childMain = child.measured(mainAxis)
    let ratio = child.aspectRatio
    var childCross =
      ratio.isNaN
      ? lineCross
      : child.marginForAxis(crossAxis, widthSize: availableInnerWidth)
        + (isRow ? childMain / ratio : childMain * ratio)
    childMain += child.marginForAxis(mainAxis, widthSize: availableInnerWidth)
    var mainMode = MeasureMode.exactly
    var crossMode = MeasureMode.exactly
    constrainToMax(child, main: &childMain, mainMode: &mainMode, cross: &childCross, crossMode: &crossMode)
    let width = isRow ? childMain : childCross
    let height = isRow ? childCross : childMain
    // In wrapped lines that `alignContent` does not stretch, the cross
    // size is content.
    let crossDoesNotGrow = node.sharedStyle.style.alignContent != .stretch && isWrap
    FlexLayout.layout(
      child, availableWidth: width, availableHeight: height,
      widthMode: width.isNaN || (!isRow && crossDoesNotGrow) ? .undefined : .exactly,
      heightMode: height.isNaN || (isRow && crossDoesNotGrow) ? .undefined : .exactly,
      ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight, perform: true, pass: pass)
  }

  /// Distributes the lines across the container (`alignContent`) and
  /// places each item in its line again: by alignment, stretching to the
  /// line, or by baseline.
  func alignLines(count lineCount: Int, totalCross: Float, crossGap: Float) {
    let style = node.sharedStyle.style
    var lead = node.paddingAndBorder(crossAxis.startEdge, widthSize: ownerWidth)
    let unclamped: Float
    if crossMode == .exactly {
      unclamped = availableInnerCross + paddingAndBorderCross
    } else if node.hasDefiniteLength(crossAxis, reference: crossOwnerSize) {
      unclamped = node.resolvedDimension(crossAxis, reference: crossOwnerSize)
    } else {
      unclamped = totalCross + paddingAndBorderCross
    }
    // This Yoga resolves a percentage min or max here against the owner's
    // height, whichever the axis.
    let innerCross =
      node.boundAxis(crossAxis, unclamped, axisSize: ownerHeight, widthSize: ownerWidth) - paddingAndBorderCross
    let remaining = innerCross - totalCross
    let lines = Float(lineCount)
    var leadPerLine: Float = 0
    var extraPerLine: Float = 0
    switch remaining >= 0 ? style.alignContent : Self.fallback(style.alignContent) {
    case .flexEnd: lead += remaining
    case .center: lead += remaining / 2
    case .stretch: extraPerLine = remaining / lines
    case .spaceAround:
      lead += remaining / (2 * lines)
      leadPerLine = remaining / lines
    case .spaceEvenly:
      lead += remaining / (lines + 1)
      leadPerLine = remaining / (lines + 1)
    case .spaceBetween: if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
    case .auto, .flexStart, .baseline: break
    }
    var end = 0
    for lineIndex in 0..<lineCount {
      let start = end
      var lineHeight: Float = 0
      var maxAscent: Float = 0
      var maxDescent: Float = 0
      while end < items.count, items[end].lineIndex == lineIndex {
        let child = items[end]
        let measuredCross = child.measured(crossAxis)
        if !measuredCross.isNaN && measuredCross >= 0 {
          lineHeight = FlexMath.maxDefined(
            lineHeight, measuredCross + child.marginForAxis(crossAxis, widthSize: availableInnerWidth))
        }
        if child.alignment(in: node) == .baseline {
          let ascent = FlexLayout.baseline(of: child) + child.margin(.top, widthSize: availableInnerWidth)
          let descent = child.measuredHeight + child.marginForAxis(.column, widthSize: availableInnerWidth) - ascent
          maxAscent = FlexMath.maxDefined(maxAscent, ascent)
          maxDescent = FlexMath.maxDefined(maxDescent, descent)
          lineHeight = FlexMath.maxDefined(lineHeight, maxAscent + maxDescent)
        }
        end += 1
      }
      if lineIndex != 0 { lead += crossGap }
      lineHeight += extraPerLine
      for child in items[start..<end] {
        placeInLine(
          child, lead: lead, lineHeight: lineHeight, leadPerLine: leadPerLine, maxAscent: maxAscent)
      }
      lead = lead + leadPerLine + lineHeight
    }
  }

  private func placeInLine(
    _ child: LayoutNode, lead: Float, lineHeight: Float, leadPerLine: Float, maxAscent: Float
  ) {
    let start = crossAxis.startEdge
    switch child.alignment(in: node) {
    case .flexStart:
      // Yoga adds the item's inset here, not its margin.
      child.position[start] = lead + child.inset(start, axisSize: availableInnerWidth)
    case .flexEnd:
      child.position[start] =
        lead + lineHeight - child.margin(crossAxis.endEdge, widthSize: availableInnerWidth)
        - child.measured(crossAxis)
    case .center:
      child.position[start] = lead + (lineHeight - child.measured(crossAxis)) / 2
    case .stretch:
      child.position[start] = lead + child.margin(start, widthSize: availableInnerWidth)
      guard !child.hasDefiniteLength(crossAxis, reference: availableInnerCross) else { return }
      // Yoga adds the cross-axis margins to a column item's height here.
      let width =
        isRow
        ? child.measuredWidth + child.marginForAxis(mainAxis, widthSize: availableInnerWidth)
        : leadPerLine + lineHeight
      let height =
        !isRow
        ? child.measuredHeight + child.marginForAxis(crossAxis, widthSize: availableInnerWidth)
        : leadPerLine + lineHeight
      if !(FlexMath.same(width, child.measuredWidth) && FlexMath.same(height, child.measuredHeight)) {
        FlexLayout.layout(
          child, availableWidth: width, availableHeight: height, widthMode: .exactly, heightMode: .exactly,
          ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight, perform: true, pass: pass)
      }
    case .baseline:
      child.position.top =
        lead + maxAscent - FlexLayout.baseline(of: child) + child.inset(.top, axisSize: availableInnerCross)
    case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
      break
    }
  }

  /// What an `alignContent` distribution falls back to without room.
  static func fallback(_ align: Align) -> Align {
    switch align {
    case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: .flexStart
    default: align
    }
  }
}

extension FlexContainer {
  /// Finds every item's flex basis; returns their sum with the items'
  /// margins. Hidden children are collapsed, and in a full layout every
  /// displayed child starts at its margins and relative offset.
  func computeFlexBases() -> Float {
    var total: Float = 0
    // The one item that grows and shrinks in a container of exact size
    // takes the space left by the others whatever its content: its basis
    // is 0 without measuring it.
    var onlyFlexible: LayoutNode?
    if mainMode == .exactly {
      for child in node.children where child.isFlexible {
        if onlyFlexible != nil || FlexMath.same(child.sharedStyle.grow, 0)
          || FlexMath.same(child.sharedStyle.shrink, 0)
        {
          onlyFlexible = nil
          break
        }
        onlyFlexible = child
      }
    }
    for child in node.children {
      guard child.isDisplayed else {
        FlexLayout.hide(child)
        continue
      }
      if perform {
        FlexLayout.setInitialPosition(child, ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight)
      }
      if child.isAbsolute { continue }
      if child === onlyFlexible {
        child.basisPass = pass
        child.computedFlexBasis = 0
      } else {
        computeBasis(of: child)
      }
      total += child.computedFlexBasis + child.marginForAxis(mainAxis, widthSize: availableInnerWidth)
    }
    return total
  }

  /// An item's flex basis: its `basis` when the main size is known, else
  /// its own size along the main axis, else its content measured in the
  /// space on offer (stretched across when it will be).
  private func computeBasis(of child: LayoutNode) {
    let width = availableInnerWidth
    let height = availableInnerHeight
    let mainSize = isRow ? width : height
    let basis = child.sharedStyle.style.basis.value(relativeTo: mainSize)
    let hasWidth = child.hasDefiniteLength(.row, reference: width)
    let hasHeight = child.hasDefiniteLength(.column, reference: height)
    defer { child.basisPass = pass }
    if !basis.isNaN && !mainSize.isNaN {
      // Yoga keeps a basis found earlier in the same pass.
      if child.computedFlexBasis.isNaN || child.basisPass !== pass {
        child.computedFlexBasis = FlexMath.maxDefined(
          basis, child.paddingAndBorderForAxis(mainAxis, widthSize: width))
      }
      return
    }
    if isRow && hasWidth {
      child.computedFlexBasis = FlexMath.maxDefined(
        child.resolvedDimension(.row, reference: width), child.paddingAndBorderForAxis(.row, widthSize: width))
      return
    }
    if !isRow && hasHeight {
      child.computedFlexBasis = FlexMath.maxDefined(
        child.resolvedDimension(.column, reference: height), child.paddingAndBorderForAxis(.column, widthSize: width))
      return
    }
    var childWidth = Float.nan
    var childHeight = Float.nan
    var childWidthMode = MeasureMode.undefined
    var childHeightMode = MeasureMode.undefined
    let marginRow = child.marginForAxis(.row, widthSize: width)
    let marginColumn = child.marginForAxis(.column, widthSize: width)
    if hasWidth {
      childWidth = child.resolvedDimension(.row, reference: width) + marginRow
      childWidthMode = .exactly
    }
    if hasHeight {
      childHeight = child.resolvedDimension(.column, reference: height) + marginColumn
      childHeightMode = .exactly
    }
    // As in Yoga (and browsers): a scrolling container does not limit its
    // items along the axis it scrolls.
    let scrolls = node.sharedStyle.style.overflow == .scroll
    if childWidth.isNaN && !width.isNaN && !(scrolls && isRow) {
      childWidth = width
      childWidthMode = .atMost
    }
    if childHeight.isNaN && !height.isNaN && !(scrolls && !isRow) {
      childHeight = height
      childHeightMode = .atMost
    }
    let ratio = child.aspectRatio
    if !ratio.isNaN {
      if !isRow && childWidthMode == .exactly {
        childHeight = marginColumn + (childWidth - marginRow) / ratio
        childHeightMode = .exactly
      } else if isRow && childHeightMode == .exactly {
        childWidth = marginRow + (childHeight - marginColumn) * ratio
        childWidthMode = .exactly
      }
    }
    let stretches = child.alignment(in: node) == .stretch
    if !isRow && !hasWidth && !width.isNaN && widthMode == .exactly && stretches && childWidthMode != .exactly {
      childWidth = width
      childWidthMode = .exactly
      if !ratio.isNaN {
        childHeight = (childWidth - marginRow) / ratio
        childHeightMode = .exactly
      }
    }
    if isRow && !hasHeight && !height.isNaN && heightMode == .exactly && stretches && childHeightMode != .exactly {
      childHeight = height
      childHeightMode = .exactly
      if !ratio.isNaN {
        childWidth = (childHeight - marginColumn) * ratio
        childWidthMode = .exactly
      }
    }
    FlexLayout.constrainToMax(
      child, .row, axisSize: width, widthSize: width, mode: &childWidthMode, size: &childWidth)
    FlexLayout.constrainToMax(
      child, .column, axisSize: height, widthSize: width, mode: &childHeightMode, size: &childHeight)
    FlexLayout.layout(
      child, availableWidth: childWidth, availableHeight: childHeight, widthMode: childWidthMode,
      heightMode: childHeightMode, ownerWidth: width, ownerHeight: height, perform: false, pass: pass)
    child.computedFlexBasis = FlexMath.maxDefined(
      child.measured(mainAxis), child.paddingAndBorderForAxis(mainAxis, widthSize: width))
  }

  // MARK: Lines

  /// Collects the items of one line from `start`: as many as fit when
  /// wrapping, else all.
  func collectLine(from start: Int, lineIndex: Int) -> FlexLine {
    var line = FlexLine(start: start, end: items.count)
    let gap = node.gap(mainAxis, ownerSize: availableInnerMain)
    var consumed: Float = 0
    for index in start..<items.count {
      let child = items[index]
      // The auto margins of the item that starts the next line count here,
      // as in Yoga.
      if child.isMarginAuto(mainAxis.startEdge) { line.autoMargins += 1 }
      if child.isMarginAuto(mainAxis.endEdge) { line.autoMargins += 1 }
      child.lineIndex = lineIndex
      let basis = child.boundWithinMinMax(mainAxis, child.computedFlexBasis, axisSize: mainOwnerSize)
      let margin = child.marginForAxis(mainAxis, widthSize: availableInnerWidth)
      let leadingGap = index == start ? 0 : gap
      // Summed in Yoga's order, so the line breaks where Yoga's does.
      if consumed + basis + margin + leadingGap > availableInnerMain && isWrap && index > start {
        line.end = index
        break
      }
      consumed += basis + margin + leadingGap
      if child.isFlexible {
        line.totalGrow += child.sharedStyle.grow
        line.totalShrinkScaled += -child.sharedStyle.shrink * child.computedFlexBasis
      }
    }
    line.sizeConsumed = consumed
    if line.totalGrow > 0 && line.totalGrow < 1 { line.totalGrow = 1 }
    if line.totalShrinkScaled > 0 && line.totalShrinkScaled < 1 { line.totalShrinkScaled = 1 }
    return line
  }

  /// The free space of a line: the inner main size less what the items
  /// take. A container sized by its content takes its min or max when the
  /// line breaks them, else the line's own length unless something grows.
  mutating func sizeLine(_ line: inout FlexLine) {
    var sizedByContent = false
    if mainMode != .exactly {
      let minimum = node.minDimension(mainAxis, reference: mainOwnerSize) - paddingAndBorderMain
      let maximum = node.maxDimension(mainAxis, reference: mainOwnerSize) - paddingAndBorderMain
      if !minimum.isNaN && line.sizeConsumed < minimum {
        availableInnerMain = minimum
      } else if !maximum.isNaN && line.sizeConsumed > maximum {
        availableInnerMain = maximum
      } else {
        if line.totalGrow == 0 || nodeGrow == 0 { availableInnerMain = line.sizeConsumed }
        sizedByContent = true
      }
    }
    if !sizedByContent && !availableInnerMain.isNaN {
      line.remaining = availableInnerMain - line.sizeConsumed
    } else if line.sizeConsumed < 0 {
      line.remaining = -line.sizeConsumed
    }
  }
}

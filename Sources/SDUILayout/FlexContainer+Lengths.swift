extension FlexContainer {
  /// The size a child starts from before flexing: its basis, else its
  /// main size, else its content measured with the space on offer; kept
  /// clamped to the child's min and max.
  func computeBasis(_ child: LayoutNode) {
    child.clampedBasis = FlexLayout.boundWithinMinMax(child, row: isRow, unclampedBasis(child), owner: innerMain)
  }

  private func unclampedBasis(_ child: LayoutNode) -> Double {
    let pbMain = child.itemPaddingAndBorderMain
    if let basis = child.sharedStyle.style.basis.resolved(against: innerMain.nilIfNaN), !innerMain.isNaN {
      return max(basis, pbMain)
    }
    let resolvedWidth = child.sharedStyle.style.width.resolved(against: innerWidth.nilIfNaN)
    let resolvedHeight = child.sharedStyle.style.height.resolved(against: innerHeight.nilIfNaN)
    if let main = isRow ? resolvedWidth : resolvedHeight {
      return max(main, pbMain)
    }
    let margin = margins(child)
    let marginRow = margin.left + margin.right
    let marginColumn = margin.top + margin.bottom
    var width = resolvedWidth.map { $0 + marginRow } ?? .nan
    var height = resolvedHeight.map { $0 + marginColumn } ?? .nan
    var widthMode: MeasureMode = resolvedWidth == nil ? .undefined : .exactly
    var heightMode: MeasureMode = resolvedHeight == nil ? .undefined : .exactly
    if width.isNaN && !innerWidth.isNaN {
      width = innerWidth
      widthMode = .atMost
    }
    if height.isNaN && !innerHeight.isNaN {
      height = innerHeight
      heightMode = .atMost
    }
    if let ratio = child.sharedStyle.style.aspectRatio {
      if !isRow && widthMode == .exactly {
        height = marginColumn + (width - marginRow) / ratio
        heightMode = .exactly
      } else if isRow && heightMode == .exactly {
        width = marginRow + (height - marginColumn) * ratio
        widthMode = .exactly
      }
    }
    let stretches = FlexLayout.align(child, in: node) == .stretch
    if !isRow && !innerWidth.isNaN && resolvedWidth == nil && self.widthMode == .exactly && stretches {
      width = innerWidth
      widthMode = .exactly
      if let ratio = child.sharedStyle.style.aspectRatio {
        height = (width - marginRow) / ratio
        heightMode = .exactly
      }
    }
    if isRow && !innerHeight.isNaN && resolvedHeight == nil && self.heightMode == .exactly && stretches {
      height = innerHeight
      heightMode = .exactly
      if let ratio = child.sharedStyle.style.aspectRatio {
        width = (height - marginColumn) * ratio
        widthMode = .exactly
      }
    }
    FlexLayout.constrainMax(child, row: true, owner: innerWidth, margin: marginRow, size: &width, mode: &widthMode)
    FlexLayout.constrainMax(
      child, row: false, owner: innerHeight, margin: marginColumn, size: &height, mode: &heightMode)
    let measured = FlexLayout.layout(
      child, availableWidth: width, widthMode: widthMode, availableHeight: height, heightMode: heightMode,
      ownerWidth: innerWidth, ownerHeight: innerHeight, perform: false)
    return max(isRow ? measured.width : measured.height, pbMain)
  }

  /// Grows or shrinks a line's items into the free space, in Yoga's two
  /// passes, lays each out at its final main size, and places them along
  /// the main axis.
  func resolveFlexibleLengths(_ line: inout FlexLine, gap: Double) {
    let items = self.items(of: line)
    var consumed = gap * Double(max(0, items.count - 1))
    var totalGrow = 0.0
    var totalShrinkScaled = 0.0
    for child in items {
      let basis = child.clampedBasis
      let flowMargin = flow(margins(child), main: true)
      consumed += basis + flowMargin.start + flowMargin.end
      totalGrow += child.sharedStyle.style.grow
      totalShrinkScaled += -child.sharedStyle.style.shrink * basis
    }
    // Grow factors summing to less than 1 hand out only that fraction of
    // the free space.
    if totalGrow > 0 && totalGrow < 1 { totalGrow = 1 }
    // Without an exact main size, a line is as long as its content unless
    // that breaks the container's min or max: nothing grows while measuring.
    var availableMain = innerMain
    var sizedByContent = false
    if mainMode != .exactly {
      let owner = isRow ? ownerWidth : ownerHeight
      let minInner = (isRow ? style.minWidth : style.minHeight).resolved(against: owner.nilIfNaN).map { $0 - pbMain }
      let maxInner = (isRow ? style.maxWidth : style.maxHeight).resolved(against: owner.nilIfNaN).map { $0 - pbMain }
      if let minInner, consumed < minInner {
        availableMain = minInner
      } else if let maxInner, consumed > maxInner {
        availableMain = maxInner
      } else {
        sizedByContent = true
      }
    }
    var remaining = sizedByContent || availableMain.isNaN ? (consumed < 0 ? -consumed : 0) : availableMain - consumed
    var delta = 0.0
    for child in items {
      let basis = child.clampedBasis
      if remaining < 0 {
        let scaled = -child.sharedStyle.style.shrink * basis
        guard scaled != 0, totalShrinkScaled != 0 else { continue }
        let base = basis + remaining / totalShrinkScaled * scaled
        let bounded = boundMain(child, base)
        if base != bounded {
          delta += bounded - basis
          totalShrinkScaled -= scaled
        }
      } else if remaining > 0 {
        guard child.sharedStyle.style.grow != 0, totalGrow != 0 else { continue }
        let base = basis + remaining / totalGrow * child.sharedStyle.style.grow
        let bounded = boundMain(child, base)
        if base != bounded {
          delta += bounded - basis
          totalGrow -= child.sharedStyle.style.grow
        }
      }
    }
    remaining -= delta
    delta = 0
    var lineCross = 0.0
    for child in items {
      let basis = child.clampedBasis
      var size = basis
      if remaining < 0 {
        let scaled = -child.sharedStyle.style.shrink * basis
        if scaled != 0 {
          size = totalShrinkScaled == 0 ? basis + scaled : basis + remaining / totalShrinkScaled * scaled
        }
      } else if remaining > 0, child.sharedStyle.style.grow != 0, totalGrow != 0 {
        size = basis + remaining / totalGrow * child.sharedStyle.style.grow
      }
      size = boundMain(child, size)
      delta += size - basis
      layOut(child, main: size)
      let crossMargin = flow(margins(child), main: false)
      lineCross = max(lineCross, crossSize(child) + crossMargin.start + crossMargin.end)
    }
    remaining -= delta
    if mainMode == .atMost && remaining > 0 {
      let owner = isRow ? ownerWidth : ownerHeight
      if let minInner = (isRow ? style.minWidth : style.minHeight).resolved(against: owner.nilIfNaN).map({ $0 - pbMain }
      ) {
        remaining = max(0, minInner - (availableMain - remaining))
      } else {
        remaining = 0
      }
    }
    line.crossSize = lineCross
    placeAlongMain(&line, remaining: remaining, gap: gap)
  }

  /// Lays a child out at its final main size; its cross size is exact
  /// when defined or stretched to a known line, else measured.
  func layOut(_ child: LayoutNode, main: Double) {
    let margin = margins(child)
    let marginMain = isRow ? margin.left + margin.right : margin.top + margin.bottom
    let marginCross = isRow ? margin.top + margin.bottom : margin.left + margin.right
    var cross: Double
    var crossMeasure: MeasureMode
    let definedCross = FlexLayout.size(child, row: !isRow).resolved(against: innerCross.nilIfNaN)
    let crossMargins = flow(child.sharedStyle.style.margin, main: false)
    let autoCross = crossMargins.start == .auto || crossMargins.end == .auto
    let stretches = FlexLayout.align(child, in: node) == .stretch && !autoCross
    if let ratio = child.sharedStyle.style.aspectRatio {
      cross = (isRow ? main / ratio : main * ratio) + marginCross
      crossMeasure = .exactly
    } else if let definedCross {
      cross = definedCross + marginCross
      crossMeasure = .exactly
    } else if !innerCross.isNaN && crossMode == .exactly && stretches && style.wrap == .noWrap {
      cross = innerCross
      crossMeasure = .exactly
    } else {
      cross = innerCross
      crossMeasure = innerCross.isNaN ? .undefined : .atMost
    }
    FlexLayout.constrainMax(
      child, row: !isRow, owner: innerCross, margin: marginCross, size: &cross, mode: &crossMeasure)
    let size = FlexLayout.layout(
      child, availableWidth: isRow ? main + marginMain : cross, widthMode: isRow ? .exactly : crossMeasure,
      availableHeight: isRow ? cross : main + marginMain, heightMode: isRow ? crossMeasure : .exactly,
      ownerWidth: innerWidth, ownerHeight: innerHeight, perform: perform)
    child.frame.width = size.width
    child.frame.height = size.height
  }

  /// Places a line's items along the main axis: auto margins take the
  /// free space first, else `justifyContent` spreads it.
  func placeAlongMain(_ line: inout FlexLine, remaining: Double, gap: Double) {
    let items = self.items(of: line)
    let autoMargins = items.reduce(0) { count, child in
      let styleMargins = flow(child.sharedStyle.style.margin, main: true)
      return count + (styleMargins.start == .auto ? 1 : 0) + (styleMargins.end == .auto ? 1 : 0)
    }
    var leading = 0.0
    var between = 0.0
    if autoMargins == 0, !items.isEmpty {
      let count = Double(items.count)
      switch style.justifyContent {
      case .flexStart: break
      case .center: leading = remaining / 2
      case .flexEnd: leading = remaining
      case .spaceBetween: between = items.count > 1 ? max(remaining, 0) / (count - 1) : 0
      case .spaceAround where remaining > 0:
        between = remaining / count
        leading = between / 2
      case .spaceEvenly where remaining > 0:
        between = remaining / (count + 1)
        leading = between
      case .spaceAround, .spaceEvenly: break
      }
    }
    let autoShare = autoMargins > 0 ? max(remaining, 0) / Double(autoMargins) : 0
    let start = flow(edges, main: true)
    var position = start.start + leading
    for (index, child) in items.enumerated() {
      let styleMargins = flow(child.sharedStyle.style.margin, main: true)
      let resolved = flow(margins(child), main: true)
      if styleMargins.start == .auto { position += autoShare }
      position += resolved.start
      child.mainPosition = position
      position += mainSize(child) + resolved.end
      if styleMargins.end == .auto { position += autoShare }
      if index < items.count - 1 { position += between + gap }
    }
    line.mainExtent = position + start.end
  }
}

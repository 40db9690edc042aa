extension FlexContainer {
  /// The size a min or max percentage of an item resolves against while
  /// flexing: the container's owner's main size, as in this Yoga.
  var itemMinMaxReference: Float { mainOwnerSize }

  /// Grows or shrinks a line's items into its free space in Yoga's two
  /// passes, and lays each out (or measures it) at its final main size.
  ///
  /// The first pass finds the items that their min or max stops, and
  /// takes them and their share out of the free space; the second sizes
  /// every item with what is left.
  func resolveFlexibleLengths(_ line: inout FlexLine) {
    let original = line.remaining
    freezeClampedItems(&line)
    let distributed = sizeItems(line)
    line.remaining = original - distributed
  }

  private func freezeClampedItems(_ line: inout FlexLine) {
    var delta: Float = 0
    for index in line.start..<line.end {
      let child = items[index]
      let basis = child.boundWithinMinMax(mainAxis, child.computedFlexBasis, axisSize: itemMinMaxReference)
      if line.remaining < 0 {
        let scaled = -child.sharedStyle.shrink * basis
        guard !scaled.isNaN, scaled != 0 else { continue }
        let base = basis + line.remaining / line.totalShrinkScaled * scaled
        let bound = shrinkBound(child, base)
        if !base.isNaN && !bound.isNaN && base != bound {
          delta += bound - basis
          line.totalShrinkScaled -= -child.sharedStyle.shrink * child.computedFlexBasis
        }
      } else if !line.remaining.isNaN && line.remaining > 0 {
        let grow = child.sharedStyle.grow
        guard !grow.isNaN, grow != 0 else { continue }
        let base = basis + line.remaining / line.totalGrow * grow
        let bound = child.boundAxis(
          mainAxis, base, axisSize: availableInnerMain, widthSize: availableInnerWidth)
        if !base.isNaN && !bound.isNaN && base != bound {
          delta += bound - basis
          line.totalGrow -= grow
        }
      }
    }
    line.remaining -= delta
  }

  /// Sizes and lays out each item of the line; returns how much of the
  /// free space they took.
  private func sizeItems(_ line: FlexLine) -> Float {
    var delta: Float = 0
    for index in line.start..<line.end {
      let child = items[index]
      let basis = child.boundWithinMinMax(mainAxis, child.computedFlexBasis, axisSize: itemMinMaxReference)
      var mainSize = basis
      if !line.remaining.isNaN && line.remaining < 0 {
        let scaled = -child.sharedStyle.shrink * basis
        if scaled != 0 {
          let size =
            !line.totalShrinkScaled.isNaN && line.totalShrinkScaled == 0
            ? basis + scaled : basis + (line.remaining / line.totalShrinkScaled) * scaled
          mainSize = shrinkBound(child, size)
          if !isRow && !pass.keepsContent {
            pass.shrankAColumn = true
            node.shrankItems = true
          }
        }
      } else if !line.remaining.isNaN && line.remaining > 0 {
        let grow = child.sharedStyle.grow
        if !grow.isNaN && grow != 0 {
          mainSize = child.boundAxis(
            mainAxis, basis + line.remaining / line.totalGrow * grow, axisSize: availableInnerMain,
            widthSize: availableInnerWidth)
        }
      }
      delta += mainSize - basis
      layOut(child, mainSize: mainSize)
    }
    return delta
  }

  /// A shrinking item's size bound by its min and max, and in a column
  /// of a pass that keeps content, by the rows its content needs.
  private func shrinkBound(_ child: LayoutNode, _ size: Float) -> Float {
    let bound = child.boundAxis(mainAxis, size, axisSize: availableInnerMain, widthSize: availableInnerWidth)
    return pass.keepsContent && !isRow && !bound.isNaN ? max(bound, child.contentFloor) : bound
  }

  /// Lays an item out (or measures it, when it will be stretched later or
  /// the container is only measured) at its main size; across, it takes
  /// its aspect ratio, the line when it stretches in a single line of
  /// known size, its own size, or what its content needs.
  private func layOut(_ child: LayoutNode, mainSize: Float) {
    let marginMain = child.marginForAxis(mainAxis, widthSize: availableInnerWidth)
    let marginCross = child.marginForAxis(crossAxis, widthSize: availableInnerWidth)
    var childMain = mainSize + marginMain
    var childMainMode = MeasureMode.exactly
    var childCross: Float
    var childCrossMode: MeasureMode
    let hasCrossSize = child.hasDefiniteLength(crossAxis, reference: availableInnerCross)
    let autoCrossMargin = child.isMarginAuto(crossAxis.startEdge) || child.isMarginAuto(crossAxis.endEdge)
    let stretches = child.alignment(in: node) == .stretch && !autoCrossMargin
    let ratio = child.aspectRatio
    if !ratio.isNaN {
      childCross = (isRow ? (childMain - marginMain) / ratio : (childMain - marginMain) * ratio) + marginCross
      childCrossMode = .exactly
    } else if !availableInnerCross.isNaN && !hasCrossSize && crossMode == .exactly
      && !(isWrap && mainAxisOverflows) && stretches
    {
      childCross = availableInnerCross
      childCrossMode = .exactly
    } else if !hasCrossSize {
      childCross = availableInnerCross
      childCrossMode = childCross.isNaN ? .undefined : .atMost
    } else {
      childCross = child.resolvedDimension(crossAxis, reference: availableInnerCross) + marginCross
      // A percentage across a container that is not of exact size is
      // measured as content.
      let loosePercentage = child.processedDimension(crossAxis).isPercent && crossMode != .exactly
      childCrossMode = childCross.isNaN || loosePercentage ? .undefined : .exactly
    }
    constrainToMax(child, main: &childMain, mainMode: &childMainMode, cross: &childCross, crossMode: &childCrossMode)
    let stretchesLater = !hasCrossSize && stretches
    FlexLayout.layout(
      child, availableWidth: isRow ? childMain : childCross, availableHeight: isRow ? childCross : childMain,
      widthMode: isRow ? childMainMode : childCrossMode, heightMode: isRow ? childCrossMode : childMainMode,
      ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight, perform: perform && !stretchesLater,
      pass: pass)
  }
}

extension FlexContainer {
  /// Caps an item's proposed sizes on both axes (margins included) at its
  /// max sizes, resolved against the space inside the container.
  func constrainToMax(
    _ child: LayoutNode, main: inout Float, mainMode: inout MeasureMode, cross: inout Float,
    crossMode: inout MeasureMode
  ) {
    FlexLayout.constrainToMax(
      child, mainAxis, axisSize: availableInnerMain, widthSize: availableInnerWidth, mode: &mainMode, size: &main)
    FlexLayout.constrainToMax(
      child, crossAxis, axisSize: availableInnerCross, widthSize: availableInnerWidth, mode: &crossMode,
      size: &cross)
  }
}

extension FlexLayout {
  /// Caps a proposed size (margins included) at the node's max size: an
  /// unconstrained one becomes at most the max.
  static func constrainToMax(
    _ node: LayoutNode, _ axis: FlexDirection, axisSize: Float, widthSize: Float, mode: inout MeasureMode,
    size: inout Float
  ) {
    let maximum = node.maxDimension(axis, reference: axisSize) + node.marginForAxis(axis, widthSize: widthSize)
    switch mode {
    case .exactly, .atMost:
      if !(maximum.isNaN || size < maximum) { size = maximum }
    case .undefined:
      if !maximum.isNaN {
        mode = .atMost
        size = maximum
      }
    }
  }
}

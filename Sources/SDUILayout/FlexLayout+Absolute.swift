extension FlexLayout {
  /// Lays out the absolutely positioned children of `node`, whose padding
  /// box contains them: sized by their own size, else by opposite insets,
  /// else by content; placed by their insets, else by the container's
  /// justification and alignment. `widthMode` is how the container's
  /// width was sized.
  static func layoutAbsoluteChildren(of node: LayoutNode, widthMode: MeasureMode, pass: LayoutPass) {
    guard node.children.contains(where: { $0.isAbsolute }) else { return }
    let mainAxis = node.sharedStyle.style.direction
    let blockWidth = node.measuredWidth - node.borderForAxis(.row)
    let blockHeight = node.measuredHeight - node.borderForAxis(.column)
    for child in node.children where child.isDisplayed && child.isAbsolute {
      layoutAbsoluteChild(
        child, in: node, blockWidth: blockWidth, blockHeight: blockHeight, widthMode: widthMode, pass: pass)
      if mainAxis.isReverse { setEndPosition(of: child, in: node, axis: mainAxis) }
    }
  }

  private static func layoutAbsoluteChild(
    _ child: LayoutNode, in node: LayoutNode, blockWidth: Float, blockHeight: Float, widthMode: MeasureMode,
    pass: LayoutPass
  ) {
    let mainAxis = node.sharedStyle.style.direction
    let marginRow = child.marginForAxis(.row, widthSize: blockWidth)
    let marginColumn = child.marginForAxis(.column, widthSize: blockWidth)
    var width = givenSize(
      of: child, .row, in: node, blockSize: blockWidth, blockWidth: blockWidth, margin: marginRow)
    var height = givenSize(
      of: child, .column, in: node, blockSize: blockHeight, blockWidth: blockWidth, margin: marginColumn)
    let ratio = child.aspectRatio
    if width.isNaN != height.isNaN && !ratio.isNaN {
      if width.isNaN {
        width = marginRow + (height - marginColumn) * ratio
      } else {
        height = marginColumn + (width - marginRow) / ratio
      }
    }
    if width.isNaN || height.isNaN {
      var childWidthMode: MeasureMode = width.isNaN ? .undefined : .exactly
      let childHeightMode: MeasureMode = height.isNaN ? .undefined : .exactly
      // In a column of known width, text wraps to the container.
      if !mainAxis.isRow && width.isNaN && widthMode != .undefined && !blockWidth.isNaN && blockWidth > 0 {
        width = blockWidth
        childWidthMode = .atMost
      }
      layout(
        child, availableWidth: width, availableHeight: height, widthMode: childWidthMode,
        heightMode: childHeightMode, ownerWidth: blockWidth, ownerHeight: blockHeight, perform: false, pass: pass)
      width = child.measuredWidth + child.marginForAxis(.row, widthSize: blockWidth)
      height = child.measuredHeight + child.marginForAxis(.column, widthSize: blockWidth)
    }
    layout(
      child, availableWidth: width, availableHeight: height, widthMode: .exactly, heightMode: .exactly,
      ownerWidth: blockWidth, ownerHeight: blockHeight, perform: true, pass: pass)
    place(child, in: node, axis: mainAxis, isMain: true, blockWidth: blockWidth, blockHeight: blockHeight)
    place(child, in: node, axis: mainAxis.crossAxis, isMain: false, blockWidth: blockWidth, blockHeight: blockHeight)
  }

  /// An absolute child's size along an axis, margins included, when it
  /// does not depend on its content: its own size, else the space between
  /// insets on both sides (margins not counted, as in Yoga); NaN otherwise.
  private static func givenSize(
    of child: LayoutNode, _ axis: FlexDirection, in node: LayoutNode, blockSize: Float, blockWidth: Float,
    margin: Float
  ) -> Float {
    if child.hasDefiniteLength(axis, reference: blockSize) {
      return child.resolvedDimension(axis, reference: blockSize) + margin
    }
    guard child.isInsetSet(axis.leadingEdge) && child.isInsetSet(axis.trailingEdge) else { return .nan }
    let size =
      node.measured(axis) - node.borderForAxis(axis)
      - (child.inset(axis.leadingEdge, axisSize: blockSize) + child.inset(axis.trailingEdge, axisSize: blockSize))
    return child.boundAxis(axis, size, axisSize: blockSize, widthSize: blockWidth)
  }

  /// One axis of an absolute child's position: from its leading inset,
  /// else its trailing one, else by the container's justification (main
  /// axis) or alignment (cross axis).
  private static func place(
    _ child: LayoutNode, in node: LayoutNode, axis: FlexDirection, isMain: Bool, blockWidth: Float,
    blockHeight: Float
  ) {
    let blockSize = axis.isRow ? blockWidth : blockHeight
    let flipped = axis.leadingEdge != axis.startEdge
    if child.isInsetSet(axis.leadingEdge) {
      // The margin resolves against the block's size along the axis here.
      let position =
        child.inset(axis.leadingEdge, axisSize: blockSize) + node.border(axis.leadingEdge)
        + child.margin(axis.leadingEdge, widthSize: blockSize)
      child.position[axis.startEdge] = flipped ? oppositePosition(position, of: child, in: node, axis) : position
    } else if child.isInsetSet(axis.trailingEdge) {
      let position =
        node.measured(axis) - child.measured(axis) - node.border(axis.trailingEdge)
        - child.margin(axis.trailingEdge, widthSize: blockSize) - child.inset(axis.trailingEdge, axisSize: blockSize)
      child.position[axis.startEdge] = flipped ? oppositePosition(position, of: child, in: node, axis) : position
    } else {
      switch isMain ? justifiedPlacement(node) : alignedPlacement(child, in: node) {
      case .start:
        child.position[axis.startEdge] =
          child.margin(axis.startEdge, widthSize: blockWidth) + node.layoutBorder[axis.startEdge]
          + node.layoutPadding[axis.startEdge]
      case .end:
        let endOffset =
          node.layoutBorder[axis.endEdge] + child.margin(axis.endEdge, widthSize: blockWidth)
          + node.layoutPadding[axis.endEdge]
        child.position[axis.startEdge] = oppositePosition(endOffset, of: child, in: node, axis)
      case .center:
        let contentBox =
          node.measured(axis) - node.layoutBorder[axis.startEdge] - node.layoutBorder[axis.endEdge]
          - node.layoutPadding[axis.startEdge] - node.layoutPadding[axis.endEdge]
        let outer = child.measured(axis) + child.marginForAxis(axis, widthSize: blockWidth)
        child.position[axis.startEdge] =
          (contentBox - outer) / 2 + node.layoutBorder[axis.startEdge]
          + child.margin(axis.startEdge, widthSize: blockWidth) + node.layoutPadding[axis.startEdge]
      }
    }
  }

  private enum Placement { case start, center, end }

  private static func justifiedPlacement(_ node: LayoutNode) -> Placement {
    switch node.sharedStyle.style.justifyContent {
    case .flexStart, .spaceBetween: .start
    case .flexEnd: .end
    case .center, .spaceAround, .spaceEvenly: .center
    }
  }

  private static func alignedPlacement(_ child: LayoutNode, in node: LayoutNode) -> Placement {
    var alignment = child.alignment(in: node)
    if node.sharedStyle.style.wrap == .wrapReverse {
      alignment = alignment == .flexEnd ? .flexStart : alignment == .center ? .center : .flexEnd
    }
    switch alignment {
    case .flexEnd: return .end
    case .center: return .center
    default: return .start
    }
  }

  /// The offset of the opposite side, from an offset of one side.
  @inline(__always)
  static func oppositePosition(_ position: Float, of child: LayoutNode, in node: LayoutNode, _ axis: FlexDirection)
    -> Float
  {
    node.measured(axis) - child.measured(axis) - position
  }

  /// Sets the side an item ends at from the side it starts at.
  @inline(__always)
  static func setEndPosition(of child: LayoutNode, in node: LayoutNode, axis: FlexDirection) {
    child.position[axis.endEdge] = oppositePosition(child.position[axis.startEdge], of: child, in: node, axis)
  }
}

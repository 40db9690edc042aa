extension FlexLayout {
  /// A leaf with a measure function: asked for its content size unless
  /// both sizes are exact, then clamped to its min, max, padding and
  /// border. `availableWidth` and `availableHeight` exclude its margins.
  static func measureLeaf(
    _ node: LayoutNode, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode,
    heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float
  ) {
    let width = widthMode == .undefined ? .nan : availableWidth
    let height = heightMode == .undefined ? .nan : availableHeight
    let paddingAndBorderRow =
      node.layoutPadding.left + node.layoutPadding.right + node.layoutBorder.left + node.layoutBorder.right
    let paddingAndBorderColumn =
      node.layoutPadding.top + node.layoutPadding.bottom + node.layoutBorder.top + node.layoutBorder.bottom
    if widthMode == .exactly && heightMode == .exactly {
      node.measuredWidth = node.boundAxis(.row, width, axisSize: ownerWidth, widthSize: ownerWidth)
      node.measuredHeight = node.boundAxis(.column, height, axisSize: ownerHeight, widthSize: ownerWidth)
      return
    }
    let innerWidth = width.isNaN ? width : FlexMath.maxDefined(0, width - paddingAndBorderRow)
    let innerHeight = height.isNaN ? height : FlexMath.maxDefined(0, height - paddingAndBorderColumn)
    guard let measure = node.measure else { return }
    let size = measure(Double(innerWidth), widthMode, Double(innerHeight), heightMode)
    // A measure function must not answer NaN or a negative size.
    let contentWidth = FlexMath.maxDefined(0, Float(size.width))
    let contentHeight = FlexMath.maxDefined(0, Float(size.height))
    node.measuredWidth = node.boundAxis(
      .row, widthMode == .exactly ? width : contentWidth + paddingAndBorderRow, axisSize: ownerWidth,
      widthSize: ownerWidth)
    node.measuredHeight = node.boundAxis(
      .column, heightMode == .exactly ? height : contentHeight + paddingAndBorderColumn, axisSize: ownerHeight,
      widthSize: ownerWidth)
  }

  /// A container being measured whose size does not depend on its
  /// children: exact on both axes, or limited to at most nothing on either
  /// (then it takes what it was offered on both). Returns whether it was.
  static func measureFixedSize(
    _ node: LayoutNode, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode,
    heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float
  ) -> Bool {
    func isNothing(_ size: Float, _ mode: MeasureMode) -> Bool { mode == .atMost && !size.isNaN && size <= 0 }
    guard
      isNothing(availableWidth, widthMode) || isNothing(availableHeight, heightMode)
        || (widthMode == .exactly && heightMode == .exactly)
    else { return false }
    func size(_ available: Float, _ mode: MeasureMode) -> Float {
      available.isNaN || (mode == .atMost && available < 0) ? 0 : available
    }
    node.measuredWidth = node.boundAxis(
      .row, size(availableWidth, widthMode), axisSize: ownerWidth, widthSize: ownerWidth)
    node.measuredHeight = node.boundAxis(
      .column, size(availableHeight, heightMode), axisSize: ownerHeight, widthSize: ownerWidth)
    return true
  }

  /// Whether a leaf's earlier measurement answers new constraints: the
  /// same ones (compared on the pixel grid), or ones its size met anyway
  /// (an exact size equal to it, room for its natural size, or a tighter
  /// limit it still fits).
  static func canReuseMeasurement(
    _ entry: LayoutCacheEntry, availableWidth: Float, widthMode: MeasureMode, availableHeight: Float,
    heightMode: MeasureMode, marginRow: Float, marginColumn: Float
  ) -> Bool {
    if (!entry.height.isNaN && entry.height < 0) || (!entry.width.isNaN && entry.width < 0) { return false }
    func compatible(
      _ available: Float, _ mode: MeasureMode, _ lastAvailable: Float, _ lastMode: MeasureMode, _ computed: Float,
      margin: Float
    ) -> Bool {
      if lastMode == mode && FlexMath.same(lastAvailable, available) { return true }
      let size = available - margin
      if mode == .exactly && FlexMath.same(size, computed) { return true }
      if mode == .atMost && lastMode == .undefined && (size >= computed || FlexMath.same(size, computed)) {
        return true
      }
      let lastSize = lastAvailable - margin
      return lastMode == .atMost && mode == .atMost && !lastSize.isNaN && !size.isNaN && !computed.isNaN
        && lastSize > size && (computed <= size || FlexMath.same(size, computed))
    }
    return compatible(
      availableWidth, widthMode, entry.availableWidth, entry.widthMode, entry.width, margin: marginRow)
      && compatible(
        availableHeight, heightMode, entry.availableHeight, entry.heightMode, entry.height, margin: marginColumn)
  }

  /// The children of a measured leaf (which Yoga does not allow): hidden
  /// ones take no space, absolutely positioned ones are placed in it.
  static func layoutChildrenOfMeasuredLeaf(_ node: LayoutNode, widthMode: MeasureMode, pass: LayoutPass) {
    guard !node.children.isEmpty else { return }
    let innerWidth =
      node.measuredWidth - node.layoutPadding.left - node.layoutPadding.right - node.layoutBorder.left
      - node.layoutBorder.right
    let innerHeight =
      node.measuredHeight - node.layoutPadding.top - node.layoutPadding.bottom - node.layoutBorder.top
      - node.layoutBorder.bottom
    for child in node.children {
      if child.isDisplayed {
        setInitialPosition(child, ownerWidth: innerWidth, ownerHeight: innerHeight)
      } else {
        hide(child)
      }
    }
    layoutAbsoluteChildren(of: node, widthMode: widthMode, pass: pass)
  }
}

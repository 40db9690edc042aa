/// A node's style read the way Yoga reads it during layout. Every helper
/// reads single fields of the shared style in place: a style is several
/// hundred bytes, and copying one out of its node costs more than the
/// arithmetic.
///
/// Undefined lengths are NaN, as in Yoga: `auto`, and a percentage of an
/// undefined size.
extension Length {
  /// The length in points against a reference length; NaN when auto,
  /// when not finite, or when a percentage's reference is undefined.
  @inline(__always)
  func value(relativeTo reference: Float) -> Float {
    switch self {
    case .auto: .nan
    case .points(let value): Float(value).isFinite ? Float(value) : .nan
    case .percent(let value): Float(value).isFinite ? Float(value) * reference * 0.01 : .nan
    }
  }

  /// Whether it is a percentage.
  var isPercent: Bool {
    if case .percent = self { return true }
    return false
  }

  /// Same unit and a value within Yoga's tolerance.
  func isAlmost(_ other: Length) -> Bool {
    switch (self, other) {
    case (.auto, .auto): true
    case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)): FlexMath.same(Float(a), Float(b))
    default: false
    }
  }
}

extension LayoutNode {
  @inline(__always) var flexStyle: FlexStyle { sharedStyle.style }

  // MARK: Margins, padding and border (all resolved against a width)

  /// One margin in points; `auto` and undefined margins are 0.
  @inline(__always)
  func margin(_ edge: PhysicalEdge, widthSize: Float) -> Float {
    let value = sharedStyle.style.margin[edge].value(relativeTo: widthSize)
    return value.isNaN ? 0 : value
  }

  /// The margins on both sides of an axis.
  @inline(__always)
  func marginForAxis(_ axis: FlexDirection, widthSize: Float) -> Float {
    guard sharedStyle.hasMargin else { return 0 }
    return margin(axis.leadingEdge, widthSize: widthSize) + margin(axis.trailingEdge, widthSize: widthSize)
  }

  /// Whether a margin is `auto`.
  @inline(__always)
  func isMarginAuto(_ edge: PhysicalEdge) -> Bool { sharedStyle.style.margin[edge] == .auto }

  /// One padding in points, never negative.
  @inline(__always)
  func padding(_ edge: PhysicalEdge, widthSize: Float) -> Float {
    let value = sharedStyle.style.padding[edge].value(relativeTo: widthSize)
    return value.isNaN ? 0 : Swift.max(value, 0)
  }

  /// One border width, never negative.
  @inline(__always)
  func border(_ edge: PhysicalEdge) -> Float {
    let value = Float(sharedStyle.style.border[edge])
    return value.isNaN ? 0 : Swift.max(value, 0)
  }

  /// Padding and border on one side.
  @inline(__always)
  func paddingAndBorder(_ edge: PhysicalEdge, widthSize: Float) -> Float {
    padding(edge, widthSize: widthSize) + border(edge)
  }

  /// Padding and border on both sides of an axis.
  @inline(__always)
  func paddingAndBorderForAxis(_ axis: FlexDirection, widthSize: Float) -> Float {
    guard sharedStyle.hasPaddingOrBorder else { return 0 }
    return paddingAndBorder(axis.leadingEdge, widthSize: widthSize)
      + paddingAndBorder(axis.trailingEdge, widthSize: widthSize)
  }

  /// The borders on both sides of an axis.
  @inline(__always)
  func borderForAxis(_ axis: FlexDirection) -> Float { border(axis.leadingEdge) + border(axis.trailingEdge) }

  // MARK: Insets

  /// Whether an inset is set.
  @inline(__always)
  func isInsetSet(_ edge: PhysicalEdge) -> Bool { sharedStyle.hasInsets && sharedStyle.style.position[edge] != .auto }

  /// An inset in points against the size of its axis; 0 when unset.
  @inline(__always)
  func inset(_ edge: PhysicalEdge, axisSize: Float) -> Float {
    let value = sharedStyle.style.position[edge].value(relativeTo: axisSize)
    return value.isNaN ? 0 : value
  }

  /// How far a relatively positioned node moves along an axis: its
  /// leading inset, else minus its trailing one.
  func relativeOffset(_ axis: FlexDirection, axisSize: Float) -> Float {
    if isInsetSet(axis.leadingEdge) { return inset(axis.leadingEdge, axisSize: axisSize) }
    return -inset(axis.trailingEdge, axisSize: axisSize)
  }

  // MARK: Sizes

  /// The width or height as laid out: a max equal to the min replaces it.
  @inline(__always)
  func processedDimension(_ axis: FlexDirection) -> Length {
    axis.isRow ? sharedStyle.processedWidth : sharedStyle.processedHeight
  }

  /// The width or height in points; NaN when auto or not resolvable.
  @inline(__always)
  func resolvedDimension(_ axis: FlexDirection, reference: Float) -> Float {
    processedDimension(axis).value(relativeTo: reference)
  }

  /// Whether the size along an axis is set and resolves to a length of at
  /// least 0 (a definite length).
  @inline(__always)
  func hasDefiniteLength(_ axis: FlexDirection, reference: Float) -> Bool {
    let value = resolvedDimension(axis, reference: reference)
    return !value.isNaN && value >= 0
  }

  /// The minimum size along an axis in points; NaN when unset.
  @inline(__always)
  func minDimension(_ axis: FlexDirection, reference: Float) -> Float {
    (axis.isRow ? sharedStyle.style.minWidth : sharedStyle.style.minHeight).value(relativeTo: reference)
  }

  /// The maximum size along an axis in points; NaN when unset.
  @inline(__always)
  func maxDimension(_ axis: FlexDirection, reference: Float) -> Float {
    (axis.isRow ? sharedStyle.style.maxWidth : sharedStyle.style.maxHeight).value(relativeTo: reference)
  }

  /// A size clamped to the node's max, then raised to its min (a max below
  /// the min wins when the size is above it, as in Yoga).
  @inline(__always)
  func boundWithinMinMax(_ axis: FlexDirection, _ value: Float, axisSize: Float) -> Float {
    guard sharedStyle.hasMinOrMax else { return value }
    let maximum = maxDimension(axis, reference: axisSize)
    if maximum >= 0 && value > maximum { return maximum }
    let minimum = minDimension(axis, reference: axisSize)
    if minimum >= 0 && value < minimum { return minimum }
    return value
  }

  /// A size clamped to min and max, and to at least the padding and border.
  @inline(__always)
  func boundAxis(_ axis: FlexDirection, _ value: Float, axisSize: Float, widthSize: Float) -> Float {
    FlexMath.maxDefined(
      boundWithinMinMax(axis, value, axisSize: axisSize), paddingAndBorderForAxis(axis, widthSize: widthSize))
  }

  /// The gap between items along an axis (`columnGap` along rows).
  @inline(__always)
  func gap(_ axis: FlexDirection, ownerSize: Float) -> Float {
    let value = (axis.isRow ? sharedStyle.style.columnGap : sharedStyle.style.rowGap).value(relativeTo: ownerSize)
    return value.isNaN ? 0 : Swift.max(value, 0)
  }

  /// Width over height, when set (0, infinite and NaN are unset).
  @inline(__always) var aspectRatio: Float { sharedStyle.aspectRatio }

  /// Whether it takes part in layout (`display: none` does not).
  @inline(__always) var isDisplayed: Bool { sharedStyle.style.isDisplayed }
  /// Whether it is placed by insets outside the flow.
  @inline(__always) var isAbsolute: Bool { sharedStyle.style.positionType == .absolute }
  /// Whether it grows or shrinks at all (absolute nodes never do).
  @inline(__always) var isFlexible: Bool {
    !isAbsolute && (sharedStyle.grow != 0 || sharedStyle.shrink != 0)
  }

  /// How the node aligns on its container's cross axis: its own
  /// `alignSelf`, else the container's `alignItems`; baseline alignment
  /// in a column is flex-start.
  @inline(__always)
  func alignment(in container: LayoutNode) -> Align {
    let own = sharedStyle.style.alignSelf
    let value = own == .auto ? container.sharedStyle.style.alignItems : own
    if value == .baseline && !container.sharedStyle.style.direction.isRow { return .flexStart }
    return value
  }
}

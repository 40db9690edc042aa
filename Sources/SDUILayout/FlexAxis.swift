/// A physical side of a box, the way Yoga stores a node's positions: a
/// node placed along a reversed axis is placed from its end side first.
enum PhysicalEdge {
  case left, top, right, bottom
}

extension Edges {
  /// The value of one physical side.
  subscript(edge: PhysicalEdge) -> Value {
    get {
      switch edge {
      case .left: left
      case .top: top
      case .right: right
      case .bottom: bottom
      }
    }
    set {
      switch edge {
      case .left: left = newValue
      case .top: top = newValue
      case .right: right = newValue
      case .bottom: bottom = newValue
      }
    }
  }
}

/// Axis helpers, for left-to-right layout (neither dialect has another).
extension FlexDirection {
  /// The other axis: a column's cross axis is a row, a row's a column.
  var crossAxis: FlexDirection { isRow ? .column : .row }

  /// The side items start from (Yoga's flex-start edge).
  var startEdge: PhysicalEdge {
    switch self {
    case .column: .top
    case .columnReverse: .bottom
    case .row: .left
    case .rowReverse: .right
    }
  }

  /// The side items run towards (Yoga's flex-end edge).
  var endEdge: PhysicalEdge {
    switch self {
    case .column: .bottom
    case .columnReverse: .top
    case .row: .right
    case .rowReverse: .left
    }
  }

  /// The side where text along the axis starts, whatever the order of
  /// items (Yoga's inline-start edge): left for rows, top for columns.
  var leadingEdge: PhysicalEdge { isRow ? .left : .top }
  /// The side opposite ``leadingEdge``.
  var trailingEdge: PhysicalEdge { isRow ? .right : .bottom }
}

/// How Yoga compares lengths that went through floating-point arithmetic.
enum FlexMath {
  /// Yoga's tolerance for equal lengths.
  static let tolerance: Float = 0.0001
  /// The largest finite single-precision value, which Yoga uses for "no
  /// maximum".
  static let noMaximum = Float.greatestFiniteMagnitude

  /// Equal within ``tolerance``, or both undefined (NaN).
  @inline(__always)
  static func same(_ a: Float, _ b: Float) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    return abs(a - b) < tolerance
  }

  /// The larger of two values, or the defined one when the other is NaN.
  @inline(__always)
  static func maxDefined(_ a: Float, _ b: Float) -> Float {
    if a.isNaN { return b }
    if b.isNaN { return a }
    return Swift.max(a, b)
  }

  /// The smaller of two values, or the defined one when the other is NaN.
  @inline(__always)
  static func minDefined(_ a: Float, _ b: Float) -> Float {
    if a.isNaN { return b }
    if b.isNaN { return a }
    return Swift.min(a, b)
  }
}

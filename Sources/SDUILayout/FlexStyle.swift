/// A length in a style: unset, points, or a percentage of the parent.
public enum Length: Hashable, Sendable {
  /// Not set: sized by content or by flexing.
  case auto
  /// Points (1 point is one cell at scale 1).
  case points(Double)
  /// A percentage of the parent's corresponding inner size.
  case percent(Double)

  /// The length in points, against a base for percentages; `nil` when
  /// auto or when a percentage has no definite base.
  package func resolved(against base: Double?) -> Double? {
    switch self {
    case .auto: nil
    case .points(let value): value
    case .percent(let value): base.map { $0 * value / 100 }
    }
  }
}

/// One value per side.
public struct Edges<Value: Hashable & Sendable>: Hashable, Sendable {
  public var left: Value
  package var top: Value
  public var right: Value
  package var bottom: Value

  /// Creates edges from four values.
  public init(left: Value, top: Value, right: Value, bottom: Value) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  /// The same value on every side.
  public init(all value: Value) {
    self.init(left: value, top: value, right: value, bottom: value)
  }
}

/// The direction of the main axis.
public enum FlexDirection: Hashable, Sendable {
  case column, columnReverse, row, rowReverse

  /// Whether the main axis is horizontal.
  package var isRow: Bool { self == .row || self == .rowReverse }
  /// Whether items run from the end of the axis.
  package var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

/// Whether and how items wrap onto new lines.
public enum FlexWrap: Hashable, Sendable { case noWrap, wrap, wrapReverse }

/// Main-axis distribution.
public enum Justify: Hashable, Sendable { case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly }

/// Cross-axis alignment (items, self, content).
public enum Align: Hashable, Sendable {
  case auto, flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround, spaceEvenly
}

/// What a node does with content larger than itself. Yoga lays out only
/// `scroll` differently: its items are measured without a limit along the
/// main axis, as a scroll view offers them all the room they want.
public enum Overflow: Hashable, Sendable { case visible, hidden, scroll }

/// In flow, or placed by insets.
public enum PositionType: Hashable, Sendable { case relative, absolute }

/// How a measure function's proposed size constrains it.
public enum MeasureMode: Hashable, Sendable {
  /// No constraint: the content's natural (max-content) size.
  case undefined
  /// Exactly this size.
  case exactly
  /// At most this size.
  case atMost
}

/// A node's flexbox style, with Yoga's defaults (not CSS's): a column
/// main axis, no shrinking, items stretched, lines packed at the start.
public struct FlexStyle: Hashable, Sendable {
  public var direction: FlexDirection = .column
  public var wrap: FlexWrap = .noWrap
  public var justifyContent: Justify = .flexStart
  public var alignItems: Align = .stretch
  public var alignSelf: Align = .auto
  public var alignContent: Align = .flexStart
  public var grow: Double = 0
  public var shrink: Double = 0
  public var basis: Length = .auto
  public var width: Length = .auto
  public var height: Length = .auto
  public var minWidth: Length = .auto
  public var minHeight: Length = .auto
  public var maxWidth: Length = .auto
  public var maxHeight: Length = .auto
  /// Margins; `.auto` margins take free space.
  public var margin = Edges<Length>(all: .points(0))
  public var padding = Edges<Length>(all: .points(0))
  /// Border widths in points.
  public var border = Edges<Double>(all: 0)
  public var positionType: PositionType = .relative
  /// Content larger than the node: only `.scroll` changes the layout.
  public var overflow: Overflow = .visible
  /// Insets of a positioned node; `.auto` when unset.
  public var position = Edges<Length>(all: .auto)
  /// Whether the node takes part in layout at all (`display: none` is false).
  public var isDisplayed = true
  /// Gap between columns (`.column`) and between rows.
  public var columnGap: Length = .points(0)
  public var rowGap: Length = .points(0)
  /// Width divided by height, when set.
  public var aspectRatio: Double?

  /// Creates a style with Yoga's defaults.
  public init() {}
}

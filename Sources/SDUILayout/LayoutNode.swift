/// A node of the layout tree: a style, children, and for leaves an
/// optional measure function. Layout knows nothing about components;
/// tests and the painter build these trees.
///
/// After ``FlexLayout/calculate(_:width:height:)`` each node has a
/// ``frame`` in points relative to its parent's border box, and a
/// `cellFrame` rounded to whole cells by its absolute edges.
///
/// A node remembers its results, as Yoga's nodes do: the size it was
/// measured at for recent constraints and the constraints of its last full
/// layout. A tree laid out again with the same nodes reuses them, so only
/// nodes that are new or changed (and their ancestors) are computed again.
/// Changing a node's style, children or measure function marks the node
/// and every ancestor dirty.
public final class LayoutNode: CustomStringConvertible {
  /// Measures a leaf: proposed width and mode, proposed height and mode,
  /// in (NaN when the mode is `.undefined`); its content size (without
  /// padding and border) out.
  public typealias Measure = (Double, MeasureMode, Double, MeasureMode) -> (width: Double, height: Double)

  /// The style, which nodes with equal styles may share
  /// (``init(label:sharedStyle:children:measure:)``).
  package private(set) var sharedStyle: SharedFlexStyle
  /// The style. Setting a different one gives the node its own.
  ///
  /// The flex engine reads `sharedStyle.style` instead: a field of a
  /// shared style's `let` is read in place, with no accessor between. (A
  /// `_read` accessor here was read after its end in unoptimized builds
  /// under AddressSanitizer, which the pipeline fuzzer found.)
  public var style: FlexStyle {
    get { sharedStyle.style }
    set {
      guard newValue != sharedStyle.style else { return }
      sharedStyle = SharedFlexStyle(newValue)
      markDirty()
    }
  }
  /// The children, in order.
  public var children: [LayoutNode] {
    didSet {
      for child in children { child.results.parent = results }
      markDirty()
    }
  }
  /// Measures a leaf's content (text); `nil` for containers.
  public var measure: Measure? {
    didSet { markDirty() }
  }
  /// What the node stands for, for dumps and for finding frames again.
  public var label: String

  /// The computed border box relative to the parent, in points.
  public var frame: LayoutFrame {
    LayoutFrame(
      x: Double(position.left), y: Double(position.top), width: Double(layoutWidth), height: Double(layoutHeight))
  }
  /// The computed border box relative to the parent, rounded to cells.
  package internal(set) var cellFrame = Rect(column: 0, row: 0, width: 0, height: 0)
  /// The cells this node and everything below it cover, relative to this
  /// node's own origin: what a painter can skip when it is out of view.
  package internal(set) var subtreeBounds = Rect(column: 0, row: 0, width: 0, height: 0)

  // MARK: Layout results, as Yoga keeps them on its nodes
  //
  // In single precision, as Yoga computes: the same arithmetic gives the
  // same answers, down to where a sum of shrink factors lands either side
  // of 0.

  /// The border-box size of the latest layout or measurement (NaN before
  /// the first).
  var measuredWidth = Float.nan
  var measuredHeight = Float.nan
  /// The size of the latest full layout.
  var layoutWidth = Float.nan
  var layoutHeight = Float.nan
  /// The distance of each side of the border box from the same side of
  /// the parent's; a node placed along a reversed axis is placed from its
  /// end side first, and the other side follows from the sizes.
  var position = Edges<Float>(all: 0)
  /// Padding and border resolved by the node's own latest layout.
  var layoutPadding = Edges<Float>(all: 0)
  var layoutBorder = Edges<Float>(all: 0)
  /// The flex basis its container found for it, and in which pass.
  var computedFlexBasis = Float.nan
  var basisPass: LayoutPass?
  /// The line of its container it was put on.
  var lineIndex = 0
  /// The height its content needs, below which a column keeping content
  /// does not shrink it (``FlexLayout/markContentFloors(_:)``). A node made
  /// anew for one of the last layout (the same component, changed) may
  /// start from that one's, as a kept node starts from its own.
  package var contentFloor: Float = 0
  /// Whether, as a column, it shrank its items in a pass without floors
  /// since the floors were last marked.
  var shrankItems = false
  /// Whether, as the root of a layout, its last layout kept content
  /// (its nodes hold floors), so that the next starts with them.
  var keptContent = false
  /// What it remembers of earlier layouts, linked to its parent's.
  let results = LayoutResults()
  /// Whether the children's frames changed since they were last rounded.
  var needsRounding = true
  /// The absolute position this node had when its children were rounded.
  var roundedAt: (x: Double, y: Double)?

  /// Creates a node.
  public convenience init(
    label: String = "", style: FlexStyle = FlexStyle(), children: [LayoutNode] = [], measure: Measure? = nil
  ) {
    self.init(label: label, sharedStyle: SharedFlexStyle(style), children: children, measure: measure)
  }

  /// Creates a node with a style other nodes may share too.
  public init(label: String, sharedStyle: SharedFlexStyle, children: [LayoutNode], measure: Measure?) {
    self.label = label
    self.sharedStyle = sharedStyle
    self.children = children
    self.measure = measure
    for child in children { child.results.parent = results }
  }

  /// Marks this node and its ancestors dirty: their remembered results no
  /// longer hold and are forgotten when next visited.
  package func markDirty() {
    var results: LayoutResults? = self.results
    while let current = results {
      current.isDirty = true
      results = current.parent
    }
  }

  /// The size of a dimension of the latest layout or measurement.
  @inline(__always)
  func measured(_ axis: FlexDirection) -> Float { axis.isRow ? measuredWidth : measuredHeight }

  /// The measured size along an axis plus the margins on that axis.
  @inline(__always)
  func measuredWithMargin(_ axis: FlexDirection, widthSize: Float) -> Float {
    measured(axis) + marginForAxis(axis, widthSize: widthSize)
  }

  /// The rounded frames of the tree as indented text, one node a line:
  ///
  /// ```text
  /// root 0,0 10x2
  ///   label 0,0 4x1
  /// ```
  public var description: String {
    var lines: [String] = []
    describe(depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(depth: Int, into lines: inout [String]) {
    lines.append(String(repeating: "  ", count: depth) + (label.isEmpty ? "node" : label) + " " + cellFrame.description)
    for child in children { child.describe(depth: depth + 1, into: &lines) }
  }
}

/// A style several layout nodes can hold: a style is several hundred
/// bytes, and most nodes of a screen have one of a few. It also keeps what
/// layout derives from the style alone.
public final class SharedFlexStyle: Sendable {
  /// The style.
  public let style: FlexStyle
  /// The width and height as laid out: Yoga lays a node whose max equals
  /// its min out at that size, whatever its own.
  let processedWidth: Length
  let processedHeight: Length
  /// Grow and shrink factors, 0 when not finite numbers.
  let grow: Float
  let shrink: Float
  /// The aspect ratio, NaN when unset, 0 or infinite.
  let aspectRatio: Float
  /// Whether any min or max size, any margin, any padding or border, or
  /// any inset is set: most nodes have none, and layout skips looking them
  /// up.
  let hasMinOrMax: Bool
  let hasMargin: Bool
  let hasPaddingOrBorder: Bool
  let hasInsets: Bool
  /// Whether any of its lengths is a percentage: only then does its layout
  /// depend on its owner's size (its children's owner is itself), so a
  /// result remembered for another owner answers it too.
  let resolvesAgainstOwner: Bool

  /// Holds a style.
  public init(_ style: FlexStyle) {
    self.style = style
    func processed(_ size: Length, minimum: Length, maximum: Length) -> Length {
      maximum != .auto && maximum.isAlmost(minimum) ? maximum : size
    }
    processedWidth = processed(style.width, minimum: style.minWidth, maximum: style.maxWidth)
    processedHeight = processed(style.height, minimum: style.minHeight, maximum: style.maxHeight)
    grow = style.grow.isNaN ? 0 : Float(style.grow)
    shrink = style.shrink.isNaN ? 0 : Float(style.shrink)
    let ratio = Float(style.aspectRatio ?? .nan)
    aspectRatio = ratio == 0 || ratio.isInfinite ? .nan : ratio
    hasMinOrMax =
      style.minWidth != .auto || style.maxWidth != .auto || style.minHeight != .auto || style.maxHeight != .auto
    let none = Edges<Length>(all: .points(0))
    hasMargin = style.margin != none
    hasPaddingOrBorder = style.padding != none || style.border != Edges(all: 0)
    hasInsets = style.position != Edges(all: .auto)
    let edges = [style.margin, style.padding, style.position].flatMap { [$0.left, $0.top, $0.right, $0.bottom] }
    let lengths =
      [
        style.basis, style.width, style.height, style.minWidth, style.minHeight, style.maxWidth, style.maxHeight,
        style.columnGap, style.rowGap,
      ] + edges
    resolvesAgainstOwner = lengths.contains { if case .percent = $0 { true } else { false } }
  }
}

/// A box in points.
public struct LayoutFrame: Hashable, Sendable {
  public var x: Double = 0
  package var y: Double = 0
  public var width: Double = 0
  public var height: Double = 0

  /// Creates a box.
  public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

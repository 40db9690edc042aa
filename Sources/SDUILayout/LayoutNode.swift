/// A node of the layout tree: a style, children, and for leaves an
/// optional measure function. Layout knows nothing about components;
/// tests and the painter build these trees.
///
/// After ``FlexLayout/calculate(_:width:height:)`` each node has a
/// ``frame`` in points relative to its parent's border box, and a
/// ``cellFrame`` rounded to whole cells so that siblings never gap or
/// overlap.
///
/// A node remembers its results, as Yoga's nodes do: the size it was
/// measured at for recent constraints and the constraints of its last full
/// layout. A tree laid out again with the same nodes reuses them, so only
/// nodes that are new or changed (and their ancestors) are computed again.
/// Changing a node's style, children or measure function forgets the
/// results of the node and of every ancestor.
public final class LayoutNode {
  /// Measures a leaf: proposed width and mode, proposed height and mode,
  /// in; its content size (without padding and border) out.
  public typealias Measure = (Double, MeasureMode, Double, MeasureMode) -> (width: Double, height: Double)

  /// The style, which nodes with equal styles may share
  /// (``init(label:sharedStyle:children:measure:)``).
  public private(set) var sharedStyle: SharedFlexStyle
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
  public internal(set) var frame = LayoutFrame()
  /// The computed border box relative to the parent, rounded to cells.
  public internal(set) var cellFrame = Rect(column: 0, row: 0, width: 0, height: 0)
  /// The cells this node and everything below it cover, relative to this
  /// node's own origin: what a painter can skip when it is out of view.
  public internal(set) var subtreeBounds = Rect(column: 0, row: 0, width: 0, height: 0)

  /// What its container's pass found for it as an item, kept on the
  /// node (rather than in arrays the pass would allocate) because a pass
  /// only ever works on its own children: the flex basis clamped to its
  /// min and max, its margins and its padding and border along each axis
  /// (resolved against the container), and its main-axis position in
  /// flow order.
  var clampedBasis: Double = 0
  var itemMargin = Edges<Double>(all: 0)
  var itemPaddingAndBorderMain: Double = 0
  var itemPaddingAndBorderCross: Double = 0
  var mainPosition: Double = 0
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

  /// Forgets the remembered results of this node and its ancestors.
  public func markDirty() {
    var results: LayoutResults? = self.results
    while let current = results {
      current.laidOut = nil
      current.measured = MeasurementCache()
      results = current.parent
    }
  }

  /// The rounded frames of the tree as indented text:
  /// `label 0,0 10x2` per line.
  public var layoutDescription: String {
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
/// bytes, and most nodes of a screen have one of a few.
public final class SharedFlexStyle: Sendable {
  /// The style.
  public let style: FlexStyle

  /// Holds a style.
  public init(_ style: FlexStyle) {
    self.style = style
  }
}

/// A node's remembered layout results, holding its parent's (the latest
/// parent's, when a node is reused in a new tree) so that a change can
/// forget every ancestor's. Nodes link their results rather than each
/// other: a node referred to weakly would make every retain of it slow,
/// and the flex engine retains nodes all the time.
final class LayoutResults {
  /// The constraints and size of the last full layout; while it holds,
  /// the frames below are those it computed.
  var laidOut: LayoutCacheEntry?
  /// Sizes measured for recent constraints.
  var measured = MeasurementCache()
  var parent: LayoutResults?
}

/// The constraints a node was laid out or measured under, and the result.
struct LayoutCacheEntry {
  var availableWidth: Double
  var widthMode: MeasureMode
  var availableHeight: Double
  var heightMode: MeasureMode
  var ownerWidth: Double
  var ownerHeight: Double
  var width: Double
  var height: Double

  /// Whether the constraints are the same as another entry's (NaN, an
  /// undefined size, equals NaN).
  func hasSameConstraints(as other: LayoutCacheEntry) -> Bool {
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    return widthMode == other.widthMode && heightMode == other.heightMode
      && same(availableWidth, other.availableWidth) && same(availableHeight, other.availableHeight)
      && same(ownerWidth, other.ownerWidth) && same(ownerHeight, other.ownerHeight)
  }
}

/// A box in points.
public struct LayoutFrame: Hashable, Sendable {
  public var x: Double = 0
  public var y: Double = 0
  public var width: Double = 0
  public var height: Double = 0
}

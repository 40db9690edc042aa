/// A node of the layout tree: a style, children, and for leaves an
/// optional measure function. Layout knows nothing about components;
/// tests and the painter build these trees.
///
/// After ``FlexLayout/calculate(_:width:height:)`` each node has a
/// ``frame`` in points relative to its parent's border box, and a
/// ``cellFrame`` rounded to whole cells so that siblings never gap or
/// overlap.
public final class LayoutNode {
  /// Measures a leaf: proposed width and mode, proposed height and mode,
  /// in; its content size (without padding and border) out.
  public typealias Measure = (Double, MeasureMode, Double, MeasureMode) -> (width: Double, height: Double)

  /// The style.
  public var style: FlexStyle
  /// The children, in order.
  public var children: [LayoutNode]
  /// Measures a leaf's content (text); `nil` for containers.
  public var measure: Measure?
  /// What the node stands for, for dumps and for finding frames again.
  public var label: String

  /// The computed border box relative to the parent, in points.
  public internal(set) var frame = LayoutFrame()
  /// The computed border box relative to the parent, rounded to cells.
  public internal(set) var cellFrame = Rect(column: 0, row: 0, width: 0, height: 0)

  var computedBasis: Double = 0
  var lineIndex = 0

  /// Creates a node.
  public init(label: String = "", style: FlexStyle = FlexStyle(), children: [LayoutNode] = [], measure: Measure? = nil)
  {
    self.label = label
    self.style = style
    self.children = children
    self.measure = measure
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

/// A box in points.
public struct LayoutFrame: Hashable, Sendable {
  public var x: Double = 0
  public var y: Double = 0
  public var width: Double = 0
  public var height: Double = 0
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// How Beagle's lists and grids say their axis and their span.
extension BeagleDialect {
  /// How many items a line of a grid holds (`spanCount`, 1.8's `numColumns`).
  func gridSpan(_ node: ResolvedNode, in layout: ComponentLayout) -> Int {
    max(1, layout.drawnCount(node, node.property("spanCount") == nil ? "numColumns" : "spanCount", default: 1))
  }

  /// Whether a Beagle scroll view, list or grid scrolls sideways.
  func scrollsHorizontally(_ node: ResolvedNode) -> Bool {
    (node.property("scrollDirection") ?? node.property("direction"))?.stringValue == "HORIZONTAL"
  }
}

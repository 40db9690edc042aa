extension FlexLayout {
  /// A `display: none` node and its subtree take no space, and forget
  /// what they remembered.
  static func hide(_ node: LayoutNode) {
    node.measuredWidth = .nan
    node.measuredHeight = .nan
    node.layoutWidth = 0
    node.layoutHeight = 0
    node.position = Edges(all: 0)
    node.layoutPadding = Edges(all: 0)
    node.layoutBorder = Edges(all: 0)
    node.computedFlexBasis = .nan
    node.basisPass = nil
    node.results.forget()
    node.results.isDirty = false
    node.needsRounding = true
    for child in node.children { hide(child) }
  }

  /// The distance from a node's top to its first line's baseline: that of
  /// its first child aligned by baseline, else of its first child, else
  /// its height.
  static func baseline(of node: LayoutNode) -> Float {
    var chosen: LayoutNode?
    for child in node.children {
      if child.lineIndex > 0 { break }
      if child.isAbsolute { continue }
      if child.alignment(in: node) == .baseline {
        chosen = child
        break
      }
      if chosen == nil { chosen = child }
    }
    guard let chosen else { return node.measuredHeight }
    return baseline(of: chosen) + chosen.position.top
  }
}

import Testing

@testable import SDUILayout

/// A layout tree prints itself as text: one node a line, indented by
/// depth, with its frame in cells.
@Suite("Layout description")
struct LayoutDescriptionTests {
  @Test func printsTheRoundedFramesIndentedByDepth() {
    var rowStyle = FlexStyle()
    rowStyle.direction = .row
    var fixed = FlexStyle()
    fixed.width = .points(4.5)
    fixed.height = .points(1)
    let root = LayoutNode(
      label: "root", style: rowStyle,
      children: [LayoutNode(label: "a", style: fixed), LayoutNode(label: "", style: fixed)])
    FlexLayout.calculate(root, width: 10, height: 2)
    #expect(root.description == "root 0,0 10x2\n  a 0,0 5x1\n  node 5,0 4x1\n")
  }
}

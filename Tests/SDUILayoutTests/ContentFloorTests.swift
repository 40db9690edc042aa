import Testing

@testable import SDUILayout

/// A column keeping content (the terminal's rule) shrinks an item no lower
/// than the rows its content needs; without it, the boxes are Yoga's.
@Suite("Content floor")
struct ContentFloorTests {
  /// A leaf of some rows that shrinks, as Beagle's items do (a scroll
  /// view's do not).
  private static func row(_ label: String, lines: Double = 1, shrinks: Bool = true) -> LayoutNode {
    var style = FlexStyle()
    style.shrink = shrinks ? 1 : 0
    return LayoutNode(label: label, style: style) { width, _, _, _ in (width, lines) }
  }

  private static func column(
    _ label: String, height: Double? = nil, maxHeight: Double? = nil, scrolls: Bool = false, padding: Double = 0,
    children: [LayoutNode]
  ) -> LayoutNode {
    var style = FlexStyle()
    style.shrink = 1
    if let height { style.height = .points(height) }
    if let maxHeight { style.maxHeight = .points(maxHeight) }
    if scrolls { style.overflow = .scroll }
    style.padding = Edges(all: .points(padding))
    return LayoutNode(label: label, style: style, children: children)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let tree: @Sendable () -> LayoutNode
    let height: Double
    let yoga: String
    let terminal: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "seven rows in five: Yoga squeezes two to nothing, the terminal cuts at the bottom",
      tree: { column("root", children: (1...7).map { row("r\($0)") }) }, height: 5,
      yoga: """
        root 0,0 10x5
          r1 0,0 10x1
          r2 0,1 10x0
          r3 0,1 10x1
          r4 0,2 10x1
          r5 0,3 10x1
          r6 0,4 10x0
          r7 0,4 10x1

        """,
      terminal: """
        root 0,0 10x5
          r1 0,0 10x1
          r2 0,1 10x1
          r3 0,2 10x1
          r4 0,3 10x1
          r5 0,4 10x1
          r6 0,5 10x1
          r7 0,6 10x1

        """),
    Case(
      name: "a group keeps its items' rows and its padding around them",
      tree: { column("root", children: [row("title"), column("group", padding: 1, children: [row("a"), row("b")])]) },
      height: 3,
      yoga: """
        root 0,0 10x3
          title 0,0 10x1
          group 0,1 10x2
            a 1,1 8x0
            b 1,1 8x0

        """,
      terminal: """
        root 0,0 10x3
          title 0,0 10x1
          group 0,1 10x4
            a 1,1 8x1
            b 1,2 8x1

        """),
    Case(
      name: "a vertical scroll view gives up its rows, and the rest keep theirs",
      tree: {
        column(
          "root",
          children: [
            row("header"), column("list", scrolls: true, children: (1...6).map { row("i\($0)", shrinks: false) }),
            row("footer"),
          ])
      }, height: 3,
      yoga: """
        root 0,0 10x3
          header 0,0 10x0
          list 0,0 10x3
            i1 0,0 10x1
            i2 0,1 10x1
            i3 0,2 10x1
            i4 0,3 10x1
            i5 0,4 10x1
            i6 0,5 10x1
          footer 0,3 10x0

        """,
      terminal: """
        root 0,0 10x3
          header 0,0 10x1
          list 0,1 10x1
            i1 0,0 10x1
            i2 0,1 10x1
            i3 0,2 10x1
            i4 0,3 10x1
            i5 0,4 10x1
            i6 0,5 10x1
          footer 0,2 10x1

        """),
    Case(
      name: "a max height caps the floor",
      tree: {
        column("root", children: [row("a"), column("box", maxHeight: 1, children: [row("b", lines: 3)]), row("c")])
      },
      height: 2,
      yoga: """
        root 0,0 10x2
          a 0,0 10x1
          box 0,1 10x0
            b 0,0 10x0
          c 0,1 10x1

        """,
      terminal: """
        root 0,0 10x2
          a 0,0 10x1
          box 0,1 10x1
            b 0,0 10x3
          c 0,2 10x1

        """),
  ]

  @Test(arguments: cases) func keepsTheRowsContentNeeds(_ example: Case) {
    let yoga = example.tree()
    FlexLayout.calculate(yoga, width: 10, height: example.height)
    #expect(yoga.description == example.yoga)
    let terminal = example.tree()
    FlexLayout.calculate(terminal, width: 10, height: example.height, keepingContent: true)
    #expect(terminal.description == example.terminal)
  }

  /// The same tree laid out again, in a larger and then a smaller space,
  /// gives what a fresh copy gives: floors set for one size do not hold
  /// another's boxes.
  @Test func aTreeLaidOutAgainComesOutAsAFreshOne() {
    let make = { Self.column("root", children: (1...7).map { Self.row("r\($0)") }) }
    let reused = make()
    for height in [5.0, 9, 4, 7, 3] {
      FlexLayout.calculate(reused, width: 10, height: height, keepingContent: true)
      let fresh = make()
      FlexLayout.calculate(fresh, width: 10, height: height, keepingContent: true)
      #expect(reused.description == fresh.description, "height \(height)")
    }
  }

  /// A frame after a key, as the renderer lays it out: the nodes kept
  /// from the last frame, the changed one and its ancestors made anew,
  /// its content grown or shrunk. It starts from the kept floors and
  /// comes out as a fresh tree does.
  @Test(arguments: [1.0, 3, 2, 1])
  func aTreeMadeAnewAroundKeptNodesComesOutAsAFreshOne(_ lines: Double) {
    let kept = (1...6).map { Self.row("r\($0)") }
    let first = Self.column("root", children: kept + [Self.row("changed")])
    FlexLayout.calculate(first, width: 10, height: 5, keepingContent: true)
    let again = Self.column("root", children: kept + [Self.row("changed", lines: lines)])
    FlexLayout.calculate(again, width: 10, height: 5, keepingContent: true)
    let fresh = Self.column("root", children: (1...6).map { Self.row("r\($0)") } + [Self.row("changed", lines: lines)])
    FlexLayout.calculate(fresh, width: 10, height: 5, keepingContent: true)
    #expect(again.description == fresh.description)
  }
}

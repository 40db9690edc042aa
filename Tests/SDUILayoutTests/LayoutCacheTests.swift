import Testing

@testable import SDUILayout

/// A tree laid out again after a change must come out exactly as a fresh
/// copy of it laid out from scratch: the remembered results of unchanged
/// nodes may save work but never change an answer.
@Suite("Layout cache")
struct LayoutCacheTests {
  /// A small deterministic generator (SplitMix64).
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  static func randomStyle(_ random: inout Seeded) -> FlexStyle {
    var style = FlexStyle()
    style.direction = Bool.random(using: &random) ? .row : .column
    if Int.random(in: 0..<3, using: &random) == 0 {
      style.width = .points(Double(Int.random(in: 2...30, using: &random)))
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      style.height = .percent(Double(Int.random(in: 10...90, using: &random)))
    }
    if Bool.random(using: &random) { style.grow = Double(Int.random(in: 0...2, using: &random)) }
    style.shrink = Double(Int.random(in: 0...1, using: &random))
    if Int.random(in: 0..<4, using: &random) == 0 { style.padding = Edges(all: .points(1)) }
    if Int.random(in: 0..<5, using: &random) == 0 { style.wrap = .wrap }
    if Int.random(in: 0..<6, using: &random) == 0 { style.isDisplayed = false }
    style.alignItems = [Align.stretch, .flexStart, .center, .flexEnd][Int.random(in: 0..<4, using: &random)]
    style.justifyContent = [Justify.flexStart, .center, .spaceBetween][Int.random(in: 0..<3, using: &random)]
    return style
  }

  /// A leaf that measures like a text of `length` cells wrapping at the
  /// width offered.
  static func textMeasure(_ length: Int) -> LayoutNode.Measure {
    { width, mode, _, _ in
      let columns = mode == .undefined ? Double(length) : max(1, min(Double(length), width.rounded(.down)))
      return (mode == .exactly ? width : columns, (Double(length) / columns).rounded(.up))
    }
  }

  static func randomTree(_ random: inout Seeded, depth: Int) -> LayoutNode {
    let node = LayoutNode(style: randomStyle(&random))
    if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
      let length = Int.random(in: 1...40, using: &random)
      node.label = "text\(length)"
      node.measure = textMeasure(length)
    } else {
      node.children = (0..<Int.random(in: 1...4, using: &random)).map { _ in randomTree(&random, depth: depth - 1) }
    }
    return node
  }

  /// A fresh copy, sharing nothing remembered.
  static func copy(_ node: LayoutNode) -> LayoutNode {
    LayoutNode(label: node.label, style: node.style, children: node.children.map(copy), measure: node.measure)
  }

  static func allNodes(_ node: LayoutNode) -> [LayoutNode] { [node] + node.children.flatMap(allNodes) }

  static func frames(_ node: LayoutNode) -> [String] {
    allNodes(node).map { "\($0.label) \($0.frame) \($0.cellFrame)" }
  }

  @Test(arguments: 1...200)
  func relayoutAfterChangesMatchesAFreshLayout(seed: UInt64) {
    var random = Seeded(state: seed)
    let root = Self.randomTree(&random, depth: 4)
    root.style.width = .points(80)
    FlexLayout.calculate(root, width: 80, height: 40)
    for _ in 0..<6 {
      let nodes = Self.allNodes(root)
      let target = nodes[Int.random(in: 0..<nodes.count, using: &random)]
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where target !== root: target.style = Self.randomStyle(&random)
      case 1 where target.measure == nil:
        target.children.append(Self.randomTree(&random, depth: 1))
      case 2 where target.children.count > 1: target.children.removeFirst()
      case 3 where target.measure != nil: target.measure = Self.textMeasure(Int.random(in: 1...40, using: &random))
      default: target.style.margin.top = .points(Double(Int.random(in: 0...2, using: &random)))
      }
      let height = Double(Int.random(in: 20...40, using: &random))
      FlexLayout.calculate(root, width: 80, height: height)
      let fresh = Self.copy(root)
      FlexLayout.calculate(fresh, width: 80, height: height)
      #expect(Self.frames(root) == Self.frames(fresh))
    }
  }

  @Test func anUnchangedTreeIsNotComputedAgain() {
    var measured = 0
    let leaf = LayoutNode(
      label: "leaf",
      measure: { _, _, _, _ in
        measured += 1
        return (5, 1)
      })
    let root = LayoutNode(style: FlexStyle(), children: [LayoutNode(children: [leaf])])
    FlexLayout.calculate(root, width: 20, height: 10)
    let first = measured
    FlexLayout.calculate(root, width: 20, height: 10)
    #expect(measured == first)
    leaf.style.grow = 1
    FlexLayout.calculate(root, width: 20, height: 10)
    #expect(measured > first)
  }

  @Test func subtreeBoundsCoverChildrenThatOverflow() {
    var wide = FlexStyle()
    wide.width = .points(30)
    wide.shrink = 0
    var narrow = FlexStyle()
    narrow.width = .points(10)
    narrow.direction = .row
    let root = LayoutNode(style: narrow, children: [LayoutNode(style: wide)])
    FlexLayout.calculate(root, width: 10, height: 5)
    #expect(root.cellFrame.size.width == 10)
    #expect(root.subtreeBounds == Rect(column: 0, row: 0, width: 30, height: 5))
  }

  @Test func nodesSharingAStyleStopSharingWhenOneChanges() {
    var row = FlexStyle()
    row.direction = .row
    let shared = SharedFlexStyle(row)
    let first = LayoutNode(label: "a", sharedStyle: shared, children: [], measure: nil)
    let second = LayoutNode(label: "b", sharedStyle: shared, children: [], measure: nil)
    first.style.grow = 1
    #expect(first.style.grow == 1)
    #expect(second.style.grow == 0)
    #expect(second.sharedStyle === shared)
    second.style = row
    #expect(second.sharedStyle === shared, "an equal style keeps the shared one")
  }
}

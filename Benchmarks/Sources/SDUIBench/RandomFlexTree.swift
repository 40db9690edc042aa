import SDUICore
import SDUIDocument
import SDUILayout

/// A random flex tree, the same on every run (SplitMix64 from a seed):
/// rows and columns with fixed, percent or automatic sizes, grow and
/// shrink, padding, margins, wrapping and alignment, over fixed-size
/// leaves. It can be laid out here and written as JSON for Taffy.
struct RandomFlexTree {
  struct Node {
    var row = false
    var width: (Double, percent: Bool)?
    var height: (Double, percent: Bool)?
    var grow = 0.0
    var shrink = 1.0
    var padding = 0.0
    var margin = 0.0
    var wrap = false
    var justify = "start"
    var align = "stretch"
    var children: [Node] = []
  }

  private(set) var root = Node()
  private(set) var count = 0
  private var state: UInt64

  init(nodes: Int, seed: UInt64 = 2026) {
    state = seed
    root = Node(row: false, width: (1000, false), height: (1000, false))
    count = 1
    // Subtrees of up to 200 nodes, each container with 2 to 6 children.
    while count < nodes { root.children.append(makeSubtree(budget: min(nodes - count, 200))) }
  }

  private mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % UInt64(bound))
  }

  private mutating func makeSubtree(budget: Int) -> Node {
    count += 1
    var node = Node()
    node.row = next(2) == 0
    node.grow = Double(next(3))
    node.shrink = Double(next(2))
    node.padding = Double(next(3))
    node.margin = Double(next(2))
    node.wrap = next(5) == 0
    node.justify = ["start", "center", "end", "space-between"][next(4)]
    node.align = ["stretch", "start", "center", "end"][next(4)]
    if budget <= 1 || next(4) == 0 {
      node.width = (Double(5 + next(40)), false)
      node.height = (Double(1 + next(10)), false)
      return node
    }
    switch next(4) {
    case 0: node.width = (Double(20 + next(60)), true)
    case 1: node.width = (Double(20 + next(200)), false)
    default: break
    }
    if next(4) == 0 { node.height = (Double(10 + next(100)), false) }
    var remaining = budget - 1
    for _ in 0..<(2 + next(5)) where remaining > 0 {
      let share = max(1, remaining / 2)
      let before = count
      node.children.append(makeSubtree(budget: share))
      remaining -= count - before
    }
    return node
  }

  /// A fresh layout tree (nothing remembered from an earlier layout).
  func layoutTree() -> LayoutNode {
    func build(_ node: Node) -> LayoutNode {
      var style = FlexStyle()
      style.direction = node.row ? .row : .column
      if let (value, percent) = node.width { style.width = percent ? .percent(value) : .points(value) }
      if let (value, percent) = node.height { style.height = percent ? .percent(value) : .points(value) }
      style.grow = node.grow
      style.shrink = node.shrink
      style.padding = Edges(all: .points(node.padding))
      style.margin = Edges(all: .points(node.margin))
      style.wrap = node.wrap ? .wrap : .noWrap
      style.justifyContent =
        switch node.justify {
        case "center": .center
        case "end": .flexEnd
        case "space-between": .spaceBetween
        default: .flexStart
        }
      style.alignItems =
        switch node.align {
        case "start": .flexStart
        case "center": .center
        case "end": .flexEnd
        default: .stretch
        }
      return LayoutNode(style: style, children: node.children.map(build))
    }
    return build(root)
  }

  /// The tree as JSON for `Scripts/taffy_layout.py`.
  var json: String {
    func encode(_ node: Node) -> JSONValue {
      func length(_ value: (Double, percent: Bool)?) -> JSONValue {
        guard let value else { return .null }
        return [JSONValue(.number(.double(value.0))), JSONValue(.bool(value.percent))]
      }
      return [
        "row": JSONValue(.bool(node.row)), "width": length(node.width), "height": length(node.height),
        "grow": JSONValue(.number(.double(node.grow))), "shrink": JSONValue(.number(.double(node.shrink))),
        "padding": JSONValue(.number(.double(node.padding))), "margin": JSONValue(.number(.double(node.margin))),
        "wrap": JSONValue(.bool(node.wrap)), "justify": JSONValue(.string(node.justify)),
        "align": JSONValue(.string(node.align)), "children": JSONValue(.array(node.children.map(encode))),
      ]
    }
    return encode(root).jsonText
  }
}

import Foundation
import Testing

@testable import SDUILayout

/// Lays out every Taffy fixture input with ``FlexLayout`` at 1 point per
/// cell and compares the rounded boxes with Yoga's own
/// (`Conformance/yoga-boxes.json`, made by `make yoga-boxes`).
@Suite("Yoga conformance")
struct YogaConformanceTests {
  struct Outcome {
    var passed: [String] = []
    var failed: [String] = []
    var skipped = 0
    /// Fixtures with Chrome's boxes rounded, and how many of those ours match.
    var withChrome = 0
    var agreesWithChrome = 0
  }

  static func run() throws -> Outcome {
    let data = try Data(contentsOf: YogaBoxesDataTests.here.appendingPathComponent("Conformance/yoga-boxes.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let cases = object?["cases"] as? [String: [String: Any]] ?? [:]
    var outcome = Outcome()
    for name in cases.keys.sorted() {
      let entry = cases[name] ?? [:]
      guard let input = entry["input"] as? [String: Any], let expected = entry["boxes"] as? [String: Any],
        let rootDescription = input["root"] as? [String: Any], let viewport = input["viewport"] as? [String: Any]
      else {
        outcome.skipped += 1
        continue
      }
      let root = node(rootDescription)
      FlexLayout.calculate(root, width: pixels(viewport["width"]), height: pixels(viewport["height"]))
      if matches(root, expected) {
        outcome.passed.append(name)
      } else {
        outcome.failed.append(name)
      }
      if let chrome = entry["chrome"] as? [String: Any] {
        outcome.withChrome += 1
        if matches(root, chrome) { outcome.agreesWithChrome += 1 }
      }
    }
    return outcome
  }

  @Test func matchesYogaOnTheFixtures() throws {
    let outcome = try Self.run()
    let total = outcome.passed.count + outcome.failed.count
    print(
      "yoga conformance: \(outcome.passed.count) of \(total) laid-out fixtures match Yoga, \(outcome.skipped) skipped;"
        + " \(outcome.agreesWithChrome) of the \(outcome.withChrome) with Chrome's rounded boxes match Chrome;"
        + " differing from Yoga on purpose: \(outcome.failed.sorted())")
    #expect(
      Set(outcome.failed) == Set(Self.knownDifferences.keys),
      "fixtures that differ from Yoga without a reason: \(Set(outcome.failed).subtracting(Self.knownDifferences.keys))")
  }

  /// The fixtures where sdui-term gives other boxes than Yoga on purpose,
  /// and why. Every other laid-out fixture must match Yoga exactly.
  static let knownDifferences = [
    "bevy_issue_9530__border_box_ltr":
      "Yoga rounds a text's box outwards (start down, end up); sdui-term rounds text like every other box, because at"
      + " a terminal cell the outward rounding can move a label onto the row above it"
  ]

  // MARK: Building nodes from the generated inputs

  static func pixels(_ value: Any?) -> Double? {
    guard let text = value as? String, text.hasSuffix("px") else { return nil }
    return Double(text.dropLast(2))
  }

  static func lengthValue(_ value: Any?) -> Length {
    guard let text = value as? String else { return .auto }
    if text.hasSuffix("px"), let number = Double(text.dropLast(2)) { return .points(number) }
    if text.hasSuffix("%"), let number = Double(text.dropLast(1)) { return .percent(number) }
    return .auto
  }

  static func align(_ value: Any?) -> Align {
    switch value as? String {
    case "flex-start": .flexStart
    case "flex-end": .flexEnd
    case "center": .center
    case "stretch": .stretch
    case "baseline": .baseline
    case "space-between": .spaceBetween
    case "space-around": .spaceAround
    case "space-evenly": .spaceEvenly
    default: .auto
    }
  }

  static func node(_ description: [String: Any]) -> LayoutNode {
    let css = description["style"] as? [String: Any] ?? [:]
    var style = FlexStyle()
    style.direction =
      switch css["flexDirection"] as? String {
      case "column": .column
      case "column-reverse": .columnReverse
      case "row-reverse": .rowReverse
      default: .row
      }
    style.wrap =
      switch css["flexWrap"] as? String {
      case "wrap": .wrap
      case "wrap-reverse": .wrapReverse
      default: .noWrap
      }
    style.alignContent = align(css["alignContent"])
    style.alignItems = align(css["alignItems"])
    style.alignSelf = align(css["alignSelf"])
    style.justifyContent =
      switch css["justifyContent"] as? String {
      case "flex-end": .flexEnd
      case "center": .center
      case "space-between": .spaceBetween
      case "space-around": .spaceAround
      case "space-evenly": .spaceEvenly
      default: .flexStart
      }
    style.grow = css["flexGrow"] as? Double ?? 0
    style.shrink = css["flexShrink"] as? Double ?? 1
    style.basis = lengthValue(css["flex-basis"])
    style.width = lengthValue(css["width"])
    style.height = lengthValue(css["height"])
    style.minWidth = lengthValue(css["min-width"])
    style.minHeight = lengthValue(css["min-height"])
    style.maxWidth = lengthValue(css["max-width"])
    style.maxHeight = lengthValue(css["max-height"])
    style.columnGap = css["column-gap"] == nil ? .points(0) : lengthValue(css["column-gap"])
    style.rowGap = css["row-gap"] == nil ? .points(0) : lengthValue(css["row-gap"])
    func edge(_ prefix: String, _ side: String, default fallback: Length) -> Length {
      css["\(prefix)-\(side)"] == nil ? fallback : lengthValue(css["\(prefix)-\(side)"])
    }
    style.margin = Edges(
      left: edge("margin", "left", default: .points(0)), top: edge("margin", "top", default: .points(0)),
      right: edge("margin", "right", default: .points(0)), bottom: edge("margin", "bottom", default: .points(0)))
    style.padding = Edges(
      left: edge("padding", "left", default: .points(0)), top: edge("padding", "top", default: .points(0)),
      right: edge("padding", "right", default: .points(0)), bottom: edge("padding", "bottom", default: .points(0)))
    style.border = Edges(
      left: pixels(css["border-left"]) ?? 0, top: pixels(css["border-top"]) ?? 0,
      right: pixels(css["border-right"]) ?? 0, bottom: pixels(css["border-bottom"]) ?? 0)
    style.position = Edges(
      left: edge("inset", "left", default: .auto), top: edge("inset", "top", default: .auto),
      right: edge("inset", "right", default: .auto), bottom: edge("inset", "bottom", default: .auto))
    style.positionType = css["position"] as? String == "absolute" ? .absolute : .relative
    style.isDisplayed = css["display"] as? String != "none"
    style.aspectRatio = (css["aspect-ratio"] as? String).flatMap(Double.init)
    let children = (description["children"] as? [[String: Any]] ?? []).map(node)
    let measure = (css["text"] as? String).map(textMeasure)
    return LayoutNode(style: style, children: children, measure: measure)
  }

  /// Ahem metrics, as the fixtures assume: 10 per glyph, breaks only at U+200B.
  static func textMeasure(_ text: String) -> LayoutNode.Measure {
    let words = text.split(separator: "\u{200B}", omittingEmptySubsequences: false).map { Double($0.count) * 10 }
    let longest = words.max() ?? 0
    let total = words.reduce(0, +)
    return { width, widthMode, height, heightMode in
      let inline: Double =
        switch widthMode {
        case .exactly: width
        case .atMost: max(min(width, total), longest)
        case .undefined: total
        }
      var lines = 1.0
      var current = 0.0
      for word in words {
        if current > 0 && current + word > inline {
          lines += 1
          current = word
        } else {
          current += word
        }
      }
      var block = lines * 10
      if heightMode == .exactly { block = height } else if heightMode == .atMost { block = min(block, height) }
      return (inline, block)
    }
  }

  static func matches(_ node: LayoutNode, _ expected: [String: Any]) -> Bool {
    let frame = node.cellFrame
    guard frame.origin.column == expected["x"] as? Int, frame.origin.row == expected["y"] as? Int,
      frame.size.width == expected["width"] as? Int, frame.size.height == expected["height"] as? Int
    else { return false }
    let children = expected["children"] as? [[String: Any]] ?? []
    guard children.count == node.children.count else { return false }
    return zip(node.children, children).allSatisfy { matches($0, $1) }
  }
}

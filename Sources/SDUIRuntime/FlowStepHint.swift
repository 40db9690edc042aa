import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// The flow step that taps a component, as the inspector (F12) shows it:
/// by the id the screen gave it, else by the text a flow's text selector
/// matches (its text, its placeholder or its accessibility label), with
/// the `index` Maestro counts (top to bottom, then left to right) when
/// another component on the screen answers the same.
///
/// ```swift
/// FlowStepHint.step(tapping: node, in: frame)  // tapOn: {id: "pay"}
/// ```
enum FlowStepHint {
  static func step(tapping node: ResolvedNode, in frame: RenderedFrame) -> String {
    if let id = id(of: node) {
      return step("id", id, index: index(of: node, in: frame) { self.id(of: $0) == id })
    }
    if let text = text(of: node) {
      return step("text", text, index: index(of: node, in: frame) { self.text(of: $0) == text })
    }
    return "none: it has no id, text or accessibility label; give it an id"
  }

  private static func step(_ key: String, _ value: String, index: Int?) -> String {
    let written = value.replacing("\n", with: " ").jsonQuoted
    guard let index else { return key == "id" ? "tapOn: {id: \(written)}" : "tapOn: \(written)" }
    return "tapOn: {\(key): \(written), index: \(index)}"
  }

  private static func id(of node: ResolvedNode) -> String? {
    (node.authoredID ?? node.property("id")?.stringValue).flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func text(of node: ResolvedNode) -> String? {
    let texts = ["text", "placeholder"].compactMap { node.property($0)?.stringValue } + [node.accessibilityLabel]
    return texts.compactMap { $0 }.first { !$0.isEmpty }
  }

  /// The node's place among the components on the frame that answer the
  /// same, top to bottom then left to right; `nil` when it is the only one.
  private static func index(of node: ResolvedNode, in frame: RenderedFrame, answers: (ResolvedNode) -> Bool)
    -> Int?
  {
    var matches: [(id: String, rect: Rect)] = []
    frame.walkBoxes { box, rect, _ in
      if answers(box.node) { matches.append((box.node.id, rect)) }
      return true
    }
    guard matches.count > 1 else { return nil }
    let ordered = matches.sorted {
      ($0.rect.origin.row, $0.rect.origin.column) < ($1.rect.origin.row, $1.rect.origin.column)
    }
    return ordered.firstIndex { $0.id == node.id }
  }
}

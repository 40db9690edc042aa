import SDUICore
import SDUIDocument
import Yams

extension FlowCommandReader {
  /// The keys a selector's mapping takes (Maestro's `YamlElementSelector`).
  static let selectorKeys =
    [
      "text", "id", "regex", "index", "enabled", "focused", "checked", "selected", "width", "height", "tolerance",
      "traits", "optional",
    ] + ElementRelation.Side.allCases.map(\.written)

  /// `tapOn: Add to cart`, or `tapOn: {text:, id:, index:, below:, ...}`.
  func selector(_ node: Node, also accepted: [String] = []) throws(FlowError) -> ElementSelector {
    guard case .mapping = node else {
      return ElementSelector(text: try pattern(node, key: "text", what: "the element's text"))
    }
    let fields = try mapping(node, keys: Self.selectorKeys + accepted)
    var selector = ElementSelector()
    selector.text = try fields["text"].map { node throws(FlowError) in try pattern(node, key: "text", what: "text") }
    selector.id = try fields["id"].map { node throws(FlowError) in try pattern(node, key: "id", what: "id") }
    selector.regex = try fields["regex"].map { node throws(FlowError) in try pattern(node, key: "regex", what: "regex")
    }
    selector.index = try fields["index"].map { node throws(FlowError) in try index(node) }
    selector.enabled = try fields["enabled"].map { node throws(FlowError) in try flag(node) }
    selector.focused = try fields["focused"].map { node throws(FlowError) in try flag(node) }
    selector.checked = try fields["checked"].map { node throws(FlowError) in try flag(node) }
    selector.selected = try fields["selected"].map { node throws(FlowError) in try flag(node) }
    selector.width = try fields["width"].map { node throws(FlowError) in try points(node) }
    selector.height = try fields["height"].map { node throws(FlowError) in try points(node) }
    selector.tolerance = try fields["tolerance"].map { node throws(FlowError) in try points(node) }
    selector.traits = try fields["traits"].map { node throws(FlowError) in try traits(node) } ?? []
    for side in ElementRelation.Side.allCases {
      guard let anchor = fields[side.written] else { continue }
      guard side == .containsDescendant else {
        selector.relations.append(ElementRelation(side, try self.selector(anchor)))
        continue
      }
      guard case .sequence(let list) = anchor, !list.isEmpty else {
        throw error(.expectedSelectors, at: anchor)
      }
      for item in list { selector.relations.append(ElementRelation(.containsDescendant, try self.selector(item))) }
    }
    let named = Set(fields.keys).subtracting(["optional", "tolerance"] + accepted)
    guard !named.isEmpty else {
      throw error(.expectedSelector, at: node)
    }
    return selector
  }

  /// A selector's `text`, `id` or `regex`: no longer than
  /// ``ElementSelector/longestPattern``.
  private func pattern(_ node: Node, key: String, what: String) throws(FlowError) -> String {
    let written = try text(node, what: what)
    let length = written.count
    guard length <= ElementSelector.longestPattern else {
      throw error(.patternTooLong(key: key, length: length, limit: ElementSelector.longestPattern), at: node)
    }
    return written
  }

  func flag(_ node: Node) throws(FlowError) -> Bool {
    guard let value = node.bool else {
      throw error(.expectedFlag, at: node)
    }
    return value
  }

  /// `index:`: a whole number from 0, or a `${...}` that gives one when
  /// the step runs (Maestro reads it as a number and drops the fraction).
  private func index(_ node: Node) throws(FlowError) -> String {
    let written = try text(node, what: "index")
    if written.contains("${") { return written }
    guard let value = Double(written), value >= 0, value < Double(Int.max) else {
      throw error(.expectedIndex, at: node)
    }
    return String(Int(value))
  }

  /// A size in points, as Maestro's `width`, `height` and `tolerance` are.
  private func points(_ node: Node) throws(FlowError) -> Int {
    guard let value = node.int, value >= 0 else {
      throw error(.expectedPoints, at: node)
    }
    return value
  }

  /// `traits: text square`: names parted by spaces.
  private func traits(_ node: Node) throws(FlowError) -> [ElementTrait] {
    let written = try text(node, what: "traits")
    var traits: [ElementTrait] = []
    for name in written.split(separator: " ") {
      guard let trait = ElementTrait(rawValue: name.lowercased().replacing("_", with: "-")) else {
        throw error(.unknownTrait(name: String(name), known: ElementTrait.allCases.map(\.rawValue)), at: node)
      }
      traits.append(trait)
    }
    return traits
  }
}

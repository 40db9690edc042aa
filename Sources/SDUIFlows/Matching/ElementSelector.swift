/// Which element of the screen a command means, as Maestro's selectors
/// say it (`ElementSelector.kt`).
///
/// `text` matches an element whose whole text matches it as a regular
/// expression, or equals it (as in Maestro); `regex` (sdui-term's own) one
/// whose text the expression is found in; `id` the component's id. The
/// states, the size and the traits narrow the matches, the relations
/// place them against other elements, and `index` picks among them in the
/// order of the screen (top to bottom, left to right).
package struct ElementSelector: Sendable, Equatable {
  /// The most characters of a `text`, `id` or `regex`: far more than an
  /// element's text a flow asks for, and what a regular expression and
  /// the "nearest texts" of a failure read in a moment (a 10 MB text took
  /// 275 s and 4.9 GB).
  package static let longestPattern = 10_000

  package var text: String?
  package var id: String?
  package var regex: String?
  /// `index:` as written: a number, or a `${...}` that gives one when the
  /// step runs.
  package var index: String?
  package var enabled: Bool?
  package var focused: Bool?
  /// A checkbox's state (a component that has one).
  package var checked: Bool?
  /// A tab's state, or a component's that has one.
  package var selected: Bool?
  /// The element's size in points (cells through the layout scale), give
  /// or take `tolerance`.
  package var width: Int?
  package var height: Int?
  package var tolerance: Int?
  /// Maestro's traits: `text`, `square`, `long-text`; all must hold.
  package var traits: [ElementTrait] = []
  /// Where it is against other elements (`below:`, `childOf:`, ...); all
  /// must hold.
  package var relations: [ElementRelation] = []

  package init(
    text: String? = nil, id: String? = nil, regex: String? = nil, index: String? = nil, enabled: Bool? = nil,
    focused: Bool? = nil
  ) {
    self.text = text
    self.id = id
    self.regex = regex
    self.index = index
    self.enabled = enabled
    self.focused = focused
  }

  /// Whether it names its element by something other than a text or an
  /// id: a container with neither is then a candidate too (a row found by
  /// the text it contains, a box by its size).
  var reachesContainers: Bool {
    text == nil && id == nil && regex == nil
      && (width != nil || height != nil
        || relations.contains { $0.side == .containsChild || $0.side == .containsDescendant })
  }

  /// How the selector reads in messages: `text "Add to cart", index 1`.
  package var description: String {
    var parts: [String] = []
    if let text { parts.append("text \"\(text)\"") }
    if let id { parts.append("id \"\(id)\"") }
    if let regex { parts.append("regex /\(regex)/") }
    if let index { parts.append("index \(index)") }
    if let enabled { parts.append(enabled ? "enabled" : "disabled") }
    if let focused { parts.append(focused ? "focused" : "not focused") }
    if let checked { parts.append(checked ? "checked" : "not checked") }
    if let selected { parts.append(selected ? "selected" : "not selected") }
    if let width { parts.append("width \(width)") }
    if let height { parts.append("height \(height)") }
    if let tolerance, width != nil || height != nil { parts.append("tolerance \(tolerance)") }
    for trait in traits { parts.append("trait \(trait.rawValue)") }
    for relation in relations { parts.append("\(relation.side.written) {\(relation.anchor.description)}") }
    return parts.joined(separator: ", ")
  }
}

/// Maestro's element traits (`ElementTrait.kt`, `TraitFilters.kt`).
package enum ElementTrait: String, Sendable, CaseIterable {
  /// It shows a text.
  case text
  /// Its width and height, in points, differ by less than 3%.
  case square
  /// Its text is longer than 200 characters.
  case longText = "long-text"
}

/// An element's place against another's, as Maestro's `Filters.kt` puts
/// it: beyond the other's edge (`below`, `above`, `leftOf`, `rightOf`),
/// inside it (`childOf`), or around it (`containsChild`, and
/// `containsDescendants`, one relation for each selector it lists).
package struct ElementRelation: Sendable, Equatable {
  package enum Side: String, Sendable, CaseIterable {
    case below, above, leftOf, rightOf, childOf, containsChild, containsDescendant

    /// The key a flow writes it with.
    var written: String { self == .containsDescendant ? "containsDescendants" : rawValue }
  }

  package var side: Side
  /// The other element.
  package var anchor: ElementSelector

  package init(_ side: Side, _ anchor: ElementSelector) {
    self.side = side
    self.anchor = anchor
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// Finds a selector's elements on a screen, with its variables expanded,
/// as Maestro's `Orchestra.buildFilter` and `Filters.kt` do.
struct ElementMatcher {
  /// Why a selector cannot be used (its words are ``StepProblem``'s).
  enum InvalidPattern: Error, Equatable {
    /// `regex:` is not a regular expression; `reason` is the parser's words.
    case regex(pattern: String, reason: String)
    /// `index:` gave something that is not a whole number from 0.
    case index(written: String)
    /// `text`, `id` or `regex` (`key`) is longer than `limit` characters.
    case tooLong(key: String, length: Int, limit: Int)
  }

  let selector: ElementSelector
  let text: MaestroPattern?
  let regex: Regex<AnyRegexOutput>?
  private let id: MaestroPattern?
  /// `index:`, read once its `${...}` gave a number.
  private let index: Int?
  /// The matchers of the elements the selector places this one against.
  private let anchors: [(side: ElementRelation.Side, matcher: ElementMatcher)]

  init(_ selector: ElementSelector) throws(InvalidPattern) {
    // A `${...}` can make any length: the flow's file was read with them.
    for (key, pattern) in [("text", selector.text), ("id", selector.id), ("regex", selector.regex)] {
      guard let length = pattern?.count, length > ElementSelector.longestPattern else { continue }
      throw .tooLong(key: key, length: length, limit: ElementSelector.longestPattern)
    }
    self.selector = selector
    text = selector.text.map(MaestroPattern.init)
    id = selector.id.map(MaestroPattern.init)
    if let pattern = selector.regex {
      do {
        regex = try Regex(pattern)
      } catch {
        throw .regex(pattern: pattern, reason: "\(error)")
      }
    } else {
      regex = nil
    }
    if let written = selector.index {
      guard let value = Double(written.trimmingSpaces), value >= 0, value < Double(Int.max) else {
        throw .index(written: written)
      }
      index = Int(value)
    } else {
      index = nil
    }
    var anchors: [(ElementRelation.Side, ElementMatcher)] = []
    for relation in selector.relations { anchors.append((relation.side, try ElementMatcher(relation.anchor))) }
    self.anchors = anchors
  }

  /// The matching elements, top to bottom and then left to right (the
  /// order Maestro's `index` counts in); for a tap, the elements that take
  /// one first. Texts the app draws itself (dialogs, error views) are
  /// looked for in the frame's rows when no component answers.
  func matches(on screen: ScreenElements, forTap: Bool = false) -> [ScreenElement] {
    var candidates = screen.components
    // childOf: only inside the element the other selector picks.
    for (side, anchor) in anchors where side == .childOf {
      guard let parent = anchor.pick(on: screen), let position = parent.position else { return [] }
      let inside = Set(screen.descendants(of: position).compactMap(\.position))
      candidates = candidates.filter { $0.position.map(inside.contains) ?? false }
    }
    let around = elementsAround(on: screen)
    var found = candidates.filter { accepts($0, on: screen, around: around) }
    if selector.text != nil || selector.regex != nil || selector.id != nil { found = deepest(found, on: screen) }
    // Placed against other elements, the nearest come first (Maestro's
    // relativeTo sorts by distance); otherwise top to bottom.
    let distances = placed(found, on: screen)
    found = found.filter { distances[$0] != nil }
    func rank(_ element: ScreenElement, _ offset: Int) -> (Int, Int, Int, Int) {
      let first = distances[element] ?? 0
      return (
        forTap && !element.takesTap ? 1 : 0, first > 0 ? first : element.rect.origin.row,
        first > 0 ? 0 : element.rect.origin.column, offset
      )
    }
    return found.enumerated().sorted { rank($0.element, $0.offset) < rank($1.element, $1.offset) }.map(\.element)
  }

  /// The element `index` picks, or `nil` when there is none.
  func pick(on screen: ScreenElements, forTap: Bool = false) -> ScreenElement? {
    let found = matches(on: screen, forTap: forTap)
    let index = index ?? 0
    return index < found.count ? found[index] : nil
  }

  /// The index it picks, for messages.
  var pickedIndex: Int { index ?? 0 }

  /// Of elements that match, those with no matching element inside them:
  /// a text or id found on a container and on its child selects the child,
  /// as Maestro's `deepestMatchingElement` does.
  private func deepest(_ found: [ScreenElement], on screen: ScreenElements) -> [ScreenElement] {
    let parents = Set(found.compactMap(\.parent))
    return found.filter { element in element.position.map { !parents.contains($0) } ?? true }
  }

  /// For each `containsChild` and `containsDescendants` relation, the
  /// positions of the elements it allows: the parent of the child the
  /// other selector picks (Maestro finds the child first), or every element
  /// around one it accepts. Found once for a whole screen.
  private func elementsAround(on screen: ScreenElements) -> [Set<Int>] {
    anchors.compactMap { side, anchor in
      switch side {
      case .containsChild:
        return Set([anchor.pick(on: screen)?.parent].compactMap { $0 })
      case .containsDescendant:
        let around = anchor.elementsAround(on: screen)
        var ancestors: Set<Int> = []
        for element in screen.components where anchor.accepts(element, on: screen, around: around) {
          var parent = element.parent
          while let position = parent, ancestors.insert(position).inserted {
            parent = screen.components[position].parent
          }
        }
        return ancestors
      default: return nil
      }
    }
  }

  private func accepts(_ element: ScreenElement, on screen: ScreenElements, around: [Set<Int>]) -> Bool {
    if element.isAnonymousContainer && !selector.reachesContainers { return false }
    if let id {
      // The id as written, or a list item's with its suffix (`remove:3`).
      guard let authored = element.id, id.matchesID(authored) || element.instanceID.map(id.matchesID) == true
      else { return false }
    }
    if selector.text != nil || selector.regex != nil {
      // Maestro's textMatches: the whole text, the hint or the accessibility text.
      let texts = [element.text, element.hintText, element.accessibilityText].compactMap { $0 }
      guard texts.contains(where: matchesText) else { return false }
    }
    if let enabled = selector.enabled, element.enabled != enabled { return false }
    if let focused = selector.focused, element.focused != focused { return false }
    // An element with no such state is neither checked nor selected, as
    // on a device.
    if let checked = selector.checked, (element.checked ?? false) != checked { return false }
    if let selected = selector.selected, (element.selected ?? false) != selected { return false }
    guard fitsSize(element, scale: screen.scale), hasTraits(element, scale: screen.scale) else { return false }
    return around.allSatisfy { allowed in element.position.map(allowed.contains) ?? false }
  }

  /// `width`, `height` and `tolerance`, in points through the layout scale.
  private func fitsSize(_ element: ScreenElement, scale: LayoutScale) -> Bool {
    let tolerance = Double(selector.tolerance ?? 0)
    if let width = selector.width, abs(Double(element.size.width) * scale.horizontal - Double(width)) > tolerance {
      return false
    }
    if let height = selector.height, abs(Double(element.size.height) * scale.vertical - Double(height)) > tolerance {
      return false
    }
    return true
  }

  /// Maestro's traits (`TraitFilters.kt`).
  private func hasTraits(_ element: ScreenElement, scale: LayoutScale) -> Bool {
    selector.traits.allSatisfy { trait in
      switch trait {
      case .text: element.showsOwnText && !element.text.isEmpty
      case .longText: element.showsOwnText && element.text.count > 200
      case .square:
        element.size.height > 0
          && abs(1 - Double(element.size.width) * scale.horizontal / (Double(element.size.height) * scale.vertical))
            < 0.03
      }
    }
  }

  func matchesText(_ text: String) -> Bool {
    if let pattern = self.text, !pattern.matchesText(text) { return false }
    if let regex, (try? regex.firstMatch(in: Self.flattened(text))) == nil { return false }
    return true
  }

  /// Each element that stands where the selector's places say, with its
  /// distance to the nearest other element it is placed against (0
  /// without places); the others are missing.
  private func placed(_ elements: [ScreenElement], on screen: ScreenElements) -> [ScreenElement: Int] {
    let places = anchors.filter { [.below, .above, .leftOf, .rightOf].contains($0.side) }
    guard !places.isEmpty else { return Dictionary(elements.map { ($0, 0) }, uniquingKeysWith: { a, _ in a }) }
    let others = places.map { ($0.side, $0.matcher.matches(on: screen)) }
    var result: [ScreenElement: Int] = [:]
    for element in elements {
      var nearest = Int.max
      var holds = true
      for (side, anchors) in others {
        let beside = anchors.filter { other in other != element && Self.stands(element, side, of: other) }
        guard let closest = beside.map({ Self.distance(element, $0) }).min() else {
          holds = false
          break
        }
        nearest = min(nearest, closest)
      }
      if holds { result[element] = nearest + 1 }
    }
    return result
  }

  private static func stands(_ element: ScreenElement, _ side: ElementRelation.Side, of other: ScreenElement) -> Bool {
    switch side {
    case .below: element.rect.origin.row > other.rect.origin.row
    case .above: element.rect.origin.row < other.rect.origin.row
    case .leftOf: element.rect.origin.column < other.rect.origin.column
    case .rightOf: element.rect.origin.column > other.rect.origin.column
    default: true
    }
  }

  /// Between centres, in cells, a row counting as two columns (a cell is
  /// about twice as tall as it is wide).
  private static func distance(_ a: ScreenElement, _ b: ScreenElement) -> Int {
    let columns = a.center.column - b.center.column
    let rows = (a.center.row - b.center.row) * 2
    return Int((Double(columns * columns + rows * rows)).squareRoot())
  }

  /// A text on one line: a wrapped text's line breaks become spaces.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

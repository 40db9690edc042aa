import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// Finds a selector's elements on a screen, with its variables expanded.
struct ElementMatcher {
  /// Why a selector cannot be used.
  struct InvalidPattern: Error {
    var message: String
  }

  let selector: ElementSelector
  private let text: MaestroPattern?
  private let id: MaestroPattern?
  private let regex: Regex<AnyRegexOutput>?

  init(_ selector: ElementSelector) throws(InvalidPattern) {
    self.selector = selector
    text = selector.text.map(MaestroPattern.init)
    id = selector.id.map(MaestroPattern.init)
    if let pattern = selector.regex {
      do {
        regex = try Regex(pattern)
      } catch {
        throw InvalidPattern(message: "/\(pattern)/ is not a regular expression: \(error)")
      }
    } else {
      regex = nil
    }
  }

  /// The matching elements, top to bottom and then left to right (the
  /// order Maestro's `index` counts in); for a tap, the elements that take
  /// one first. Texts the app draws itself (dialogs, error views) are
  /// looked for in the frame's rows when no component answers.
  func matches(on screen: ScreenElements, forTap: Bool = false) -> [ScreenElement] {
    var found = screen.components.filter(accepts)
    // The frame's rows answer only for texts no component shows, and
    // know nothing of ids, enabled or focus.
    if found.isEmpty && selector.id == nil && selector.enabled == nil && selector.focused == nil
      && !screen.components.contains(where: { $0.showsOwnText && matchesText($0.text) })
    {
      found = frameMatches(on: screen)
    }
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

  /// Each element that stands where the selector's relations say, with
  /// its distance to the nearest other element it is placed against (0
  /// without relations); the others are missing.
  private func placed(_ elements: [ScreenElement], on screen: ScreenElements) -> [ScreenElement: Int] {
    guard !selector.relations.isEmpty else {
      return Dictionary(elements.map { ($0, 0) }, uniquingKeysWith: { a, _ in a })
    }
    let anchors = selector.relations.map { relation in
      (relation.side, (try? ElementMatcher(relation.anchor))?.matches(on: screen) ?? [])
    }
    var result: [ScreenElement: Int] = [:]
    for element in elements {
      var nearest = Int.max
      var holds = true
      for (side, others) in anchors {
        let beside = others.filter { other in other != element && Self.stands(element, side, of: other) }
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
    }
  }

  /// Between centres, in cells, a row counting as two columns (a cell is
  /// about twice as tall as it is wide).
  private static func distance(_ a: ScreenElement, _ b: ScreenElement) -> Int {
    let columns = a.center.column - b.center.column
    let rows = (a.center.row - b.center.row) * 2
    return Int((Double(columns * columns + rows * rows)).squareRoot())
  }

  /// The element `index` picks, or `nil` when there is none.
  func pick(on screen: ScreenElements, forTap: Bool = false) -> ScreenElement? {
    let found = matches(on: screen, forTap: forTap)
    let index = selector.index ?? 0
    return index < found.count ? found[index] : nil
  }

  private func accepts(_ element: ScreenElement) -> Bool {
    if let id {
      guard let elementID = element.id, id.matchesID(elementID) else { return false }
    }
    if selector.text != nil || selector.regex != nil {
      guard element.showsOwnText, matchesText(element.text) else { return false }
    }
    if let enabled = selector.enabled, element.enabled != enabled { return false }
    if let focused = selector.focused, element.focused != focused { return false }
    return true
  }

  private func matchesText(_ text: String) -> Bool {
    if let pattern = self.text, !pattern.matchesText(text) { return false }
    if let regex, (try? regex.firstMatch(in: Self.flattened(text))) == nil { return false }
    return true
  }

  /// Occurrences of the text or expression in the frame's rows.
  private func frameMatches(on screen: ScreenElements) -> [ScreenElement] {
    var found: [ScreenElement] = []
    for (row, line) in screen.rows.enumerated() {
      for range in occurrences(in: line.text) {
        let first = line.text.distance(from: line.text.startIndex, to: range.lowerBound)
        let last = line.text.distance(from: line.text.startIndex, to: range.upperBound) - 1
        guard last >= first else { continue }
        let start = line.columns[first]
        let end = line.columns[last] + 1
        found.append(
          ScreenElement(
            text: String(line.text[range]), id: nil,
            rect: Rect(origin: Point(column: start, row: row), size: Size(width: end - start, height: 1)),
            enabled: true, focused: false, showsOwnText: true))
      }
    }
    return found
  }

  private func occurrences(in line: String) -> [Range<String.Index>] {
    if let text { return Self.segments(of: line).filter { text.matchesText(String(line[$0])) } }
    if let regex { return line.matches(of: regex).map(\.range) }
    return []
  }

  /// The texts of a frame's row, for what the app draws itself (a
  /// dialog's message, its buttons): the runs between frame lines,
  /// brackets and gaps of two spaces or more, trimmed. `│ [ Open ]  [ Ok ] │`
  /// has two: `Open` and `Ok`.
  static func segments(of line: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var start: String.Index?
    var lastText = line.startIndex
    var index = line.startIndex
    func close() {
      if let first = start { found.append(first..<line.index(after: lastText)) }
      start = nil
    }
    while index < line.endIndex {
      let character = line[index]
      let next = line.index(after: index)
      let gap = character == " " && next < line.endIndex && line[next] == " "
      if Self.separators.contains(character) || gap {
        close()
      } else if character != " " {
        if start == nil { start = index }
        lastText = index
      }
      index = next
    }
    close()
    return found
  }

  /// What parts a row's texts: frame and box lines, and button brackets.
  private static let separators: Set<Character> = [
    "[", "]", "│", "─", "┌", "┐", "└", "┘", "╭", "╮", "╰", "╯", "├", "┤", "┬", "┴", "┼", "║", "═",
  ]

  /// A text on one line: a wrapped text's line breaks become spaces.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

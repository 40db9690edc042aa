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
  private let textPattern: Regex<AnyRegexOutput>?
  private let regex: Regex<AnyRegexOutput>?

  init(_ selector: ElementSelector) throws(InvalidPattern) {
    self.selector = selector
    // A text that is not a valid expression is still a text to look for.
    textPattern = selector.text.flatMap { try? Regex($0) }
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

  /// The matching elements: exact texts first, then in the order of the
  /// screen; for a tap, among those, the elements that take one first.
  /// Texts the app draws itself (dialogs, error views) are looked for in
  /// the frame's rows when no component answers.
  func matches(on screen: ScreenElements, forTap: Bool = false) -> [ScreenElement] {
    var found = screen.components.filter(accepts)
    // The frame's rows answer only for texts no component shows, and
    // know nothing of ids, enabled or focus.
    if found.isEmpty && selector.id == nil && selector.enabled == nil && selector.focused == nil
      && !screen.components.contains(where: { $0.showsOwnText && matchesText(Self.flattened($0.text)) })
    {
      found = frameMatches(on: screen)
    }
    let wanted = selector.text
    func rank(_ element: ScreenElement) -> Int {
      let exact = wanted != nil && Self.flattened(element.text) == wanted
      return (exact ? 0 : 2) + (forTap && !element.takesTap ? 1 : 0)
    }
    return found.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }

  /// The element `index` picks, or `nil` when there is none.
  func pick(on screen: ScreenElements, forTap: Bool = false) -> ScreenElement? {
    let found = matches(on: screen, forTap: forTap)
    let index = selector.index ?? 0
    return index < found.count ? found[index] : nil
  }

  private func accepts(_ element: ScreenElement) -> Bool {
    if let id = selector.id, element.id != id { return false }
    if selector.text != nil || selector.regex != nil {
      guard element.showsOwnText, matchesText(Self.flattened(element.text)) else { return false }
    }
    if let enabled = selector.enabled, element.enabled != enabled { return false }
    if let focused = selector.focused, element.focused != focused { return false }
    return true
  }

  private func matchesText(_ text: String) -> Bool {
    if let wanted = selector.text {
      let whole = textPattern.map { (try? $0.wholeMatch(in: text)) != nil } ?? false
      guard text.contains(wanted) || whole else { return false }
    }
    if let regex, (try? regex.firstMatch(in: text)) == nil { return false }
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
    if let wanted = selector.text, !wanted.isEmpty {
      return line.ranges(of: wanted)
    }
    if let regex { return line.matches(of: regex).map(\.range) }
    return []
  }

  /// A text on one line: a wrapped text's line breaks become spaces.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ElementMatcher {
  /// Occurrences of the text or expression in the frame's rows.
  func frameMatches(on screen: ScreenElements) -> [ScreenElement] {
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
}

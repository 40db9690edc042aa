import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// What the focus marks of a focusable: a field's own row, not the
  /// error under it; the whole element otherwise.
  static func markedRect(of focusable: Focusable) -> Rect {
    guard case .input(_, _, _, _, _?) = focusable.box.content else { return focusable.rect }
    return Rect(origin: focusable.rect.origin, size: Size(width: focusable.rect.size.width, height: 1))
  }

  /// Draws the focused field's text from where it must start for the
  /// cursor to show, and the cursor: a field scrolls to its caret as a
  /// phone's does, so typing past its end shows what is typed.
  func showCaret(of field: Focusable, buffer: TextBuffer, in grid: inout CellGrid) {
    let room = max(1, field.rect.size.width - 2)
    let secure: Bool = {
      if case .input(_, _, let secure, _, _) = field.box.content { return secure }
      return false
    }()
    let characters = Array(buffer.text).map { secure ? "•" : $0 }
    let first = Self.firstShown(of: characters, cursor: buffer.cursor, room: room, from: buffer.firstShown)
    if first != buffer.firstShown { buffers[field.box.node.id]?.firstShown = first }
    let origin = Point(column: field.rect.origin.column + 1, row: field.rect.origin.row)
    if !characters.isEmpty {
      let style = grid[origin.column, origin.row].style
      let area = Rect(origin: origin, size: Size(width: room, height: 1))
      grid.write(String(repeating: " ", count: room), at: origin, style: style, clip: area)
      grid.write(String(characters[first...]), at: origin, style: style, clip: area)
    }
    // At the end of the text the cursor stands on the closing bracket, so
    // a text that fills the field shows whole.
    let before = Self.width(of: characters[first..<min(buffer.cursor, characters.count)])
    let cursor = Point(column: origin.column + min(before, room), row: origin.row)
    grid.restyle(Rect(origin: cursor, size: Size(width: 1, height: 1))) { $0.reverse = false }
    grid.cursor = cursor
  }

  /// The first character a field of `room` cells shows: the one it showed
  /// (`previous`), moved just enough for the character at the cursor to
  /// show (at the end, the cursor takes the closing bracket's cell), and
  /// back toward the start while the text from there still fits.
  static func firstShown(of characters: [Character], cursor: Int, room: Int, from previous: Int) -> Int {
    let cursor = min(max(0, cursor), characters.count)
    let through = min(cursor + 1, characters.count)
    // Widths from the start, so that each span is measured in one step
    // however long the text (a bound value may be megabytes).
    var offsets = [0]
    offsets.reserveCapacity(characters.count + 1)
    for character in characters { offsets.append(offsets[offsets.count - 1] + DisplayWidth.of(character)) }
    func width(_ range: Range<Int>) -> Int { offsets[range.upperBound] - offsets[range.lowerBound] }
    var first = min(max(0, previous), cursor)
    while first < cursor, width(first..<through) > room { first += 1 }
    while first > 0, width((first - 1)..<characters.count) <= room { first -= 1 }
    return first
  }

  private static func width(of characters: ArraySlice<Character>) -> Int {
    characters.reduce(0) { $0 + DisplayWidth.of($1) }
  }
}

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

  /// Where the cursor stands on a focusable, at the first text inside:
  /// its marked part, or a tab bar's selected tab, which a screen reader
  /// reads (`--screen-reader`).
  static func cursorArea(of focusable: Focusable) -> Rect {
    let marked = markedRect(of: focusable)
    guard case .tabs(let titles, let selected) = focusable.box.content, titles.indices.contains(selected) else {
      return marked
    }
    let tab = TabStrip.labels(titles)[selected].columns
    return Rect(column: marked.origin.column + tab.lowerBound, row: marked.origin.row, width: tab.count, height: 1)
      .intersection(marked)
  }

  /// Draws the focused field's text from where it must start for the
  /// cursor to show, and the cursor: a field scrolls to its caret as a
  /// phone's does, so typing past its end shows what is typed. It reads
  /// only the characters around the cursor, however long the text.
  func showCaret(of field: Focusable, buffer: TextBuffer, in grid: inout CellGrid) {
    let room = max(1, field.rect.size.width - 2)
    let secure: Bool = {
      if case .input(_, _, let secure, _, _) = field.box.content { return secure }
      return false
    }()
    let text = buffer.text
    let shown = Shown(text: text, room: room, secure: secure)
    let cursor = buffer.index(min(buffer.cursor, text.utf8.count))
    let first = shown.first(cursor: cursor, previous: buffer.index(min(buffer.firstShown, text.utf8.count)))
    let firstOffset = buffer.offset(first)
    if firstOffset != buffer.firstShown { buffers[field.box.node.id]?.firstShown = firstOffset }
    let origin = Point(column: field.rect.origin.column + 1, row: field.rect.origin.row)
    if !text.isEmpty {
      let style = grid[origin.column, origin.row].style
      let area = Rect(origin: origin, size: Size(width: room, height: 1))
      grid.write(String(repeating: " ", count: room), at: origin, style: style, clip: area)
      // As many characters as the room shows, and the one the clip cuts.
      let end = shown.end(from: first, cells: room + 1)
      let characters = secure ? String(repeating: "•", count: text[first..<end].count) : String(text[first..<end])
      grid.write(characters, at: origin, style: style, clip: area)
    }
    // At the end of the text the cursor stands on the closing bracket, so
    // a text that fills the field shows whole.
    let before = shown.width(from: first, to: cursor)
    let column = Point(column: origin.column + min(before, room), row: origin.row)
    grid.restyle(Rect(origin: column, size: Size(width: 1, height: 1))) { $0.reverse = false }
    grid.cursor = column
  }

  /// A field's text as the field shows it, measured a character at a
  /// time around the cursor: each walk stops at the field's room (or a
  /// few times as many characters, for text of zero-width characters).
  struct Shown {
    let text: String
    let room: Int
    /// A secret's characters show as dots, a cell each.
    let secure: Bool

    /// The most characters a walk reads.
    private var steps: Int { room * 4 + 64 }

    func cells(_ character: Character) -> Int {
      secure ? 1 : DisplayWidth.of(character)
    }

    /// The first character shown: the one shown before (`previous`),
    /// moved just enough for the character at the cursor to show (at the
    /// end, the cursor takes the closing bracket's cell), and back toward
    /// the start while the text from there to its end still fits.
    func first(cursor: String.Index, previous: String.Index) -> String.Index {
      let through = cursor < text.endIndex ? text.index(after: cursor) : cursor
      // The earliest start from which the text through the cursor fits.
      var earliest = through
      var used = 0
      var step = 0
      while earliest > text.startIndex, step < steps {
        let before = text.index(before: earliest)
        used += cells(text[before])
        guard used <= room else { break }
        earliest = before
        step += 1
      }
      var first = max(min(previous, cursor), min(earliest, cursor))
      var rest = width(from: first, to: text.endIndex)
      step = 0
      while first > text.startIndex, step < steps {
        let before = text.index(before: first)
        rest += cells(text[before])
        guard rest <= room else { break }
        first = before
        step += 1
      }
      return first
    }

    /// Where the characters from `start` that fill `cells` cells end.
    func end(from start: String.Index, cells wanted: Int) -> String.Index {
      var end = start
      var used = 0
      var step = 0
      while end < text.endIndex, used < wanted, step < steps {
        used += cells(text[end])
        end = text.index(after: end)
        step += 1
      }
      return end
    }

    /// The cells from `start` to `end`, counted up to one past the room.
    func width(from start: String.Index, to end: String.Index) -> Int {
      var index = start
      var used = 0
      var step = 0
      while index < end, used <= room, step < steps {
        used += cells(text[index])
        index = text.index(after: index)
        step += 1
      }
      return used
    }
  }
}

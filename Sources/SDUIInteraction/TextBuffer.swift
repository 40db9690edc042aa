import SDUILayout

/// What the user typed into an input, where the cursor is, and the bound
/// value the text last followed: when the screen sets the bound value to
/// something else than what was typed, the text takes it, as Beagle's and
/// Nimbus's inputs do.
///
/// Places in the text are UTF-8 offsets on character boundaries, which a
/// string turns into an index at once, so an edit at the cursor costs
/// what it inserts or removes (and a copy of the text when the screen
/// still holds the last value), however long the text.
struct TextBuffer {
  /// The text.
  private(set) var text: String
  /// Where the cursor is: the UTF-8 offset of the character after it.
  private(set) var cursor: Int
  /// The bound value the text last followed.
  var bound: String
  /// The offset of the first character the field shows: it scrolls to
  /// keep the cursor in view, as a phone's field does.
  var firstShown = 0

  /// The most text a field holds, in UTF-8 bytes: what a paste or typing
  /// would add beyond it is dropped, as a field with a maximum length
  /// drops it. Neither dialect's text input has a maximum length of its
  /// own; a megabyte is what Android's clipboard carries at most.
  static let mostBytes = 1 << 20

  /// A buffer holding `text`, the cursor at its end.
  init(text: String, bound: String) {
    self.text = text
    self.bound = bound
    cursor = text.utf8.count
  }

  /// The index of a UTF-8 offset.
  func index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The offset of an index.
  func offset(_ index: String.Index) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  /// Inserts text at the cursor and moves the cursor past it; what would
  /// take the text past ``mostBytes`` is left out, whole characters at a
  /// time. False when nothing was inserted.
  mutating func insert(_ typed: some StringProtocol) -> Bool {
    let room = Self.mostBytes - text.utf8.count
    var end = typed.endIndex
    if typed.utf8.count > room {
      end = typed.startIndex
      var used = 0
      while end < typed.endIndex {
        let next = typed.index(after: end)
        used += typed.utf8.distance(from: end, to: next)
        guard used <= room else { break }
        end = next
      }
    }
    guard end > typed.startIndex else { return false }
    let inserted = typed[typed.startIndex..<end]
    if cursor == text.utf8.count {
      text.append(contentsOf: inserted)
    } else {
      text.insert(contentsOf: inserted, at: index(cursor))
    }
    cursor += inserted.utf8.count
    return true
  }

  /// Text as a one-line field takes it from a paste or from keys typed
  /// ahead: a line break (CR, LF or both) and a tab become a space, as a
  /// phone's one-line field shows them, and every other control character
  /// (ESC, `C-c`, DEL, C1) is left out; a `NUMBER` field keeps digits only.
  static func typeable(_ text: some StringProtocol, numeric: Bool) -> String {
    if !numeric, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(text) }
    if numeric { return String(text.filter(\.isNumber)) }
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      switch scalar.value {
      case 0x0A where previous == "\r": continue
      case 0x09, 0x0A, 0x0D: result.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// `Backspace`: removes the character before the cursor.
  mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    let start = text.index(before: index(cursor))
    let removed = offset(start)
    text.removeSubrange(start..<index(cursor))
    cursor = removed
    return true
  }

  /// `Delete`: removes the character after the cursor.
  mutating func deleteForward() -> Bool {
    guard cursor < text.utf8.count else { return false }
    let start = index(cursor)
    text.removeSubrange(start..<text.index(after: start))
    return true
  }

  /// `C-u`: removes everything before the cursor.
  mutating func deleteToStart() {
    text.removeSubrange(text.startIndex..<index(cursor))
    cursor = 0
  }

  /// `C-w`: removes the word before the cursor, and the spaces after it.
  mutating func deleteWordBackward() {
    let end = index(cursor)
    var start = end
    while start > text.startIndex, text[text.index(before: start)] == " " { start = text.index(before: start) }
    while start > text.startIndex, text[text.index(before: start)] != " " { start = text.index(before: start) }
    cursor = offset(start)
    text.removeSubrange(start..<end)
  }

  /// `Left` and `Right`: the cursor a character back or on.
  mutating func moveCursor(forward: Bool) {
    if forward, cursor < text.utf8.count {
      cursor = offset(text.index(after: index(cursor)))
    } else if !forward, cursor > 0 {
      cursor = offset(text.index(before: index(cursor)))
    }
  }

  /// `Home` and `End`.
  mutating func moveCursorToEnd(_ end: Bool) {
    cursor = end ? text.utf8.count : 0
  }
}

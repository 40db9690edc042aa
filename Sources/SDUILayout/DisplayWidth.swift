/// How many terminal cells text takes, by the rules terminals draw with.
///
/// - East Asian Wide and Fullwidth characters and emoji shown as emoji
///   take 2 cells; a text-style symbol followed by U+FE0F becomes 2.
/// - Combining marks, zero-width joiners and spaces, and variation
///   selectors take 0; they belong to the character before them.
/// - A grapheme cluster (a base with its marks, an emoji sequence, a flag)
///   is one unit: it takes the width of its widest scalar, at most 2, and
///   is never split.
///
/// ```swift
/// DisplayWidth.of("abc")   // 3
/// DisplayWidth.of("中文")   // 4
/// DisplayWidth.of("e\u{301}") // 1 (é as e + combining acute)
/// DisplayWidth.of("👍🏽")   // 2
/// ```
package enum DisplayWidth {
  /// The width of a string in cells (control characters count 0; draw
  /// text through ``TerminalText/sanitized(_:)`` first).
  @inlinable
  package static func of(_ text: some StringProtocol) -> Int {
    if let width = printableASCIIWidth(text) { return width }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The width of text that is all printable ASCII (one cell per byte),
  /// `nil` for anything else: the common case, without grapheme breaking.
  /// Inlinable, so that callers in other modules get a loop over their own
  /// string type rather than one through generic witnesses.
  @inlinable
  package static func printableASCIIWidth(_ text: some StringProtocol) -> Int? {
    // A string's and a substring's bytes are read in place: where the
    // optimizer does not specialize this for them, iterating `utf8`
    // through the protocol costs several nanoseconds a byte.
    if let width = text.utf8.withContiguousStorageIfAvailable(printableASCIIWidth(of:)) { return width }
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x20 && byte < 0x7F else { return nil }
      count += 1
    }
    return count
  }

  /// The width of bytes that are all printable ASCII, `nil` for others.
  @usableFromInline
  package static func printableASCIIWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
    return bytes.count
  }

  /// The width of one grapheme cluster: 0, 1 or 2.
  package static func of(_ character: Character) -> Int {
    var width = 0
    var previous: Unicode.Scalar?
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F, previous?.properties.isEmoji == true {
        width = 2
        continue
      }
      width = max(width, of(scalar))
      previous = scalar
    }
    return min(width, 2)
  }

  /// The width of one scalar on its own.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    // Box drawing and block elements: narrow, and none of them emoji.
    if (0x2500...0x259F).contains(value) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || (0xFE00...0xFE0F).contains(value) || value == 0x200B { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth ranges (Unicode 15 EastAsianWidth.txt,
  /// W and F, outside the emoji that `isEmojiPresentation` covers).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
    0x2FF0...0x2FFF, 0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E,
    0x3190...0x31E3, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0x4DBF, 0x4E00...0xA48C, 0xA490...0xA4C6,
    0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66,
    0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7,
    0x18800...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1AFFE, 0x1B000...0x1B122, 0x1B132...0x1B132,
    0x1B150...0x1B152, 0x1B155...0x1B155, 0x1B164...0x1B167, 0x1B170...0x1B2FB, 0x1F200...0x1F202,
    0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}

/// A document's text as UTF-8 bytes with its lines indexed, converting
/// between the three ways a place in it is named: a byte offset, a
/// protocol ``Position`` (0-based line, UTF-16 code units), and a parser's
/// line and column (1-based, the column in Unicode scalars, lines ended by
/// `\n` only, as `sdui-term check` reports them).
///
/// The protocol ends lines at `\n`, `\r\n` and `\r`; a position past the
/// end of its line means the line's end, and a line past the last means
/// the end of the text, as the protocol says.
///
/// ```swift
/// let lines = TextLines(Array("a😀b\nc".utf8))
/// lines.position(ofOffset: 5)                  // 0:3 (😀 is two UTF-16 units)
/// lines.offset(of: Position(line: 1, character: 0)) // 7
/// lines.offset(line: 1, scalarColumn: 3)      // 5
/// ```
package struct TextLines: Sendable {
  /// The text.
  package let bytes: [UInt8]
  /// Where each of the protocol's lines starts.
  private let starts: [Int]
  /// Where each `\n`-ended line starts, when a lone `\r` makes them differ
  /// from the protocol's; `nil` when they are the same.
  private let newlineStarts: [Int]?

  /// Indexes `bytes`.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var newlineStarts = [0]
    var loneReturn = false
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A:
        starts.append(index + 1)
        newlineStarts.append(index + 1)
      case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
        break
      case 0x0D:
        starts.append(index + 1)
        loneReturn = true
      default:
        break
      }
      index += 1
    }
    self.starts = starts
    self.newlineStarts = loneReturn ? newlineStarts : nil
  }

  /// Where a protocol line's text starts and ends (before its line
  /// break), for a line clamped to the text's.
  package func lineRange(_ line: Int) -> Range<Int> {
    let line = min(max(line, 0), starts.count - 1)
    return starts[line]..<lineEnd(line)
  }

  /// Where a protocol line's text ends, before its line break.
  private func lineEnd(_ line: Int) -> Int {
    var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
    if end > starts[line], bytes[end - 1] == 0x0A { end -= 1 }
    if end > starts[line], bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The byte offset of a position, clamped to its line and to the text.
  package func offset(of position: Position) -> Int {
    guard position.line < starts.count else { return bytes.count }
    let end = lineEnd(position.line)
    var offset = starts[position.line]
    var units = 0
    while offset < end {
      let (length, width) = Self.scalar(at: offset, in: bytes)
      if units + width > position.character { break }
      units += width
      offset += length
    }
    return offset
  }

  /// The position of a byte offset (clamped to the text); an offset
  /// inside a scalar counts as that scalar's start.
  package func position(ofOffset offset: Int) -> Position {
    let target = min(max(offset, 0), bytes.count)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    var index = starts[low]
    var units = 0
    while index < target {
      let (length, width) = Self.scalar(at: index, in: bytes)
      if index + length > target { break }
      units += width
      index += length
    }
    return Position(line: low, character: units)
  }

  /// The byte offset of a parser's 1-based line and scalar column,
  /// clamped to the line (its `\n` included) and to the text.
  package func offset(line: Int, scalarColumn: Int) -> Int {
    let lineStarts = newlineStarts ?? starts
    guard line >= 1 else { return 0 }
    guard line <= lineStarts.count else { return bytes.count }
    var offset = lineStarts[line - 1]
    if line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    var column = 1
    while column < scalarColumn, offset < bytes.count, bytes[offset] != 0x0A {
      offset += Self.scalar(at: offset, in: bytes).length
      column += 1
    }
    return offset
  }

  /// The position of a parser's 1-based line and scalar column.
  package func position(line: Int, scalarColumn: Int) -> Position {
    position(ofOffset: offset(line: line, scalarColumn: scalarColumn))
  }

  /// The length in bytes and the width in UTF-16 units of the scalar at
  /// `offset`; a byte that starts no scalar counts as one of each.
  package static func scalar(at offset: Int, in bytes: [UInt8]) -> (length: Int, width: Int) {
    let lead = bytes[offset]
    let (length, width) =
      switch lead {
      case 0xC0...0xDF: (2, 1)
      case 0xE0...0xEF: (3, 1)
      case 0xF0...0xF7: (4, 2)
      default: (1, 1)
      }
    return (min(length, bytes.count - offset), width)
  }
}

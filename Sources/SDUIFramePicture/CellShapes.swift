import SDUIDocument

/// The characters a terminal draws as shapes rather than from its font,
/// so that lines meet across cells and blocks fill them: the box-drawing
/// lines (U+2500–U+257F: light, heavy, double, dashed, rounded corners
/// drawn square) and the block elements (U+2580–U+259F: eighths, halves,
/// quadrants, shades). The diagonals are left to the font.
enum CellShapes {
  /// The cell a shape is drawn in, in pixels.
  struct Box {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
  }

  /// Draws `scalar` in `box` when it is one of the shapes; whether it was.
  static func draw(_ scalar: Unicode.Scalar, in box: Box, color: RGBAColor, on canvas: inout PixelCanvas) -> Bool {
    switch scalar.value {
    case 0x2500...0x257F: return drawLine(Int(scalar.value - 0x2500), in: box, color: color, on: &canvas)
    case 0x2580...0x259F:
      drawBlock(Int(scalar.value - 0x2580), in: box, color: color, on: &canvas)
      return true
    default: return false
    }
  }

  /// Each line character's arms, left right up down, as a digit each:
  /// 0 none, 1 light, 2 heavy, 3 double; `h`/`v` and a count of dashes,
  /// then their weight, for the dashed ones; empty for the diagonals.
  private static let lines: [String] = [
    "1100", "2200", "0011", "0022", "h31", "h32", "v31", "v32", "h41", "h42", "v41", "v42",
    "0101", "0201", "0102", "0202", "1001", "2001", "1002", "2002", "0110", "0210", "0120", "0220",
    "1010", "2010", "1020", "2020", "0111", "0211", "0121", "0112", "0122", "0221", "0212", "0222",
    "1011", "2011", "1021", "1012", "1022", "2021", "2012", "2022", "1101", "2101", "1201", "2201",
    "1102", "2102", "1202", "2202", "1110", "2110", "1210", "2210", "1120", "2120", "1220", "2220",
    "1111", "2111", "1211", "2211", "1121", "1112", "1122", "2121", "1221", "2112", "1212", "2221",
    "2212", "2122", "1222", "2222", "h21", "h22", "v21", "v22", "3300", "0033", "0301", "0103",
    "0303", "3001", "1003", "3003", "0310", "0130", "0330", "3010", "1030", "3030", "0311", "0133",
    "0333", "3011", "1033", "3033", "3301", "1103", "3303", "3310", "1130", "3330", "3311", "1133",
    "3333", "0101", "1001", "1010", "0110", "", "", "", "1000", "0010", "0100", "0001",
    "2000", "0020", "0200", "0002", "1200", "0012", "2100", "0021",
  ]

  private static func drawLine(_ offset: Int, in box: Box, color: RGBAColor, on canvas: inout PixelCanvas) -> Bool {
    let written = lines[offset]
    guard let kind = written.first else { return false }
    let digits = written.compactMap(\.wholeNumberValue)
    let centerX = box.x + box.width / 2
    let centerY = box.y + box.height / 2
    if kind == "h" || kind == "v" {
      let count = digits[0]
      let thickness = digits[1] == 2 ? 3 : 1
      let length = kind == "h" ? box.width : box.height
      for dash in 0..<count {
        let start = dash * length / count
        let end = start + max(1, length / count * 2 / 3)
        if kind == "h" {
          canvas.fill(x: box.x + start, y: centerY - thickness / 2, width: end - start, height: thickness, color: color)
        } else {
          canvas.fill(x: centerX - thickness / 2, y: box.y + start, width: thickness, height: end - start, color: color)
        }
      }
      return true
    }
    let (left, right, up, down) = (digits[0], digits[1], digits[2], digits[3])
    // Arms reach past the centre by half the widest crossing arm, so joins close.
    let acrossVertical = max(reach(up), reach(down))
    let acrossHorizontal = max(reach(left), reach(right))
    for (weight, from, to) in [
      (left, box.x, centerX + acrossVertical + 1), (right, centerX - acrossVertical, box.x + box.width),
    ]
    where weight > 0 {
      for row in offsets(weight) {
        canvas.fill(x: from, y: centerY + row, width: to - from, height: 1, color: color)
      }
    }
    for (weight, from, to) in [
      (up, box.y, centerY + acrossHorizontal + 1), (down, centerY - acrossHorizontal, box.y + box.height),
    ]
    where weight > 0 {
      for column in offsets(weight) {
        canvas.fill(x: centerX + column, y: from, width: 1, height: to - from, color: color)
      }
    }
    return true
  }

  /// How far an arm of a weight reaches either side of the centre line.
  private static func reach(_ weight: Int) -> Int { weight >= 2 ? 1 : 0 }

  /// The pixel lines an arm of a weight is drawn with, about the centre.
  private static func offsets(_ weight: Int) -> [Int] {
    switch weight {
    case 1: [0]
    case 2: [-1, 0, 1]
    default: [-1, 1]
    }
  }

  /// The block elements' rectangles in eighths of the cell (x, y, width,
  /// height), or a shade's share of the colour.
  private static func drawBlock(_ offset: Int, in box: Box, color: RGBAColor, on canvas: inout PixelCanvas) {
    func eighths(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
      let left = box.x + x * box.width / 8
      let top = box.y + y * box.height / 8
      let right = box.x + (x + width) * box.width / 8
      let bottom = box.y + (y + height) * box.height / 8
      canvas.fill(x: left, y: top, width: right - left, height: bottom - top, color: color)
    }
    switch offset {
    case 0x00: eighths(0, 0, 8, 4)
    case 0x01...0x08: eighths(0, 8 - offset, 8, offset)
    case 0x09...0x0F: eighths(0, 0, 16 - offset, 8)
    case 0x10: eighths(4, 0, 4, 8)
    case 0x11...0x13:
      canvas.blend(
        x: box.x, y: box.y, width: box.width, height: box.height, color: color, share: UInt8(64 * (offset - 0x10)))
    case 0x14: eighths(0, 0, 8, 1)
    case 0x15: eighths(7, 0, 1, 8)
    default:
      // Quadrants: upper left 1, upper right 2, lower left 4, lower right 8.
      let quadrants = [4, 8, 1, 13, 9, 7, 11, 2, 6, 14][offset - 0x16]
      for (bit, x, y) in [(1, 0, 0), (2, 4, 0), (4, 0, 4), (8, 4, 4)] where quadrants & bit != 0 {
        eighths(x, y, 4, 4)
      }
    }
  }
}

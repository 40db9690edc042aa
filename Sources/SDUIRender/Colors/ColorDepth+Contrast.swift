import SDUICore
import SDUIDocument

extension ColorDepth {
  /// The first 16 colors as xterm draws them by default: what a color
  /// number below 16 is taken to look like.
  static let basicColors = palette([
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ])

  /// The first 16 as VS Code's terminal draws them by default. A theme
  /// may change all 16; contrast at 16 and 8 colors must hold in both
  /// xterm's and these, which differ most in blue and cyan.
  static let otherBasicColors = palette([
    0x000000, 0xCD3131, 0x0DBC79, 0xE5E510, 0x2472C8, 0xBC3FBC, 0x11A8CD, 0xE5E5E5,
    0x666666, 0xF14C4C, 0x23D18B, 0xF5F543, 0x3B8EEA, 0xD670D6, 0x29B8DB, 0xFFFFFF,
  ])

  private static func palette(_ values: [Int]) -> [RGBAColor] {
    values.map { RGBAColor(red: UInt8($0 >> 16), green: UInt8($0 >> 8 & 0xFF), blue: UInt8($0 & 0xFF)) }
  }

  /// The contrast between two palette numbers (`nil`: the terminal's own
  /// color); at 16 and 8 colors the lower of the two default palettes'.
  private func contrast(_ text: Int?, _ back: Int?, terminal: TerminalColors) -> Double {
    let palettes = self == .palette256 ? [Self.basicColors] : [Self.basicColors, Self.otherBasicColors]
    return palettes.map { basic in
      func shown(_ number: Int?, _ fallback: RGBAColor) -> RGBAColor {
        guard let number else { return fallback }
        return number < 16 ? basic[max(0, number)] : Self.paletteColor(number)
      }
      return shown(text, terminal.foreground).contrastRatio(with: shown(back, terminal.background))
    }.min() ?? 1
  }

  /// The least contrast a colour keeps its hue at, at 16 and 8 colours,
  /// when no number of its hue reaches 3:1 (xterm's greens on white give
  /// 2.2:1): below it, readability wins over the hue.
  static let hueFloor = 2.0

  /// The hue of one of the first 16 numbers (1 red to 6 cyan; greys and
  /// numbers above 15 have none).
  static func hue(ofIndex index: Int) -> Int? {
    guard (0..<16).contains(index) else { return nil }
    let hue = index % 8
    return (1...6).contains(hue) ? hue : nil
  }

  /// What a color number of this depth looks like: the color itself at
  /// truecolor, xterm's palette otherwise (its default first 16).
  package func color(ofIndex index: Int) -> RGBAColor {
    switch self {
    case .truecolor:
      RGBAColor(red: UInt8(index >> 16 & 0xFF), green: UInt8(index >> 8 & 0xFF), blue: UInt8(index & 0xFF))
    case .monochrome, .ansi8, .ansi16, .palette256:
      index < 16 ? Self.basicColors[max(0, index)] : Self.paletteColor(index)
    }
  }

  /// The color numbers for a cell's text and background, `nil` where the
  /// terminal's own is kept, chosen so that the contrast between them
  /// survives the depth. Each color takes its nearest number. When the
  /// pair then stands out less than it did, the text takes the nearest
  /// number that stands out enough, and text left to the terminal takes a
  /// number of its own. "Enough" is the smaller of the pair's own contrast
  /// and 4.5:1 at 256 colors; at 16 and 8, whose colors each terminal
  /// theme redefines, the smaller of its own and 3:1 in both xterm's
  /// default palette and VS Code's. So two colors that differ never
  /// become one, and readable text stays readable.
  ///
  /// ```swift
  /// // White text on #EEEEEE: both are 15 at 16 colors, so the text becomes 7.
  /// ColorDepth.ansi16.indices(foreground: .white, background: RGBAColor(hex: "#EEEEEE"), terminal: .dark)
  /// ```
  package func indices(foreground: RGBAColor?, background: RGBAColor?, terminal: TerminalColors) -> (
    foreground: Int?, background: Int?
  ) {
    guard self != .monochrome else { return (nil, nil) }
    let back = background.flatMap(index(of:))
    let front = foreground.flatMap(index(of:))
    guard self != .truecolor else { return (front, back) }
    let wantedText = foreground ?? terminal.foreground
    let wantedBack = background ?? terminal.background
    let target = min(wantedText.contrastRatio(with: wantedBack), self == .palette256 ? 4.5 : 3) - 0.001
    let merged = front != nil && front == back && wantedText != wantedBack
    guard contrast(front, back, terminal: terminal) < target || merged else { return (front, back) }
    let candidates = (self == .palette256 ? Array(16..<256) : Array(0..<(self == .ansi8 ? 8 : 16))).filter {
      $0 != back
    }
    let byNearness = candidates.sorted {
      Self.distance(color(ofIndex: $0), wantedText) < Self.distance(color(ofIndex: $1), wantedText)
    }
    // At 16 and 8 colours a hue is information (credit green, debit red):
    // a colour keeps its hue when a number of that hue stands out enough,
    // or, when none does (no green reaches 3:1 on white), the one of that
    // hue that stands out most, unless it falls below `hueFloor`.
    let hue = self == .palette256 ? nil : Self.hue(ofIndex: front ?? -1)
    let sameHue = byNearness.filter { hue != nil && Self.hue(ofIndex: $0) == hue }
    let chosen =
      sameHue.first { contrast($0, back, terminal: terminal) >= target }
      ?? sameHue.max { contrast($0, back, terminal: terminal) < contrast($1, back, terminal: terminal) }.flatMap {
        contrast($0, back, terminal: terminal) >= min(target, Self.hueFloor) ? $0 : nil
      }
      ?? byNearness.first { contrast($0, back, terminal: terminal) >= target }
      ?? byNearness.max { contrast($0, back, terminal: terminal) < contrast($1, back, terminal: terminal) }
    return (chosen, back)
  }
}

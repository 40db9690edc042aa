import SDUICore
import SDUIDocument

/// How many colors a terminal shows, and how a `#RRGGBB` color maps onto
/// them.
///
/// ```swift
/// let depth = ColorDepth.detect(choice: .auto, environment: ["TERM": "xterm-256color"], terminalColors: 256)
/// depth.index(of: RGBAColor(red: 255, green: 0, blue: 0)) // 196
/// ```
public enum ColorDepth: String, Sendable, CaseIterable {
  case monochrome, ansi8, ansi16, palette256, truecolor

  /// What the user asked for with `--color`.
  package enum Choice: String, Sendable, CaseIterable {
    case auto, always, never
    case ansi16 = "16"
    case palette256 = "256"
    case truecolor
  }

  /// The depth to draw with.
  ///
  /// `never`, and `NO_COLOR` set and non-empty under `auto`, give
  /// monochrome. `COLORTERM=truecolor|24bit` asks for truecolor. Otherwise
  /// the terminal's reported color count decides. An explicit `16` or
  /// `256` can only lower what the terminal reports, since curses cannot
  /// draw colors it does not know. Truecolor is returned as asked, and the
  /// backend falls back when the terminal has no direct color.
  package static func detect(choice: Choice, environment: [String: String], terminalColors: Int) -> ColorDepth {
    let reported: ColorDepth =
      switch terminalColors {
      case 0x100_0000...: .truecolor
      case 256...: .palette256
      case 16...: .ansi16
      case 8...: .ansi8
      default: .monochrome
      }
    switch choice {
    case .never: return .monochrome
    case .ansi16: return min(.ansi16, reported)
    case .palette256: return min(.palette256, reported)
    case .truecolor: return .truecolor
    case .always, .auto:
      if choice == .auto, let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
      if let colorTerm = environment["COLORTERM"], ["truecolor", "24bit"].contains(colorTerm.lowercased()) {
        return .truecolor
      }
      return reported
    }
  }

  /// The terminal color number nearest to `color`: a 24-bit `0xRRGGBB`
  /// value for truecolor, an xterm palette index otherwise, `nil` in
  /// monochrome.
  public func index(of color: RGBAColor) -> Int? {
    switch self {
    case .monochrome: return nil
    case .truecolor: return Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
    case .palette256: return Self.nearest(color, in: 16..<256)
    case .ansi16, .ansi8:
      // A channel counts when it reaches 60% of the strongest, so a color
      // keeps the hue it leans to (nearest-by-distance would turn a medium
      // blue such as #1565C0 cyan); brightness picks the bright half.
      let channels = [Int(color.red), Int(color.green), Int(color.blue)]
      let strongest = channels.max() ?? 0
      guard strongest >= 40 else { return 0 }
      let base = channels.enumerated().reduce(0) { $0 | ($1.element * 10 >= strongest * 6 ? 1 << $1.offset : 0) }
      if base == 7 {
        if self == .ansi8 { return strongest < 64 ? 0 : 7 }
        return strongest < 96 ? 8 : strongest < 192 ? 7 : 15
      }
      return self == .ansi16 && strongest > 191 ? base + 8 : base
    }
  }

  /// The RGB value of an entry of xterm's 256-color palette above the
  /// first 16: the 6×6×6 cube, then the gray ramp.
  static func paletteColor(_ index: Int) -> RGBAColor {
    guard index < 232 else {
      let gray = UInt8(8 + 10 * (index - 232))
      return RGBAColor(red: gray, green: gray, blue: gray)
    }
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return RGBAColor(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
  }

  static func nearest(_ color: RGBAColor, in range: Range<Int>) -> Int {
    range.min { distance(paletteColor($0), color) < distance(paletteColor($1), color) } ?? range.lowerBound
  }

  /// Squared distance weighted roughly by how the eye sees each channel.
  static func distance(_ one: RGBAColor, _ two: RGBAColor) -> Int {
    let (dr, dg, db) = (Int(one.red) - Int(two.red), Int(one.green) - Int(two.green), Int(one.blue) - Int(two.blue))
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db
  }
}

extension ColorDepth: Comparable {
  /// Fewer colors sort first.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .monochrome: 0
    case .ansi8: 1
    case .ansi16: 2
    case .palette256: 3
    case .truecolor: 4
    }
  }
}

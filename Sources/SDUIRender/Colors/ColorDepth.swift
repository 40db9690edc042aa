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
      return ansiIndex(of: color)
    }
  }

  /// The nearest of the 8 or 16 ANSI colors by hue: a colour with any
  /// saturation keeps the hue it has (the sixth of the wheel it falls in),
  /// however light the theme made it, so a light green stays green where
  /// nearest-by-distance or a channel threshold turned it grey; greys go
  /// by lightness. Brightness picks the bright half.
  private func ansiIndex(of color: RGBAColor) -> Int {
    let channels = [Int(color.red), Int(color.green), Int(color.blue)]
    let strongest = channels.max() ?? 0
    let weakest = channels.min() ?? 0
    guard strongest >= 40 else { return 0 }
    let chroma = strongest - weakest
    let lightness = Double(strongest + weakest) / 510
    let saturation = Double(chroma) / 255 / max(0.001, 1 - abs(2 * lightness - 1))
    if chroma < 24 || saturation < 0.2 {
      if self == .ansi8 { return strongest < 64 ? 0 : 7 }
      return strongest < 96 ? 8 : strongest < 192 ? 7 : 15
    }
    let (red, green, blue) = (Double(channels[0]), Double(channels[1]), Double(channels[2]))
    let range = Double(chroma)
    var hue: Double =
      if strongest == channels[0] {
        (green - blue) / range
      } else if strongest == channels[1] {
        (blue - red) / range + 2
      } else {
        (red - green) / range + 4
      }
    hue = (hue * 60 + 360).truncatingRemainder(dividingBy: 360)
    // Red, yellow, green, cyan, blue, magenta as ANSI numbers them.
    let sextants = [1, 3, 2, 6, 4, 5]
    let base = sextants[Int((hue + 30) / 60) % 6]
    return self == .ansi16 && strongest > 191 ? base + 8 : base
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

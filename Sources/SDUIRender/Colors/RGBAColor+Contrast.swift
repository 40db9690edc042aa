import SDUICore
import SDUIDocument

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RGBAColor {
  /// Black, opaque.
  package static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// White, opaque.
  package static let white = RGBAColor(red: 255, green: 255, blue: 255)

  /// WCAG 2's relative luminance of the color's RGB, from 0 (black) to 1
  /// (white); alpha is not looked at.
  package var relativeLuminance: Double {
    let linear = Self.linearChannels
    return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
  }

  /// Each channel value's share of light, sRGB's transfer undone.
  private static let linearChannels: [Double] = (0...255).map { channel in
    let value = Double(channel) / 255
    return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// WCAG 2's contrast ratio between two colors, from 1 (the same) to 21
  /// (black and white). Normal text wants 4.5, bold or large text and
  /// the lines of controls 3.
  ///
  /// ```swift
  /// RGBAColor.black.contrastRatio(with: .white) // 21
  /// ```
  package func contrastRatio(with other: RGBAColor) -> Double {
    let (one, two) = (relativeLuminance, other.relativeLuminance)
    return (max(one, two) + 0.05) / (min(one, two) + 0.05)
  }

  /// The color `fraction` of the way to `other` (0 is this color, 1 is
  /// `other`), opaque.
  package func mixed(with other: RGBAColor, _ fraction: Double) -> RGBAColor {
    func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
    }
    return RGBAColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
  }

  /// Black or white, whichever stands out more against this color.
  package var contrastingExtreme: RGBAColor {
    RGBAColor.black.contrastRatio(with: self) >= RGBAColor.white.contrastRatio(with: self) ? .black : .white
  }

  /// The color nearest to this one in lightness, with the same hue and
  /// saturation, whose contrast with `background` reaches `target`:
  /// lightened or darkened, whichever needs the smaller step (and reaches
  /// it at all). Black or white when no lightness of this hue reaches it.
  ///
  /// ```swift
  /// RGBAColor(hex: "#777777")!.adjusted(toContrast: 4.5, against: .white) // #757575
  /// ```
  package func adjusted(toContrast target: Double, against background: RGBAColor) -> RGBAColor {
    if contrastRatio(with: background) >= target { return self }
    let hsl = HSL(self)
    let darker = hsl.searchLightness(from: hsl.lightness, to: 0, target: target, against: background)
    let lighter = hsl.searchLightness(from: hsl.lightness, to: 1, target: target, against: background)
    switch (darker, lighter) {
    case (let dark?, let light?):
      return abs(dark.lightness - hsl.lightness) <= abs(light.lightness - hsl.lightness) ? dark.color : light.color
    case (let dark?, nil): return dark.color
    case (nil, let light?): return light.color
    case (nil, nil): return background.contrastingExtreme
    }
  }
}

/// A color as hue, saturation and lightness (each 0...1), to change its
/// lightness and keep its hue.
private struct HSL {
  var hue: Double
  var saturation: Double
  var lightness: Double

  init(_ color: RGBAColor) {
    let (r, g, b) = (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    let high = max(r, g, b)
    let low = min(r, g, b)
    lightness = (high + low) / 2
    let chroma = high - low
    guard chroma > 0 else {
      hue = 0
      saturation = 0
      return
    }
    saturation = chroma / (1 - abs(2 * lightness - 1))
    var sector: Double
    if high == r {
      sector = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
    } else if high == g {
      sector = (b - r) / chroma + 2
    } else {
      sector = (r - g) / chroma + 4
    }
    if sector < 0 { sector += 6 }
    hue = sector / 6
  }

  func color(lightness: Double) -> RGBAColor {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue * 6
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, second, 0)
      case 1: (second, chroma, 0)
      case 2: (0, chroma, second)
      case 3: (0, second, chroma)
      case 4: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    let base = lightness - chroma / 2
    func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, ((value + base) * 255).rounded()))) }
    return RGBAColor(red: channel(r), green: channel(g), blue: channel(b))
  }

  /// The lightness between `start` and `end` nearest to `start` whose color
  /// reaches `target` against `background`, or `nil` when even `end`
  /// does not.
  func searchLightness(from start: Double, to end: Double, target: Double, against background: RGBAColor) -> (
    lightness: Double, color: RGBAColor
  )? {
    guard color(lightness: end).contrastRatio(with: background) >= target else { return nil }
    var (failing, passing) = (start, end)
    for _ in 0..<24 {
      let middle = (failing + passing) / 2
      if color(lightness: middle).contrastRatio(with: background) >= target {
        passing = middle
      } else {
        failing = middle
      }
    }
    return (passing, color(lightness: passing))
  }
}

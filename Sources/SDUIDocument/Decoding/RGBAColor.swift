/// A color written `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, alpha last,
/// as both dialects define it.
///
/// ```swift
/// RGBAColor(hex: "#5AD")  // 55 AA DD FF
/// RGBAColor(hex: "#368a") // 33 66 88 AA
/// RGBAColor(hex: "red")   // nil
/// ```
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8
  package var alpha: UInt8

  /// Creates a color from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses a hex color; `nil` for anything but the four forms.
  public init?(hex text: String) {
    guard text.first == "#" else { return nil }
    let digits = text.dropFirst().map { $0.hexDigitValue }
    guard digits.allSatisfy({ $0 != nil }) else { return nil }
    let values = digits.map { UInt8($0 ?? 0) }
    switch values.count {
    case 3, 4:
      let expanded = values.map { $0 << 4 | $0 }
      self.init(red: expanded[0], green: expanded[1], blue: expanded[2], alpha: values.count == 4 ? expanded[3] : 255)
    case 6, 8:
      let pairs = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
      self.init(red: pairs[0], green: pairs[1], blue: pairs[2], alpha: values.count == 8 ? pairs[3] : 255)
    default:
      return nil
    }
  }

  /// `#RRGGBBAA` in upper case.
  public var description: String {
    "#"
      + [red, green, blue, alpha].map { value in
        let hex = String(value, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }
}

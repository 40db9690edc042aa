import SDUICore
import SDUIDocument

/// How a cell is drawn: colors and attributes.
///
/// A `nil` color means "the terminal's own": the default foreground or
/// whatever background lies beneath, so a screen without colors keeps the
/// user's theme.
public struct CellStyle: Hashable, Sendable {
  /// The text color.
  public var foreground: RGBAColor?
  /// The background color.
  public var background: RGBAColor?
  public var bold = false
  public var dim = false
  public var italic = false
  public var underline = false
  /// Swaps foreground and background; the focus marker that survives
  /// monochrome terminals and `NO_COLOR`.
  public var reverse = false
  /// Whether the cell is part of a picture: its colours are the picture's,
  /// which themes and the contrast audit leave as they are.
  public var isPicture = false

  /// Creates a style.
  public init(
    foreground: RGBAColor? = nil, background: RGBAColor? = nil, bold: Bool = false, dim: Bool = false,
    italic: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's defaults.
  public static let plain = CellStyle()

  /// The attributes that are on, in a fixed order: `bold dim italic underline reverse`.
  public var attributeNames: [String] {
    [(bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"), (reverse, "reverse")]
      .filter(\.0).map(\.1)
  }
}

extension RGBAColor {
  /// This color laid over `beneath`: opaque colors replace it, translucent
  /// ones blend by their alpha. Over the terminal's unknown background
  /// (`nil`) a color keeps its alpha, for the ``ColorTheme`` to lay over
  /// the page it knows.
  public func over(_ beneath: RGBAColor?) -> RGBAColor {
    guard alpha < 255, let beneath else { return self }
    let top = Double(alpha) / 255
    let bottom = Double(beneath.alpha) / 255 * (1 - top)
    let total = top + bottom
    guard total > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ upper: UInt8, _ lower: UInt8) -> UInt8 {
      UInt8(((Double(upper) * top + Double(lower) * bottom) / total).rounded())
    }
    return RGBAColor(
      red: mix(red, beneath.red), green: mix(green, beneath.green), blue: mix(blue, beneath.blue),
      alpha: UInt8((total * 255).rounded()))
  }
}

import SDUICore
import SDUIDocument

/// How a screen's colors meet the terminal's: the page painted as a
/// device paints it, or the terminal's own colors with contrast kept.
///
/// ```swift
/// let theme = ColorTheme(.terminal, terminal: .dark, depth: .truecolor)
/// theme.apply(to: &grid)  // text below 4.5:1 moves in lightness
/// ```
///
/// - ``Kind/device`` (the default): cells the screen leaves unstyled get
///   the platforms' default page and text, white and black (iOS's and
///   Android's defaults; neither dialect names others: Nimbus's `text`
///   defaults to `#000`, Beagle's to the platform's label color), so
///   authored colors look as their authors chose them, low contrast
///   included.
/// - ``Kind/terminal``: unstyled cells keep the terminal's own colors.
///   Text below 4.5:1 against what it is drawn on (3:1 for bold text and
///   for lines and blocks) is adjusted: text left to the terminal takes
///   black or white, authored colors move in lightness and keep their hue.
///
/// In both, what sdui-term itself styles stays readable: dimmed text
/// (placeholders, disabled controls, light weights) is drawn in a color
/// between the text and its background that keeps 4.5:1 (or the text's
/// own contrast when lower), and the focus highlight (reverse video)
/// keeps 3:1 even on blank cells. Translucent colors are laid over the
/// page (device) or the terminal's background. At ``ColorDepth/monochrome``
/// (`--color never`, `NO_COLOR`) nothing changes: only attributes show.
package struct ColorTheme: Hashable, Sendable {
  /// Which colors unstyled cells take.
  package enum Kind: String, Sendable, CaseIterable {
    case device, terminal
  }

  /// The default page and text on a phone: white and black.
  package static let devicePage = TerminalColors(foreground: .black, background: .white)

  /// Which colors unstyled cells take.
  package var kind: Kind
  /// The terminal's own colors.
  package var terminal: TerminalColors
  /// The colors the frame is shown in.
  package var depth: ColorDepth

  /// Creates a theme.
  package init(_ kind: Kind = .device, terminal: TerminalColors = .dark, depth: ColorDepth = .truecolor) {
    self.kind = kind
    self.terminal = terminal
    self.depth = depth
  }

  /// How much of the way to the background a dimmed text moves.
  static let dimming = 0.4

  /// Gives a page's cells the colors they are seen in. Cells alike (the
  /// same style and the same contrast needed) are worked out once.
  package func apply(to grid: inout CellGrid) {
    guard depth != .monochrome else { return }
    var seen: [CellKey: CellStyle] = [:]
    grid.restyleCells { text, style in
      let key = CellKey(style: style, target: Self.requiredContrast(text: text, bold: style.bold))
      if let known = seen[key] {
        style = known
        return
      }
      style = themed(style, target: key.target)
      seen[key] = style
    }
  }

  private struct CellKey: Hashable {
    let style: CellStyle
    let target: Double
  }

  private func themed(_ style: CellStyle, target: Double) -> CellStyle {
    var style = style
    // A picture keeps its colours; its transparent cells show the page.
    if style.isPicture {
      let page = kind == .device ? Self.devicePage.background : nil
      style.background = style.background ?? page
      style.foreground = style.foreground ?? style.background ?? terminal.background
      return style
    }
    switch kind {
    case .device: Self.paint(&style, target: target, on: Self.devicePage, adjustingText: false)
    case .terminal:
      // Cells with no colors of their own are the terminal's, faint and
      // reversed ones included.
      let (ownText, ownBackground) = (style.foreground != nil, style.background != nil)
      guard ownText || ownBackground else { return style }
      Self.paint(&style, target: target, on: terminal, adjustingText: true)
      if !ownBackground { style.background = nil }
      if !ownText, style.foreground == terminal.foreground { style.foreground = nil }
    }
    return style
  }

  /// Gives a cell explicit colors over `page`: translucent ones laid over
  /// what is beneath, dimmed text resolved to a readable color, text
  /// below its contrast (`target`) adjusted when `adjustingText`, and the
  /// reverse highlight kept visible.
  private static func paint(_ style: inout CellStyle, target: Double, on page: TerminalColors, adjustingText: Bool) {
    let background = style.background.map { $0.over(page.background) } ?? page.background
    var foreground = style.foreground.map { $0.over(background) } ?? page.foreground
    if adjustingText, foreground.contrastRatio(with: background) < target {
      foreground =
        style.foreground == nil
        ? background.contrastingExtreme : foreground.adjusted(toContrast: target, against: background)
    }
    if style.dim {
      let floor = min(target, foreground.contrastRatio(with: background))
      foreground = foreground.mixed(with: background, dimming).adjusted(toContrast: floor, against: background)
      style.dim = false
    }
    if style.reverse, foreground.contrastRatio(with: background) < 3 { foreground = background.contrastingExtreme }
    style.foreground = foreground
    style.background = background
  }

  /// The contrast a cell's character needs: 3:1 for lines, blocks and
  /// bold text, 4.5:1 for other text.
  static func requiredContrast(text: String, bold: Bool) -> Double {
    if bold { return 3 }
    guard let scalar = text.unicodeScalars.first else { return 4.5 }
    return (0x2500...0x25FF).contains(scalar.value) ? 3 : 4.5
  }
}

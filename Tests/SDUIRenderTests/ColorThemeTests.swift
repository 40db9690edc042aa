import SDUICore
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIRender

private func color(_ hex: String) -> RGBAColor {
  RGBAColor(hex: hex) ?? .black
}

@Suite("Contrast")
struct ContrastTests {
  @Test(arguments: [
    ("#000000", "#FFFFFF", 21.0),
    ("#FFFFFF", "#FFFFFF", 1.0),
    ("#767676", "#FFFFFF", 4.54),
    ("#777777", "#FFFFFF", 4.48),
    ("#DCDCDC", "#18181C", 12.91),
    ("#0000FF", "#000000", 2.44),
  ])
  func ratiosAreWCAGs(_ one: String, _ two: String, _ expected: Double) {
    #expect(abs(color(one).contrastRatio(with: color(two)) - expected) < 0.01)
  }

  struct Adjustment: Sendable, CustomTestStringConvertible {
    let text: String
    let background: String
    let target: Double
    var testDescription: String { "\(text) on \(background) to \(target):1" }
  }

  @Test(arguments: [
    Adjustment(text: "#777777", background: "#FFFFFF", target: 4.5),
    Adjustment(text: "#B00020", background: "#18181C", target: 4.5),
    Adjustment(text: "#1565C0", background: "#18181C", target: 3),
    Adjustment(text: "#FFEB3B", background: "#FAFAFA", target: 4.5),
    Adjustment(text: "#2E8B57", background: "#2E8B57", target: 4.5),
    Adjustment(text: "#DDE6F7", background: "#FFFFFF", target: 3),
  ])
  func adjustingMovesLightnessOnlyAsFarAsNeeded(_ row: Adjustment) {
    let original = color(row.text)
    let background = color(row.background)
    let adjusted = original.adjusted(toContrast: row.target, against: background)
    let ratio = adjusted.contrastRatio(with: background)
    #expect(ratio >= row.target)
    #expect(ratio < row.target + 0.6, "no further than needed: \(adjusted) is \(ratio):1")
    let (hue, adjustedHue) = (Self.hue(original), Self.hue(adjusted))
    if let hue, let adjustedHue, adjusted != .black, adjusted != .white {
      #expect(abs(hue - adjustedHue) < 0.03, "the hue stays: \(original) → \(adjusted)")
    }
  }

  @Test func aColorThatAlreadyReachesTheTargetIsKept() {
    #expect(color("#B00020").adjusted(toContrast: 4.5, against: .white) == color("#B00020"))
  }

  /// The hue of a color with some saturation, 0..<1.
  static func hue(_ color: RGBAColor) -> Double? {
    let (r, g, b) = (Double(color.red), Double(color.green), Double(color.blue))
    let high = max(r, g, b)
    let chroma = high - min(r, g, b)
    guard chroma > 8 else { return nil }
    var sector =
      high == r
      ? ((g - b) / chroma).truncatingRemainder(dividingBy: 6) : high == g ? (b - r) / chroma + 2 : (r - g) / chroma + 4
    if sector < 0 { sector += 6 }
    return sector / 6
  }
}

@Suite("Terminal colors")
struct TerminalColorsTests {
  @Test(arguments: [
    ("dark", TerminalColors.dark),
    ("light", TerminalColors.light),
    ("LIGHT", TerminalColors.light),
    ("#002B36", TerminalColors(foreground: TerminalColors.dark.foreground, background: color("#002B36"))),
    ("#FDF6E3", TerminalColors(foreground: TerminalColors.light.foreground, background: color("#FDF6E3"))),
  ])
  func theArgumentNamesATheme(_ argument: String, _ expected: TerminalColors) {
    #expect(TerminalColors(argument: argument) == expected)
  }

  @Test(arguments: ["grey", "#FFF", "#FFFFFF80", "", "#GGGGGG"])
  func otherArgumentsAreRefused(_ argument: String) {
    #expect(TerminalColors(argument: argument) == nil)
  }

  @Test(arguments: [
    ("15;0", TerminalColors.dark), ("0;15", .light), ("0;7", .light), ("15;default;0", .dark), ("7;8", .dark),
    ("12;9", .light),
  ])
  func colorFGBGSaysDarkOrLight(_ value: String, _ expected: TerminalColors) {
    #expect(TerminalColors(colorFGBG: value) == expected)
  }

  @Test(arguments: ["default;default", "15", "0;16", ""])
  func colorFGBGWithoutABackgroundNumberSaysNothing(_ value: String) {
    #expect(TerminalColors(colorFGBG: value) == nil || value == "15")
  }

  struct Reply: Sendable, CustomTestStringConvertible {
    let reply: String
    let expected: TerminalColors?
    var testDescription: String { reply.replacingOccurrences(of: "\u{1B}", with: "ESC") }
  }

  @Test(arguments: [
    Reply(
      reply: "\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1;2c",
      expected: TerminalColors(foreground: .black, background: .white)),
    Reply(
      reply: "\u{1B}]11;rgb:1818/1818/1c1c\u{07}\u{1B}[?62;22c",
      expected: TerminalColors(foreground: TerminalColors.dark.foreground, background: color("#18181C"))),
    Reply(
      reply: "\u{1B}]11;rgb:fd/f6/e3\u{1B}\\",
      expected: TerminalColors(foreground: TerminalColors.light.foreground, background: color("#FDF6E3"))),
    Reply(
      reply: "\u{1B}]11;rgb:f/f/f\u{1B}\\",
      expected: TerminalColors(foreground: TerminalColors.light.foreground, background: .white)),
    Reply(reply: "\u{1B}[?1;2c", expected: nil),
    Reply(reply: "\u{1B}]11;rgb:zz/00/00\u{1B}\\", expected: nil),
    Reply(reply: "\u{1B}]11;rgb:12345/0/0\u{1B}\\", expected: nil),
    Reply(reply: "", expected: nil),
  ])
  func queryRepliesAreRead(_ row: Reply) {
    #expect(TerminalColors(queryReply: row.reply) == row.expected)
  }

  @Test func theGivenBackgroundWinsThenTheTerminalThenCOLORFGBGThenDark() {
    let reported = TerminalColors(background: color("#300A24"))
    let environment = ["COLORFGBG": "0;15"]
    #expect(TerminalColors.choose(given: .dark, reported: reported, environment: environment) == (.dark, .given))
    #expect(TerminalColors.choose(given: nil, reported: reported, environment: environment) == (reported, .reported))
    #expect(TerminalColors.choose(given: nil, reported: nil, environment: environment) == (.light, .colorFGBG))
    #expect(TerminalColors.choose(given: nil, reported: nil, environment: [:]) == (.dark, .assumed))
  }
}

@Suite("Color themes")
struct ColorThemeTests {
  static func grid(_ text: String, _ style: CellStyle) -> CellGrid {
    var grid = CellGrid(size: Size(width: text.count + 2, height: 1))
    grid.write(text, at: .zero, style: style)
    return grid
  }

  static func themed(_ text: String, _ style: CellStyle, _ theme: ColorTheme) -> CellStyle {
    var grid = grid(text, style)
    theme.apply(to: &grid)
    return grid[0, 0].style
  }

  @Test func theDeviceThemePaintsThePageWhiteAndItsTextBlack() {
    var grid = Self.grid("ab", .plain)
    ColorTheme(.device, terminal: .dark).apply(to: &grid)
    #expect(grid[0, 0].style == CellStyle(foreground: .black, background: .white))
    #expect(grid[3, 0].style.background == .white, "blank cells are page too")
  }

  @Test func theDeviceThemeKeepsAuthoredColorsEvenWhenFaint() {
    let style = Self.themed("b", CellStyle(foreground: .black, background: color("#0000FF")), ColorTheme(.device))
    #expect(style == CellStyle(foreground: .black, background: color("#0000FF")))
  }

  @Test func translucentColorsAreLaidOverThePage() {
    let device = Self.themed("x", CellStyle(background: color("#0000FF80")), ColorTheme(.device))
    #expect(device.background == color("#7F7FFF"))
    let terminal = Self.themed("x", CellStyle(background: color("#0000FF80")), ColorTheme(.terminal, terminal: .dark))
    #expect(terminal.background == color("#0C0C8E"))
  }

  @Test func theTerminalThemeLeavesUnstyledCellsToTheTerminal() {
    for style in [CellStyle.plain, CellStyle(bold: true), CellStyle(dim: true), CellStyle(reverse: true)] {
      #expect(Self.themed("a", style, ColorTheme(.terminal, terminal: .dark)) == style)
    }
  }

  struct TerminalRow: Sendable, CustomTestStringConvertible {
    let style: CellStyle
    let terminal: TerminalColors
    let text: String
    let expected: CellStyle
    var testDescription: String {
      "\(style.foreground?.description ?? "default") on \(style.background?.description ?? "default") \(terminal)"
    }
  }

  @Test(arguments: [
    // Default text on a light card in a dark terminal takes black.
    TerminalRow(
      style: CellStyle(background: color("#EEEEEE")), terminal: .dark, text: "a",
      expected: CellStyle(foreground: .black, background: color("#EEEEEE"))),
    // Default text on a dark card in a light terminal takes white.
    TerminalRow(
      style: CellStyle(background: color("#263238")), terminal: .light, text: "a",
      expected: CellStyle(foreground: .white, background: color("#263238"))),
    // Default text that reads well on a card is left to the terminal.
    TerminalRow(
      style: CellStyle(background: color("#263238")), terminal: .dark, text: "a",
      expected: CellStyle(background: color("#263238"))),
    // Authored text that reads well is kept.
    TerminalRow(
      style: CellStyle(foreground: color("#FFFFFF"), background: color("#1565C0")), terminal: .dark, text: "a",
      expected: CellStyle(foreground: color("#FFFFFF"), background: color("#1565C0"))),
  ])
  func theTerminalThemeReadsWell(_ row: TerminalRow) {
    #expect(Self.themed(row.text, row.style, ColorTheme(.terminal, terminal: row.terminal)) == row.expected)
  }

  @Test func authoredTextMovesInLightnessOnTheTerminalsBackground() throws {
    let dark = Self.themed("a", CellStyle(foreground: color("#B00020")), ColorTheme(.terminal, terminal: .dark))
    let text = try #require(dark.foreground)
    #expect(dark.background == nil, "the terminal's background stays its own")
    #expect(text.contrastRatio(with: TerminalColors.dark.background) >= 4.5)
    #expect(abs((ContrastTests.hue(text) ?? 9) - (ContrastTests.hue(color("#B00020")) ?? 0)) < 0.03)
    let bold = Self.themed(
      "a", CellStyle(foreground: color("#B00020"), bold: true), ColorTheme(.terminal, terminal: .dark))
    #expect(try #require(bold.foreground).contrastRatio(with: TerminalColors.dark.background) < 4.5, "bold needs 3:1")
    let line = Self.themed("─", CellStyle(foreground: color("#E3E3E3")), ColorTheme(.terminal, terminal: .light))
    let ratio = try #require(line.foreground).contrastRatio(with: TerminalColors.light.background)
    #expect(ratio >= 3 && ratio < 4.5, "lines need 3:1")
  }

  @Test(arguments: [ColorTheme.Kind.device, .terminal])
  func dimmedTextIsAReadableColorBetweenTextAndBackground(_ kind: ColorTheme.Kind) throws {
    let style = Self.themed("░", CellStyle(background: color("#FFFFFF"), dim: true), ColorTheme(kind, terminal: .dark))
    let text = try #require(style.foreground)
    #expect(!style.dim, "resolved to a color, not left to the terminal's faint")
    #expect(text != .black && text.contrastRatio(with: .white) >= 3)
    let disabled = Self.themed(
      "[", CellStyle(background: color("#EEEEEE"), dim: true), ColorTheme(kind, terminal: .dark))
    #expect(try #require(disabled.foreground).contrastRatio(with: color("#EEEEEE")) >= 4.5)
  }

  @Test(arguments: [ColorTheme.Kind.device, .terminal])
  func theFocusHighlightShowsOnBlankCellsOfAnyColor(_ kind: ColorTheme.Kind) throws {
    let style = Self.themed(
      " ", CellStyle(foreground: color("#000000"), background: color("#000000"), reverse: true),
      ColorTheme(kind, terminal: .light))
    #expect(try #require(style.foreground).contrastRatio(with: try #require(style.background)) >= 3)
    #expect(style.reverse)
  }

  @Test(arguments: [ColorTheme.Kind.device, .terminal])
  func withoutColorNothingChanges(_ kind: ColorTheme.Kind) {
    let style = CellStyle(foreground: color("#777777"), background: color("#EEEEEE"), dim: true, reverse: true)
    #expect(Self.themed("a", style, ColorTheme(kind, terminal: .dark, depth: .monochrome)) == style)
  }
}

@Suite("Contrast through the color depth")
struct DepthContrastTests {
  @Test func twoColorsThatDifferNeverBecomeOne() {
    let numbers = ColorDepth.ansi16.indices(foreground: .white, background: color("#EEEEEE"), terminal: .dark)
    #expect(ColorDepth.ansi16.index(of: .white) == ColorDepth.ansi16.index(of: color("#EEEEEE")))
    #expect(numbers.foreground != numbers.background)
  }

  @Test func textLeftToTheTerminalTakesANumberWhenTheBackgroundLosesIt() {
    // #DCDCDC on #0B5B44 reads well; on 16 colors's cyan it would not.
    let numbers = ColorDepth.ansi16.indices(foreground: nil, background: color("#0B5B44"), terminal: .dark)
    #expect(numbers.background != nil)
    #expect(numbers.foreground != nil)
  }

  /// Pairs of colors from a fixed generator: at 256 colors each pair keeps
  /// the smaller of its own contrast and 4.5:1; at 16 and 8, where the
  /// background's number may leave no text color that far from it in
  /// both default palettes, the smaller of its own and 3:1, or, when the
  /// text keeps its hue and no number of that hue reaches it, at least
  /// ``ColorDepth/hueFloor``. Two colors that differ keep different numbers.
  @Test(arguments: [ColorDepth.palette256, .ansi16, .ansi8])
  func contrastSurvivesEveryDepth(_ depth: ColorDepth) {
    var state: UInt64 = 0x5D1_7E53
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    var failures: [String] = []
    for _ in 0..<3000 {
      let text = RGBAColor(red: next(), green: next(), blue: next())
      let back = RGBAColor(red: next(), green: next(), blue: next())
      var wanted = min(text.contrastRatio(with: back), depth == .palette256 ? 4.5 : 3)
      let numbers = depth.indices(foreground: text, background: back, terminal: .dark)
      let hue = depth.index(of: text).flatMap(ColorDepth.hue(ofIndex:))
      if depth != .palette256, hue != nil, numbers.foreground.flatMap(ColorDepth.hue(ofIndex:)) == hue {
        wanted = min(wanted, ColorDepth.hueFloor)
      }
      let shown = depth.color(ofIndex: numbers.foreground ?? 0).contrastRatio(
        with: depth.color(ofIndex: numbers.background ?? 0))
      if shown < wanted - 0.01 || (text != back && numbers.foreground == numbers.background) {
        failures.append("\(text) on \(back): \(shown) < \(wanted)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(3))")
  }

  /// A hue survives 16 colours on a white page, where no green reaches
  /// 3:1: credit stays green and debit red.
  @Test func creditAndDebitKeepTheirHuesOnWhite() {
    let white = RGBAColor(red: 255, green: 255, blue: 255)
    for (hex, hue) in [("#2E7D32", 2), ("#81C784", 2), ("#C62828", 1), ("#1565C0", 4)] {
      let numbers = ColorDepth.ansi16.indices(
        foreground: color(hex), background: white, terminal: .dark)
      #expect(
        numbers.foreground.flatMap(ColorDepth.hue(ofIndex:)) == hue,
        "\(hex) → \(String(describing: numbers.foreground))")
    }
  }

  @Test(arguments: [
    (ColorDepth.truecolor, "\u{1B}[0;38;2;255;255;255;48;2;0;0;0mab\u{1B}[0m\n"),
    (.palette256, "\u{1B}[0;38;5;231;48;5;16mab\u{1B}[0m\n"),
    (.ansi16, "\u{1B}[0;97;40mab\u{1B}[0m\n"),
    (.ansi8, "\u{1B}[0;37;40mab\u{1B}[0m\n"),
    (.monochrome, "\u{1B}[0mab\u{1B}[0m\n"),
  ])
  func ansiOutputWritesTheDepthsCodes(_ depth: ColorDepth, _ expected: String) {
    var grid = CellGrid(size: Size(width: 2, height: 1))
    grid.write("ab", at: .zero, style: CellStyle(foreground: .white, background: .black))
    #expect(grid.ansiDump(depth: depth, terminal: .dark) == expected)
  }

  @Test func theAuditSeesWhatTheTerminalShows() {
    var grid = CellGrid(size: Size(width: 6, height: 1))
    grid.write("ab", at: .zero, style: CellStyle(foreground: .black, background: color("#0000FF")))
    grid.write("─", at: Point(column: 2, row: 0), style: CellStyle(foreground: color("#EEEEEE"), background: .white))
    grid.write("c", at: Point(column: 3, row: 0), style: CellStyle(dim: true))
    let audit = ContrastAudit(grid, depth: .truecolor, terminal: .dark)
    #expect(audit.textCells == 3)
    #expect(audit.graphicCells == 1)
    #expect(audit.lowText.map(\.text) == ["a", "b"])
    #expect(audit.lowGraphics.count == 1)
    #expect(audit.lowText.first?.description == "row 0 col 0 \"a\" #000000 on #0000FF 2.44:1")
  }
}

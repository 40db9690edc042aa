import SDUICore
import SDUIDocument

/// The terminal's own default foreground and background: what a cell
/// left to the terminal looks like. Contrast is judged against them.
///
/// They come, first to last, from `--terminal-background`, from the
/// terminal's answer to the OSC 10/11 queries, from `COLORFGBG`, and
/// otherwise from ``dark`` (most developers' terminals are dark).
///
/// ```swift
/// TerminalColors(argument: "light")          // #1E1E1E on #FAFAFA
/// TerminalColors(argument: "#002B36")        // light text on Solarized's base03
/// TerminalColors(colorFGBG: "0;15")          // light
/// ```
package struct TerminalColors: Hashable, Sendable, CustomStringConvertible {
  /// The default text color.
  package var foreground: RGBAColor
  /// The default background.
  package var background: RGBAColor

  /// Creates a pair.
  package init(foreground: RGBAColor, background: RGBAColor) {
    self.foreground = foreground
    self.background = background
  }

  /// A dark theme: #DCDCDC text on #18181C.
  package static let dark = TerminalColors(
    foreground: RGBAColor(red: 0xDC, green: 0xDC, blue: 0xDC), background: RGBAColor(red: 0x18, green: 0x18, blue: 0x1C)
  )
  /// A light theme: #1E1E1E text on #FAFAFA.
  package static let light = TerminalColors(
    foreground: RGBAColor(red: 0x1E, green: 0x1E, blue: 0x1E), background: RGBAColor(red: 0xFA, green: 0xFA, blue: 0xFA)
  )

  /// A background whose foreground is not known: the dark or light
  /// theme's text, whichever suits it.
  package init(background: RGBAColor) {
    let background = RGBAColor(red: background.red, green: background.green, blue: background.blue)
    self.init(
      foreground: Self.isDark(background) ? Self.dark.foreground : Self.light.foreground, background: background)
  }

  /// Whether the background is dark: nearer black than white in contrast.
  package var isDark: Bool { Self.isDark(background) }

  private static func isDark(_ color: RGBAColor) -> Bool {
    color.contrastRatio(with: .white) > color.contrastRatio(with: .black)
  }

  /// `--terminal-background`'s value: `dark`, `light` or `#RRGGBB`;
  /// `nil` for anything else.
  package init?(argument: String) {
    switch argument.lowercased() {
    case "dark": self = .dark
    case "light": self = .light
    default:
      guard argument.count == 7, let color = RGBAColor(hex: argument) else { return nil }
      self.init(background: color)
    }
  }

  /// The theme `COLORFGBG` (`fg;bg` or `fg;default;bg`, set by rxvt,
  /// Konsole and others) says: a background of 7 or 9 to 15 is light,
  /// any other number dark; `nil` when it names no background number.
  package init?(colorFGBG: String) {
    guard let last = colorFGBG.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else {
      return nil
    }
    self = index == 7 || index >= 9 ? .light : .dark
  }

  /// The colors in a terminal's answers to `OSC 10 ; ?` and `OSC 11 ; ?`
  /// (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by `ESC \` or `BEL`, with 1
  /// to 4 hex digits a channel); `nil` when there is no background
  /// answer. Without a foreground answer the foreground is the one that
  /// suits the background.
  package init?(queryReply reply: String) {
    guard let background = Self.color(answering: 11, in: reply) else { return nil }
    if let foreground = Self.color(answering: 10, in: reply) {
      self.init(foreground: foreground, background: background)
    } else {
      self.init(background: background)
    }
  }

  /// Where the colors contrast is judged by came from.
  package enum Source: String, Sendable {
    case given = "given by --terminal-background"
    case reported = "reported by the terminal (OSC 11)"
    case colorFGBG = "as COLORFGBG says"
    case assumed = "assumed: the terminal did not say"
  }

  /// The colors to judge contrast by, first to last: those `given` (by
  /// `--terminal-background`), those the terminal `reported`, those
  /// `COLORFGBG` implies, dark.
  package static func choose(given: TerminalColors?, reported: TerminalColors?, environment: [String: String])
    -> (colors: TerminalColors, source: Source)
  {
    if let given { return (given, .given) }
    if let reported { return (reported, .reported) }
    if let implied = environment["COLORFGBG"].flatMap(TerminalColors.init(colorFGBG:)) { return (implied, .colorFGBG) }
    return (.dark, .assumed)
  }

  /// `#RRGGBB on #RRGGBB`.
  package var description: String {
    "\(foreground.description.prefix(7)) on \(background.description.prefix(7))"
  }

  private static func color(answering code: Int, in reply: String) -> RGBAColor? {
    let marker = "\u{1B}]\(code);rgb:"
    guard let start = reply.firstRange(of: marker)?.upperBound else { return nil }
    let body = reply[start...].prefix { $0.isHexDigit || $0 == "/" }
    let channels = body.split(separator: "/", omittingEmptySubsequences: false)
    guard channels.count == 3 else { return nil }
    var values: [UInt8] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
      let maximum = (1 << (4 * channel.count)) - 1
      values.append(UInt8((Double(value) * 255 / Double(maximum)).rounded()))
    }
    return RGBAColor(red: values[0], green: values[1], blue: values[2])
  }
}

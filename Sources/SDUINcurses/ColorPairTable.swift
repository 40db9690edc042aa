import CNcursesw
import SDUICore
import SDUIDocument
import SDUIRender

/// Color pairs allocated on first use (`alloc_pair` finds an existing
/// pair for the same colors). `alloc_pair` reuses the least
/// recently used pair when the terminal's pairs run out, so a screen with
/// more color combinations than pairs still draws, with the oldest
/// combination redefined rather than a silent failure.
///
/// Colors map to the terminal's numbers as `render --format ansi` maps
/// them, keeping contrast against the terminal's own colors
/// (``ColorDepth/indices(foreground:background:terminal:)``); the numbers
/// of each pair of colors are remembered.
final class ColorPairTable {
  let depth: ColorDepth
  /// The terminal's own colors, for the contrast of text left to them.
  var terminal: TerminalColors {
    didSet { numbers.removeAll() }
  }
  private var numbers: [ColorPairKey: (Int32, Int32)] = [:]

  init(depth: ColorDepth, terminal: TerminalColors) {
    self.depth = depth
    self.terminal = terminal
  }

  /// The pair number for a cell's colors; 0 is the terminal's defaults.
  func pair(foreground: RGBAColor?, background: RGBAColor?) -> Int32 {
    guard depth != .monochrome, foreground != nil || background != nil else { return 0 }
    let key = ColorPairKey(foreground: foreground, background: background)
    let (front, back) =
      numbers[key]
      ?? {
        let found = depth.indices(foreground: foreground, background: background, terminal: terminal)
        let pair = (Int32(found.foreground ?? -1), Int32(found.background ?? -1))
        numbers[key] = pair
        return pair
      }()
    if front == -1 && back == -1 { return 0 }
    // Only colors the terminal does not have fail; they draw in its defaults.
    return max(0, alloc_pair(front, back))
  }
}

private struct ColorPairKey: Hashable {
  let foreground: RGBAColor?
  let background: RGBAColor?
}

import CNcursesw
import SDUICore
import SDUIRender

/// Color pairs allocated on first use (`alloc_pair` finds an existing
/// pair for the same colors). `alloc_pair` reuses the least
/// recently used pair when the terminal's pairs run out, so a screen with
/// more color combinations than pairs still draws, with the oldest
/// combination redefined rather than a silent failure.
struct ColorPairTable {
  let depth: ColorDepth

  init(depth: ColorDepth) {
    self.depth = depth
  }

  /// The pair number for a cell's colors; 0 is the terminal's defaults.
  func pair(foreground: RGBAColor?, background: RGBAColor?) -> Int32 {
    guard depth != .monochrome else { return 0 }
    let front = foreground.flatMap { depth.index(of: $0) }.map(Int32.init) ?? -1
    let back = background.flatMap { depth.index(of: $0) }.map(Int32.init) ?? -1
    if front == -1 && back == -1 { return 0 }
    // Only colors the terminal does not have fail; they draw in its defaults.
    return max(0, alloc_pair(front, back))
  }
}

import SDUIDocument

extension CellStyle {
  /// What a cell in this style shows, as a picture of the frame draws it
  /// (SVG, PNG): its text and background colour after the depth (the
  /// mapping the terminal is sent), the terminal's own text colour where
  /// the style leaves it, and `reverse` applied. The background is `nil`
  /// where the style leaves it to the terminal and `reverse` does not
  /// give it one.
  package func shownColors(depth: ColorDepth, terminal: TerminalColors) -> (
    text: RGBAColor, background: RGBAColor?
  ) {
    let numbers = depth.indices(foreground: foreground, background: background, terminal: terminal)
    let text = numbers.foreground.map(depth.color(ofIndex:)) ?? terminal.foreground
    let background = numbers.background.map(depth.color(ofIndex:))
    guard reverse else { return (text, background) }
    return (background ?? terminal.background, text)
  }
}

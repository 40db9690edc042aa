import SDUICore
import SDUIDocument

extension CellGrid {
  /// The frame as a self-contained SVG picture, as a terminal would show
  /// it: `render --format svg`. Every cell is there, a cell being
  /// ``svgCellWidth`` × ``svgCellHeight`` pixels in a monospace font; each
  /// colour is what the terminal is sent at `depth` (the mapping
  /// ``ansiDump(depth:terminal:)`` uses), and a colour left to the terminal
  /// is `terminal`'s own. Bold, dim, italic, underline and reverse are
  /// drawn; a wide character takes its two cells. Backgrounds are one
  /// rectangle per run of equal colour, texts one element per run of
  /// equal style, each character placed at its own cell (a viewer that
  /// places a text by its first position only, as librsvg does, gets the
  /// run's own spaces and the font's advance).
  ///
  /// ```swift
  /// var grid = CellGrid(size: Size(width: 2, height: 1))
  /// _ = grid.write("hi", at: Point(column: 0, row: 0), style: .plain)
  /// grid.svgDocument()  // <svg ... width="20" height="20" ...> ... <text x="0 10" ...>hi</text> ... </svg>
  /// ```
  package func svgDocument(depth: ColorDepth = .truecolor, terminal: TerminalColors = .dark) -> String {
    let width = size.width * Self.svgCellWidth
    let height = size.height * Self.svgCellHeight
    var body: [String] = [
      #"<rect width="\#(width)" height="\#(height)" fill="\#(Self.hex(terminal.background))"/>"#
    ]
    for row in 0..<size.height {
      let colors = (0..<size.width).map { self[$0, row].style.shownColors(depth: depth, terminal: terminal) }
      body += backgroundRuns(row: row, colors: colors, terminal: terminal)
      body += textRuns(row: row, colors: colors)
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
      font-family="'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace" \
      font-size="\(Self.svgFontSize)">
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// The pixels of a cell in ``svgDocument(depth:terminal:)``.
  package static let svgCellWidth = 10
  package static let svgCellHeight = 20
  static let svgFontSize = 16

  private func backgroundRuns(
    row: Int, colors: [(text: RGBAColor, background: RGBAColor?)], terminal: TerminalColors
  ) -> [String] {
    var rects: [String] = []
    var column = 0
    while column < size.width {
      guard let color = colors[column].background, color != terminal.background else {
        column += 1
        continue
      }
      var end = column + 1
      while end < size.width, colors[end].background == color { end += 1 }
      rects.append(
        #"<rect x="\#(column * Self.svgCellWidth)" y="\#(row * Self.svgCellHeight)" "#
          + #"width="\#((end - column) * Self.svgCellWidth)" height="\#(Self.svgCellHeight)" fill="\#(Self.hex(color))"/>"#
      )
      column = end
    }
    return rects
  }

  private func textRuns(row: Int, colors: [(text: RGBAColor, background: RGBAColor?)]) -> [String] {
    var texts: [String] = []
    var column = 0
    while column < size.width {
      let cell = self[column, row]
      guard !cell.isContinuation, cell.text != " " || cell.style.underline else {
        column += 1
        continue
      }
      var characters: [(column: Int, text: String)] = []
      var end = column
      while end < size.width {
        let next = self[end, row]
        if !next.isContinuation {
          guard next.style.sameText(as: cell.style), colors[end].text == colors[column].text else { break }
          characters.append((end, next.text))
        }
        end += 1
      }
      // Spaces inside a run stay, for viewers that place a text by its
      // first position only (librsvg); those at its end go.
      while let last = characters.last, last.text == " ", !cell.style.underline { characters.removeLast() }
      texts.append(textElement(characters, row: row, style: cell.style, color: colors[column].text))
      column = end
    }
    return texts
  }

  private func textElement(_ characters: [(column: Int, text: String)], row: Int, style: CellStyle, color: RGBAColor)
    -> String
  {
    var attributes = [#"fill="\#(Self.hex(color))""#]
    if style.bold { attributes.append(#"font-weight="bold""#) }
    if style.italic { attributes.append(#"font-style="italic""#) }
    if style.dim { attributes.append(#"fill-opacity="0.6""#) }
    if style.underline { attributes.append(#"text-decoration="underline""#) }
    let xs = characters.map { String($0.column * Self.svgCellWidth) }.joined(separator: " ")
    // The baseline sits a quarter of a cell above the cell's bottom.
    let y = row * Self.svgCellHeight + Self.svgCellHeight * 3 / 4
    let text = characters.map { XMLText.escaped($0.text) }.joined()
    return #"<text x="\#(xs)" y="\#(y)" xml:space="preserve" \#(attributes.joined(separator: " "))>\#(text)</text>"#
  }

  /// `#rrggbb`: the colour's own `#RRGGBBAA` without its alpha, which
  /// the depth's colours and the terminal's do not carry.
  static func hex(_ color: RGBAColor) -> String {
    "#" + color.description.dropFirst().prefix(6).lowercased()
  }
}

extension CellStyle {
  /// Whether a text in this style and one in `other` can be one SVG text
  /// element (colours are compared after the depth, by the caller).
  fileprivate func sameText(as other: CellStyle) -> Bool {
    bold == other.bold && dim == other.dim && italic == other.italic && underline == other.underline
  }
}

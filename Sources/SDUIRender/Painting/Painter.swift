import SDUICore
import SDUIDocument
import SDUILayout

/// Draws laid-out render boxes into a cell grid: backgrounds, borders
/// (box drawing; rounded corners when the component has a corner radius,
/// dashed when it asks), text, controls and stand-ins. Scroll views and
/// clipped boxes cut their children at their edges.
struct Painter {
  /// Scroll offsets by scroll container id, in cells.
  var scrollOffsets: [String: Int] = [:]
  /// Whether empty texts draw as shaded placeholder blocks.
  var placeholders = false
  /// The focused component, which custom components are told about.
  var focusedID: String?
  /// What image components become, and where their pictures come from.
  var images = ImageDrawing.placeholder
  var pictures: (any PictureProviding)?
  /// Points per cell, for a picture's own size.
  var scale = LayoutScale.standard

  /// The colour of a field's error: Material's error red, which beagle-android's
  /// EditText uses, close to iOS's system red.
  static let errorColor = RGBAColor(red: 0xB0, green: 0x00, blue: 0x20)

  func paint(_ box: RenderBox, into grid: inout CellGrid) {
    paint(box, origin: .zero, clip: grid.bounds, into: &grid)
  }

  private func paint(_ box: RenderBox, origin: Point, clip: Rect, into grid: inout CellGrid) {
    let frame = box.layout.cellFrame
    let rect = Rect(
      column: origin.column + frame.origin.column, row: origin.row + frame.origin.row, width: frame.size.width,
      height: frame.size.height)
    guard box.layout.sharedStyle.style.isDisplayed else { return }
    let visible = rect.intersection(clip)

    if let direction = box.visual.line {
      let style = CellStyle(foreground: box.visual.border, dim: box.visual.border == nil)
      let length = direction == .horizontal ? rect.size.width : rect.size.height
      for index in 0..<max(0, length) {
        let point =
          direction == .horizontal
          ? Point(column: rect.origin.column + index, row: rect.origin.row)
          : Point(column: rect.origin.column, row: rect.origin.row + index)
        grid.write(direction == .horizontal ? "─" : "│", at: point, style: style, clip: clip)
      }
      return
    }
    if let background = box.visual.background, !visible.isEmpty { grid.fill(visible, background: background) }
    if box.visual.hasBorder { drawBorder(rect, visual: box.visual, clip: clip, into: &grid) }
    if case .frame(let type, _) = box.content {
      drawTitle(type, on: rect, style: CellStyle(dim: true), clip: clip, into: &grid)
    }
    if case .custom(let custom) = box.content, case .container(_, let frame?) = custom.component.kind,
      let title = frame.title
    {
      drawTitle(title, on: rect, style: CellStyle(bold: true), clip: clip, into: &grid)
    }
    let inset = box.visual.hasBorder ? 1 : 0
    // The whole inside lays the content out; only what is visible of it
    // is drawn, so text scrolled half out of view keeps its lines.
    let inner = Rect(
      column: rect.origin.column + inset, row: rect.origin.row + inset, width: rect.size.width - 2 * inset,
      height: rect.size.height - 2 * inset)
    let content = inner.intersection(clip)
    if case .custom(let custom) = box.content {
      // A custom component paints its own grid, cut to what is visible;
      // one larger than any terminal (a screen's size can be anything) is
      // not painted.
      guard inner.size.width > 0, inner.size.height > 0, Self.fitsAGrid(inner.size) else { return }
      var own = grid.region(inner)
      custom.component.paint(
        into: &own, in: Rect(origin: .zero, size: inner.size), focused: box.node.id == focusedID)
      grid.paste(own, at: inner.origin, clip: clip)
    } else if case .title(let title, let back, _) = box.content, let first = box.children.first {
      // A title runs up to the first navigation bar item, wherever the
      // layout put it.
      let itemsStart = rect.origin.column + first.layout.cellFrame.origin.column
      drawContent(
        .title(title, back: back, trailing: max(0, rect.maxColumn - itemsStart)), in: inner, clip: content,
        into: &grid)
    } else {
      drawContent(box.content, wrapped: box.wrappedText, in: inner, clip: content, into: &grid)
    }
    let childClip = box.visual.clips ? Self.contentArea(of: box, in: content).intersection(clip) : clip
    let childOrigin = Self.childOrigin(of: box, at: rect.origin, offsets: scrollOffsets)
    // A screen's title bar (its first child) goes over the content, which
    // may overflow into it: it is painted last.
    let titleBar = box.children.first.flatMap { $0.isTitleBar ? $0 : nil }
    for child in box.children.dropFirst(titleBar == nil ? 0 : 1)
    where Self.reaches(child, from: childOrigin, into: childClip) {
      paint(child, origin: childOrigin, clip: childClip, into: &grid)
    }
    if let titleBar, Self.reaches(titleBar, from: childOrigin, into: childClip) {
      paint(titleBar, origin: childOrigin, clip: childClip, into: &grid)
    }
    if box.visual.scrollAxis != nil, box.visual.showsScrollBar { drawIndicator(box, content: content, into: &grid) }
    // A pull-to-refresh that is refreshing shows it in the row it keeps
    // above its content, where the phones' spinner comes down.
    if box.visual.refreshing, !content.isEmpty {
      drawLines(["↻"], in: inner, alignment: .center, style: CellStyle(bold: true), clip: content, into: &grid)
    }
  }

  /// Whether anything in a box (itself or below, wherever children
  /// overflow to) can show inside `clip`: boxes out of view are skipped
  /// with everything in them.
  static func reaches(_ box: RenderBox, from origin: Point, into clip: Rect) -> Bool {
    let frame = box.layout.cellFrame
    let bounds = box.layout.subtreeBounds
    let placed = Rect(
      column: origin.column + frame.origin.column + bounds.origin.column,
      row: origin.row + frame.origin.row + bounds.origin.row, width: bounds.size.width, height: bounds.size.height)
    return !placed.intersection(clip).isEmpty
  }

  /// The part of a box's inside its children may draw in: without the
  /// column or row a scroll container keeps for its indicator.
  static func contentArea(of box: RenderBox, in content: Rect) -> Rect {
    switch box.visual.showsScrollBar ? box.visual.scrollAxis : nil {
    case .vertical?:
      Rect(origin: content.origin, size: Size(width: content.size.width - 1, height: content.size.height))
    case .horizontal?:
      Rect(origin: content.origin, size: Size(width: content.size.width, height: content.size.height - 1))
    case nil: content
    }
  }

  /// Where a box's children are placed from: its origin, moved back by
  /// its scroll offset when it scrolls.
  static func childOrigin(of box: RenderBox, at origin: Point, offsets: [String: Int]) -> Point {
    let offset = offsets[box.node.id] ?? 0
    switch box.visual.scrollAxis {
    case .vertical?: return Point(column: origin.column, row: origin.row - offset)
    case .horizontal?: return Point(column: origin.column - offset, row: origin.row)
    case nil: return origin
    }
  }

  /// A track and thumb along the far edge when the content overflows.
  private func drawIndicator(_ box: RenderBox, content: Rect, into grid: inout CellGrid) {
    let extent = box.contentExtent
    let viewport = box.viewportLength
    guard extent > viewport, viewport > 0, !content.isEmpty else { return }
    let offset = min(max(0, scrollOffsets[box.node.id] ?? 0), extent - viewport)
    let thumb = max(1, viewport * viewport / extent)
    let start = (viewport - thumb) * offset / max(1, extent - viewport)
    let visible = box.visual.scrollAxis == .horizontal ? content.size.width : content.size.height
    for index in 0..<min(viewport, visible) {
      let isThumb = index >= start && index < start + thumb
      let point =
        box.visual.scrollAxis == .horizontal
        ? Point(column: content.origin.column + index, row: content.maxRow - 1)
        : Point(column: content.maxColumn - 1, row: content.origin.row + index)
      grid.write(
        isThumb
          ? (box.visual.scrollAxis == .horizontal ? "━" : "┃") : (box.visual.scrollAxis == .horizontal ? "─" : "│"),
        at: point, style: CellStyle(dim: !isThumb), clip: content)
    }
  }

  /// Draws a box's content laid out in `rect`, its whole inside, where
  /// `clip` (the visible part of it) shows.
  private func drawContent(
    _ content: RenderBox.Content, wrapped: WrappedText? = nil, in rect: Rect, clip: Rect, into grid: inout CellGrid
  ) {
    guard !clip.isEmpty else { return }
    switch content {
    case .container:
      break
    case .text(let text, _) where text.isEmpty && placeholders:
      grid.write(
        String(repeating: "░", count: rect.size.width), at: rect.origin, style: CellStyle(dim: true), clip: clip)
    case .text(let text, let appearance):
      let style = CellStyle(foreground: appearance.color, bold: appearance.bold, dim: appearance.dim)
      let lines = wrapped?.lines(width: rect.size.width) ?? TextWrapping.lines(text, width: rect.size.width)
      let emphasis =
        appearance.emphasis.isEmpty ? nil : TextEmphasis.placed(appearance.emphasis, in: text, lines: lines)
      drawLines(
        lines, in: rect, alignment: appearance.alignment, style: style, clip: clip, emphasis: emphasis, into: &grid)
    case .button(let label, let enabled):
      // Too narrow, the label is cut and keeps its brackets: `[ Se… ]`.
      let clean = TerminalText.sanitized(label)
      let text =
        DisplayWidth.of(clean) + 4 <= rect.size.width || rect.size.width < 5
        ? TextWrapping.truncated("[ " + clean + " ]", width: rect.size.width)
        : "[ " + TextWrapping.truncated(clean, width: rect.size.width - 4) + " ]"
      drawLines(
        [text],
        in: Rect(
          column: rect.origin.column, row: rect.origin.row + (rect.size.height - 1) / 2, width: rect.size.width,
          height: 1), alignment: .center, style: CellStyle(bold: enabled, dim: !enabled), clip: clip, into: &grid)
    case .input(let value, let placeholder, let secure, let enabled, let error):
      if let error {
        let below = Rect(
          column: rect.origin.column, row: rect.origin.row + 1, width: rect.size.width, height: rect.size.height - 1)
        drawLines(
          TextWrapping.lines(error, width: below.size.width), in: below, alignment: .start,
          style: CellStyle(foreground: Self.errorColor), clip: clip, into: &grid)
      }
      let inner = max(0, rect.size.width - 2)
      // A secret shows a dot a character, as many as the field has room for.
      let shown =
        value.isEmpty ? placeholder : (secure ? String(repeating: "•", count: value.prefix(inner + 1).count) : value)
      grid.write("[", at: rect.origin, style: CellStyle(dim: !enabled), clip: clip)
      grid.write(
        TextWrapping.truncatedLine(shown, width: inner),
        at: Point(column: rect.origin.column + 1, row: rect.origin.row),
        style: CellStyle(dim: value.isEmpty || !enabled, underline: true), clip: rect.intersection(clip))
      grid.write(
        "]", at: Point(column: rect.maxColumn - 1, row: rect.origin.row), style: CellStyle(dim: !enabled), clip: clip)
    case .image(let image):
      paintImage(image, in: rect, clip: clip, into: &grid)
    case .title(let title, let back, let trailing):
      // The bar is drawn after the content and blanks its rows: content
      // that overflows upward (centred in too small a screen) goes under
      // it, as under a phone's navigation bar.
      for row in rect.origin.row..<rect.maxRow {
        grid.write(
          String(repeating: " ", count: max(0, rect.size.width)), at: Point(column: rect.origin.column, row: row),
          style: .plain, clip: clip)
      }
      drawLines(
        [(back ? "‹ " : "") + TerminalText.sanitized(title)],
        in: Rect(
          column: rect.origin.column + 1, row: rect.origin.row, width: max(0, rect.size.width - 2 - trailing),
          height: 1),
        alignment: .start, style: CellStyle(bold: true), clip: clip, into: &grid)
      if rect.size.height > 1 {
        grid.write(
          String(repeating: "─", count: rect.size.width),
          at: Point(column: rect.origin.column, row: rect.origin.row + 1), style: CellStyle(dim: true), clip: clip)
      }
    case .tabs(let titles, let selected):
      for (index, (label, columns)) in TabStrip.labels(titles).enumerated() {
        grid.write(
          label, at: Point(column: rect.origin.column + columns.lowerBound, row: rect.origin.row),
          style: CellStyle(bold: index == selected, dim: index != selected, underline: index == selected), clip: clip)
      }
    case .pageDots(let count, let current, let colors):
      let width = max(0, count * 2 - 1)
      let start = rect.origin.column + max(0, (rect.size.width - width) / 2)
      for index in 0..<count {
        let selected = index == current
        grid.write(
          selected ? "●" : "○", at: Point(column: start + index * 2, row: rect.origin.row),
          style: CellStyle(foreground: selected ? colors.selected : colors.unselected), clip: rect.intersection(clip))
      }
    case .custom:
      break
    case .frame(_, let label):
      if let label {
        drawLines(
          TextWrapping.lines(label, width: rect.size.width), in: rect, alignment: .start, style: .plain, clip: clip,
          into: &grid)
      }
    }
  }

  /// Writes lines top to bottom in `rect`, aligned, cut with `…` where too
  /// wide; the last line that fits ends in `…` when lines remain. Only
  /// what lies in `clip` is drawn.
  func drawLines(
    _ lines: [String], in rect: Rect, alignment: TextAppearance.Alignment, style: CellStyle, clip: Rect,
    emphasis: [[TextEmphasis?]]? = nil, into grid: inout CellGrid
  ) {
    // Only the rows the clip shows are drawn: a text of thousands of
    // lines in a scroll view shows a screenful of them.
    let first = max(0, clip.origin.row - rect.origin.row)
    let end = min(rect.size.height, lines.count, clip.maxRow - rect.origin.row)
    guard first < end else { return }
    for index in first..<end {
      let line = lines[index]
      var text = TextWrapping.truncated(line, width: rect.size.width)
      if index == rect.size.height - 1, lines.count > rect.size.height {
        text = TextWrapping.truncated(text + " …", width: rect.size.width)
      }
      let width = DisplayWidth.of(text)
      let offset =
        switch alignment {
        case .start: 0
        case .center: max(0, (rect.size.width - width) / 2)
        case .end: max(0, rect.size.width - width)
        }
      let start = Point(column: rect.origin.column + offset, row: rect.origin.row + index)
      grid.write(text, at: start, style: style, clip: rect.intersection(clip))
      if let parts = emphasis?[index] {
        emphasize(text, of: line, as: parts, from: start, clip: rect.intersection(clip), into: &grid)
      }
    }
  }

  /// Makes the characters of `line`, drawn at `start` as `text` (cut to
  /// the width), bold or italic as their parts are; those the cut changed
  /// (`…`) stay as they were.
  private func emphasize(
    _ text: String, of line: String, as parts: [TextEmphasis?], from start: Point, clip: Rect,
    into grid: inout CellGrid
  ) {
    var column = start.column
    var written = line.makeIterator()
    for (index, character) in text.enumerated() {
      let width = DisplayWidth.of(String(character))
      if written.next() == character, index < parts.count, let part = parts[index] {
        let cells = Rect(column: column, row: start.row, width: width, height: 1).intersection(clip)
        if !cells.isEmpty {
          grid.restyle(cells) { style in
            style.bold = style.bold || part.bold
            style.italic = style.italic || part.italic
          }
        }
      }
      column += width
    }
  }

  /// A frame's title on its top border, between its corners: cut with
  /// `…` to the frame, never drawn over its corners or past them.
  private func drawTitle(_ title: String, on rect: Rect, style: CellStyle, clip: Rect, into grid: inout CellGrid) {
    guard rect.size.width > 4, rect.size.height > 0 else { return }
    let room = Rect(column: rect.origin.column + 1, row: rect.origin.row, width: rect.size.width - 2, height: 1)
    let text = TextWrapping.truncated(" \(TerminalText.sanitized(title)) ", width: room.size.width)
    grid.write(text, at: room.origin, style: style, clip: room.intersection(clip))
  }

  func drawBorder(_ rect: Rect, visual: BoxVisual, clip: Rect, into grid: inout CellGrid) {
    grid.drawBox(
      rect, rounded: visual.rounded, dashed: visual.dashed, style: CellStyle(foreground: visual.border), clip: clip)
  }

}

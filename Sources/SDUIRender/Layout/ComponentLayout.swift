import SDUICore
import SDUIDocument
import SDUILayout

/// Turns a resolved component tree into render boxes with layout nodes:
/// the one place that knows what a text, a button or a text input needs
/// on a terminal. Unknown app components become labelled frames that keep
/// their children, except that one with an `onChange` and no children is
/// drawn as a text input.
package struct ComponentLayout {
  let dialect: Dialect
  package let scale: LayoutScale
  /// The screen size, which bounds any viewport.
  package var screen = Size(width: 80, height: 24)
  /// Scroll offsets by container id, for virtualized lists.
  var scrollOffsets: [String: Int] = [:]
  /// Whether there is a screen to go back to (the first screen has none).
  var canGoBack = false
  /// Whether empty texts take the room of a placeholder block (while the
  /// screen's first requests run).
  var placeholders = false
  /// The width of a placeholder block, in cells.
  static let placeholderWidth = 16
  /// Lazy lists (Nimbus `lazyColumn`/`lazyRow`, Beagle `listView`) longer
  /// than this build boxes only around their viewport.
  static let virtualizationThreshold = 64
  /// The app components the screen's libraries add.
  var customComponents: CustomComponents?
  /// Where what layout meets is said.
  var problems: LayoutProblems?
  /// The most of anything a count draws (page dots, tabs, a grid's
  /// columns): more than any terminal shows.
  package static let drawnCountLimit = 4096
  /// Boxes of the previous frames, reused for unchanged snapshots.
  package var cache: RenderCache?
  /// The pictures of image components; `nil` draws their stand-ins.
  var pictures: (any PictureProviding)?
  /// Gives a lazy list again with the items asked for made (see
  /// ``ScreenRenderer/render(_:dialect:scrollOffsets:cache:itemsSource:)``).
  var itemsSource: ((String, Range<Int>) -> ResolvedNode?)?

  package func build(_ given: ResolvedNode, parentIsRow: Bool = false) -> RenderBox {
    let node = given.lazyItems == nil ? given : withItemsShown(given)
    if let cached = cache?.box(for: node, inRow: parentIsRow, scrollOffsets: scrollOffsets) { return cached }
    var (style, visual) = dialect.layout.box(of: node, in: self, parentIsRow: parentIsRow)
    let content = self.content(of: node)
    var scrollDependencies: [String: Int] = [:]
    var children = childBoxes(node, style: &style, scrollDependencies: &scrollDependencies)
    switch content {
    case .title, .frame:
      break
    case .container:
      if let bar = titleBar(of: node) { children.insert(bar, at: 0) }
    default:
      break
    }
    if case .frame = content {
      style.border = Edges(all: 1)
      visual.hasBorder = true
    }
    if case .custom(let box) = content, case .container(let chosen, let frame) = box.component.kind {
      style = chosen
      if let frame {
        style.border = Edges(all: 1)
        visual.hasBorder = true
        visual.rounded = frame.rounded
      }
    }
    dialect.layout.adjustBox(of: node, style: &style, visual: &visual, in: self, parentIsRow: parentIsRow)
    if let axis = visual.scrollAxis {
      visual.clips = true
      style.overflow = .scroll
      // Keep the far column (or row) for the position indicator.
      if visual.showsScrollBar, axis == .vertical {
        style.padding.right = .points((style.padding.right.resolved(against: nil) ?? 0) + 1)
      } else if visual.showsScrollBar {
        style.padding.bottom = .points((style.padding.bottom.resolved(against: nil) ?? 0) + 1)
      }
      if axis == .vertical { style.minHeight = .points(0) } else { style.minWidth = .points(0) }
      for child in children { child.adjustStyle { $0.shrink = 0 } }
    }
    if case .container = content, children.isEmpty { Self.drawAsHairline(&style, &visual) }
    // A text is wrapped once for each width, by the layout and the painter.
    let wrapped: WrappedText? = if case .text(let text, _) = content { WrappedText(text) } else { nil }
    let layout = LayoutNode(
      label: node.id, sharedStyle: cache?.sharedStyle(style) ?? SharedFlexStyle(style),
      children: children.map(\.layout),
      measure: measure(for: content, wrapped: wrapped, hasChildren: !children.isEmpty))
    let box = RenderBox(
      node: node, layout: layout, content: content, visual: visual, children: children, builtInRow: parentIsRow,
      scrollDependencies: scrollDependencies, wrappedText: wrapped)
    cache?.remember(box)
    cache?.made(box)
    return box
  }

  private func childBoxes(
    _ node: ResolvedNode, style: inout FlexStyle, scrollDependencies: inout [String: Int]
  ) -> [RenderBox] {
    let isRow = style.direction.isRow
    if let isRow = virtualizedAxis(of: node) {
      scrollDependencies[node.id] = scrollOffsets[node.id] ?? 0
      return virtualized(node, isRow: isRow)
    }
    if let boxes = dialect.layout.childBoxes(of: node, in: self, isRow: isRow) { return boxes }
    return node.children.indices.map { build(node.children[$0], parentIsRow: isRow) }
  }

  /// Whether a list builds boxes only around its viewport, and along
  /// which axis (true: a row): Nimbus `lazyColumn`/`lazyRow`, Beagle
  /// `listView` and `gridView`, longer than ``virtualizationThreshold``.
  private func virtualizedAxis(of node: ResolvedNode) -> Bool? {
    guard (node.lazyItems?.total ?? node.children.count) > Self.virtualizationThreshold else { return nil }
    return dialect.layout.lazyListAxis(of: node)
  }

  /// How many items a line of a long list holds: a grid's span, else one.
  private func lineSpan(of node: ResolvedNode) -> Int {
    dialect.layout.itemsPerLine(of: node, in: self)
  }

  /// Line `index` of a long list whose children are items `made`: an
  /// item, or a grid's line of cells.
  private func line(_ index: Int, of node: ResolvedNode, made: Int, span: Int, isRow: Bool) -> RenderBox {
    let start = index * span - made
    let count = node.lazyItems?.total ?? node.children.count
    guard span > 1 else { return build(node.children[start], parentIsRow: isRow) }
    let end = start + min(span, count - index * span)
    let items = node.children[start..<end].map { build($0, parentIsRow: !isRow) }
    return gridLine(node, index: index, items: items, span: span, horizontal: isRow)
  }

  /// The lines of a long list in or near its viewport, and a line's
  /// length: each taken to be as long as the first one it holds
  /// (`measured`), or as the last frame found it.
  private func shownLines(of node: ResolvedNode, isRow: Bool, span: Int, measured: Bool = true) -> (
    range: Range<Int>, length: Int
  ) {
    let count = node.lazyItems?.total ?? node.children.count
    let lines = (count + span - 1) / span
    var length = cache?.itemLengths[node.id] ?? 1
    let whole = madeLines(node, span: span)
    if !whole.isEmpty, measured || cache?.itemLengths[node.id] == nil {
      let probe = line(whole.lowerBound, of: node, made: node.lazyItems?.first ?? 0, span: span, isRow: isRow)
      FlexLayout.calculate(
        probe.layout, width: isRow ? nil : Double(screen.width), height: isRow ? Double(screen.height) : nil)
      length = max(1, isRow ? probe.layout.cellFrame.size.width : probe.layout.cellFrame.size.height)
      cache?.itemLengths[node.id] = length
    }
    let viewport = isRow ? screen.width : screen.height
    let offset = scrollOffsets[node.id] ?? 0
    let first = min(lines, max(0, offset / length - 1))
    return (first..<min(lines, (offset + viewport) / length + 2), length)
  }

  /// The whole lines of a long list among items `made`.
  private func madeLines(_ node: ResolvedNode, span: Int) -> Range<Int> {
    let count = node.lazyItems?.total ?? node.children.count
    let made = node.lazyItems?.first ?? 0
    let end = made + node.children.count
    let upper = end == count ? (count + span - 1) / span : end / span
    return min((made + span - 1) / span, upper)..<upper
  }

  /// A lazy list whose items are made around what is shown, with the
  /// items it would show: itself when it holds them, else itself again
  /// from ``itemsSource`` with them and a quarter of a viewport's items on
  /// each side made.
  private func withItemsShown(_ node: ResolvedNode) -> ResolvedNode {
    guard let itemsSource, let lazyItems = node.lazyItems, let isRow = virtualizedAxis(of: node) else { return node }
    let span = lineSpan(of: node)
    let (shown, length) = shownLines(of: node, isRow: isRow, span: span, measured: false)
    guard shown.clamped(to: madeLines(node, span: span)) != shown else { return node }
    let margin = max(4, (isRow ? screen.width : screen.height) / length / 4)
    let lines = max(0, shown.lowerBound - margin)..<(shown.upperBound + margin)
    return itemsSource(node.id, lines.lowerBound * span..<min(lazyItems.total, lines.upperBound * span)) ?? node
  }

  /// A long list: boxes only for the lines (items, or a grid's lines)
  /// around the viewport, and spacers the length of the others. A list
  /// whose items are made around what is shown and still lacks some shows
  /// room for them.
  private func virtualized(_ node: ResolvedNode, isRow: Bool) -> [RenderBox] {
    let span = lineSpan(of: node)
    let count = node.lazyItems?.total ?? node.children.count
    let lines = (count + span - 1) / span
    let made = node.lazyItems?.first ?? 0
    let (shown, length) = shownLines(of: node, isRow: isRow, span: span)
    let available = shown.clamped(to: madeLines(node, span: span))
    let boxes = available.map { line($0, of: node, made: made, span: span, isRow: isRow) }
    return [spacer(node, "before", length: available.lowerBound * length, isRow: isRow)] + boxes
      + [spacer(node, "after", length: (lines - available.upperBound) * length, isRow: isRow)]
  }

  private func spacer(_ node: ResolvedNode, _ name: String, length: Int, isRow: Bool) -> RenderBox {
    var style = FlexStyle()
    style.shrink = 0
    if isRow { style.width = .points(Double(length)) } else { style.height = .points(Double(length)) }
    return syntheticBox(node, name, style: style, children: [])
  }

  /// A custom component made by its library; one that cannot be made is
  /// a frame that says why.
  func customContent(
    _ node: ResolvedNode, factory: CustomComponentFactory, components: CustomComponents
  ) -> RenderBox.Content {
    do {
      let (component, fallbacks) = try factory.component(for: node, context: components.context)
      for fallback in fallbacks {
        components.report(.propertyFallback(owner: node.type.written, fallback), about: node)
      }
      if case .textInput(let value, let placeholder, let secure) = component.kind {
        return .input(value: value, placeholder: placeholder, secure: secure, enabled: true)
      }
      return .custom(CustomComponentBox(component))
    } catch {
      components.report(.customComponentFailed(type: node.type.written, reason: "\(error)"), about: node)
      return .frame(type: node.type.written, label: "⚠ \(error.message)")
    }
  }

  /// A count property, 0 when absent or negative, at most
  /// ``drawnCountLimit`` (said once, at the property, when cut).
  package func drawnCount(_ node: ResolvedNode, _ name: String, default given: Int = 0) -> Int {
    let written = node.property(name).flatMap(Coercion.integer(from:)) ?? given
    guard written > Self.drawnCountLimit else { return max(0, written) }
    problems?.report(
      .budget(.countTooLarge(property: name, given: written, limit: Self.drawnCountLimit)), about: node, property: name)
    return Self.drawnCountLimit
  }

  /// A width offered to a measure function as whole cells: never below 0
  /// nor past ``FlexLayout/cellLimit``, whatever a degenerate tree offers.
  static func wholeCells(_ width: Double) -> Int {
    guard !width.isNaN else { return 0 }
    return Int(max(0, min(width, Double(FlexLayout.cellLimit))).rounded(.down))
  }

  /// Leaves measure their content in cells: text wraps by display width,
  /// one row per line; controls are one row.
  private func measure(for content: RenderBox.Content, wrapped: WrappedText?, hasChildren: Bool)
    -> LayoutNode.Measure?
  {
    switch content {
    case .text(let text, _) where text.isEmpty && placeholders:
      return { width, mode, _, _ in
        (mode == .exactly ? width : min(mode == .undefined ? .infinity : width, Double(Self.placeholderWidth)), 1)
      }
    case .text(let text, _):
      let wrapped = wrapped ?? WrappedText(text)
      return { width, mode, _, _ in
        let cells = mode == .undefined ? nil : Self.wholeCells(width)
        let measured = Double(wrapped.widest(width: cells))
        return (mode == .exactly ? width : measured, Double(wrapped.lines(width: cells).count))
      }
    case .button(let label, _):
      return { _, _, _, _ in (Double(DisplayWidth.of(TerminalText.sanitized(label)) + 4), 1) }
    case .input(let value, let placeholder, _, _, let error):
      return { width, mode, _, _ in
        let natural = Double(max(DisplayWidth.of(value), DisplayWidth.of(placeholder), 10) + 2)
        let fieldWidth = mode == .undefined ? natural : min(width, natural)
        guard let error else { return (fieldWidth, 1) }
        // The error wraps under the field, as wide as the field or the text.
        let errorWidth = Double(DisplayWidth.of(TerminalText.sanitized(error)))
        let shown = mode == .undefined ? max(fieldWidth, errorWidth) : min(width, max(fieldWidth, errorWidth))
        let lines = TextWrapping.lines(error, width: Self.wholeCells(shown))
        return (shown, Double(1 + lines.count))
      }
    case .image(let image):
      return imageMeasure(image)
    case .title(let title, let back, let trailing):
      return { _, _, _, _ in (Double(DisplayWidth.of(TerminalText.sanitized(title)) + (back ? 4 : 2) + trailing), 2) }
    case .tabs(let titles, _):
      let width = titles.reduce(0) { $0 + DisplayWidth.of(TerminalText.sanitized($1)) + 4 }
      return { _, _, _, _ in (Double(width), 1) }
    case .pageDots(let count, _, _):
      return { _, _, _, _ in (Double(max(0, count * 2 - 1)), count > 0 ? 1 : 0) }
    case .custom(let box):
      guard case .leaf = box.component.kind else { return nil }
      return { width, mode, _, _ in
        let size = box.component.measure(maxWidth: mode == .undefined ? nil : Self.wholeCells(width))
        return (mode == .exactly ? width : Double(size.width), Double(size.height))
      }
    case .frame(_, let label) where !hasChildren:
      return { _, _, _, _ in (Double(DisplayWidth.of(TerminalText.sanitized(label ?? "")) + 2), label == nil ? 0 : 1) }
    default:
      return nil
    }
  }
}

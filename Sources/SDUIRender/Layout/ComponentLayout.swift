import SDUICore
import SDUIDocument
import SDUILayout

/// Turns a resolved component tree into render boxes with layout nodes:
/// the one place that knows what a text, a button or a text input needs
/// on a terminal. Unknown app components become labelled frames that keep
/// their children, except that one with an `onChange` and no children is
/// drawn as a text input.
struct ComponentLayout {
  let dialect: Dialect
  let scale: LayoutScale
  /// The screen size, which bounds any viewport.
  var screen = Size(width: 80, height: 24)
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
  static let drawnCountLimit = 4096
  /// Boxes of the previous frames, reused for unchanged snapshots.
  var cache: RenderCache?
  /// The pictures of image components; `nil` draws their stand-ins.
  var pictures: (any PictureProviding)?
  /// Gives a lazy list again with the items asked for made (see
  /// ``ScreenRenderer/render(_:dialect:scrollOffsets:cache:itemsSource:)``).
  var itemsSource: ((String, Range<Int>) -> ResolvedNode?)?

  func build(_ given: ResolvedNode, parentIsRow: Bool = false) -> RenderBox {
    let node = given.lazyItems == nil ? given : withItemsShown(given)
    if let cached = cache?.box(for: node, inRow: parentIsRow, scrollOffsets: scrollOffsets) { return cached }
    var style =
      dialect == .beagle
      ? BeagleStyleMapping.flexStyle(node.property("style"), scale: scale, parentIsRow: parentIsRow)
      : NimbusLayoutMapping.flexStyle(node, parentIsRow: parentIsRow, scale: scale, memo: cache)
    var visual =
      dialect == .beagle ? BeagleStyleMapping.visual(node.property("style")) : NimbusLayoutMapping.visual(node)
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
    if dialect == .beagle, ["beagle:scrollview", "beagle:listview", "beagle:gridview"].contains(node.type.key) {
      let horizontal = Self.scrollsHorizontally(node)
      style.direction = horizontal ? .row : .column
      visual.scrollAxis = horizontal ? .horizontal : .vertical
      // beagle-android and beagle-ios hide the bar when these are false.
      let bar = node.property(node.type.key == "beagle:scrollview" ? "scrollBarEnabled" : "isScrollIndicatorVisible")
      visual.showsScrollBar = bar.flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? true
    }
    if dialect == .nimbus, ["layout:scrollview", "layout:lazycolumn", "layout:lazyrow"].contains(node.type.key) {
      let horizontal = style.direction.isRow
      visual.scrollAxis = horizontal ? .horizontal : .vertical
      // nimbus-layout-compose and -swiftui hide the indicator when it is false.
      visual.showsScrollBar =
        node.property("scrollIndicator").flatMap { Coercion.boolean(from: $0, dialect: .nimbus) } ?? true
      if horizontal == parentIsRow, style.basis == .auto, (horizontal ? style.width : style.height) == .auto {
        style.grow = max(style.grow, 1)
        style.shrink = 1
        style.basis = .points(0)
      }
    }
    if dialect == .beagle, ["beagle:pageview", "beagle:pulltorefresh"].contains(node.type.key) {
      // Both fill the space their parent leaves, so a swipe from the
      // screen's middle lands on them: beagle-ios sizes its pager to all
      // it is offered and wraps a pull-to-refresh's content in a scroll
      // view that grows; beagle-android grows the pager's container.
      style.grow = max(style.grow, 1)
    }
    if dialect == .beagle, node.type.key == "beagle:pageview", style.basis == .auto,
      (parentIsRow ? style.width : style.height) == .auto
    {
      // beagle-ios answers Yoga's measure with all it is offered, which
      // in a column sized by its content is the room above it, down to
      // the screen's end: a basis of the screen's length stands for it,
      // and the pager shrinks to what its siblings leave.
      style.basis = .points(Double(parentIsRow ? screen.width : screen.height))
      style.shrink = max(style.shrink, 1)
    }
    if dialect == .beagle, node.type.key == "beagle:pulltorefresh" {
      visual.refreshing =
        node.property("isRefreshing").flatMap { Coercion.boolean(from: $0, dialect: .beagle) } ?? false
      // A row above the content for the refresh mark, as the phones' spinner
      // comes down over the top of it.
      if visual.refreshing { style.padding.top = .points((style.padding.top.resolved(against: nil) ?? 0) + 1) }
    }
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
    return box
  }

  private func childBoxes(
    _ node: ResolvedNode, style: inout FlexStyle, scrollDependencies: inout [String: Int]
  ) -> [RenderBox] {
    let isRow = style.direction.isRow
    if dialect == .beagle, node.type.key == "beagle:pageview" {
      // One page at a time: the current one, within the pages there are
      // (a pager cannot show a page it does not have).
      let written = node.property("currentPage").flatMap(Coercion.integer(from:)) ?? 0
      let current = min(max(0, written), max(0, node.children.count - 1))
      return node.children.enumerated().map { index, page in
        let box = build(page, parentIsRow: isRow)
        box.adjustStyle { $0.isDisplayed = $0.isDisplayed && index == current }
        return box
      }
    }
    if let isRow = virtualizedAxis(of: node) {
      scrollDependencies[node.id] = scrollOffsets[node.id] ?? 0
      return virtualized(node, isRow: isRow)
    }
    if dialect == .beagle, node.type.key == "beagle:gridview" {
      return gridLines(node, horizontal: Self.scrollsHorizontally(node))
    }
    if dialect == .nimbus, node.type.key == "layout:stack" {
      return node.children.map { positioned($0) }
    }
    return node.children.indices.map { build(node.children[$0], parentIsRow: isRow) }
  }

  /// Whether a list builds boxes only around its viewport, and along
  /// which axis (true: a row): Nimbus `lazyColumn`/`lazyRow`, Beagle
  /// `listView` and `gridView`, longer than ``virtualizationThreshold``.
  private func virtualizedAxis(of node: ResolvedNode) -> Bool? {
    guard (node.lazyItems?.total ?? node.children.count) > Self.virtualizationThreshold else { return nil }
    switch (dialect, node.type.key) {
    case (.nimbus, "layout:lazycolumn"): return false
    case (.nimbus, "layout:lazyrow"): return true
    case (.beagle, "beagle:listview"), (.beagle, "beagle:gridview"): return Self.scrollsHorizontally(node)
    default: return nil
    }
  }

  /// How many items a line of a long list holds: a grid's span, else one.
  private func lineSpan(of node: ResolvedNode) -> Int {
    node.type.key == "beagle:gridview" ? gridSpan(node) : 1
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

  /// A Nimbus `positioned` child of a `stack`: an absolutely placed layer
  /// the size of the stack, aligning the child and offsetting it by x, y.
  private func positioned(_ node: ResolvedNode) -> RenderBox {
    let inner = build(node)
    guard node.type.key == "layout:positioned" else { return inner }
    let alignment = node.property("alignment")?.stringValue?.lowercased() ?? "topstart"
    var layer = FlexStyle()
    layer.positionType = .absolute
    layer.position = Edges(all: .points(0))
    layer.justifyContent =
      alignment.hasPrefix("bottom") ? .flexEnd : alignment.hasPrefix("center") ? .center : .flexStart
    layer.alignItems =
      alignment.hasSuffix("end")
      ? .flexEnd
      : alignment.hasSuffix("center") && alignment != "centerstart" || alignment == "center" ? .center : .flexStart
    let x = node.property("x").flatMap(Coercion.number(from:))?.doubleValue ?? 0
    let y = node.property("y").flatMap(Coercion.number(from:))?.doubleValue ?? 0
    inner.adjustStyle {
      $0.position.left = .points(x / scale.horizontal)
      $0.position.top = .points(y / scale.vertical)
    }
    let layerNode = LayoutNode(label: node.id + "/layer", style: layer, children: [inner.layout])
    var visual = BoxVisual()
    visual.clips = false
    return RenderBox(node: node, layout: layerNode, content: .container, visual: visual, children: [inner])
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
  func drawnCount(_ node: ResolvedNode, _ name: String, default given: Int = 0) -> Int {
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

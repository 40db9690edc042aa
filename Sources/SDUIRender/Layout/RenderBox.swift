import SDUICore
import SDUIDocument
import SDUILayout

/// A resolved component paired with its layout node and what to draw:
/// the tree the painter walks.
public final class RenderBox {
  /// What the painter draws inside the box.
  package enum Content: Equatable, Sendable {
    /// Only a background and border, around its children.
    case container
    /// Text, wrapped to the box.
    case text(String, TextAppearance)
    /// A button's label, shown `[ label ]`.
    case button(String, enabled: Bool)
    /// A text field: its value, else its placeholder, and the error shown
    /// under it (Beagle's `error` while `showError` is true).
    case input(value: String, placeholder: String, secure: Bool, enabled: Bool, error: String? = nil)
    /// An image: its picture, or a stand-in labelled by its accessibility
    /// label, id or URL.
    case image(ImageContent)
    /// A title bar, with the back affordance when the screen can go back,
    /// and the width its items (children at its end) take.
    case title(String, back: Bool, trailing: Int = 0)
    /// A row of tabs, the selected one marked.
    case tabs([String], selected: Int)
    /// Page dots, the current one filled, in the indicator's colours.
    case pageDots(count: Int, current: Int, colors: DotColors = DotColors())
    /// An app component no library knows: a frame named after its type,
    /// showing a text-like property.
    case frame(type: String, label: String?)
    /// An app's own component, drawn by its library.
    case custom(CustomComponentBox)
  }

  /// The component.
  public let node: ResolvedNode
  /// Its layout node; `cellFrame` holds its place after layout.
  public let layout: LayoutNode
  /// What to draw.
  package let content: Content
  /// Background, border and clipping.
  package let visual: BoxVisual
  /// The boxes inside it. A box keeps no link to the box it is in: a weak
  /// one made every retain of a box with children go through a side table;
  /// `RenderedFrame.ancestors(of:)` finds them when a key needs them.
  public let children: [RenderBox]
  /// Its layout style as the component asks, kept once a parent adjusts
  /// it (a scroll view's items do not shrink, a page view hides other
  /// pages); the layout node's shared style until then.
  private var ownStyle: SharedFlexStyle?
  /// Whether it was made for a row (Nimbus sizes depend on it).
  let builtInRow: Bool
  /// The scroll offsets it was made for, by list id: a long lazy list in
  /// it holds boxes only around the offset it had.
  let scrollDependencies: [String: Int]
  /// How many boxes there are in it, itself included.
  let subtreeCount: Int
  /// A text's lines at the widths the layout and the painter asked for.
  let wrappedText: WrappedText?

  package init(
    node: ResolvedNode, layout: LayoutNode, content: Content, visual: BoxVisual, children: [RenderBox],
    builtInRow: Bool = false, scrollDependencies: [String: Int] = [:], wrappedText: WrappedText? = nil
  ) {
    self.wrappedText = wrappedText
    self.node = node
    self.layout = layout
    self.content = content
    self.visual = visual
    self.children = children
    self.builtInRow = builtInRow
    var dependencies = scrollDependencies
    var count = 1
    for child in children {
      count += child.subtreeCount
      if !child.scrollDependencies.isEmpty { dependencies.merge(child.scrollDependencies) { first, _ in first } }
    }
    self.scrollDependencies = dependencies
    subtreeCount = count
  }

  /// Sets its layout style to its own with a parent's adjustment; the
  /// layout forgets its results only when that changes the style.
  package func adjustStyle(_ adjust: (inout FlexStyle) -> Void) {
    let own = ownStyle ?? layout.sharedStyle
    ownStyle = own
    var style = own.style
    adjust(&style)
    layout.style = style
  }

  /// How far the children reach along the scroll axis, from the content
  /// box's start, in cells.
  package var contentExtent: Int {
    let vertical = visual.scrollAxis != .horizontal
    let inset = visual.hasBorder ? 1 : 0
    return children.map { child in
      let frame = child.layout.cellFrame
      return (vertical ? frame.maxRow : frame.maxColumn) - inset
    }.max() ?? 0
  }

  /// Whether it is a pager, showing one child at a time (Beagle's page view).
  package var isPageView: Bool { visual.pages }

  /// The visible length of the content box along the scroll axis.
  package var viewportLength: Int {
    let frame = layout.cellFrame
    let inset = visual.hasBorder ? 2 : 0
    return max(0, (visual.scrollAxis == .horizontal ? frame.size.width : frame.size.height) - inset)
  }
}

/// A page indicator's colours: beagle-ios's `UIPageControl` tints unless
/// the screen gives `selectedColor` and `unselectedColor`.
package struct DotColors: Equatable, Sendable {
  /// The current page's dot.
  package var selected = RGBAColor(red: 0x80, green: 0x80, blue: 0x80)
  /// The other dots.
  package var unselected = RGBAColor(red: 0xD3, green: 0xD3, blue: 0xD3)

  /// The defaults.
  package init() {}
}

/// How text looks.
package struct TextAppearance: Equatable, Sendable {
  package enum Alignment: Sendable { case start, center, end }
  /// What a text drawn as a check box's or an option's line (`[x] Agree`)
  /// is to a screen reader: its words without the mark, and its state.
  package struct Toggle: Equatable, Sendable {
    package var label: String
    package var checked: Bool
    /// One choice of several (a radio button) rather than a check box.
    package var exclusive: Bool

    /// Creates the toggle a line stands for.
    package init(label: String, checked: Bool, exclusive: Bool) {
      self.label = label
      self.checked = checked
      self.exclusive = exclusive
    }
  }
  /// What a text drawn as a slider's line is to a screen reader.
  package struct Adjustable: Equatable, Sendable {
    package var label: String
    package var value: String

    /// Creates the slider a line stands for.
    package init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }
  package var color: RGBAColor?
  package var bold = false
  package var dim = false
  package var alignment: Alignment = .start
  /// Set when the text is a toggle's line.
  package var toggle: Toggle?
  /// Set when the text is a slider's line (`Guests ━●── 2`): its label
  /// and its value, as a screen reader reads them.
  package var adjustable: Adjustable?
  /// The parts of the text drawn bold or italic besides the whole.
  package var emphasis: [TextEmphasis] = []

  /// Creates an appearance.
  package init(color: RGBAColor? = nil, bold: Bool = false, dim: Bool = false, alignment: Alignment = .start) {
    self.color = color
    self.bold = bold
    self.dim = dim
    self.alignment = alignment
  }
}

/// The axis of a scroll container.
package enum ScrollAxis: Equatable, Sendable { case vertical, horizontal }

/// A box's background, border and clipping.
package struct BoxVisual: Equatable, Sendable {
  package var background: RGBAColor?
  package var border: RGBAColor?
  package var hasBorder = false
  package var rounded = false
  package var dashed = false
  /// Whether children are cut at the box's edges (scroll views, `clipped`).
  package var clips = false
  /// The axis a scroll container scrolls along, `nil` for other boxes.
  package var scrollAxis: ScrollAxis?
  /// Whether a scroll container draws its scroll bar (and keeps the far
  /// column or row for it): false when the screen turns it off.
  package var showsScrollBar = true
  /// Whether a pull-to-refresh shows that it is refreshing (`isRefreshing`).
  package var refreshing = false
  /// Whether the box is a pager: one child shown at a time, swiped along.
  package var pages = false
  /// Whether pulling the box down from its top refreshes it (`onPull`).
  package var pullsToRefresh = false
  /// Set when the box is a hairline, drawn as a line in the `border` color
  /// (`ComponentLayout.drawAsHairline(_:_:)`).
  package var line: LineDirection?

  /// No background, no border.
  package init() {}
}

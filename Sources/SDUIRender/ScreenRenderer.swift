import SDUICore
import SDUIDocument
import SDUILayout

/// Lays out and paints a resolved screen into a grid of a given size: the
/// frame both the headless `render` command and the terminal show.
///
/// ```swift
/// let frame = ScreenRenderer(size: Size(width: 80, height: 24)).render(root, dialect: .nimbus)
/// print(frame.grid.textDump)
/// ```
public struct ScreenRenderer: Sendable {
  /// The screen size in cells.
  public var size: Size
  /// Points per cell.
  public var scale: LayoutScale
  /// Whether the screen has one to go back to; its title bar then shows
  /// `‹` (unless `showBackButton` is false). The first screen has none.
  package var canGoBack: Bool
  /// Whether empty texts draw as shaded placeholder blocks: the skeleton a
  /// screen shows while the requests it sent on start have not answered.
  package var showsPlaceholders = false
  /// The app components the screen's libraries add.
  package var customComponents: CustomComponents?
  /// Where layout's problems go; `nil` drops them.
  package var problems: LayoutProblems?
  /// The focused component, which custom components are told about.
  public var focusedID: String?
  /// What image components become (`--images`).
  public var images = ImageDrawing.placeholder
  /// Where pictures come from when ``images`` draws them.
  public var pictures: (any PictureProviding)?
  /// Whether the root is as tall as what it holds rather than the
  /// screen's height (a dialog sized to its content); the grid is still
  /// the screen's size.
  package var fitsHeight = false

  /// The pictures the frame draws: none unless ``images`` asks for them.
  package var drawnPictures: (any PictureProviding)? { images.loadsPictures ? pictures : nil }

  /// Creates a renderer.
  public init(size: Size, scale: LayoutScale = .standard, canGoBack: Bool = false) {
    self.size = size
    self.scale = scale
    self.canGoBack = canGoBack
  }

  /// The frame for a resolved tree, scroll containers moved by
  /// `scrollOffsets` (cells, by component id), reusing the boxes `cache`
  /// kept from earlier frames where the tree has not changed.
  ///
  /// A lazy list whose items are made around what is shown
  /// (`ResolvedNode.lazyItems`) and lacks some it would show asks
  /// `itemsSource` for itself with those items (its id, and the items with
  /// a quarter of a viewport's margin on each side); without an answer it
  /// shows room for them.
  public func render(
    _ root: ResolvedNode, dialect: Dialect, scrollOffsets: [String: Int] = [:], cache: RenderCache? = nil,
    itemsSource: ((_ list: String, _ items: Range<Int>) -> ResolvedNode?)? = nil
  ) -> RenderedFrame {
    let cache = cache ?? RenderCache()
    var layout = ComponentLayout(
      dialect: dialect, scale: scale, screen: size, scrollOffsets: scrollOffsets, canGoBack: canGoBack)
    layout.placeholders = showsPlaceholders
    layout.customComponents = customComponents
    layout.problems = problems
    layout.pictures = drawnPictures
    layout.itemsSource = itemsSource
    cache.prepare(
      for: RenderCache.Context(
        dialect: dialect, scale: scale, screen: size, fitsHeight: fitsHeight, canGoBack: canGoBack,
        placeholders: showsPlaceholders,
        customComponents: customComponents.map(ObjectIdentifier.init), images: images,
        pictures: drawnPictures?.revision ?? 0))
    layout.cache = cache
    let box = layout.build(root)
    cache.prune(keeping: box)
    FlexLayout.calculate(
      box.layout, width: Double(size.width), height: fitsHeight ? nil : Double(size.height), keepingContent: true)
    cache.rememberFloors()
    var grid = CellGrid(size: size)
    Painter(
      scrollOffsets: scrollOffsets, placeholders: showsPlaceholders, focusedID: focusedID, images: images,
      pictures: drawnPictures, scale: scale
    ).paint(box, into: &grid)
    return RenderedFrame(grid: grid, root: box, scrollOffsets: scrollOffsets)
  }
}

/// A painted frame and the boxes it was painted from.
public struct RenderedFrame {
  /// The cells.
  public var grid: CellGrid
  /// The root render box, laid out; `nil` for a screen with no root.
  public var root: RenderBox?
  /// The scroll offsets it was drawn with.
  package var scrollOffsets: [String: Int] = [:]
  /// Where the root's box stands in the grid: the origin, unless the
  /// boxes were laid out in a part of it (a dialog over a screen).
  package var origin: Point = .zero

  /// A frame of `grid` painted from `root` with `scrollOffsets`.
  public init(grid: CellGrid, root: RenderBox?, scrollOffsets: [String: Int] = [:]) {
    self.grid = grid
    self.root = root
    self.scrollOffsets = scrollOffsets
  }

  /// Every component's border box in absolute cells, in pre-order:
  /// `{"width":W,"height":H,"nodes":[{"id","type","path","x","y","width","height"}]}`.
  package var layoutJSON: String {
    var nodes: [JSONValue] = []
    walkBoxes { box, rect, _ in
      if !box.node.type.written.hasPrefix("sdui:") && !box.layout.label.hasSuffix("/layer") {
        nodes.append([
          "id": JSONValue(.string(box.node.id)), "type": JSONValue(.string(box.node.type.written)),
          "path": JSONValue(.string(box.node.path.description)), "x": JSONValue(.number(.integer(rect.origin.column))),
          "y": JSONValue(.number(.integer(rect.origin.row))), "width": JSONValue(.number(.integer(rect.size.width))),
          "height": JSONValue(.number(.integer(rect.size.height))),
        ])
      }
      return true
    }
    let document: JSONValue = [
      "width": JSONValue(.number(.integer(grid.size.width))), "height": JSONValue(.number(.integer(grid.size.height))),
      "nodes": JSONValue(.array(nodes)),
    ]
    return document.jsonText + "\n"
  }

  /// Visits every box in pre-order with its border box in absolute cells
  /// (scroll offsets applied) and the scroll containers around it,
  /// outermost first; `body` returns false to skip a box's children.
  package func walkBoxes(_ body: (_ box: RenderBox, _ rect: Rect, _ scrollContainers: [RenderBox]) -> Bool) {
    var containers: [RenderBox] = []
    func visit(_ box: RenderBox, origin: Point) {
      let cell = box.layout.cellFrame
      let rect = Rect(
        column: origin.column + cell.origin.column, row: origin.row + cell.origin.row, width: cell.size.width,
        height: cell.size.height)
      guard body(box, rect, containers) else { return }
      let childOrigin = Painter.childOrigin(of: box, at: rect.origin, offsets: scrollOffsets)
      let scrolls = box.visual.scrollAxis != nil
      if scrolls { containers.append(box) }
      for child in box.children { visit(child, origin: childOrigin) }
      if scrolls { containers.removeLast() }
    }
    if let root { visit(root, origin: origin) }
  }

  /// The boxes around `box`, outermost first; empty for the root and for a
  /// box not in this frame.
  package func ancestors(of box: RenderBox) -> [RenderBox] {
    var path: [RenderBox] = []
    func find(_ current: RenderBox) -> Bool {
      if current === box { return true }
      path.append(current)
      for child in current.children where find(child) { return true }
      path.removeLast()
      return false
    }
    guard let root, find(root) else { return [] }
    return path
  }

  /// The scroll containers around `box` (itself excluded), innermost first.
  package func scrollContainers(around box: RenderBox) -> [RenderBox] {
    ancestors(of: box).reversed().filter { $0.visual.scrollAxis != nil }
  }
}

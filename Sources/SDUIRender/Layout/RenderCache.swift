import SDUICore
import SDUIDocument
import SDUILayout

/// Render boxes kept from one frame to the next, by the revision of the
/// resolved snapshot each was made from.
///
/// A session keeps a subtree's snapshot, and so its revision, until
/// something in it changes. So after a `setState` the next frame makes new
/// boxes only along the path to the change and reuses every other box with
/// its layout node, whose remembered layout results then spare the flex
/// engine the unchanged subtrees as well.
///
/// A box is reused only when it was made for the same kind of parent (row
/// or column) and for the same offsets of the long lazy lists inside it;
/// anything else that shapes boxes (dialect, scale, screen size, the back
/// affordance, placeholders, app components) starts the cache afresh.
///
/// ```swift
/// let cache = RenderCache()
/// let first = renderer.render(root, dialect: .nimbus, cache: cache)
/// let next = renderer.render(session.resolvedRoot!, dialect: .nimbus, cache: cache) // reuses boxes
/// ```
public final class RenderCache {
  struct Context: Equatable {
    var dialect: Dialect
    var scale: LayoutScale
    var screen: Size
    var fitsHeight = false
    var canGoBack: Bool
    var placeholders: Bool
    var customComponents: ObjectIdentifier?
    /// What images draw, and the pictures' revision: a picture that
    /// arrives changes its image's size.
    var images: ImageDrawing = .placeholder
    var pictures: UInt64 = 0
  }

  private var context: Context?
  private var boxes: [UInt64: RenderBox] = [:]
  /// Whether a snapshot fills an axis (Nimbus `expand`), by revision
  /// and axis.
  private var fills: [UInt64: Bool] = [:]
  /// One shared copy of each style in use.
  private var styles: [FlexStyle: SharedFlexStyle] = [:]
  /// The length of an item of each long list, by list id, as the last
  /// frame measured it.
  var itemLengths: [String: Int] = [:]
  /// The content floor each component made anew had in the last layout,
  /// by the hash of its id: a box made again for it starts from it, so
  /// that the layout along a change starts where the last one ended. A
  /// floor is only where a layout starts (the layout marks the floors
  /// again and lays out what moved), so two ids of one hash, or one id
  /// made twice by a template, cost a pass, never a wrong frame; a hash
  /// keeps the table small beside the tree.
  private var floors: [Int: Float] = [:]
  /// The boxes made for this frame, whose floors the layout is to give.
  private var made: [RenderBox] = []

  /// An empty cache.
  package init() {}

  /// Empties the cache when boxes are now made differently.
  func prepare(for context: Context) {
    guard context != self.context else { return }
    boxes.removeAll()
    fills.removeAll()
    itemLengths.removeAll()
    floors.removeAll()
    self.context = context
  }

  /// The box made from this snapshot for the same kind of parent and the
  /// same list offsets, if there is one.
  func box(for node: ResolvedNode, inRow: Bool, scrollOffsets: [String: Int]) -> RenderBox? {
    guard let revision = node.revision, let box = boxes[revision], box.builtInRow == inRow else { return nil }
    for (id, offset) in box.scrollDependencies where (scrollOffsets[id] ?? 0) != offset { return nil }
    return box
  }

  /// Keeps a box made from a session's snapshot.
  func remember(_ box: RenderBox) {
    if let revision = box.node.revision { boxes[revision] = box }
  }

  /// A box made anew: it starts from the floor the same component had in
  /// the last layout, and gives its own once laid out.
  func made(_ box: RenderBox) {
    if let floor = floors[box.node.id.hashValue] { box.layout.contentFloor = floor }
    made.append(box)
  }

  /// After the layout: the floors of the boxes made for it.
  func rememberFloors() {
    for box in made { floors[box.node.id.hashValue] = box.layout.contentFloor }
    made.removeAll()
  }

  /// The shared copy of a style, so that boxes with equal styles hold one.
  func sharedStyle(_ style: FlexStyle) -> SharedFlexStyle {
    if let shared = styles[style] { return shared }
    let shared = SharedFlexStyle(style)
    styles[style] = shared
    return shared
  }

  package func knownFill(of node: ResolvedNode, _ dimension: String) -> Bool? {
    node.revision.flatMap { fills[$0 &* 2 &+ (dimension == "width" ? 1 : 0)] }
  }

  package func rememberFill(of node: ResolvedNode, _ dimension: String, _ value: Bool) {
    if let revision = node.revision { fills[revision &* 2 &+ (dimension == "width" ? 1 : 0)] = value }
  }

  /// Forgets boxes no longer in the tree once they outnumber those in it.
  func prune(keeping root: RenderBox) {
    if fills.count > 4 * root.subtreeCount + 512 { fills.removeAll(keepingCapacity: true) }
    if floors.count > 4 * root.subtreeCount + 512 { floors.removeAll(keepingCapacity: true) }
    if styles.count > 4096 { styles.removeAll() }
    guard boxes.count > 2 * root.subtreeCount + 256 else { return }
    boxes.removeAll(keepingCapacity: true)
    var stack = [root]
    while let box = stack.popLast() {
      remember(box)
      stack.append(contentsOf: box.children)
    }
  }
}

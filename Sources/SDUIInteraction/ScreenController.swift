import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// The key model, shared by the interactive terminal and `render --keys`:
/// focus, activation, text entry and dialogs over a session, and the frame
/// that shows them.
///
/// Focusable are components with a press-like event, text inputs, and
/// app components that have events, where they can be seen: on the screen
/// or inside a scroll view that can bring them into view. Focus starts on the first in reading
/// order; `Tab`/`S-Tab` cycle; arrows move to the nearest in their
/// direction (and the cursor, inside a text input); `Enter`/`Space` run
/// `onPress`. A focused text input takes printable characters,
/// `Backspace`, `Delete`, `Home`, `End`, `C-u` and `C-w`, and runs
/// `onChange` on every edit. While a dialog is open it takes the keys
/// `KeyRouter` gives it. After each key, pending requests settle (up to ``settleTimeout``).
///
/// A key is routed against the frame on screen, and the screen is laid
/// out again only when something it is drawn from changed: one layout per
/// key, counted by ``layoutPasses``.
///
/// ```swift
/// let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 80, height: 24)))
/// print(controller.frame().grid.textDump)
/// await controller.handle(.enter)
/// print(controller.frame().grid.textDump)
/// ```
@MainActor
public final class ScreenController {
  /// What a focusable does.
  enum Role {
    /// Runs an event: its name (or path), on the focusable's own node or
    /// on `owner` (a navigation bar item's screen).
    case press(String, owner: String? = nil)
    case text, tabs(count: Int, selected: Int), scroll, custom(CustomComponentBox)
    /// A page view with nothing focusable on its page: the arrows turn it.
    case pages
    /// A dialog's trigger with nothing focusable in it: `Enter` opens it.
    case opensModal
  }

  struct Focusable {
    let box: RenderBox
    let rect: Rect
    let role: Role
  }

  /// The session driven.
  public let session: ScreenSession
  /// How frames are drawn.
  public var renderer: ScreenRenderer
  /// The id of the focused component.
  public internal(set) var focusedID: String?
  /// Seconds each key may wait for requests.
  public var settleTimeout: Double = 10

  var buffers: [String: TextBuffer] = [:]
  /// Pages turned and tabs chosen by keys, clicks or swipes, by component
  /// id: a page view's `currentPage` or a tab bar's `currentTab`, with the
  /// bound value they were chosen from. The component shows its choice
  /// until the screen sets the property to something else, as a phone's
  /// pager keeps the page a swipe showed and its tab bar the tab tapped.
  var choices: [String: Choice] = [:]
  /// Boxes kept between frames.
  let renderCache = RenderCache()
  /// The last laid-out frame with its focusables and what it was drawn
  /// from; it keeps the box tree alive while keys walk from a focused box
  /// to its scroll containers.
  var laidOut: LaidOutFrame?
  /// How many times the screen was laid out and painted.
  public private(set) var layoutPasses = 0
  /// Scroll offsets by scroll container id, in cells.
  package internal(set) var scrollOffsets: [String: Int] = [:]
  /// The list lengths at which each list's `onScrollEnd` last ran.
  var scrollEndLengths: [String: Int] = [:]
  var dialogFocus = 0
  var dialogCount = 0
  /// The dialogs of the screen's own components that are open (A2UI's
  /// Modal), the front one last.
  var openModals: [OpenModal] = []
  /// Boxes of the front dialog kept between frames.
  let modalCache = RenderCache()
  /// Where the front dialog of the screen's components is drawn.
  var modalOutline: Rect?

  /// Creates a controller over a started session.
  public init(session: ScreenSession, renderer: ScreenRenderer) {
    self.session = session
    self.renderer = renderer
    let problems = LayoutProblems(problems: session.environment.problems, document: session.screen.file)
    let components = CustomComponents(registry: session.registry, problems: problems) { [weak self] id, name, value in
      self?.run(name, on: id, value: value)
    }
    self.renderer.problems = problems
    if !components.isEmpty { self.renderer.customComponents = components }
  }

  // MARK: Frames

  /// The current frame: the screen with typed text, focus and any dialog.
  public func frame() -> RenderedFrame {
    let rendered = layout()
    var frame = rendered.frame
    if let focused = rendered.focusables.first(where: { $0.box.node.id == focusedID }) {
      let marked = Self.markedRect(of: focused)
      frame.grid.markFocus(marked, as: focusMark(for: focused))
      frame.grid.cursor = frame.grid.firstTextCell(in: Self.cursorArea(of: focused)) ?? marked.origin
      if case .text = focused.role, let buffer = buffers[focused.box.node.id] {
        showCaret(of: focused, buffer: buffer, in: &frame.grid)
      }
    }
    if let dialog = session.dialogs.first {
      DialogOverlay(dialog, in: frame.grid.size).draw(focusedButton: dialogFocus, into: &frame.grid)
    }
    return frame
  }

  /// The last frame laid out, which is the one on screen.
  var lastFrame: RenderedFrame? { laidOut?.frame }

  /// The screen laid out and painted, with its focusables in reading
  /// order: the frame on screen when nothing it is drawn from changed
  /// since, otherwise a new one.
  func layout() -> (frame: RenderedFrame, focusables: [Focusable]) {
    session.catchUp()
    guard let root = session.resolvedRoot else {
      laidOut = nil
      return (RenderedFrame(grid: CellGrid(size: renderer.size), root: nil), [])
    }
    var inputs = FrameInputs(of: self, root: root)
    if let laidOut, let inputs, laidOut.inputs == inputs { return (laidOut.frame, laidOut.focusables) }
    layoutPasses += 1
    renderer.focusedID = focusedID
    // Boxes worth keeping are in the render cache; letting go of the last
    // frame first means a frame built afresh never holds two trees.
    laidOut = nil
    modalOutline = nil
    // Lazy lists make the items the frame shows as it is built.
    var madeItems = false
    let itemsSource = { (list: String, items: Range<Int>) -> ResolvedNode? in
      guard self.session.showItems(items, ofList: list), let fresh = self.session.resolvedNode(id: list) else {
        return nil
      }
      madeItems = true
      return self.withTypedText(fresh)
    }
    var frame = renderer.render(
      withTypedText(root), dialect: session.dialect, scrollOffsets: scrollOffsets, cache: renderCache,
      itemsSource: itemsSource)
    // An open dialog of the screen's components is drawn over it and
    // takes the focus.
    if let modal = shownModal() { frame = modalFrame(modal, over: frame, itemsSource: itemsSource) }
    // The frame shows the tree as it is now, with those items.
    if madeItems, let now = session.resolvedRoot { inputs = FrameInputs(of: self, root: now) }
    let (focusables, inView) = focusables(in: frame)
    var drawnFrom = inputs
    if focusedID == nil || !focusables.contains(where: { $0.box.node.id == focusedID }) {
      // The focus goes to the first focusable in view (a long list builds
      // an item above its viewport, which the focus must not land on).
      focusedID = (focusables.first { inView.contains(ObjectIdentifier($0.box)) } ?? focusables.first)?.box.node.id
      // The frame was painted before the focus was known. Only an app
      // component paints itself differently when focused; for any other
      // the frame is the one the new focus would give.
      // (The rest of the inputs stay as they were before the layout: a
      // picture that arrived since is not in this frame's sizes.)
      if case .custom? = focusables.first(where: { $0.box.node.id == focusedID })?.box.content {
        drawnFrom = nil
      } else {
        drawnFrom?.focusedID = focusedID
      }
    }
    laidOut = LaidOutFrame(inputs: drawnFrom, frame: frame, focusables: focusables)
    return (frame, focusables)
  }

  func role(of box: RenderBox) -> Role? {
    let events = box.node.events
    switch box.content {
    case .input(_, _, _, let enabled, _):
      let readOnly = box.node.property("readOnly").flatMap { Coercion.boolean(from: $0, dialect: session.dialect) }
      return enabled && readOnly != true ? .text : nil
    // A disabled button is skipped by the focus and does nothing, as
    // Android's and iOS's disabled controls (beagle-android `Button.kt`
    // sets isEnabled, beagle-ios `isEnabled`).
    case .button(_, enabled: false): return nil
    case .button where box.navigationItemPress != nil:
      return box.navigationItemPress.map { .press($0.event, owner: $0.owner) }
    case .frame where events.contains("onChange"): return .text
    case .tabs(let titles, let selected) where !titles.isEmpty: return .tabs(count: titles.count, selected: selected)
    case .custom(let custom) where custom.component.isFocusable: return .custom(custom)
    default: break
    }
    if events.contains("onPress") { return .press("onPress") }
    if box.visual.scrollAxis != nil, box.contentExtent > box.viewportLength { return .scroll }
    if box.isPageView, box.node.children.count > 1 { return .pages }
    if session.dialect.layout.modalContent(of: box.node) != nil { return .opensModal }
    if case .frame = box.content, let first = events.first(where: { !["onInit", "onFocus", "onBlur"].contains($0) }) {
      return .press(first)
    }
    return nil
  }

  /// Scroll views, and containers over half the screen both ways, are
  /// marked by an edge; everything else in reverse video.
  private func focusMark(for focused: Focusable) -> CellGrid.FocusMark {
    if case .scroll = focused.role { return .edge }
    let screen = renderer.size
    let large = focused.rect.size.width * 2 > screen.width && focused.rect.size.height * 2 > screen.height
    return large ? .edge : .reverse
  }

  /// The tree with typed text as the inputs' values, turned pages as the
  /// page views' current pages and chosen tabs as the tab bars' current tabs. Only the nodes with such state and
  /// the nodes above them change; they lose their revision, since they no
  /// longer show a session's snapshot.
  func withTypedText(_ node: ResolvedNode) -> ResolvedNode {
    guard !buffers.isEmpty || !choices.isEmpty else { return node }
    var copy = node
    var changed = false
    if let choice = choice(of: node) {
      copy.properties.removeAll { $0.key == choice.property }
      copy.properties.append(JSONMember(key: choice.property, value: JSONValue(.number(.integer(choice.value)))))
      changed = true
    }
    if var buffer = buffers[node.id] {
      let bound = node.property("value").flatMap { Coercion.string(from: $0, dialect: session.dialect) } ?? ""
      if bound != buffer.bound {
        if bound != buffer.text { buffer = TextBuffer(text: bound, bound: bound) }
        buffer.bound = bound
        buffers[node.id] = buffer
      }
      copy.properties.removeAll { $0.key == "value" }
      copy.properties.append(JSONMember(key: "value", value: JSONValue(.string(buffer.text))))
      changed = true
    }
    for (index, child) in node.children.enumerated() {
      let typed = withTypedText(child)
      if typed.revision != child.revision || typed.revision == nil && typed != child {
        copy.children[index] = typed
        changed = true
      }
    }
    if changed { copy.revision = nil }
    return changed ? copy : node
  }
}

import SDUICore
import SDUILayout

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
/// `onChange` on every edit. While a dialog is open it takes every key.
/// After each key, pending requests settle (up to ``settleTimeout``).
@MainActor
public final class ScreenController {
  /// What a focusable does.
  enum Role { case press(String), text, tabs(count: Int, selected: Int), scroll, custom(CustomComponentBox) }

  struct Focusable {
    let box: RenderBox
    let rect: Rect
    let role: Role
  }

  struct TextBuffer {
    var text: String
    var cursor: Int
  }

  /// The session driven.
  public let session: ScreenSession
  /// How frames are drawn.
  public var renderer: ScreenRenderer
  /// The id of the focused component.
  public private(set) var focusedID: String?
  /// Seconds each key may wait for requests.
  public var settleTimeout: Double = 10
  /// Timeouts and other problems met while handling keys.
  public private(set) var warnings: [String] = []

  var buffers: [String: TextBuffer] = [:]
  /// Boxes kept between frames.
  let renderCache = RenderCache()
  /// The last laid-out frame; it keeps the box tree alive while keys
  /// walk from a focused box to its scroll containers.
  var lastFrame: RenderedFrame?
  /// Scroll offsets by scroll container id, in cells.
  public internal(set) var scrollOffsets: [String: Int] = [:]
  /// The list lengths at which each list's `onScrollEnd` last ran.
  var scrollEndLengths: [String: Int] = [:]
  var dialogFocus = 0
  var dialogCount = 0

  /// Creates a controller over a started session.
  public init(session: ScreenSession, renderer: ScreenRenderer) {
    self.session = session
    self.renderer = renderer
    let components = CustomComponents(registry: session.registry) { [weak self] id, name, value in
      self?.run(name, on: id, value: value)
    }
    if !components.isEmpty { self.renderer.customComponents = components }
  }

  // MARK: Frames

  /// The current frame: the screen with typed text, focus and any dialog.
  public func frame() -> RenderedFrame {
    let rendered = layout()
    var frame = rendered.frame
    if let focused = rendered.focusables.first(where: { $0.box.node.id == focusedID }) {
      frame.grid.restyle(focused.rect) { $0.reverse = true }
      if case .text = focused.role, let buffer = buffers[focused.box.node.id] {
        let cursor = Point(
          column: focused.rect.origin.column + 1 + min(buffer.cursor, max(0, focused.rect.size.width - 3)),
          row: focused.rect.origin.row)
        frame.grid.restyle(Rect(origin: cursor, size: Size(width: 1, height: 1))) { $0.reverse = false }
      }
    }
    if let dialog = session.dialogs.first {
      DialogOverlay(dialog, in: frame.grid.size).draw(focusedButton: dialogFocus, into: &frame.grid)
    }
    return frame
  }

  /// Lays out and paints the screen and finds its focusables in reading order.
  func layout() -> (frame: RenderedFrame, focusables: [Focusable]) {
    guard let root = session.resolvedRoot else {
      return (RenderedFrame(grid: CellGrid(size: renderer.size), root: nil), [])
    }
    renderer.focusedID = focusedID
    // Boxes worth keeping are in the render cache; letting go of the last
    // frame first means a frame built afresh never holds two trees.
    lastFrame = nil
    let frame = renderer.render(
      withTypedText(root), dialect: session.dialect, scrollOffsets: scrollOffsets, cache: renderCache)
    for problem in renderer.customComponents?.problems ?? [] where !warnings.contains(problem) {
      warnings.append(problem)
    }
    var found: [(Int, Focusable)] = []
    // Scroll views with something focusable inside them.
    var holdingFocusables: Set<ObjectIdentifier> = []
    let screen = Rect(origin: .zero, size: renderer.size)
    frame.walkBoxes { box, rect, scrollContainers in
      // What lies off the screen outside any scroll view can never be
      // seen or scrolled to, so it cannot take focus either.
      let reach = box.layout.subtreeBounds
      let placed = Rect(
        column: rect.origin.column + reach.origin.column, row: rect.origin.row + reach.origin.row,
        width: reach.size.width, height: reach.size.height)
      if placed.intersection(screen).isEmpty && scrollContainers.isEmpty { return false }
      if box.layout.sharedStyle.style.isDisplayed, let role = role(of: box), !rect.isEmpty {
        found.append((found.count, Focusable(box: box, rect: rect, role: role)))
        for container in scrollContainers { holdingFocusables.insert(ObjectIdentifier(container)) }
      }
      return true
    }
    lastFrame = frame
    // A scroll view takes focus only when nothing inside it can.
    found.removeAll { _, candidate in
      guard case .scroll = candidate.role else { return false }
      return holdingFocusables.contains(ObjectIdentifier(candidate.box))
    }
    let ordered = found.sorted {
      ($0.1.rect.origin.row, $0.1.rect.origin.column, $0.0) < ($1.1.rect.origin.row, $1.1.rect.origin.column, $1.0)
    }
    let focusables = ordered.map(\.1)
    if focusedID == nil || !focusables.contains(where: { $0.box.node.id == focusedID }) {
      focusedID = focusables.first?.box.node.id
    }
    return (frame, focusables)
  }

  func role(of box: RenderBox) -> Role? {
    let events = box.node.events
    switch box.content {
    case .input(_, _, _, let enabled): return enabled && box.node.property("readOnly")?.boolValue != true ? .text : nil
    case .frame where events.contains("onChange"): return .text
    case .tabs(let titles, let selected) where !titles.isEmpty: return .tabs(count: titles.count, selected: selected)
    case .custom(let custom) where custom.component.isFocusable: return .custom(custom)
    default: break
    }
    if events.contains("onPress") { return .press("onPress") }
    if box.visual.scrollAxis != nil, box.contentExtent > box.viewportLength { return .scroll }
    if case .frame = box.content, let first = events.first(where: { !["onInit", "onFocus", "onBlur"].contains($0) }) {
      return .press(first)
    }
    return nil
  }

  /// The resolved tree with each edited field showing its typed text.
  /// The tree with typed text as the inputs' values. Only the inputs with
  /// a buffer and the nodes above them change; they lose their revision,
  /// since they no longer show a session's snapshot.
  private func withTypedText(_ node: ResolvedNode) -> ResolvedNode {
    guard !buffers.isEmpty else { return node }
    var copy = node
    var changed = false
    if let buffer = buffers[node.id] {
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

  // MARK: Keys

  /// Handles one key, then lets its effects settle.
  public func handle(_ key: Key) async {
    if !session.dialogs.isEmpty {
      handleDialog(key)
    } else {
      let focusables = layout().focusables
      let focused = focusables.first { $0.box.node.id == focusedID }
      if case .text? = focused?.role, let focused, edit(focused, with: key) {
        // the edit handled the key
      } else if case .custom(let custom)? = focused?.role, custom.component.handle(key) {
        // the component handled the key
      } else if case .tabs(let count, let selected)? = focused?.role, let id = focusedID, key == .left || key == .right
      {
        let next = (selected + (key == .right ? 1 : count - 1)) % count
        if focused?.box.node.events.contains("onTabSelection") == true {
          run("onTabSelection", on: id, value: JSONValue(.number(.integer(next))))
        }
      } else {
        switch key {
        case .tab: moveFocus(in: focusables, by: 1)
        case .backTab: moveFocus(in: focusables, by: -1)
        case .up, .down, .left, .right:
          if case .scroll? = focused?.role, let focused, scrollFocused(focused.box, key) {
            break
          }
          if !moveFocus(in: focusables, toward: key) { scroll(key, around: focused) }
        case .pageUp, .pageDown, .home, .end: scroll(key, around: focused)
        case .enter, .space:
          if case .press(let event)? = focused?.role, let id = focusedID { run(event, on: id, value: nil) }
          if case .custom? = focused?.role, let id = focusedID, focused?.box.node.events.contains("onPress") == true {
            run("onPress", on: id, value: nil)
          }
        default: break
        }
      }
    }
    if await session.settle(timeout: .milliseconds(Int(settleTimeout * 1000))) {
      warnings.append("requests were still running \(settleTimeout) s after '\(key)'; they were cancelled")
    }
    if session.dialogs.count != dialogCount {
      dialogCount = session.dialogs.count
      dialogFocus = max(0, (session.dialogs.first?.buttons.count ?? 1) - 1)
    }
  }

  func run(_ event: String, on id: String, value: JSONValue?) {
    do {
      try session.trigger(event, on: id, value: value)
    } catch {
      warnings.append("\(error)")
    }
  }

  private func handleDialog(_ key: Key) {
    guard let dialog = session.dialogs.first else { return }
    let count = dialog.buttons.count
    switch key {
    case .tab, .right: dialogFocus = (dialogFocus + 1) % max(1, count)
    case .backTab, .left: dialogFocus = (dialogFocus + count - 1) % max(1, count)
    case .enter, .space: press(dialogFocus)
    case .escape: press(0)
    default: break
    }
  }

  private func press(_ index: Int) {
    do {
      try session.pressDialogButton(index)
    } catch {
      warnings.append("\(error)")
    }
  }

  /// Moves focus through the reading order, running `onBlur` and `onFocus`.
  func moveFocus(in focusables: [Focusable], by step: Int) {
    guard !focusables.isEmpty else { return }
    let current = focusables.firstIndex { $0.box.node.id == focusedID } ?? -step
    let next = ((current + step) % focusables.count + focusables.count) % focusables.count
    focus(focusables[next], from: focusables.first { $0.box.node.id == focusedID })
  }

  /// Moves focus to the nearest focusable in the arrow's direction;
  /// false when there is none.
  @discardableResult
  private func moveFocus(in focusables: [Focusable], toward key: Key) -> Bool {
    guard let current = focusables.first(where: { $0.box.node.id == focusedID }) else { return false }
    func center(_ rect: Rect) -> (Double, Double) {
      (Double(rect.origin.column) + Double(rect.size.width) / 2, Double(rect.origin.row) + Double(rect.size.height) / 2)
    }
    let (x, y) = center(current.rect)
    let best = focusables.filter { $0.box.node.id != focusedID }.compactMap { candidate -> (Focusable, Double)? in
      let (cx, cy) = center(candidate.rect)
      let (along, across): (Double, Double) =
        switch key {
        case .down: (cy - y, abs(cx - x))
        case .up: (y - cy, abs(cx - x))
        case .right: (cx - x, abs(cy - y))
        default: (x - cx, abs(cy - y))
        }
      return along > 0 ? (candidate, along + across * 2) : nil
    }.min { $0.1 < $1.1 }
    guard let best else { return false }
    focus(best.0, from: current)
    return true
  }

  func focus(_ next: Focusable, from previous: Focusable?) {
    guard next.box.node.id != previous?.box.node.id else { return }
    if let previous, previous.box.node.events.contains("onBlur") {
      run("onBlur", on: previous.box.node.id, value: textValue(previous.box))
    }
    focusedID = next.box.node.id
    scrollIntoView(next.box)
    if next.box.node.events.contains("onFocus") {
      run("onFocus", on: next.box.node.id, value: textValue(next.box))
    }
  }
}

import SDUICore
import SDUILayout
import SDUIRender

extension ScreenController {
  /// The ids of what takes the focus on the frame on screen: what a
  /// press, a click or typing acts on (Android's `clickable`).
  package var focusableIDs: Set<String> {
    Set(layout().focusables.map(\.box.node.id))
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
  func moveFocus(in focusables: [Focusable], toward key: Key) -> Bool {
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

extension ScreenController {
  /// Takes over what a person did on the same screen before it was read
  /// again (`--watch`, `--hot-reload`): the focus, the scroll offsets, the
  /// pages and tabs chosen, and the text typed into fields
  /// (``typedText(from:)``). An id the new screen lacks is passed over as
  /// it would be after any change of the screen.
  package func adoptView(from earlier: ScreenController) {
    focusedID = earlier.focusedID
    scrollOffsets = earlier.scrollOffsets
    choices = earlier.choices
    buffers = typedText(from: earlier)
  }

  /// The text typed into the earlier screen's fields, for the fields of
  /// this one that are the same: one whose id the JSON gave, found by it
  /// with the same type; one whose id the dialect made from its place,
  /// only when the two trees have the same shape (the same types in the
  /// same places), since another shape moves the made ids to other nodes.
  /// A field bound to a state keeps following it as before.
  private func typedText(from earlier: ScreenController) -> [String: TextBuffer] {
    guard !earlier.buffers.isEmpty, let now = session.resolvedRoot, let before = earlier.session.resolvedRoot else {
      return [:]
    }
    var nodesBefore: [String: ResolvedNode] = [:]
    var shapeBefore: [String] = []
    Self.walk(before) { node in
      nodesBefore[node.id] = node
      shapeBefore.append(Self.shape(of: node))
    }
    var nodesNow: [String: ResolvedNode] = [:]
    var shapeNow: [String] = []
    Self.walk(now) { node in
      nodesNow[node.id] = node
      shapeNow.append(Self.shape(of: node))
    }
    let sameShape = shapeBefore == shapeNow
    return earlier.buffers.filter { id, _ in
      guard let old = nodesBefore[id], let new = nodesNow[id], old.type.key == new.type.key else { return false }
      return old.authoredID != nil || sameShape
    }
  }

  private static func walk(_ node: ResolvedNode, _ visit: (ResolvedNode) -> Void) {
    visit(node)
    for child in node.children { walk(child, visit) }
  }

  /// A node's place in a tree's shape: its type and how many children it has.
  private static func shape(of node: ResolvedNode) -> String {
    "\(node.type.key)/\(node.children.count)"
  }
}

extension ScreenController {
  /// The focusables of a frame in reading order, and those wholly in view:
  /// what can be seen, or scrolled to inside a scroll view.
  func focusables(in frame: RenderedFrame) -> (focusables: [Focusable], inView: Set<ObjectIdentifier>) {
    var found: [(Int, Focusable)] = []
    // Scroll views with something focusable inside them.
    var holdingFocusables: Set<ObjectIdentifier> = []
    // Where each scroll view is, and the focusables wholly in view.
    var scrollRects: [ObjectIdentifier: Rect] = [:]
    var inView: Set<ObjectIdentifier> = []
    let screen = Rect(origin: .zero, size: renderer.size)
    frame.walkBoxes { box, rect, scrollContainers in
      if box.visual.scrollAxis != nil { scrollRects[ObjectIdentifier(box)] = rect }
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
        let view = scrollContainers.reduce(screen) { $0.intersection(scrollRects[ObjectIdentifier($1)] ?? $0) }
        if view.intersection(rect) == rect { inView.insert(ObjectIdentifier(box)) }
      }
      return true
    }
    // A scroll view, a page view or a dialog's trigger takes focus only
    // when nothing inside it can (a page view's other pages are hidden:
    // what is inside it is on its page).
    let all = found.map(\.1)
    found.removeAll { _, candidate in
      switch candidate.role {
      case .scroll: holdingFocusables.contains(ObjectIdentifier(candidate.box))
      case .pages, .opensModal:
        all.contains { $0.box !== candidate.box && candidate.rect.contains($0.rect.origin) }
      default: false
      }
    }
    let ordered = found.sorted {
      ($0.1.rect.origin.row, $0.1.rect.origin.column, $0.0) < ($1.1.rect.origin.row, $1.1.rect.origin.column, $1.0)
    }
    return (ordered.map(\.1), inView)
  }
}

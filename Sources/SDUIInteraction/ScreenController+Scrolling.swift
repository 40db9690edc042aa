import SDUILayout
import SDUIRender

extension ScreenController {
  /// Scrolls the scroll container around the focus (or the first one on
  /// the screen): arrows by a cell, pages by the viewport less one,
  /// `Home`/`End` to the ends. Pages and ends skip horizontal containers
  /// inside a vertical one.
  func scroll(_ key: Key, around focused: Focusable?) {
    // The containers that may scroll, innermost first.
    var containers = focused.map { lastFrame?.scrollContainers(around: $0.box) ?? [] } ?? []
    if case .scroll? = focused?.role, let focused { containers.insert(focused.box, at: 0) }
    if containers.isEmpty, let first = firstScrollContainer() { containers = [first] }
    // Pages and ends are vertical: from a horizontal list they move the
    // vertical container around it, when there is one.
    if [.pageUp, .pageDown, .home, .end].contains(key) {
      let outer = containers.drop { $0.visual.scrollAxis == .horizontal }
      if !outer.isEmpty { containers = Array(outer) }
    }
    guard let container = containers.first else { return }
    let vertical = container.visual.scrollAxis != .horizontal
    let viewport = container.viewportLength
    let limit = max(0, container.contentExtent - viewport)
    let id = container.node.id
    let current = scrollOffsets[id] ?? 0
    let page = max(1, viewport - 1)
    let next: Int =
      switch key {
      case .up where vertical, .left where !vertical: current - 1
      case .down where vertical, .right where !vertical: current + 1
      case .pageUp: current - page
      case .pageDown: current + page
      case .home: 0
      case .end: limit
      default: current
      }
    scrollOffsets[id] = min(max(0, next), limit)
  }

  /// Scrolls a focused scroll view by a line along its axis; false at its
  /// edge (or for the other axis), so the arrow moves focus instead.
  func scrollFocused(_ container: RenderBox, _ key: Key) -> Bool {
    let vertical = container.visual.scrollAxis != .horizontal
    let step: Int =
      switch key {
      case .up where vertical, .left where !vertical: -1
      case .down where vertical, .right where !vertical: 1
      default: 0
      }
    let id = container.node.id
    let limit = max(0, container.contentExtent - container.viewportLength)
    let current = scrollOffsets[id] ?? 0
    let next = min(max(0, current + step), limit)
    guard step != 0, next != current else { return false }
    scrollOffsets[id] = next
    return true
  }

  /// Moves the scroll containers around a box so that the box is visible.
  func scrollIntoView(_ box: RenderBox) {
    var start = box.layout.cellFrame.origin
    var size = box.layout.cellFrame.size
    for container in (lastFrame?.ancestors(of: box) ?? []).reversed() {
      if let axis = container.visual.scrollAxis {
        let id = container.node.id
        let inset = container.visual.hasBorder ? 1 : 0
        let viewport = container.viewportLength
        let position = (axis == .vertical ? start.row : start.column) - inset
        let length = axis == .vertical ? size.height : size.width
        var offset = scrollOffsets[id] ?? 0
        if position < offset { offset = position }
        if position + length > offset + viewport { offset = position + length - viewport }
        scrollOffsets[id] = min(max(0, offset), max(0, container.contentExtent - viewport))
        start = container.layout.cellFrame.origin
        size = container.layout.cellFrame.size
      } else {
        start = Point(
          column: start.column + container.layout.cellFrame.origin.column,
          row: start.row + container.layout.cellFrame.origin.row)
      }
    }
  }

  func firstScrollContainer() -> RenderBox? {
    func find(_ box: RenderBox?) -> RenderBox? {
      guard let box else { return nil }
      if box.visual.scrollAxis != nil { return box }
      for child in box.children {
        if let found = find(child) { return found }
      }
      return nil
    }
    return find(layout().frame.root)
  }

  /// Runs the `onScrollEnd` of every list whose end is in view, once for
  /// each length the list has (Beagle's paging: reaching the end asks for
  /// more, and an empty list asks for its first page), as the last frame
  /// drawn shows them. Returns whether any ran.
  package func reachScrollEnds() -> Bool {
    if lastFrame == nil { _ = layout() }
    var ends: [String] = []
    lastFrame?.walkBoxes { box, _, _ in
      guard box.node.events.contains("onScrollEnd") else { return true }
      let id = box.node.id
      let atEnd = box.contentExtent <= (scrollOffsets[id] ?? 0) + box.viewportLength + 1
      let length = box.node.lazyItems?.total ?? box.node.children.count
      if atEnd, scrollEndLengths[id] != length {
        scrollEndLengths[id] = length
        ends.append(id)
      }
      return true
    }
    for id in ends { run("onScrollEnd", on: id, value: nil) }
    return !ends.isEmpty
  }
}

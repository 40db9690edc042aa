import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

extension ScreenController {
  /// A page turned or a tab chosen on the terminal: the property it sets,
  /// its value, and the bound value it was chosen from.
  struct Choice {
    let property: String
    let value: Int
    let bound: Int
  }

  /// The choice a page view or tab bar shows, while the screen's bound
  /// value is still the one it was made from; `nil` otherwise.
  func choice(of node: ResolvedNode) -> Choice? {
    guard let choice = choices[node.id] else { return nil }
    let bound = node.property(choice.property).flatMap(Coercion.integer(from:)) ?? 0
    guard bound == choice.bound else {
      choices[node.id] = nil
      return nil
    }
    return choice
  }

  /// Chooses a value of a page view's `currentPage` or a tab bar's
  /// `currentTab`, and runs the event the phone runs with it.
  func choose(_ value: Int, of node: ResolvedNode, property: String, event: String) {
    let bound = session.resolvedNode(id: node.id)?.property(property).flatMap(Coercion.integer(from:)) ?? 0
    choices[node.id] = Choice(property: property, value: value, bound: bound)
    if node.events.contains(event) { run(event, on: node.id, value: JSONValue(.number(.integer(value)))) }
  }

  /// Turns a page view by `step` pages, as a swipe does on the phone: the
  /// page changes (within the pages it has) and `onPageChange` runs with
  /// the new page's index (beagle-android's `PageView` page listener,
  /// beagle-ios's `pageViewController` delegate). False at either end.
  @discardableResult
  func turnPage(of box: RenderBox, by step: Int) -> Bool {
    let node = box.node
    let count = node.children.count
    let written = node.property("currentPage").flatMap(Coercion.integer(from:)) ?? 0
    let current = min(max(0, written), max(0, count - 1))
    let next = min(max(0, current + step), count - 1)
    guard count > 1, next != current else { return false }
    choose(next, of: node, property: "currentPage", event: "onPageChange")
    return true
  }

  /// The innermost page view around a box in the frame on screen, the box
  /// itself included.
  func pageView(around box: RenderBox) -> RenderBox? {
    guard let frame = lastFrame else { return nil }
    return ([box] + frame.ancestors(of: box).reversed()).first(where: \.isPageView)
  }

  /// The innermost box of a kind under a cell of the frame on screen.
  func innermost(at point: Point, where matches: (RenderBox) -> Bool) -> RenderBox? {
    var found: RenderBox?
    layout().frame.walkBoxes { box, rect, _ in
      guard rect.contains(point), box.layout.sharedStyle.style.isDisplayed else { return false }
      if matches(box) { found = box }
      return true
    }
    return found
  }

  /// A swipe from one cell to another, as a flow's `swipe` or a drag
  /// does: sideways over a page view turns its page (a swipe to the left
  /// shows the next one); down from the top of a `pullToRefresh` runs its
  /// `onPull`; otherwise it scrolls what is under the start as the wheel
  /// would, by the swipe's length.
  package func swipe(from start: Point, to end: Point) {
    let across = end.column - start.column
    let down = end.row - start.row
    if abs(across) > abs(down) * 2 {
      if let pager = innermost(at: start, where: \.isPageView) {
        turnPage(of: pager, by: across < 0 ? 1 : -1)
        return
      }
      wheel(-across, at: start)
      return
    }
    if down > 0, let refresh = innermost(at: start, where: \.isPullToRefresh), isAtTop(refresh, at: start) {
      pull(refresh)
      return
    }
    wheel(-down, at: start)
  }

  /// Whether the scroll containers under a cell inside a pull-to-refresh
  /// are all at their start, so that a pull down would overscroll.
  private func isAtTop(_ refresh: RenderBox, at point: Point) -> Bool {
    var atTop = true
    var inside = false
    layout().frame.walkBoxes { box, rect, _ in
      guard rect.contains(point) else { return false }
      if box === refresh { inside = true }
      if inside, box.visual.scrollAxis == .vertical, (scrollOffsets[box.node.id] ?? 0) > 0 { atTop = false }
      return true
    }
    return atTop
  }

  /// Runs a pull-to-refresh's `onPull`, as pulling its content down at the
  /// top does on the phone, and scrolls what it holds back to the top.
  func pull(_ refresh: RenderBox) {
    guard refresh.node.events.contains("onPull") else { return }
    var pending = [refresh]
    while let next = pending.popLast() {
      scrollOffsets[next.node.id] = nil
      pending.append(contentsOf: next.children)
    }
    run("onPull", on: refresh.node.id, value: nil)
  }

  /// The first pull-to-refresh on the frame with an `onPull`, in
  /// pre-order, when what it holds is scrolled to its top.
  func firstPullToRefresh() -> RenderBox? {
    var found: RenderBox?
    layout().frame.walkBoxes { box, _, _ in
      if found == nil, box.isPullToRefresh, box.node.events.contains("onPull") { found = box }
      return found == nil
    }
    guard let found else { return nil }
    var pending = [found]
    while let next = pending.popLast() {
      if (scrollOffsets[next.node.id] ?? 0) > 0 { return nil }
      pending.append(contentsOf: next.children)
    }
    return found
  }

  /// The pull-to-refresh around a box, when every scroll container between
  /// them is at its top: where `Up` with nowhere to go pulls.
  func pullToRefresh(around box: RenderBox) -> RenderBox? {
    guard let frame = lastFrame else { return nil }
    for ancestor in [box] + frame.ancestors(of: box).reversed() {
      if ancestor.isPullToRefresh { return ancestor }
      if ancestor.visual.scrollAxis == .vertical, (scrollOffsets[ancestor.node.id] ?? 0) > 0 { return nil }
    }
    return nil
  }
}

extension RenderBox {
  /// Whether pulling it down from its top refreshes it (a Beagle pull-to-refresh).
  var isPullToRefresh: Bool { visual.pullsToRefresh }
}

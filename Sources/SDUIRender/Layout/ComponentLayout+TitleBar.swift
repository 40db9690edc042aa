import SDUICore
import SDUIDocument
import SDUILayout

extension ComponentLayout {
  /// The id and type of the box a navigation bar item becomes.
  static let navigationItemType = QualifiedName("sdui:navigationBarItem")
  /// The event path of a navigation bar item's press, on its screen node.
  static func navigationItemEvent(_ index: Int) -> String { "navigationBar.navigationBarItems.\(index).onPress" }

  /// A screen's title bar: its title, the back affordance, and its
  /// items (a Beagle `navigationBar`'s) as buttons at its end, as
  /// beagle-android's toolbar menu and beagle-ios's bar button items show
  /// them. `nil` for other nodes and for a screen with neither a title nor
  /// items.
  func titleBar(of node: ResolvedNode) -> RenderBox? {
    guard let chrome = dialect.layout.screenChrome(of: node) else { return nil }
    let items = navigationItems(chrome.items, of: node)
    guard chrome.title != nil || !items.isEmpty else { return nil }
    var style = FlexStyle()
    style.height = .points(2)
    style.alignSelf = .stretch
    style.shrink = 0
    style.direction = .row
    style.alignItems = .flexStart
    style.padding.right = .points(1)
    let bar = ResolvedNode(
      type: QualifiedName("sdui:titleBar"), id: node.id + "/title", properties: [], events: [], children: [],
      isRegistered: true)
    let showsBack = chrome.showsBackButton
    let trailing = items.reduce(0) { $0 + Int($1.layout.sharedStyle.style.basis.resolved(against: nil) ?? 0) + 1 }
    // The title keeps its room (up to half the screen); the items take the
    // rest from the end, narrowing to `[ … ]` when they must, and what
    // does not fit runs off the end, never over the title.
    let title = DisplayWidth.of(TerminalText.sanitized(chrome.title ?? ""))
    let back = canGoBack && showsBack
    style.padding.left = .points(Double(min(title + (back ? 4 : 2), max(8, screen.width / 2))))
    items.first?.adjustStyle { $0.margin.left = .auto }
    return RenderBox(
      node: bar, layout: LayoutNode(label: bar.id, style: style, children: items.map(\.layout)),
      content: .title(chrome.title ?? "", back: back, trailing: trailing), visual: BoxVisual(),
      children: items)
  }

  /// A screen's bar items, each a button labelled by its text, or, when
  /// it shows a picture (which a terminal cannot), by its accessibility
  /// label, its text or the picture's name.
  private func navigationItems(_ items: [ScreenChrome.Item], of node: ResolvedNode) -> [RenderBox] {
    items.prefix(Self.drawnCountLimit).enumerated().map { index, item in
      let text = item.text
      let label = item.label
      // An image item is labelled by its accessibility label, its text, or
      // the name of its picture: what the icon would say.
      let shown =
        item.hasPicture
        ? [label, text, item.picture, "?"].compactMap { $0 }.first { !$0.isEmpty } ?? "?"
        : (text.isEmpty ? label ?? "" : text)
      let itemNode = ResolvedNode(
        type: Self.navigationItemType,
        id: node.id + "/navigationBarItems/\(index)",
        properties: [
          JSONMember(key: "owner", value: JSONValue(.string(node.id))),
          JSONMember(key: "event", value: JSONValue(.string(Self.navigationItemEvent(index)))),
          JSONMember(key: "text", value: JSONValue(.string(text))),
          JSONMember(key: "accessibilityLabel", value: label.map { JSONValue(.string($0)) } ?? .null),
          JSONMember(key: "id", value: item.id),
        ], events: [], children: [], isRegistered: true)
      var style = FlexStyle()
      style.basis = .points(Double(DisplayWidth.of(TerminalText.sanitized(shown)) + 4))
      style.minWidth = .points(5)
      style.height = .points(1)
      style.shrink = 1
      style.margin.left = .points(1)
      return RenderBox(
        node: itemNode, layout: LayoutNode(label: itemNode.id, style: style), content: .button(shown, enabled: true),
        visual: BoxVisual(), children: [])
    }
  }
}

extension RenderBox {
  /// Whether it is a screen's title bar, which is painted over the content.
  var isTitleBar: Bool { node.type.key == "sdui:titlebar" }

  /// Where a title bar at `rect` draws its back button, the `‹` before
  /// the title; `nil` for a bar without one and for any other box.
  package func backButton(in rect: Rect) -> Rect? {
    guard case .title(_, back: true, _) = content, rect.size.width > 2, rect.size.height > 0 else { return nil }
    return Rect(column: rect.origin.column + 1, row: rect.origin.row, width: 1, height: 1)
  }

  /// A navigation bar item's press: the event's path on its screen's node.
  package var navigationItemPress: (owner: String, event: String)? {
    guard node.type == ComponentLayout.navigationItemType, let owner = node.property("owner")?.stringValue,
      let event = node.property("event")?.stringValue
    else { return nil }
    return (owner, event)
  }
}

extension RenderedFrame {
  /// Where the screen's title bar draws its back button, in the
  /// frame's cells; `nil` when it shows none (the first screen, or
  /// `showBackButton: false`).
  package var backButtonRect: Rect? {
    var found: Rect?
    walkBoxes { box, rect, _ in
      if found == nil { found = box.backButton(in: rect) }
      return found == nil
    }
    return found
  }
}

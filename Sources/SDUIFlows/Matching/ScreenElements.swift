import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime

/// One thing on the screen a flow can find and tap.
package struct ScreenElement: Sendable, Hashable {
  /// Its whole text, as Android's view hierarchy gives it: a text's, a
  /// button's label, a field's value (dots for a password); empty for a
  /// container or an image.
  package var text: String
  /// A field's placeholder (Android's `hintText`).
  package var hintText: String?
  /// Its accessibility label (Android's content description).
  package var accessibilityText: String?
  /// The id the screen's JSON gave the component; `nil` for a generated
  /// one and for text read off the frame.
  package var id: String?
  /// The component's id as the engine knows it: a list item's with its
  /// suffix (`remove:3`), a generated one (`nimbus:7`).
  package var instanceID: String?
  /// Its visible part, in the frame's cells.
  package var rect: Rect
  package var enabled: Bool
  package var focused: Bool
  /// Whether the text is the component's own (a text, a button, a field),
  /// not that of the children of a container found by its id; only these
  /// answer a text or a regex.
  package var showsOwnText: Bool
  /// Whether a tap at its center does something (a button, a field, a
  /// touchable around it); `tapOn` prefers these among equal matches.
  package var takesTap: Bool = false
  /// Its place in ``ScreenElements/components``, and that of the element
  /// it is in; `nil` for the root and for text read off the frame.
  package var position: Int?
  package var parent: Int?
  /// Its laid-out size in cells, hidden parts included.
  package var size = Size(width: 0, height: 0)
  /// A checkbox's or a tab's state, where the component has one.
  package var checked: Bool?
  package var selected: Bool?
  /// What it is: the component's type (`beagle:button`), or what the app
  /// draws (`sdui:dialogButton`).
  package var type = ""
  /// Whether it takes a press, a click or typing itself (Android's `clickable`).
  package var clickable = false
  /// A container with no id of its own: an element only for selectors that
  /// name neither a text nor an id (`containsChild:`, a size).
  package var isAnonymousContainer = false
  /// What a screen reader says of it; `nil` for what it passes through
  /// (a container with no label, a field's error, which the field reads).
  package var spoken: SpokenElement?
  /// Whether the screen hides it from screen readers (Beagle's
  /// `accessible: false`).
  package var isHiddenFromScreenReaders = false

  /// The cell a tap clicks: the middle of the visible part.
  package var center: Point {
    Point(column: rect.origin.column + rect.size.width / 2, row: rect.origin.row + rect.size.height / 2)
  }
}

/// What a flow sees of the app: the front screen's components that are
/// in view, and the frame's text for what the app itself draws (dialogs,
/// error views, the stack under a presented page).
struct ScreenElements {
  /// The front screen's components in view, in pre-order.
  let components: [ScreenElement]
  /// The frame, as the terminal shows it.
  let grid: CellGrid
  /// Points per cell, for sizes in points.
  let scale: LayoutScale

  @MainActor
  init(of app: TerminalApp) {
    let grid = app.compose()
    self.grid = grid
    scale = app.options.scale
    var found: [ScreenElement] = []
    if let controller = app.controller, !(app.navigator.current?.isFailed ?? false) {
      let origin = app.frontRect.origin
      let screen = Rect(origin: .zero, size: app.frontRect.size)
      let focusedID = controller.focusedID
      let focusable = controller.focusableIDs
      var clips: [ObjectIdentifier: Rect] = [:]
      // The boxes whose children are being visited, outermost first: each
      // box's element and how many of its children are still to come (the
      // walk is in pre-order, and it visits every child of a box it enters).
      var open: [(element: Int, childrenLeft: Int)] = []
      controller.frame().walkBoxes { box, rect, scrollContainers in
        while let last = open.last, last.childrenLeft == 0 { open.removeLast() }
        let parent = open.last?.element
        if !open.isEmpty { open[open.count - 1].childrenLeft -= 1 }
        var visible = rect.intersection(screen)
        for container in scrollContainers {
          if let clip = clips[ObjectIdentifier(container)] { visible = visible.intersection(clip) }
        }
        if box.visual.scrollAxis != nil { clips[ObjectIdentifier(box)] = visible }
        guard !visible.isEmpty else { return false }
        let absolute = Rect(
          origin: Point(column: visible.origin.column + origin.column, row: visible.origin.row + origin.row),
          size: visible.size)
        var element = Self.element(for: box, in: absolute, grid: grid)
        element.focused = !box.node.id.isEmpty && box.node.id == focusedID
        element.takesTap = controller.takesClick(at: element.center.relative(to: origin))
        element.clickable = focusable.contains(box.node.id)
        // The back button comes before the title it stands left of, in the bar's parent as on Android.
        if let back = box.backButton(in: rect), case let shown = back.intersection(screen), !shown.isEmpty {
          let cell = Rect(
            origin: Point(column: shown.origin.column + origin.column, row: shown.origin.row + origin.row),
            size: shown.size)
          found.append(Self.backButton(at: cell, parent: parent, position: found.count))
        }
        element.position = found.count
        element.parent = parent
        element.size = rect.size
        element.spoken = box.spokenElement(
          text: grid.text(in: absolute), activates: element.clickable && Self.activates(box))
        element.isHiddenFromScreenReaders = box.node.isAccessibilityHidden
        // A tab bar is read tab by tab: its titles follow as elements.
        if case .tabs = box.content { element.spoken = nil }
        found.append(element)
        if !box.children.isEmpty { open.append((found.count - 1, box.children.count)) }
        if let error = Self.errorElement(of: box, field: element) {
          var error = error
          error.position = found.count
          found.append(error)
        }
        if case .tabs(let titles, let selected) = box.content {
          let row = Point(column: rect.origin.column + origin.column, row: absolute.origin.row)
          found += Self.tabs(titles, selected: selected, in: element, at: row, first: found.count)
        }
        return true
      }
    }
    for drawn in app.drawnElements { found.append(Self.drawnElement(drawn, position: found.count)) }
    components = found
  }

  /// A box's element: its whole text, hint and accessibility text,
  /// whether it is enabled, whether the text is its own, and its states.
  private static func element(for box: RenderBox, in rect: Rect, grid: CellGrid) -> ScreenElement {
    var element = ScreenElement(
      text: "", id: box.node.authoredID, rect: rect, enabled: true, focused: false, showsOwnText: true)
    element.instanceID = box.node.id
    element.type = box.node.type.written
    element.accessibilityText = box.node.accessibilityLabel
    switch box.content {
    case .text(let text, let appearance):
      // A check box's or an option's text is its label, its mark the
      // state (a phone's CheckBox draws the box, its text is the label).
      element.text = appearance.toggle?.label ?? appearance.adjustable?.label ?? text
      if let toggle = appearance.toggle { element.checked = toggle.checked }
    case .button(let label, let enabled):
      element.text = label
      element.enabled = enabled
      if box.navigationItemPress != nil {
        // A navigation bar item: its text, its label, and the id it was given.
        element.text = box.node.property("text")?.stringValue ?? label
        element.accessibilityText = box.node.property("accessibilityLabel")?.stringValue
        element.id = box.node.property("id")?.stringValue
      }
    case .input(let value, let placeholder, let secure, let enabled, _):
      element.text = secure ? String(repeating: "•", count: value.count) : value
      element.hintText = placeholder.isEmpty ? nil : placeholder
      element.enabled = enabled
    case .title(let title, _, _): element.text = title
    case .frame(_, let label): element.text = label ?? ""
    case .image: element.text = ""
    case .custom(let custom):
      element.text = grid.text(in: rect)
      element.checked = custom.component.isChecked
      element.selected = custom.component.isSelected
    case .container, .tabs, .pageDots:
      element.showsOwnText = false
      element.isAnonymousContainer = box.node.authoredID == nil && element.accessibilityText == nil
    }
    return element
  }

  /// A field's error under it (beagle-ios's validation label), an element
  /// inside the field's.
  private static func errorElement(of box: RenderBox, field: ScreenElement) -> ScreenElement? {
    guard case .input(_, _, _, _, let error?) = box.content, field.rect.size.height > 1 else { return nil }
    var element = ScreenElement(
      text: error, id: nil,
      rect: Rect(
        column: field.rect.origin.column, row: field.rect.origin.row + 1, width: field.rect.size.width,
        height: field.rect.size.height - 1), enabled: true, focused: false, showsOwnText: true)
    element.parent = field.position
    element.size = element.rect.size
    element.type = "sdui:inputError"
    return element
  }

  /// The title bar's back button: Android's "Navigate up" (its content
  /// description) and iOS's "Back" (its label), which a tap presses
  /// (docs/decisions.md).
  private static func backButton(at rect: Rect, parent: Int?, position: Int) -> ScreenElement {
    var element = ScreenElement(
      text: "Back", id: nil, rect: rect, enabled: true, focused: false, showsOwnText: true)
    element.accessibilityText = "Navigate up"
    element.takesTap = true
    element.clickable = true
    element.type = "sdui:backButton"
    element.spoken = SpokenElement(role: .button, label: "Back")
    element.position = position
    element.parent = parent
    element.size = rect.size
    return element
  }

  /// Whether a press on the box runs something of its own (a touchable, a
  /// navigation bar item, an unknown component's event), so that a screen
  /// reader reads it as a button.
  private static func activates(_ box: RenderBox) -> Bool {
    if box.visual.scrollAxis != nil || box.isPageView { return false }
    switch box.content {
    case .container, .frame, .custom, .button, .text: return true
    default: return false
    }
  }

  /// An element the app draws itself (a dialog's or the error view's
  /// texts and buttons), at the frame's cells.
  private static func drawnElement(_ drawn: DrawnElement, position: Int) -> ScreenElement {
    var element = ScreenElement(
      text: drawn.text, id: nil, rect: drawn.rect, enabled: true, focused: false, showsOwnText: true)
    element.takesTap = drawn.isButton
    element.clickable = drawn.isButton
    element.type = drawn.isButton ? "sdui:button" : "sdui:text"
    element.spoken = SpokenElement(role: drawn.isButton ? .button : .text, label: drawn.text)
    element.position = position
    element.size = drawn.rect.size
    return element
  }

  /// A tab bar's titles, each an element that a tap selects.
  private static func tabs(
    _ titles: [String], selected: Int, in bar: ScreenElement, at origin: Point, first: Int
  ) -> [ScreenElement] {
    let tabs = TabStrip.labels(titles).enumerated().compactMap { index, tab -> ScreenElement? in
      let rect = Rect(
        origin: Point(column: origin.column + tab.columns.lowerBound, row: origin.row),
        size: Size(width: tab.columns.count, height: 1)
      ).intersection(bar.rect)
      guard !rect.isEmpty else { return nil }
      var element = ScreenElement(
        text: titles[index], id: nil, rect: rect, enabled: true, focused: false, showsOwnText: true)
      element.takesTap = true
      element.clickable = true
      element.type = "sdui:tab"
      element.parent = bar.position
      element.size = rect.size
      element.selected = index == selected
      element.spoken = SpokenElement(
        role: .tab, label: titles[index],
        states: (index == selected ? ["selected"] : []) + ["\(index + 1) of \(titles.count)"])
      return element
    }
    // Their places follow the bar's, for the titles in view only.
    return tabs.enumerated().map { offset, tab in
      var tab = tab
      tab.position = first + offset
      return tab
    }
  }

  /// The elements inside the one at `position`, at any depth.
  func descendants(of position: Int) -> [ScreenElement] {
    var inside: Set<Int> = [position]
    var found: [ScreenElement] = []
    for element in components.dropFirst(position + 1) {
      guard let parent = element.parent, inside.contains(parent), let own = element.position else { break }
      inside.insert(own)
      found.append(element)
    }
    return found
  }
}

extension Point {
  fileprivate func relative(to origin: Point) -> Point {
    Point(column: column - origin.column, row: row - origin.row)
  }
}

extension String {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

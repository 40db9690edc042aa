import SDUILayout
import SDUIRender
import SDUIRuntime

/// The screen as a screen reader reads it, swiping from element to
/// element: one line an element in reading order, with its role, label,
/// state and heading level (`heading 1, Sign in`, `text field, Email,
/// "ann@"`, `button, Sign in, focused`). It reads the elements that flows
/// and `hierarchy` find; what a screen reader passes through (containers
/// with no label, elements marked `accessible: false`) has no line, and a
/// touchable reads its contents as one, as TalkBack reads a clickable
/// group.
///
/// ```swift
/// print(ScreenOutline(of: app).text)
/// ```
package struct ScreenOutline {
  /// The lines, in reading order.
  package let lines: [String]

  /// The outline of what the app shows now.
  @MainActor
  package init(of app: TerminalApp) {
    self.init(ScreenElements(of: app).components)
  }

  /// The outline of a list of elements in pre-order.
  init(_ elements: [ScreenElement]) {
    var lines: [String] = []
    // The element read as one with everything inside it: a button.
    var readWhole: Set<Int> = []
    for element in elements {
      if let parent = element.parent, readWhole.contains(parent) {
        if let position = element.position { readWhole.insert(position) }
        continue
      }
      guard let spoken = element.spoken, !element.isHiddenFromScreenReaders else { continue }
      if element.clickable, Self.readsContentsAsOne(spoken.role), let position = element.position {
        readWhole.insert(position)
      }
      lines.append(spoken.spoken(withLevel: true) + (element.focused ? ", focused" : ""))
    }
    self.lines = lines
  }

  /// Whether a focusable element of the role is read with its contents
  /// as one (a touchable, a labelled heading), as TalkBack reads a
  /// clickable group; a scroll view's or a page view's contents are read
  /// one by one.
  private static func readsContentsAsOne(_ role: SpokenElement.Role) -> Bool {
    ![.scrollView, .pageView, .textField, .tab].contains(role)
  }

  /// One element a line.
  package var text: String {
    lines.isEmpty ? "(nothing a screen reader reads)\n" : lines.joined(separator: "\n") + "\n"
  }
}

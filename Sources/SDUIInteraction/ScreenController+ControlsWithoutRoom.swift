import SDUILayout
import SDUIRender

extension ScreenController {
  /// The controls of the frame on screen that the layout gave no column
  /// or no row, with their boxes in absolute cells: presses, text inputs,
  /// tabs and app components that take the focus, displayed (scroll and
  /// page views, which the terminal alone focuses, are not controls). The
  /// focus passes over them and nothing of them shows: what `check`'s
  /// target size rule reports.
  package var controlsWithoutRoom: [(box: RenderBox, rect: Rect)] {
    var found: [(box: RenderBox, rect: Rect)] = []
    layout().frame.walkBoxes { box, rect, _ in
      guard box.layout.sharedStyle.style.isDisplayed else { return false }
      if rect.isEmpty, role(of: box)?.isControl == true { found.append((box, rect)) }
      return true
    }
    return found
  }
}

extension ScreenController.Role {
  /// Whether the focusable is a control a screen puts there, rather than
  /// a scroll or page view the terminal lets the focus reach.
  var isControl: Bool {
    switch self {
    case .press, .text, .tabs, .custom, .opensModal: true
    case .scroll, .pages: false
    }
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime

/// One thing on the screen a flow can find and tap.
package struct ScreenElement: Sendable, Hashable {
  /// What it shows: a text, a button's label, a field's value or placeholder.
  package var text: String
  /// The component's id; `nil` for text read off the frame.
  package var id: String?
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

  @MainActor
  init(of app: TerminalApp) {
    let grid = app.compose()
    self.grid = grid
    var found: [ScreenElement] = []
    if let controller = app.controller, !(app.navigator.current?.isFailed ?? false) {
      let origin = app.frontRect.origin
      let screen = Rect(origin: .zero, size: app.frontRect.size)
      let focusedID = controller.focusedID
      var clips: [ObjectIdentifier: Rect] = [:]
      controller.frame().walkBoxes { box, rect, scrollContainers in
        var visible = rect.intersection(screen)
        for container in scrollContainers {
          if let clip = clips[ObjectIdentifier(container)] { visible = visible.intersection(clip) }
        }
        if box.visual.scrollAxis != nil { clips[ObjectIdentifier(box)] = visible }
        guard !visible.isEmpty else { return false }
        let absolute = Rect(
          origin: Point(column: visible.origin.column + origin.column, row: visible.origin.row + origin.row),
          size: visible.size)
        if let (text, enabled, own) = Self.text(of: box, in: absolute, grid: grid) {
          var element = ScreenElement(
            text: text, id: box.node.id, rect: absolute, enabled: enabled, focused: box.node.id == focusedID,
            showsOwnText: own)
          element.takesTap = controller.takesClick(at: element.center.relative(to: origin))
          found.append(element)
        }
        return true
      }
    }
    components = found
  }

  /// What a box shows, whether it is enabled and whether the text is its
  /// own; `nil` for a container with no id.
  private static func text(of box: RenderBox, in rect: Rect, grid: CellGrid) -> (String, Bool, Bool)? {
    switch box.content {
    case .text(let text, _): return (text, true, true)
    case .button(let label, let enabled): return (label, enabled, true)
    case .input(let value, let placeholder, let secure, let enabled):
      let shown = value.isEmpty ? placeholder : secure ? String(repeating: "•", count: value.count) : value
      return (shown, enabled, true)
    case .title(let title, _): return (title, true, true)
    case .frame(let type, let label): return (label ?? type, true, true)
    case .image(let image): return (image.label, true, true)
    case .custom: return (Self.read(grid, in: rect), true, true)
    case .container, .tabs, .pageDots:
      return box.node.id.isEmpty ? nil : (Self.read(grid, in: rect), true, false)
    }
  }

  /// The text of a rectangle of the frame, rows joined by spaces.
  static func read(_ grid: CellGrid, in rect: Rect) -> String {
    var rows: [String] = []
    for row in rect.origin.row..<rect.maxRow {
      var line = ""
      for column in rect.origin.column..<rect.maxColumn where !grid[column, row].isContinuation {
        line += grid[column, row].text
      }
      rows.append(line.trimmingSpaces)
    }
    return rows.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Each row of the frame as text, with the column of every character.
  var rows: [(text: String, columns: [Int])] {
    (0..<grid.size.height).map { row in
      var text = ""
      var columns: [Int] = []
      for column in 0..<grid.size.width where !grid[column, row].isContinuation {
        for character in grid[column, row].text {
          text.append(character)
          columns.append(column)
        }
      }
      return (text, columns)
    }
  }

  /// The frame's texts, cut where two spaces or a line or block glyph
  /// (borders, scroll bars, pictures: U+2500-U+259F) part them: candidates
  /// for "did you mean" when nothing matches.
  var frameTexts: [String] {
    rows.flatMap { row in
      let text = String(row.text.map { ("\u{2500}"..."\u{259F}").contains($0) ? " " : $0 })
      return text.split(separator: "  ").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
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

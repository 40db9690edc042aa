import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// The `demo` library that `sdui-term` registers, written with the public
/// extension API exactly as an app would: a card container, a rating a
/// person sets with the arrows, a checkbox, a badge, a toast action and an
/// initials operation.
public enum DemoLibrary {
  /// The library.
  public static let library = UILibrary("demo")
    .addComponent("card", Card.self)
    .addComponent("rating", Rating.self, children: .none)
    .addComponent("badge", Badge.self, children: .none)
    .addComponent("checkbox", Checkbox.self, children: .none)
    .addAction("toast", Toast.self)
    .addOperation("initials", Initials.self)

  /// A framed column with a title.
  struct Card: TerminalComponent, Decodable {
    var title: String?

    var kind: TerminalComponentKind {
      var style = FlexStyle()
      style.padding = Edges(left: .points(1), top: .points(0), right: .points(1), bottom: .points(0))
      return .container(style, frame: ContainerFrame(title: title))
    }
  }

  /// `★★★☆☆`; focused, Left and Right change it through `onChange`.
  struct Rating: TerminalComponent, Decodable {
    var value: Int
    @SDUI.Default<Five> var max: Int
    @SDUI.StatefulEvent var onChange: ComponentEvent.WithValue<Int>

    enum Five: DefaultValue { static let value = 5 }

    var isFocusable: Bool { true }

    /// The stars drawn: `max`, from none to as many as a row can hold.
    private var stars: Int { Swift.max(0, Swift.min(max, 4096)) }

    func measure(maxWidth: Int?) -> Size { Size(width: stars, height: 1) }

    func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
      let filled = Swift.max(0, Swift.min(value, stars))
      let stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: self.stars - filled)
      grid.write(stars, at: rect.origin, style: CellStyle(bold: focused), clip: rect)
    }

    func handle(_ key: Key) -> Bool {
      switch key {
      case .left where value > 0: onChange(value - 1)
      case .right where value < max: onChange(value + 1)
      case .left, .right: break
      default: return false
      }
      return true
    }
  }

  /// `[x] label`; `Enter`, `Space` or a click toggles it through
  /// `onChange`. A flow's `checked:` selector reads its state.
  struct Checkbox: TerminalComponent, Decodable {
    var label: String
    @SDUI.Default<SDUI.False> var checked: Bool
    @SDUI.StatefulEvent var onChange: ComponentEvent.WithValue<Bool>

    var isFocusable: Bool { true }
    var isChecked: Bool? { checked }

    private var text: String { (checked ? "[x] " : "[ ] ") + TerminalText.sanitized(label) }

    func measure(maxWidth: Int?) -> Size { Size(width: DisplayWidth.of(text), height: 1) }

    func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
      grid.write(text, at: rect.origin, style: CellStyle(bold: focused), clip: rect)
    }

    func handle(_ key: Key) -> Bool {
      guard key == .enter || key == .space else { return false }
      onChange(!checked)
      return true
    }
  }

  /// `(text)` in bold.
  struct Badge: TerminalComponent, Decodable {
    var text: String

    func measure(maxWidth: Int?) -> Size { Size(width: DisplayWidth.of(TerminalText.sanitized(text)) + 2, height: 1) }

    func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
      grid.write("(\(TerminalText.sanitized(text)))", at: rect.origin, style: CellStyle(bold: true), clip: rect)
    }
  }

  /// Shows a message over the screen, then runs `onDismiss`'s actions.
  struct Toast: DecodableAction {
    var message: String
    @SDUI.Event var onShown: ComponentEvent

    func execute(_ context: ActionContext) throws {
      context.showMessage(message)
      onShown()
    }
  }

  /// `Ada Lovelace` → `AL`.
  struct Initials: DecodableOperation {
    static let properties = ["name"]
    var name: String

    func execute() -> String {
      String(name.split(separator: " ").compactMap(\.first)).uppercased()
    }
  }
}

import SDUITerm

/// A progress bar: a leaf that measures itself and paints its rectangle.
struct ProgressBar: TerminalComponent, Decodable {
  var value: Double
  @SDUI.Default<SDUI.Empty> var label: String

  func measure(maxWidth: Int?) -> Size { Size(width: min(maxWidth ?? 30, 30), height: 1) }

  func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
    let filled = Int((min(max(value, 0), 1) * Double(rect.size.width)).rounded())
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: rect.size.width - filled)
    grid.write(bar, at: rect.origin, style: CellStyle(bold: focused), clip: rect)
  }
}

/// An action that writes a greeting into a state and runs `onDone`.
struct Greet: DecodableAction {
  var name: String
  @SDUI.Event var onDone: ComponentEvent

  func execute(_ context: ActionContext) throws {
    context.scope.lookup("greeting")?.set(JSONValue(.string("Hello, \(name)!")))
    onDone()
  }
}

/// `percent(0.425)` → `42.5%`.
struct Percent: DecodableOperation {
  static let properties = ["fraction"]
  var fraction: Double

  func execute() -> String { "\((fraction * 1000).rounded() / 10)%" }
}

let myApp = UILibrary("myApp")
  .addComponent("progress", ProgressBar.self, children: .none)
  .addAction("greet", Greet.self)
  .addOperation("percent", Percent.self)
  // An agent's surfaces name it by this id: the basic catalog's components
  // and functions, and `progress` and `percent`.
  .catalog("https://example.com/my-app/catalog.json")

// Every command of sdui-term, with `myApp` registered: `my-sdui-term
// Screens/progress.json`, `my-sdui-term render --keys Enter ...`, `check`.
await SDUITermCommand.main(libraries: [myApp])

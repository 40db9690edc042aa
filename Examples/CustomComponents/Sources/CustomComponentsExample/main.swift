import SDUICore
import SDUIInteraction
import SDUILayout
import SDUIRender

/// A progress bar: a leaf that measures itself and paints its rectangle.
struct ProgressBar: TerminalComponent, Decodable {
  var value: Double
  @Default<Empty> var label: String

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
  @Event var onDone: ComponentEvent

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

let json = """
  {"_:component": "layout:column", "state": {"done": 0.425, "greeting": ""}, "children": [
    {"_:component": "myApp:progress", "properties": {"value": "@{done}"}},
    {"_:component": "layout:text", "properties": {"text": "@{percent(done)} done"}},
    {"_:component": "layout:touchable", "id": "hello", "properties": {"onPress": [
      {"_:action": "myApp:greet", "properties": {"name": "Ada", "onDone": [
        {"_:action": "setState", "properties": {"path": "done", "value": 1}}]}}]},
     "children": [{"_:component": "layout:text", "properties": {"text": "[ greet ]"}}]},
    {"_:component": "layout:text", "properties": {"text": "@{greeting}"}}]}
  """

@MainActor
func run() async {
  let screen = ScreenDecoder(options: .init(libraries: [myApp])).decode(Array(json.utf8))
  for diagnostic in screen.diagnostics { print(diagnostic) }
  let session = ScreenSession(screen: screen, environment: .init(libraries: [myApp]))
  session.start()
  let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 40, height: 4)))
  print(controller.frame().grid.textDump, terminator: "")
  await controller.handle(.enter)
  print(controller.frame().grid.textDump, terminator: "")
}

await run()

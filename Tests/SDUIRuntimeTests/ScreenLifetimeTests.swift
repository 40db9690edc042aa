import SDUICore
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIRuntime

/// A screen that is left (reloaded, popped) is freed with everything it
/// built: its controller, session, instances and scopes. A binding's
/// closure holds its instance, so an instance kept its bindings and they
/// it, and every reload of a 10,000-item list kept 27 MiB.
@Suite("Screen lifetime")
@MainActor
struct ScreenLifetimeTests {
  static let list = """
    {"_:component": "layout:column", "state": {"items": [1, 2, 3], "count": 0}, "children": [
      {"_:component": "layout:text", "properties": {"text": "Count: @{count}"}},
      {"_:component": "forEach", "properties": {"items": "@{items}"}, "children": [
        {"_:component": "layout:text", "properties": {"text": "Item @{item}"}}]}]}
    """

  @Test(arguments: ["counter", "list"])
  func aReloadedScreenIsFreed(name: String) async throws {
    let screen = name == "list" ? Self.list : TerminalAppTests.counter
    let app = TerminalApp(source: .file(try TerminalAppTests.file(screen)), size: Size(width: 40, height: 10))
    await app.load()
    weak let session = app.navigator.current?.session
    weak let controller = app.controller
    weak let root = app.navigator.current?.session?.root
    weak let scope = app.navigator.current?.session?.root?.scope
    #expect(scope != nil)
    // As `render --keys` presses them: no frame is composed between keys.
    _ = await app.handle(.key(.character("r")))
    await app.settle()
    // The session's isolated deinit runs as a job of its own.
    for _ in 0..<5 { await Task.yield() }
    #expect(controller == nil)
    #expect(session == nil)
    #expect(root == nil)
    #expect(scope == nil)
  }
}

import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIRuntime

/// A terminal that plays a script of events and keeps every frame.
@MainActor
private final class ScriptedTerminal: Terminal {
  var size: Size
  var events: [TerminalEvent]
  var frames: [CellGrid] = []
  var suspensions = 0

  init(size: Size, events: [TerminalEvent]) {
    self.size = size
    self.events = events
  }

  func present(_ grid: CellGrid) { frames.append(grid) }

  func nextEvent(waitingAtMost milliseconds: Int) -> TerminalEvent? {
    guard !events.isEmpty else { return .key(.control("c")) }
    let event = events.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  func suspend() { suspensions += 1 }

  func interrupt() { Issue.record("nothing in these scripts runs long enough to interrupt") }

  var copied: [String] = []

  func copyToClipboard(_ text: String) { copied.append(text) }
}

@Suite("Terminal app")
@MainActor
struct TerminalAppTests {
  static let counter = """
    {"_:component": "layout:screen", "properties": {"title": "Count"}, "state": {"n": 0}, "children": [
      {"_:component": "layout:column", "children": [
        {"_:component": "layout:text", "id": "out", "properties": {"text": "n=@{n}"}},
        {"_:component": "layout:touchable", "id": "add", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},
         "children": [{"_:component": "layout:text", "properties": {"text": "add"}}]},
        {"_:component": "store:textInput", "id": "name", "state": {"typed": ""}, "properties": {
          "placeholder": "Name", "value": "@{typed}",
          "onChange": [{"_:action": "setState", "properties": {"path": "typed", "value": "@{onChange}"}}]}}]}]}
    """

  static func file(_ contents: String) throws -> String {
    let directory = NSTemporaryDirectory() + "sdui-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/screen.json"
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func app(_ path: String, size: Size = Size(width: 80, height: 20)) async -> TerminalApp {
    let app = TerminalApp(source: .file(path), size: size)
    await app.load()
    return app
  }

  static func lines(_ app: TerminalApp) -> [String] {
    app.compose().textDump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theInspectorGivesTheFlowStepThatTapsTheFocusedComponent() async throws {
    let screen = #"""
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:button", "id": "pay", "text": "Pay", "onPress": [{"_beagleAction_": "beagle:submitForm"}]},
        {"_beagleComponent_": "beagle:button", "text": "Say \"hi\"", "onPress": [{"_beagleAction_": "beagle:submitForm"}]},
        {"_beagleComponent_": "beagle:textInput", "placeholder": "Email"},
        {"_beagleComponent_": "beagle:button", "text": "Buy", "onPress": [{"_beagleAction_": "beagle:submitForm"}]},
        {"_beagleComponent_": "beagle:button", "text": "Buy", "onPress": [{"_beagleAction_": "beagle:submitForm"}]}]}
      """#
    let app = await Self.app(try Self.file(screen))
    #expect(app.inspectorLines().contains(#"flow    tapOn: {id: "pay"}"#))
    _ = await app.handle(.key(.tab))
    #expect(app.inspectorLines().contains(#"flow    tapOn: "Say \"hi\"""#), "\(app.inspectorLines())")
    _ = await app.handle(.key(.tab))
    #expect(app.inspectorLines().contains(#"flow    tapOn: "Email""#))
    _ = await app.handle(.key(.tab))
    _ = await app.handle(.key(.tab))
    #expect(
      app.inspectorLines().contains(#"flow    tapOn: {text: "Buy", index: 1}"#),
      "two Buy buttons: the second is index 1")
  }

  @Test func eachKeyLaysTheScreenOutOnceFromKeyToFrame() async throws {
    let app = await Self.app(try Self.file(Self.counter))
    _ = app.compose()
    let controller = try #require(app.controller)
    for key in try KeyScript.parse(#"Enter Tab "Ann" Backspace Tab"#) {
      let before = controller.layoutPasses
      #expect(await app.handle(.key(key)))
      _ = app.compose()
      #expect(controller.layoutPasses - before == 1, "\(key)")
    }
    #expect(Self.lines(app)[2].hasPrefix("n=1"))
    #expect(Self.lines(app)[4].hasPrefix("[An"))
  }

  @Test func theStatusLineNamesTheSourceAndTitle() async throws {
    let path = try Self.file(Self.counter)
    let app = await Self.app(path)
    let lines = Self.lines(app)
    #expect(lines.count == 21, "20 rows and the final newline")
    #expect(lines[19].hasPrefix(" \(path) · Count"), "the status line: \(lines[19])")
    #expect(lines[19].hasSuffix("? help"))
    #expect(
      lines.contains { $0.contains("[Name") }, "an app component with onChange is an input, showing its placeholder")
    let narrow = await Self.app(path, size: Size(width: 40, height: 5))
    #expect(Self.lines(narrow)[4].hasPrefix(" screen.json · Count"), "a long path gives way to its file name")
  }

  @Test func commandKeysOpenPanelsAndQuitButTypeWhileEditing() async throws {
    let app = await Self.app(try Self.file(Self.counter))
    #expect(await app.handle(.key(.character("?"))))
    #expect(app.compose().textDump.contains("C-c always quits"))
    #expect(await app.handle(.key(.escape)))
    #expect(!app.compose().textDump.contains("C-c always quits"))
    #expect(await app.handle(.key(.function(12))))
    #expect(app.compose().textDump.contains("type    layout:touchable"))
    #expect(await app.handle(.key(.escape)))
    #expect(await app.handle(.key(.enter)))
    #expect(app.compose().textDump.contains("n=1"))
    #expect(await app.handle(.key(.tab)))
    #expect(await app.handle(.key(.character("q"))), "q types into the focused input")
    #expect(app.compose().textDump.contains("q"))
    #expect(await app.handle(.key(.character("r"))))
    #expect(app.compose().textDump.contains("n=1"), "r types too; it does not reload")
    #expect(await app.handle(.key(.control("c"))) == false, "C-c always quits")
    #expect(await app.handle(.key(.backTab)))
    #expect(await app.handle(.key(.character("q"))) == false)
  }

  @Test func reloadingReadsTheFileAgainAndRetriesWhenItCannot() async throws {
    let path = try Self.file(Self.counter)
    let app = await Self.app(path)
    _ = await app.handle(.key(.enter))
    #expect(app.compose().textDump.contains("n=1"))
    _ = await app.handle(.key(.character("r")))
    await app.settle()
    #expect(app.compose().textDump.contains("n=0"), "reload starts the state again")
    try FileManager.default.removeItem(atPath: path)
    _ = await app.handle(.key(.function(5)))
    await app.settle()
    let frame = app.compose().textDump
    #expect(frame.contains("Could not load this screen"), "\(frame)")
    #expect(frame.contains("Reason  no such file or directory"), "the error view says why")
    #expect(frame.contains("[ Retry ]  [ Back ]"))
    try Self.counter.write(toFile: path, atomically: true, encoding: .utf8)
    _ = await app.handle(.key(.enter))
    await app.settle()
    #expect(app.compose().textDump.contains("n=0"), "Retry loads it again")
  }

  @Test func diagnosticsAndLogsShowInTheirPanel() async throws {
    let app = await Self.app(
      try Self.file(
        """
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:txt"},
          {"_:component": "layout:touchable", "id": "t", "properties": {"onPress": [
            {"_:action": "log", "properties": {"message": "pressed", "level": "warning"}}]},
           "children": [{"_:component": "layout:text", "properties": {"text": "go"}}]}]}
        """))
    _ = await app.handle(.key(.enter))
    #expect(app.compose().textDump.contains("1 warning"))
    _ = await app.handle(.key(.function(2)))
    let panel = app.compose().textDump
    #expect(panel.contains("Diagnostics and log"))
    #expect(panel.contains("2:19: warning: unknown component"), "the diagnostic names its place")
    #expect(panel.contains("warning: pressed"))
  }

  @Test func endReachesTheLastLineOfAPanelWhoseLinesWrap() async throws {
    let app = await Self.app(try Self.file(Self.counter), size: Size(width: 40, height: 10))
    for index in 0..<6 {
      app.problems.append(Problem(.logged("a long log line number \(index) that wraps in a narrow panel")))
    }
    _ = await app.handle(.key(.function(2)))
    _ = await app.handle(.key(.end))
    #expect(app.compose().textDump.contains("number 5"), "\(app.compose().textDump)")
    _ = await app.handle(.key(.home))
    #expect(app.compose().textDump.contains("screen.json:"), "Home is back at the first diagnostic")
    _ = await app.handle(.wheel(100, Point(column: 5, row: 5)))
    _ = await app.handle(.wheel(-1, Point(column: 5, row: 5)))
    #expect(
      !app.compose().textDump.contains("screen.json:"), "the wheel stops at the end, so one turn up stays near it")
  }

  @Test func resizingLaysTheScreenOutAgain() async throws {
    let app = await Self.app(try Self.file(Self.counter))
    _ = await app.handle(.resize(Size(width: 30, height: 6)))
    let lines = Self.lines(app)
    #expect(lines.count == 7)
    #expect(lines.allSatisfy { $0.count <= 30 })
    #expect(lines[5].hasSuffix("? help"))
    #expect(lines[1] == String(repeating: "─", count: 30), "the title bar spans the new width")
  }

  @Test func runDrawsUntilTheUserQuitsAndSuspendsOnControlZ() async throws {
    let app = TerminalApp(source: .file(try Self.file(Self.counter)), size: Size(width: 1, height: 1))
    let terminal = ScriptedTerminal(
      size: Size(width: 40, height: 10),
      events: [.key(.enter), .key(.control("z")), .resize(Size(width: 44, height: 9)), .key(.character("q"))])
    await app.run(on: terminal)
    #expect(terminal.suspensions == 1)
    #expect(terminal.frames.last?.size == Size(width: 44, height: 9))
    #expect(terminal.frames.last?.textDump.contains("n=1") == true)
    #expect(terminal.events.isEmpty, "q quit before the script ran out")
  }
}

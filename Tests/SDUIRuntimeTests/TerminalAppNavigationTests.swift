import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIRuntime

/// The app over the navigator, with screens read from a directory: a
/// screen opened from a file pushes its neighbours by `/` URLs.
@Suite("Terminal app navigation")
@MainActor
struct TerminalAppNavigationTests {
  static func directory(_ files: [String: String]) throws -> String {
    let directory = NSTemporaryDirectory() + "sdui-nav-\(UUID().uuidString.prefix(8))"
    for (name, contents) in files {
      let path = directory + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return directory
  }

  static func screen(_ title: String, press action: String) -> String {
    """
    {"_:component": "layout:screen", "properties": {"title": "\(title)"}, "children": [
      {"_:component": "layout:touchable", "id": "go", "properties": {"onPress": [\(action)]},
       "children": [{"_:component": "layout:text", "properties": {"text": "go from \(title)"}}]}]}
    """
  }

  static func frame(_ app: TerminalApp) -> String { app.compose().textDump }

  func press(_ app: TerminalApp, _ key: Key) async {
    _ = await app.handle(.key(key))
    await app.settle()
  }

  @Test func pushPresentAndBackFromFiles() async throws {
    let root = try Self.directory([
      "index.json": Self.screen("Home", press: #"{"_:action": "push", "properties": {"url": "/store/list"}}"#),
      "store/list.json": Self.screen("List", press: #"{"_:action": "present", "properties": {"url": "/sheet"}}"#),
      "sheet.json": Self.screen("Sheet", press: #"{"_:action": "dismiss"}"#),
    ])
    let app = TerminalApp(source: .file(root + "/index.json"), size: Size(width: 60, height: 16))
    await app.load()
    #expect(Self.frame(app).contains("go from Home"))
    await press(app, .enter)
    var frame = Self.frame(app)
    #expect(frame.contains(" ‹ List"), "\(frame)")
    #expect(frame.contains(" 2 ‹ list.json · List · button, go from List"), "the status line counts the screens")
    await press(app, .enter)
    frame = Self.frame(app)
    #expect(frame.contains("presented · layer 2 of 2"), "\(frame)")
    #expect(frame.contains("go from Sheet"))
    await press(app, .escape)
    #expect(Self.frame(app).contains("go from List"), "Esc dismisses the presented stack")
    await press(app, .backspace)
    #expect(Self.frame(app).contains("go from Home"))
    await press(app, .escape)
    #expect(app.statusMessage == "there is no screen to go back to")
  }

  @Test func aFailedPushShowsTheErrorViewAndBackKeepsTheStack() async throws {
    let root = try Self.directory([
      "index.json": Self.screen("Home", press: #"{"_:action": "push", "properties": {"url": "/missing"}}"#)
    ])
    let app = TerminalApp(source: .file(root + "/index.json"), size: Size(width: 70, height: 16))
    await app.load()
    await press(app, .enter)
    let frame = Self.frame(app)
    #expect(frame.contains("Could not load this screen"), "\(frame)")
    #expect(frame.contains("Reason  no such file or directory (nor missing.json)"), "\(frame)")
    await press(app, .tab)
    await press(app, .enter)
    #expect(Self.frame(app).contains("go from Home"), "Back, the error view's second button")
    #expect(app.navigator.stackDescription.count == 1)
  }

  @Test func anAppDialogTakesKeysAndCopies() async throws {
    let root = try Self.directory([
      "index.json": Self.screen(
        "Home", press: #"{"_:action": "openUrl", "properties": {"url": "https://example.com"}}"#)
    ])
    let app = TerminalApp(
      source: .file(root + "/index.json"), size: Size(width: 70, height: 15),
      launcher: BrowserLauncher(environment: ["PATH": "/nonexistent"]))
    await app.load()
    await press(app, .enter)
    #expect(Self.frame(app).contains("No browser to open it"))
    await press(app, .enter)
    #expect(app.statusMessage == "copied to the clipboard: https://example.com")
    #expect(!Self.frame(app).contains("No browser to open it"))
    await press(app, .enter)
    let lines = Self.frame(app).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let row = try #require(lines.firstIndex { $0.contains("[ Close ]") })
    let column = try #require(lines[row].range(of: "[ Close ]")).lowerBound
    _ = await app.handle(
      .click(Point(column: lines[row].distance(from: lines[row].startIndex, to: column) + 2, row: row)))
    #expect(!Self.frame(app).contains("No browser to open it"), "a click where Close is drawn presses it")
  }

  /// `path` relative to the working folder, as a person in it would type it.
  static func typed(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath.split(separator: "/")
    let there = path.split(separator: "/")
    let common = zip(here, there).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: here.count - common) + there.dropFirst(common).map(String.init))
      .joined(separator: "/")
  }

  @Test func theStatusLineNamesFilesAsTheUserTypedThem() async throws {
    let root = try Self.directory([
      "index.json": Self.screen("Home", press: #"{"_:action": "push", "properties": {"url": "/missing.json"}}"#)
    ])
    let folder = Self.typed(root)
    let app = TerminalApp(
      // Wide enough that the path, however deep the working folder, never
      // gives way to its file name.
      source: .file(folder + "/index.json"), size: Size(width: 300, height: 12), options: .init(watch: true))
    await app.load()
    app.checkWatchedFiles()
    try await Task.sleep(for: .milliseconds(20))
    try Self.screen("Home again", press: #"{"_:action": "push", "properties": {"url": "/missing.json"}}"#).write(
      toFile: root + "/index.json", atomically: true, encoding: .utf8)
    app.checkWatchedFiles()
    await app.settle()
    #expect(app.statusMessage == "reloaded \(folder)/index.json", "a reload names the file as typed")
    await press(app, .enter)
    let frame = Self.frame(app)
    #expect(frame.contains(" 2 ‹ \(folder)/missing.json · "), "a page that failed too: \(frame)")
    #expect(!frame.contains(" \(root)"), "never the absolute path: \(frame)")
  }

  @Test func watchReloadsAChangedFileInPlaceKeepingTheStackAndState() async throws {
    let counter = { (label: String) in
      """
      {"_:component": "layout:column", "id": "root", "state": {"n": 0}, "children": [
        {"_:component": "layout:text", "properties": {"text": "\(label) @{n}"}},
        {"_:component": "layout:touchable", "id": "add", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},
         "children": [{"_:component": "layout:text", "properties": {"text": "add"}}]}]}
      """
    }
    let root = try Self.directory([
      "index.json": Self.screen("Home", press: #"{"_:action": "push", "properties": {"url": "/counter"}}"#),
      "counter.json": counter("before"),
    ])
    let app = TerminalApp(
      source: .file(root + "/index.json"), size: Size(width: 60, height: 12), options: .init(watch: true))
    await app.load()
    await press(app, .enter)
    app.checkWatchedFiles()
    await press(app, .enter)
    await press(app, .enter)
    #expect(Self.frame(app).contains("before 2"))
    try await Task.sleep(for: .milliseconds(20))
    try counter("after").write(toFile: root + "/counter.json", atomically: true, encoding: .utf8)
    app.checkWatchedFiles()
    await app.settle()
    let frame = Self.frame(app)
    #expect(frame.contains("after 2"), "the new file, with the old state: \(frame)")
    #expect(app.navigator.stackDescription.first?.count == 2, "the stack stays")
    #expect(app.statusMessage == "reloaded \(root)/counter.json")
  }

  @Test func watchKeepsTheTypedTextThroughABadSaveUntilTheFixedOneAdoptsIt() async throws {
    let form = { (label: String) in
      """
      {"_beagleComponent_": "beagle:container", "id": "root", "context": {"id": "form", "value": {"name": ""}},
       "children": [
        {"_beagleComponent_": "beagle:button", "id": "ok", "text": "OK",
         "onPress": [{"_beagleAction_": "beagle:alert", "message": "hi"}]},
        {"_beagleComponent_": "beagle:textInput", "id": "name", "value": "@{form.name}", "onChange": [
          {"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "name", "value": "@{onChange.value}"}]},
        {"_beagleComponent_": "beagle:text", "text": "\(label) [@{form.name}]"}]}
      """
    }
    let root = try Self.directory(["form.json": form("before")])
    let path = root + "/form.json"
    let app = TerminalApp(source: .file(path), size: Size(width: 60, height: 12), options: .init(watch: true))
    await app.load()
    app.checkWatchedFiles()
    await press(app, .tab)
    _ = await app.handle(.typed("Ann"))
    #expect(Self.frame(app).contains("before [Ann]"))
    try await Task.sleep(for: .milliseconds(20))
    try String(form("broken").dropLast(2)).write(toFile: path, atomically: true, encoding: .utf8)
    app.checkWatchedFiles()
    await app.settle()
    #expect(Self.frame(app).contains("JSON syntax error at"), "the page shows the error: \(Self.frame(app))")
    try await Task.sleep(for: .milliseconds(20))
    try form("fixed").write(toFile: path, atomically: true, encoding: .utf8)
    app.checkWatchedFiles()
    await app.settle()
    let frame = Self.frame(app)
    #expect(frame.contains("fixed [Ann]"), "the fixed file, with the state typed before the bad save: \(frame)")
    #expect(app.controller?.focusedID == "name", "and the focus, which a new screen gives its button")
  }

  @Test func watchKeepsTheTextOfFieldsBoundToNothingByIdOrByPlace() async throws {
    let form = { (label: String, extra: String) in
      """
      {"_beagleComponent_": "beagle:container", "children": [\(extra)
        {"_beagleComponent_": "beagle:text", "text": "\(label)"},
        {"_beagleComponent_": "beagle:textInput", "id": "named", "placeholder": "named"},
        {"_beagleComponent_": "beagle:textInput", "placeholder": "unnamed"}]}
      """
    }
    let root = try Self.directory(["form.json": form("before", "")])
    let path = root + "/form.json"
    let app = TerminalApp(source: .file(path), size: Size(width: 60, height: 12), options: .init(watch: true))
    await app.load()
    app.checkWatchedFiles()
    #expect(app.controller?.focusedID == "named", "a new screen's first focus")
    _ = await app.handle(.typed("Ann"))
    await press(app, .tab)
    _ = await app.handle(.typed("Bob"))
    #expect(Self.frame(app).contains("[Ann"))
    #expect(Self.frame(app).contains("[Bob"))
    // The same shape: both fields are found, the one without an id by its place.
    try await Task.sleep(for: .milliseconds(20))
    try form("after", "").write(toFile: path, atomically: true, encoding: .utf8)
    app.checkWatchedFiles()
    await app.settle()
    var frame = Self.frame(app)
    #expect(frame.contains("after") && frame.contains("[Ann") && frame.contains("[Bob"), "both typed texts: \(frame)")
    // Another shape: the field with an id keeps its text; the other's place is another's now.
    try await Task.sleep(for: .milliseconds(20))
    try form("again", #"{"_beagleComponent_": "beagle:text", "text": "new"},"#).write(
      toFile: path, atomically: true, encoding: .utf8)
    app.checkWatchedFiles()
    await app.settle()
    frame = Self.frame(app)
    #expect(frame.contains("again") && frame.contains("[Ann"), "the field with an id: \(frame)")
    #expect(!frame.contains("[Bob"), "no text carried by a place that moved: \(frame)")
  }

  @Test func aFailedPageLeftWithBackDropsWhatItWouldHaveHandedOver() async throws {
    let root = try Self.directory([
      "index.json": Self.screen("Home", press: #"{"_:action": "push", "properties": {"url": "/next"}}"#),
      "next.json": Self.screen("Next", press: #"{"_:action": "pop"}"#),
    ])
    let app = TerminalApp(
      source: .file(root + "/index.json"), size: Size(width: 60, height: 12), options: .init(watch: true))
    await app.load()
    await press(app, .enter)
    app.checkWatchedFiles()
    try await Task.sleep(for: .milliseconds(20))
    try "{".write(toFile: root + "/next.json", atomically: true, encoding: .utf8)
    app.checkWatchedFiles()
    await app.settle()
    #expect(app.adoptions.count == 1, "the failed page keeps it")
    await press(app, .backspace)
    #expect(Self.frame(app).contains("go from Home"))
    #expect(app.adoptions.isEmpty, "the page is gone, and so is its hand-over")
  }
}

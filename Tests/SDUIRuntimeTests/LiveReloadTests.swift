import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUITestSupport
import Testing

@testable import SDUIRuntime

/// `--watch` on pages fetched over HTTP, and `--hot-reload`'s reload of
/// every page: the new screen shows in place with the old one's state and
/// focus, and a server that went is named on the status line.
@Suite("Live reload")
@MainActor
struct LiveReloadTests {
  static func counter(_ label: String) -> String {
    """
    {"_:component": "layout:column", "id": "root", "state": {"n": 0}, "children": [
      {"_:component": "layout:text", "properties": {"text": "\(label) @{n}"}},
      {"_:component": "layout:touchable", "id": "add", "properties": {"onPress": [
        {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "add"}}]},
      {"_:component": "layout:touchable", "id": "other", "properties": {"onPress": [
        {"_:action": "setState", "properties": {"path": "n", "value": 100}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "other"}}]}]}
    """
  }

  static func folder(_ contents: String) throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "sdui-live-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try contents.write(to: folder.appendingPathComponent("counter.json"), atomically: true, encoding: .utf8)
    return folder
  }

  /// An app watching `counter.json` of a fresh folder, served over HTTP, loaded.
  static func watching(width: Int) async throws -> (
    app: TerminalApp, folder: URL, server: LocalFileServer, url: String
  ) {
    let folder = try folder(counter("before"))
    let server = try LocalFileServer(serving: folder)
    let url = "http://127.0.0.1:\(server.port)/counter.json"
    let app = TerminalApp(source: .url(url), size: Size(width: width, height: 8), options: .init(watch: true))
    await app.load()
    return (app, folder, server, url)
  }

  func press(_ app: TerminalApp, _ key: Key) async {
    _ = await app.handle(.key(key))
    await app.settle()
  }

  /// Two presses, then the focus on the second touchable.
  func use(_ app: TerminalApp) async {
    await press(app, .enter)
    await press(app, .enter)
    await press(app, .tab)
  }

  @Test func aChangedPageOverHTTPReloadsKeepingStateAndFocus() async throws {
    let (app, folder, server, url) = try await Self.watching(width: 40)
    await use(app)
    await app.pollWatchedURLsNow()
    #expect(app.compose().textDump.contains("before 2"), "nothing changed yet")
    try Self.counter("after").write(
      to: folder.appendingPathComponent("counter.json"), atomically: true, encoding: .utf8)
    await app.pollWatchedURLsNow()
    let frame = app.compose().textDump
    #expect(frame.contains("after 2"), "the new document with the old state: \(frame)")
    #expect(app.controller?.focusedID == "other", "the focus stays where it was")
    #expect(app.statusMessage == "reloaded \(url)")
    withExtendedLifetime(server) {}
  }

  @Test func aServerThatWentIsNamedOnTheStatusLineAndTheScreenStays() async throws {
    var watched: (app: TerminalApp, folder: URL, server: LocalFileServer, url: String)? = try await Self.watching(
      width: 120)
    let (app, url) = (watched!.app, watched!.url)
    await press(app, .enter)
    watched = nil
    await app.pollWatchedURLsNow()
    let frame = app.compose().textDump
    #expect(frame.contains("before 1"), "the screen stays: \(frame)")
    #expect(app.watchSummary?.hasPrefix("server gone: \(url) (") == true, "\(app.watchSummary ?? "nil")")
    #expect(frame.contains("server gone"), "the status line says so: \(frame)")
    #expect(app.navigator.pagesWatchedOverHTTP.count == 1, "it is still watched")
  }

  @Test func aServerThatFailsIsNamedWithItsAnswerAndTheScreenStays() async throws {
    let (app, folder, server, url) = try await Self.watching(width: 120)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("counter.json"))
    await app.pollWatchedURLsNow()
    #expect(app.compose().textDump.contains("before 0"))
    #expect(app.watchSummary?.hasPrefix("\(url): the server answered 404") == true, "\(app.watchSummary ?? "nil")")
    try Self.counter("back").write(to: folder.appendingPathComponent("counter.json"), atomically: true, encoding: .utf8)
    await app.pollWatchedURLsNow()
    #expect(app.watchSummary == nil && app.compose().textDump.contains("back 0"))
    withExtendedLifetime(server) {}
  }

  @Test func aHotReloadReadsEveryPageAgainKeepingStateAndFocus() async throws {
    let folder = try Self.folder(Self.counter("before"))
    let path = folder.appendingPathComponent("counter.json").path
    let app = TerminalApp(source: .file(path), size: Size(width: 40, height: 8))
    await app.load()
    await use(app)
    try Self.counter("after").write(toFile: path, atomically: true, encoding: .utf8)
    app.reloadEveryPage(because: "test said reload")
    await app.settle()
    let frame = app.compose().textDump
    #expect(frame.contains("after 2"), "the new document with the old state: \(frame)")
    #expect(app.controller?.focusedID == "other", "the focus stays where it was")
    #expect(app.statusMessage == "reloaded: test said reload")
  }
}

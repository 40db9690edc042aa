import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIRuntime

/// What a screen below the front one shows when it comes back: the global
/// state written above it, and F12 naming its own document.
@Suite("Stack state")
@MainActor
struct StackStateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let dialect: String
    let first: String
    let second: String
    var testDescription: String { dialect }
  }

  @Test(arguments: [
    Case(
      dialect: "Nimbus global state",
      first: """
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:text", "properties": {"text": "Total: @{global.n}"}},
          {"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "push", "properties": {"url": "/b.json"}}]},
           "children": [{"_:component": "layout:text", "properties": {"text": "Go"}}]}]}
        """,
      second: """
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:text", "properties": {"text": "Here: @{global.n}"}},
          {"_:component": "layout:touchable", "id": "set", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "global.n", "value": 7}}]},
           "children": [{"_:component": "layout:text", "properties": {"text": "Set"}}]}]}
        """),
    Case(
      dialect: "Beagle global context",
      first: """
        {"_beagleComponent_": "beagle:container", "children": [
          {"_beagleComponent_": "beagle:text", "text": "Total: @{global.n}"},
          {"_beagleComponent_": "beagle:button", "text": "Go",
           "onPress": [{"_beagleAction_": "beagle:pushView", "route": {"url": "/b.json"}}]}]}
        """,
      second: """
        {"_beagleComponent_": "beagle:container", "children": [
          {"_beagleComponent_": "beagle:text", "text": "Here: @{global.n}"},
          {"_beagleComponent_": "beagle:button", "id": "set", "text": "Set",
           "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "global", "path": "n", "value": 7}]}]}
        """),
  ])
  func aScreenBelowShowsTheGlobalStateSetAboveIt(_ entry: Case) async throws {
    let root = try TerminalAppNavigationTests.directory(["a.json": entry.first, "b.json": entry.second])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let app = TerminalApp(
      source: .file(root + "/a.json"), size: Size(width: 40, height: 8),
      options: .init(settleTimeout: 5, http: .localFiles))
    await app.load()
    for key in [Key.enter, .enter] {
      _ = await app.handle(.key(key))
      await app.settle()
    }
    #expect(TerminalAppNavigationTests.frame(app).contains("Here: 7"))
    _ = await app.handle(.key(.escape))
    await app.settle()
    let frame = TerminalAppNavigationTests.frame(app)
    #expect(frame.contains("Total: 7"), "the screen below reads the global state again:\n\(frame)")
  }

  @Test func theInspectorNamesTheDocumentTheFocusedNodeCameFrom() async throws {
    let root = try TerminalAppNavigationTests.directory([
      "a.json": TerminalAppNavigationTests.screen(
        "Home", press: #"{"_:action": "push", "properties": {"url": "/sub/b.json"}}"#),
      "sub/b.json": "\n\n" + TerminalAppNavigationTests.screen("Pushed", press: #"{"_:action": "pop"}"#),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let app = TerminalApp(
      source: .file(root + "/a.json"), size: Size(width: 70, height: 30),
      options: .init(settleTimeout: 5, http: .localFiles))
    await app.load()
    _ = await app.handle(.key(.function(12)))
    #expect(TerminalAppNavigationTests.frame(app).contains("source  \(root)/a.json:2:3"))
    _ = await app.handle(.key(.escape))
    _ = await app.handle(.key(.enter))
    await app.settle()
    _ = await app.handle(.key(.function(12)))
    let frame = TerminalAppNavigationTests.frame(app)
    #expect(frame.contains("source  \(root)/sub/b.json:4:3"), "the pushed screen's own file:\n\(frame)")
  }
}

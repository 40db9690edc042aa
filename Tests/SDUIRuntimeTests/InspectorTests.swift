import Foundation
import SDUICore
import SDUILayout
import Testing

@testable import SDUIRuntime

/// F12's inspector: where a list's item was declared (the template it was
/// made from, in both dialects), and the flow step that taps the second of
/// two components given one id.
@Suite("Inspector")
@MainActor
struct InspectorTests {
  /// Each screen's template begins on its fourth line, at the `{` after
  /// the `»` marker (taken out before the screen is written).
  nonisolated static let lists = [
    (
      "beagle listView",
      """
      {"_beagleComponent_": "beagle:listView", "dataSource": [{"name": "a"}, {"name": "b"}],
       "templates": [
         {"case": "@{true}",
          "view": »{"_beagleComponent_": "beagle:button", "text": "@{item.name}",
                   "onPress": [{"_beagleAction_": "beagle:alert", "message": "hi"}]}}]}
      """
    ),
    (
      "nimbus forEach",
      """
      {"_:component": "layout:column", "children": [
        {"_:component": "forEach", "properties": {"items": [{"name": "a"}, {"name": "b"}]},
         "children": [
           »{"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "log", "properties": {"message": "hi"}}]},
            "children": [{"_:component": "layout:text", "properties": {"text": "@{item.name}"}}]}]}]}
      """
    ),
  ]

  @Test(arguments: lists)
  func aListItemsSourceIsItsTemplate(kind: String, marked: String) async throws {
    let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("»") })
    let column = try #require(lines[line].firstIndex(of: "»")).utf16Offset(in: lines[line]) + 1
    let path = try TerminalAppTests.file(marked.replacing("»", with: ""))
    let app = await TerminalAppTests.app(path)
    _ = await app.handle(.key(.tab))
    let source = app.inspectorLines().first { $0.hasPrefix("source  ") }
    #expect(source == "source  \(path):\(line + 1):\(column)", "\(kind): the second item's template")
  }

  @Test func theSecondOfTwoWithOneIDIsTappedByIndex() async throws {
    let path = try TerminalAppTests.file(
      """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:button", "id": "dup", "text": "First", "onPress": [{"_beagleAction_": "beagle:submitForm"}]},
        {"_beagleComponent_": "beagle:button", "id": "dup", "text": "Second", "onPress": [{"_beagleAction_": "beagle:submitForm"}]}]}
      """)
    let app = await TerminalAppTests.app(path)
    #expect(app.inspectorLines().contains(#"flow    tapOn: {id: "dup", index: 0}"#), "\(app.inspectorLines())")
    _ = await app.handle(.key(.tab))
    #expect(app.inspectorLines().contains(#"id      dup#2"#))
    #expect(app.inspectorLines().contains(#"flow    tapOn: {id: "dup", index: 1}"#), "\(app.inspectorLines())")
  }
}

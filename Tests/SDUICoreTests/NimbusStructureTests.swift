import Foundation
import SDUITestSupport
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// forEach, if, lifecycle and navigation callbacks, as the Nimbus core's
/// `ForEachTest`, `IfTest` and `NavigationCallbackTest` assert them.
@Suite("Nimbus structure", .enabled(if: hasConformance, "../shared/conformance is not beside the package"))
@MainActor
struct NimbusStructureTests {
  @Test func forEachStateIsSharedButTemplateStateIsPerItem() throws {
    let screen = try conformanceSession("nimbus/core-foreach-stateful-list-and-item-counters.json")
    try screen.trigger("onPress", on: "increment-list:0")
    try screen.trigger("onPress", on: "increment-list:2")
    try screen.trigger("onPress", on: "increment-item:1")
    #expect(screen.text("increment-list:1") == "Increment list counter: 2")
    #expect(screen.text("increment-item:0") == "Increment item counter: 0")
    #expect(screen.text("increment-item:1") == "Increment item counter: 1")
  }

  @Test func iteratorAndIndexNamesAndNullItems() throws {
    let screen = try conformanceSession("nimbus/core-foreach-general-iterator-index-names.json")
    let texts = screen.resolvedRoot?.allNodes.compactMap {
      $0.property("text").map { Coercion.text(of: $0, dialect: .nimbus) }
    }
    #expect(
      texts == [
        "Here's all the people in the premium plan:", "0", "John", "30", "1", "Mary", "22", "2", "Anthony", "5",
        "Here's all the people in the basic plan:", "0. Rose 21", "1. Paul 54", "End of the list of people.",
      ])
    #expect(screen.resolvedIDs.contains("nimbus:5:0"))
  }

  @Test func keyedIterationsKeepTheirLocalStateAcrossInsertAndRemove() throws {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"people": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}, "children": [
        {"_:component": "forEach", "properties": {"items": "@{people}", "key": "id"}, "children": [
          {"_:component": "layout:touchable", "id": "tap", "state": {"taps": 0}, "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "taps", "value": "@{sum(taps, 1)}"}}]}, "children": [
            {"_:component": "layout:text", "id": "label", "properties": {"text": "@{item.id}=@{taps}"}}]}]},
        {"_:component": "layout:touchable", "id": "drop-first", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "people", "value": "@{removeIndex(people, 0)}"}}]}},
        {"_:component": "layout:touchable", "id": "add-first", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "people", "value": "@{insert(people, object('id', 'z'), 0)}"}}]}}]}
      """)
    try screen.trigger("onPress", on: "tap:b")
    try screen.trigger("onPress", on: "tap:b")
    try screen.trigger("onPress", on: "drop-first")
    try screen.trigger("onPress", on: "add-first")
    let labels = screen.resolvedRoot?.allNodes.filter { $0.id.hasPrefix("label:") }.map { $0.property("text") }
    #expect(labels == ["z=0", "b=2", "c=0"])
    #expect(screen.instance(id: "tap:a") == nil)
  }

  @Test func forEachAtTheRootIsWrappedInTheNimbusRoot() throws {
    let screen = try conformanceSession("nimbus/core-nav-callback-list-events.json")
    #expect(screen.resolvedRoot?.id == "nimbus:root")
    #expect(screen.resolvedRoot?.children.map(\.id) == ["edit:1", "edit:2"])
    #expect(screen.text("text:2") == "My second note: Description of my second note")
  }

  @Test func aMissingIfConditionLogsOneErrorAndShowsNothing() {
    let screen = session(
      #"{"_:component": "layout:column", "children": [{"_:component": "if", "children": [{"_:component": "then", "children": [{"_:component": "layout:text"}]}]}]}"#
    )
    #expect(screen.resolvedRoot?.children.isEmpty == true)
    #expect(screen.loggedProblems.count == 1)
    #expect(screen.loggedProblems.first?.message.contains("expected a boolean") == true)
  }

  @Test func onInitRunsOnceWhenFirstShown() throws {
    let screen = session(
      """
      {"_:component": "layout:lifecycle", "state": {"n": 0}, "properties": {"onInit": [
        {"_:action": "log", "properties": {"message": "init"}}]}, "children": [
        {"_:component": "layout:touchable", "id": "b", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}}]}
      """)
    try screen.trigger("onPress", on: "b")
    try screen.trigger("onPress", on: "b")
    #expect(screen.loggedProblems.map(\.message) == ["init"])
  }

  /// A navigator that opens the next screen from memory, passing view
  /// states and the caller's events as the Nimbus core does.
  final class MemoryNavigator: Navigator {
    var screens: [String: String]
    var stack: [ScreenSession] = []
    var pops = 0

    init(screens: [String: String]) {
      self.screens = screens
    }

    func navigate(_ request: NavigationRequest, from session: ScreenSession) {
      switch request.action {
      case "push":
        guard let url = request.properties["url"]?.stringValue, let json = screens[url] else { return }
        var states: [String: JSONValue] = [:]
        for member in request.properties["state"]?.objectMembers ?? [] { states[member.key] = member.value }
        let next = ScreenSession(
          screen: ScreenDecoder().decode(Array(json.utf8)),
          environment: .init(navigator: self, viewStates: states, viewEvent: session.viewEventHandler(for: request)))
        next.start()
        stack.append(next)
      case "pop": pops += 1
      default: break
      }
    }
  }

  @Test func viewStatesAndViewEventsConnectTwoScreens() throws {
    let edit = try String(
      contentsOf: conformanceDirectory.appendingPathComponent("nimbus/core-nav-callback-edit-trigger-view-event.json"),
      encoding: .utf8)
    let navigator = MemoryNavigator(screens: ["/edit": edit])
    let list = try conformanceSession(
      "nimbus/core-nav-callback-list-events.json", environment: .init(navigator: navigator))
    try list.trigger("onPress", on: "edit:1")
    let editor = try #require(navigator.stack.last)
    #expect(editor.instance(id: "title")?.property("value") == "My first note")
    try editor.trigger("onChange", on: "title", value: "My edited note")
    try editor.trigger("onChange", on: "description", value: "Description of my edited note")
    try editor.trigger("onPress", on: "save")
    #expect(list.text("text:1") == "My edited note: Description of my edited note")
    #expect(list.text("text:2") == "My second note: Description of my second note")
    #expect(navigator.pops == 1)
    #expect(
      list.loggedProblems.map(\.description) == [
        "36:19: error: unknown action 'test:saveNote' does nothing"
          + " (in 'edit:1' at $.children[0].properties.onPress[0].properties.events.onNoteSaved[0])"
      ])
  }
}

@Suite("Nimbus if", .enabled(if: hasConformance, "../shared/conformance is not beside the package"))
@MainActor
struct NimbusIfTests {
  @Test func nestedIfsFollowBothStates() throws {
    let screen = try conformanceSession("nimbus/core-if-nested.json")
    func shown() -> [String] { screen.resolvedIDs.filter { ["counter-zero", "counter", "not-showing"].contains($0) } }
    #expect(shown() == ["not-showing"])
    try screen.trigger("onPress", on: "show")
    #expect(shown() == ["counter-zero"])
    try screen.trigger("onPress", on: "count")
    #expect(shown() == ["counter"])
    #expect(screen.text("counter") == "1")
  }

  @Test func anIfAtTheRootWithItsOwnState() throws {
    let screen = try conformanceSession("nimbus/core-if-root-toggle.json")
    #expect(screen.resolvedRoot?.children.map(\.id) == ["toggle-true"])
    try screen.trigger("onPress", on: "toggle-true")
    #expect(screen.resolvedRoot?.children.map(\.id) == ["toggle-false"])
    try screen.trigger("onPress", on: "toggle-false")
    #expect(screen.resolvedRoot?.children.map(\.id) == ["toggle-true"])
  }

  @Test func settingAnItemFieldHidesOnlyThatItem() throws {
    let screen = try conformanceSession("nimbus/core-foreach-if-item-toggle.json")
    #expect(screen.resolvedRoot?.children.map(\.id) == ["toggle:1", "toggle:2", "toggle:3", "toggle:4", "toggle:5"])
    try screen.trigger("onPress", on: "toggle:3")
    #expect(screen.resolvedRoot?.children.map(\.id) == ["toggle:1", "toggle:2", "toggle:4", "toggle:5"])
  }

  @Test func filteringWithContainsAndAnOuterState() throws {
    let screen = try conformanceSession("nimbus/core-foreach-if-filtering-contains.json")
    func titles() -> [String] { screen.resolvedRoot?.children.compactMap { $0.property("text")?.stringValue } ?? [] }
    #expect(titles().count == 3)
    try screen.trigger("onChange", on: "filter", value: "me")
    #expect(titles() == ["Ne me quitte pas, Il fault oublier"])
    try screen.trigger("onChange", on: "filter", value: "")
    #expect(titles().count == 3)
  }
}

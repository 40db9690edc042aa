import SDUITestSupport
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// The behaviour beagle-ios and beagle-web-core's tests assert (spec
/// beagle §3, §5, §9), on the conformance screens and small inline ones.
@Suite("Beagle engine", .enabled(if: hasConformance, "../shared/conformance is not beside the package"))
@MainActor
struct BeagleEngineTests {
  @Test func counterWithContextAndOperations() throws {
    let screen = try conformanceSession("beagle/docs-op-arithmetic-counter-sum-subtract.json")
    let texts = { screen.resolvedRoot?.allNodes.compactMap { $0.property("text")?.stringValue } ?? [] }
    #expect(texts() == ["Sum of 2 + 1 = 3", "Counter: 2", "increment", "decrement"])
    let buttons = screen.resolvedRoot?.allNodes.filter { $0.type.key == "beagle:button" }.map(\.id) ?? []
    try screen.trigger("onPress", on: buttons[0])
    try screen.trigger("onPress", on: buttons[0])
    try screen.trigger("onPress", on: buttons[1])
    #expect(texts()[1] == "Counter: 3")
  }

  /// An expression reading a context no ancestor declares names it a
  /// context, Beagle's word, not Nimbus's state.
  @Test func anUnknownContextIsCalledAContext() {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "total", "value": 3}, "children": [
        {"_beagleComponent_": "beagle:text", "text": "Total @{totl}"}]}
      """)
    #expect(screen.loggedProblems.map(\.description).contains { $0.contains("couldn't find context with id 'totl'") })
  }

  @Test func listTemplatesUseRenamedIndexAndSuffixedIds() throws {
    let screen = try conformanceSession("beagle/ios-listview-literal-datasource-custom-indexName.json")
    let items = screen.resolvedRoot?.children ?? []
    #expect(items.map { $0.property("text") } == ["Name: one, custom: 0", "Name: two, custom: 1"])
    #expect(items.map(\.id) == ["_beagle_2:0", "_beagle_2:1"])
  }

  @Test func writingTheIteratorWritesThroughToTheDataSource() throws {
    let global = StateCell(name: "global", value: ["listDataSource": ["first", "second"]])
    let screen = try conformanceSession(
      "beagle/ios-listview-global-datasource-onInit-setcontext-item.json", environment: .init(global: global))
    #expect(global.value["listDataSource"] == ["updated0", "updated1"])
    let texts = screen.resolvedRoot?.allNodes.compactMap { $0.property("text")?.stringValue } ?? []
    #expect(
      texts == ["List1:", "index: 0 name: updated0", "index: 1 name: updated1", "List2:", "updated0", "updated1"])
  }

  @Test func templatesAreChosenByCaseAndUnmatchedItemsSkipped() {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:listView", "id": "list", "key": "id",
       "dataSource": [{"id": "a", "kind": "big"}, {"id": "b", "kind": "small"}, {"id": "c", "kind": "other"}],
       "templates": [
         {"case": "@{eq(item.kind, 'big')}", "view": {"_beagleComponent_": "beagle:text", "id": "big", "text": "BIG @{item.id}"}},
         {"case": "@{eq(item.kind, 'small')}", "view": {"_beagleComponent_": "beagle:text", "id": "small", "text": "small @{item.id}"}}]}
      """)
    let items = screen.resolvedRoot?.children ?? []
    #expect(items.map(\.id) == ["big:a", "small:b"])
    #expect(
      screen.loggedProblems.map(\.description) == [
        "1:1: warning: no template matches item 2; it is skipped (in 'list' at $)"
      ])
  }

  @Test func setContextWritesPathsIntoGlobal() throws {
    let screen = try conformanceSession("beagle/docs-global-context-setcontext-path.json")
    let label = try #require(screen.resolvedRoot?.children.first?.id)
    #expect(screen.text(label) == "")
    try screen.trigger("onPress", on: try #require(screen.resolvedRoot?.children.last?.id))
    #expect(screen.text(label) == "Context has changed")
  }

  struct PathCase: CustomTestStringConvertible, Sendable {
    let path: String
    let expected: JSONValue
    var testDescription: String { path }
  }

  /// beagle-ios `DynamicObjectTests`: start value and "UPDATED" written at each path.
  nonisolated static let paths: [PathCase] = [
    PathCase(path: "c[4]", expected: ["a": "default", "c": [1, 2, nil, nil, "UPDATED"], "d": [["name": "John"]]]),
    PathCase(
      path: "d[1].name", expected: ["a": "default", "c": [1, 2], "d": [["name": "John"], ["name": "UPDATED"]]]),
    PathCase(path: "[4]", expected: [nil, nil, nil, nil, "UPDATED"]),
    PathCase(path: "b", expected: ["a": "default", "c": [1, 2], "d": [["name": "John"]], "b": "UPDATED"]),
    PathCase(path: "a.b", expected: ["a": ["b": "UPDATED"], "c": [1, 2], "d": [["name": "John"]]]),
  ]

  @Test(arguments: paths)
  func setContextPathSemantics(_ testCase: PathCase) throws {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "ctx", "value": {"a": "default", "c": [1, 2], "d": [{"name": "John"}]}},
       "children": [{"_beagleComponent_": "beagle:button", "id": "b", "text": "x", "onPress": [
         {"_beagleAction_": "beagle:setContext", "contextId": "ctx", "path": "\(testCase.path)", "value": "UPDATED"}]}]}
      """)
    try screen.trigger("onPress", on: "b")
    #expect(screen.instance(id: "b")?.scope.lookup("ctx")?.value == testCase.expected)
  }

  @Test func conditionRunsOnFalseForNonBooleans() throws {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "user", "value": 3}, "children": [
        {"_beagleComponent_": "beagle:button", "id": "b", "text": "x", "onPress": [{"_beagleAction_": "beagle:condition",
          "condition": "@{sum(user, 21)}",
          "onTrue": [{"_beagleAction_": "beagle:alert", "message": "true branch"}],
          "onFalse": [{"_beagleAction_": "beagle:alert", "message": "false branch"}]}]}]}
      """)
    try screen.trigger("onPress", on: "b")
    #expect(screen.dialogs.map(\.message) == ["false branch"])
  }

  @Test func alertAndConfirmWaitForAButton() throws {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "answer", "value": "none"}, "children": [
        {"_beagleComponent_": "beagle:text", "id": "t", "text": "@{answer}"},
        {"_beagleComponent_": "beagle:button", "id": "b", "text": "x", "onPress": [{"_beagleAction_": "beagle:confirm",
          "title": "Sure?", "message": "Really?",
          "onPressOk": [{"_beagleAction_": "beagle:setContext", "contextId": "answer", "value": "ok"}],
          "onPressCancel": [{"_beagleAction_": "beagle:setContext", "contextId": "answer", "value": "cancel"}]}]}]}
      """)
    try screen.trigger("onPress", on: "b")
    #expect(screen.dialogs.first?.buttons.map(\.label) == ["Cancel", "Ok"])
    #expect(screen.dialogs.first?.title == "Sure?")
    try screen.pressDialogButton(1)
    #expect(screen.dialogs.isEmpty)
    #expect(screen.text("t") == "ok")
  }

  /// beagle-ios sets the alert controller's message to what the expression
  /// gives, nil included: an `onError` reading an empty body still shows.
  @Test(arguments: [("beagle:alert", ["Ok"]), ("beagle:confirm", ["Cancel", "Ok"])])
  func aMessageThatEvaluatesToNullShowsNoMessage(_ action: String, _ buttons: [String]) throws {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "reply", "value": {}}, "children": [
        {"_beagleComponent_": "beagle:button", "id": "b", "text": "x", "onPress": [{"_beagleAction_": "\(action)",
          "title": "Failed", "message": "@{reply.message}"}]}]}
      """)
    try screen.trigger("onPress", on: "b")
    #expect(screen.dialogs.map(\.message) == [""])
    #expect(screen.dialogs.first?.title == "Failed")
    #expect(screen.dialogs.first?.buttons.map(\.label) == buttons)
  }

  @Test(arguments: [("APPEND", ["first", "added"]), ("PREPEND", ["added", "first"]), ("REPLACE", ["added"])])
  func addChildrenModes(_ mode: String, _ expected: [String]) throws {
    let json = """
      {"_beagleComponent_": "beagle:container", "id": "c", "children": [
        {"_beagleComponent_": "beagle:text", "id": "first", "text": "first"},
        {"_beagleComponent_": "beagle:button", "id": "b", "text": "go", "onPress": [{"_beagleAction_": "beagle:addChildren",
          "componentId": "c", "mode": "\(mode)", "value": [{"_beagleComponent_": "beagle:text", "text": "added"}]}]}]}
      """
    let live = session(json)
    try live.trigger("onPress", on: "b")
    let texts = live.resolvedRoot?.children.compactMap {
      $0.type.key == "beagle:text" ? $0.property("text")?.stringValue : nil
    }
    #expect(texts == expected)
  }

  @Test func submitFormChecksTheInputsErrors() throws {
    let json = """
      {"_beagleComponent_": "beagle:simpleForm", "context": {"id": "form", "value": {"name": ""}},
       "onSubmit": [{"_beagleAction_": "beagle:alert", "message": "submitted @{form.name}"}],
       "onValidationError": [{"_beagleAction_": "beagle:alert", "message": "fix the errors"}],
       "children": [
         {"_beagleComponent_": "beagle:textInput", "id": "name", "value": "@{form.name}",
          "error": "@{condition(isEmpty(form.name), 'required', '')}",
          "onChange": [{"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "name", "value": "@{onChange.value}"}]},
         {"_beagleComponent_": "beagle:button", "id": "send", "text": "Send", "onPress": [{"_beagleAction_": "beagle:submitForm"}]}]}
      """
    let screen = session(json)
    try screen.trigger("onPress", on: "send")
    #expect(screen.dialogs.map(\.message) == ["fix the errors"])
    try screen.pressDialogButton(0)
    try screen.trigger("onChange", on: "name", value: ["value": "Ann"])
    try screen.trigger("onPress", on: "send")
    #expect(screen.dialogs.map(\.message) == ["submitted Ann"])
  }

  @Test func lazyComponentIsReplacedByTheFetchedComponent() async throws {
    let client = InMemoryHTTPClient { request in
      guard request.url == "/lazy" else { return HTTPResponse(status: 404) }
      return HTTPResponse(
        status: 200, body: Array(#"{"_beagleComponent_": "beagle:text", "id": "loaded", "text": "loaded"}"#.utf8))
    }
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:lazyComponent", "id": "good", "path": "/lazy",
         "initialState": {"_beagleComponent_": "beagle:text", "id": "wait", "text": "loading"}},
        {"_beagleComponent_": "beagle:lazyComponent", "id": "bad", "path": "/missing",
         "initialState": {"_beagleComponent_": "beagle:text", "id": "stays", "text": "still here"}}]}
      """, environment: .init(http: client))
    #expect(screen.instance(id: "wait") != nil, "the initial state shows first")
    await screen.settle()
    #expect(screen.text("loaded") == "loaded")
    #expect(screen.instance(id: "wait") == nil)
    #expect(screen.text("stays") == "still here")
    #expect(
      screen.loggedProblems.map(\.description) == [
        "4:3: warning: lazyComponent '/missing' failed with status 404; its initialState stays (in 'bad' at $.children[1])"
      ])
  }

  @Test func navigationActionsReachTheNavigatorWithTheirContext() throws {
    let navigator = RecordingNavigator()
    let screen = try conformanceSession(
      "beagle/docs-nav-navigationcontext-pushview.json", environment: .init(navigator: navigator))
    let button = try #require(screen.resolvedRoot?.allNodes.first { !$0.events.isEmpty })
    try screen.trigger(try #require(button.events.first), on: button.id)
    let request = try #require(navigator.requests.first)
    #expect(request.action == "beagle:pushView")
    #expect(request.properties["navigationContext"]?.objectMembers != nil)
  }
}

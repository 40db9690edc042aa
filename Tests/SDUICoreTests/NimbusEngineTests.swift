import SDUITestSupport
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// The behaviour the Nimbus core's integration tests assert (spec nimbus
/// §9), run against the conformance screens.
@Suite("Nimbus engine", .enabled(if: hasConformance, "../shared/conformance is not beside the package"))
@MainActor
struct NimbusEngineTests {
  @Test func resolvesStatesAcrossNestedScopes() throws {
    let screen = try conformanceSession("nimbus/core-state-resolution-nested-scopes.json")
    #expect(screen.text("formal") == "How are you?")
    #expect(screen.text("mundane") == "Whazap John?")
  }

  @Test func setStateChangesTypesAndWholeExpressionsKeepThem() throws {
    let screen = try conformanceSession("nimbus/core-setstate-many-types.json")
    let label = try #require(screen.resolvedRoot?.children.first?.id)
    func value() -> JSONValue? { screen.instance(id: label)?.property("text") }
    #expect(value() == "string")
    let steps: [(String, JSONValue)] = [
      ("setInt", 10), ("setDouble", 5.64), ("setArray", [0, 1, 2]), ("setMap", ["a": 0, "b": 1]),
      ("setBoolean", true), ("setNull", nil), ("setString", "string"),
    ]
    for (button, expected) in steps {
      try screen.trigger("onPress", on: button)
      #expect(value() == expected, "after \(button)")
    }
  }

  @Test func deepPathsCreateAndReplaceMaps() throws {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"test": {"a": {"b": [1]}}}, "children": [
        {"_:component": "layout:text", "id": "out", "properties": {"text": "@{test}"}},
        {"_:component": "layout:touchable", "id": "deep", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "test.a.b.h.i", "value": 1}}]}}]}
      """)
    try screen.trigger("onPress", on: "deep")
    #expect(screen.instance(id: "out")?.property("text") == ["a": ["b": ["h": ["i": 1]]]])
  }

  @Test func globalStateStartsNullAndCanBeWritten() throws {
    let screen = try conformanceSession("nimbus/core-setstate-global.json")
    let label = try #require(screen.resolvedRoot?.children.first?.id)
    #expect(screen.text(label) == "Hey !")
    let button = try #require(screen.resolvedRoot?.children.last?.id)
    try screen.trigger("onPress", on: button)
    #expect(screen.text(label)?.hasPrefix("Hey ") == true)
    #expect(screen.text(label) != "Hey !")
  }

  @Test func forEachSplicesAndSuffixesIds() throws {
    let screen = try conformanceSession("nimbus/core-foreach-nested-plans-documents.json")
    let ids = screen.resolvedIDs
    #expect(ids.contains("header:0"))
    #expect(ids.contains("document:0:1:0"))
    #expect(ids.contains("document:2:1:1"))
    #expect(screen.text("document:0:1:0") == "854.112.745-98 (belonging to Mary)")
    #expect(screen.text("header:1") == "Documents of clients for the super plan (39.9):")
    #expect(!screen.resolvedRoot!.allNodes.contains { $0.type.written == "forEach" })
  }

  @Test func ifTogglesBetweenBranchesSplicedIntoTheParent() throws {
    let screen = try conformanceSession("nimbus/core-if-then-else-toggle.json")
    func texts() -> [String] { screen.resolvedRoot?.children.compactMap { $0.property("text")?.stringValue } ?? [] }
    #expect(texts() == ["Good morning!", "toggle"])
    try screen.trigger("onPress", on: "toggle")
    #expect(texts() == ["Good evening!", "toggle"])
    try screen.trigger("onPress", on: "toggle")
    #expect(texts() == ["Good morning!", "toggle"])
  }

  @Test func sendRequestRunsSuccessThenFinishAndReadsIndexedData() async throws {
    let client = InMemoryHTTPClient { request in
      HTTPResponse(status: 200, statusText: "OK", body: Array((request.body?.jsonText ?? "null").utf8))
    }
    let screen = try conformanceSession(
      "nimbus/core-sendrequest-post-data-indices.json", environment: .init(http: client))
    try screen.trigger("onPress", on: "send-request-btn")
    await screen.settle()
    #expect(screen.loggedProblems.map(\.message) == ["1 test true  50.3 1 world"])
    let sent = await client.requests
    #expect(sent.map(\.method) == ["POST"])
    #expect(sent.first?.headers["Content-Type"] == "application/json")
  }

  @Test func sendRequestErrorsHideTheStatusAsNimbusDoes() async throws {
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 404, statusText: "Not Found", body: Array("nope".utf8))
    }
    let screen = session(
      """
      {"_:component": "layout:touchable", "id": "go", "properties": {"onPress": [{"_:action": "sendRequest",
        "properties": {"url": "/user/1",
          "onSuccess": [{"_:action": "log", "properties": {"message": "success"}}],
          "onError": [{"_:action": "log", "properties": {"message": "@{onError.status} @{onError.statusText}: @{onError.message}", "level": "Error"}}],
          "onFinish": [{"_:action": "log", "properties": {"message": "finish"}}]}}]}}
      """, environment: .init(http: client))
    try screen.trigger("onPress", on: "go")
    await screen.settle()
    #expect(
      screen.loggedProblems.map(\.description) == [
        "4:17: error: 0 Unable to send request: Request failed with status 404.\nnope"
          + " (in 'go' at $.properties.onPress[0].properties.onError[0])",
        "5:18: info: finish (in 'go' at $.properties.onPress[0].properties.onFinish[0])",
      ])
  }

  @Test func operationsInActionsRunOnlyWhenTriggered() throws {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"count": 1}, "children": [
        {"_:component": "layout:text", "id": "t", "properties": {"text": "@{sum(count, 1)}"}},
        {"_:component": "layout:touchable", "id": "b", "properties": {"onPress": [
          {"_:action": "log", "properties": {"message": "@{nope(count)}"}}]}}]}
      """)
    #expect(screen.loggedProblems.isEmpty, "the action's operation has not run")
    #expect(screen.instance(id: "t")?.property("text") == 2)
    try screen.trigger("onPress", on: "b")
    #expect(screen.loggedProblems.map(\.description).first?.contains("unknown operation 'nope'") == true)
  }

  @Test func failedActionsAreLoggedAndTheNextStillRuns() throws {
    let screen = session(
      """
      {"_:component": "layout:touchable", "id": "b", "properties": {"onPress": [
        {"_:action": "setState", "properties": {"path": "missing", "value": 1}},
        {"_:action": "log", "properties": {"message": "still here"}}]}}
      """)
    try screen.trigger("onPress", on: "b")
    #expect(
      screen.loggedProblems.map(\.description) == [
        "2:3: error: setState: couldn't find state with id 'missing' (in 'b' at $.properties.onPress[0])",
        "3:3: info: still here (in 'b' at $.properties.onPress[1])",
      ])
  }
}

@Suite("Nimbus events")
@MainActor
struct NimbusEventTests {
  @Test func nestedEventsReadTheOuterEventsState() async throws {
    let client = InMemoryHTTPClient { _ in throw OfflineHTTPClient.Unreachable() }
    let screen = session(
      """
      {"_:component": "layout:column", "children": [{"_:component": "store:textInput", "id": "zip", "properties": {"onBlur": [
        {"_:action": "sendRequest", "properties": {"url": "https://viacep.com.br/ws/@{onBlur}/json",
          "onError": [{"_:action": "log", "properties": {"message": "zip @{onBlur}: @{onError.statusText}", "level": "Warning"}}]}}]}}]}
      """, environment: .init(http: client))
    try screen.trigger("onBlur", on: "zip", value: "95010-000")
    await screen.settle()
    #expect(
      screen.loggedProblems.map(\.description) == [
        "3:17: warning: zip 95010-000: Unable to send request"
          + " (in 'zip' at $.children[0].properties.onBlur[0].properties.onError[0])"
      ])
    #expect(await client.requests.map(\.url) == ["https://viacep.com.br/ws/95010-000/json"])
    let sent = await client.requests
    #expect(sent.first?.method == "GET")
    #expect(sent.first.map { $0.body == nil } == true, "GET sends no body")
  }

  @Test func successRunsBeforeFinish() async throws {
    let client = InMemoryHTTPClient { _ in
      HTTPResponse(status: 200, statusText: "OK", body: Array(#"{"name":"John"}"#.utf8))
    }
    let screen = session(
      """
      {"_:component": "layout:touchable", "id": "go", "properties": {"onPress": [{"_:action": "sendRequest",
        "properties": {"url": "/user/1",
          "onSuccess": [{"_:action": "log", "properties": {"message": "success @{onSuccess.data.name} @{onSuccess.status}"}}],
          "onError": [{"_:action": "log", "properties": {"message": "error"}}],
          "onFinish": [{"_:action": "log", "properties": {"message": "finish"}}]}},
        {"_:action": "log", "properties": {"message": "sent"}}]}}
      """, environment: .init(http: client))
    try screen.trigger("onPress", on: "go")
    #expect(screen.isBusy)
    await screen.settle()
    #expect(screen.loggedProblems.map(\.message) == ["sent", "success John 200", "finish"])
  }

  @Test(arguments: [("true", "yes"), ("false", "no"), ("'true'", "error")])
  func conditionNeedsARealBoolean(_ condition: String, _ expected: String) throws {
    let screen = session(
      """
      {"_:component": "layout:touchable", "id": "b", "properties": {"onPress": [{"_:action": "condition", "properties": {
        "condition": "@{\(condition)}",
        "onTrue": [{"_:action": "log", "properties": {"message": "yes"}}],
        "onFalse": [{"_:action": "log", "properties": {"message": "no"}}]}}]}}
      """)
    try screen.trigger("onPress", on: "b")
    let logged = screen.loggedProblems.map { $0.severity == .error ? "error" : $0.message }
    #expect(logged == [expected])
  }

  @Test func customOperationsComeFromTheRegistry() throws {
    let formatPrice: OperationFunction = { arguments throws(OperationFailure) in
      guard let value = arguments.first.flatMap(Coercion.number(from:)) else { throw OperationFailure("not a price") }
      return JSONValue(.string("US$ \(value.doubleValue)"))
    }
    let library = Library(namespace: "store").adding(
      OperationDescriptor("formatPrice", arguments: 1...2, implementation: formatPrice))
    let screen = session(
      #"{"_:component": "layout:text", "id": "t", "state": {"p": 9.5}, "properties": {"text": "@{formatPrice(p, 'USD')}"}}"#,
      environment: .init(libraries: [library]))
    #expect(screen.text("t") == "US$ 9.5")
  }
}

@Suite("State paths an action may write")
struct StateWriteLimitTests {
  /// (keys in the path, an index after them, the problem reported)
  @Test(
    arguments: [
      (1, nil, nil),
      (512, nil, nil),
      (513, nil, "513 segments are more than an action may write (512)"),
      (1, 100_000, nil),
      (1, 100_001, "index 100001 is past the largest an action may write (100000)"),
      (2, 999_999_999, "index 999999999 is past the largest an action may write (100000)"),
    ] as [(Int, Int?, String?)])
  func pathsAreBounded(keys: Int, index: Int?, problem: String?) {
    let components = Array(repeating: JSONPath.Component.key("a"), count: keys) + (index.map { [.index($0)] } ?? [])
    #expect(StatePath.writeProblem(components) == problem)
  }
}

import Foundation
import SDUITestSupport
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// What a hostile screen cannot make the engine do: each bound of
/// ``ScreenBudget`` is reached with a problem at its place, and the rest of
/// the screen goes on (docs/security.md).
@Suite("Screen budgets")
@MainActor
struct ScreenBudgetTests {
  /// The budget problems a session logged, as text.
  func budgetProblems(_ session: ScreenSession) -> [String] {
    session.environment.problems.problems.compactMap { problem in
      switch problem.kind {
      case .budget(let reached), .expression(.budget(let reached)): "\(reached)"
      default: nil
      }
    }
  }

  /// `count` Nimbus states on one column, each made from the one before by
  /// `step` (with `PREVIOUS` for its name), the first `first`.
  func doubling(_ step: String, first: String, count: Int) -> String {
    var states = [#""s0": \#(first)"#]
    for index in 1...count {
      states.append(#""s\#(index)": "@{\#(step.replacingOccurrences(of: "PREVIOUS", with: "s\(index - 1)"))}""#)
    }
    return """
      {"_:component": "layout:column", "state": {\(states.joined(separator: ", "))}, "children": [
        {"_:component": "layout:text", "id": "last", "properties": {"text": "@{length(s\(count))}"}},
        {"_:component": "layout:text", "id": "after", "properties": {"text": "after"}}]}
      """
  }

  @Test(arguments: ["concat(PREVIOUS, PREVIOUS)", "array(PREVIOUS, PREVIOUS)", "insert(array(PREVIOUS), PREVIOUS)"])
  func aValueThatDoublesStopsAtTheLargestAValueMayHold(_ step: String) {
    let screen = session(doubling(step, first: step.hasPrefix("concat") ? #""ab""# : "[1]", count: 60))
    #expect(screen.text("after") == "after")
    let problems = budgetProblems(screen)
    #expect(problems.contains { $0.contains("made a value larger than 8 MiB") || $0.contains("already made 64 MiB") })
    for index in 0...60 {
      let state = screen.root?.scope.lookup("s\(index)")?.value ?? .null
      #expect(state.heldBytes(upTo: 8 << 20) <= 8 << 20, "s\(index)")
    }
  }

  @Test func anOperationThatWouldPassTheLargestValueDoesNotRun() {
    let screen = session(
      doubling("concat(PREVIOUS, PREVIOUS)", first: "[1, 2, 3, 4, 5, 6, 7, 8]", count: 13)
        .replacingOccurrences(
          of: #""@{length(s13)}""#,
          with: #""@{length(concat(\#(Array(repeating: "s13", count: 600).joined(separator: ", "))))}""#))
    #expect(screen.text("last") == "0", "the length of null")
    #expect(
      budgetProblems(screen) == [
        "operation 'concat' made a value larger than 8 MiB, the most a value may hold; it is null"
      ])
  }

  @Test func screensThatKeepWhatTheirCallbacksMakeStopAtWhatTheyMayHold() async {
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 200, statusText: "OK", body: Array("{}".utf8)) }
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"big": "@{concat('\(String(repeating: "x", count: 100_000))', '')}",
        "xs": [\((0..<40).map(String.init).joined(separator: ","))]}, "children": [
        {"_:component": "forEach", "properties": {"items": "@{xs}"}, "children": [
          {"_:component": "layout:lifecycle", "properties": {"onInit": [
            {"_:action": "sendRequest", "properties": {"url": "/ping", "onSuccess": [
              {"_:action": "setState", "properties": {"path": "item", "value": "@{concat(big, index)}"}}]}}]}}]}]}
      """,
      environment: .init(http: client, budget: ScreenBudget(heldBytes: 1 << 20)))
    await screen.settle()
    #expect(screen.environment.ledger.total <= (1 << 20) + 200_000)
    #expect(budgetProblems(screen).contains { $0.contains("the screens already hold 1 MiB in their states") })
    #expect(
      screen.environment.problems.problems.contains {
        $0.message.hasPrefix("setState: not run: a property's value is past the screen's budget")
      })
  }

  @Test func anAnswerOfTooManyValuesIsAnError() async {
    let answer = "[" + Array(repeating: "[[]]", count: 600).joined(separator: ",") + "]"
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 200, statusText: "OK", body: Array(answer.utf8)) }
    let screen = session(
      """
      {"_:component": "layout:lifecycle", "state": {"got": "nothing"}, "properties": {"onInit": [
        {"_:action": "sendRequest", "properties": {"url": "/big",
          "onSuccess": [{"_:action": "setState", "properties": {"path": "got", "value": "all of it"}}],
          "onError": [{"_:action": "setState", "properties": {"path": "got", "value": "@{onError.message}"}}]}}]},
       "children": [{"_:component": "layout:text", "id": "got", "properties": {"text": "@{got}"}}]}
      """,
      environment: .init(http: client, budget: ScreenBudget(answerValues: 1000)))
    await screen.settle()
    #expect(screen.text("got") == "GET /big failed: its answer is past what a screen may hold")
    #expect(
      budgetProblems(screen) == ["the answer holds more than 1000 values, the most a screen takes from one request"])
  }

  @Test func aTemplateThatDoublesIsNullPastTheLargestValue() {
    var states = [#""t0": "abcdefgh""#]
    for index in 1...30 { states.append(#""t\#(index)": "@{t\#(index - 1)}@{t\#(index - 1)}""#) }
    let screen = session(
      """
      {"_:component": "layout:column", "state": {\(states.joined(separator: ", "))}, "children": [
        {"_:component": "layout:text", "id": "after", "properties": {"text": "after"}}]}
      """)
    #expect(screen.text("after") == "after")
    #expect(budgetProblems(screen).contains { $0.hasPrefix("the text '@{t19}@{t19}' made a value larger than 8 MiB") })
  }

  @Test func manyLargeValuesInOneEventStopAtItsAllowance() {
    // Each value is under the largest, all of them together over what one
    // event may make.
    var states = [#""big": "@{concat('\#(String(repeating: "x", count: 1000))', '')}""#]
    states.append(#""b0": "@{concat(big, big, big, big)}""#)
    for index in 1...10 { states.append(#""b\#(index)": "@{concat(b\#(index - 1), b\#(index - 1))}""#) }
    for index in 0..<40 { states.append(#""c\#(index)": "@{concat(b10, '\#(index)')}""#) }
    // The operations examine more than they make: let them, to reach what the event may make.
    let screen = session(
      """
      {"_:component": "layout:column", "state": {\(states.joined(separator: ", "))}, "children": [
        {"_:component": "layout:text", "id": "after", "properties": {"text": "after"}}]}
      """, environment: .init(budget: ScreenBudget(operationWorkPerEvent: 1 << 30)))
    #expect(screen.text("after") == "after")
    #expect(budgetProblems(screen).contains { $0.contains("this event already made 64 MiB") })
  }

  /// Operations of one event, `count` texts each computing `operation`
  /// over strings of `length` bytes, and whether the event's work stops
  /// them: each examines what its arguments hold.
  struct WorkCase: Sendable, CustomTestStringConvertible {
    let operation: String
    let count: Int
    let length: Int
    let stopped: Bool
    var testDescription: String { "\(count) × \(operation), \(length) bytes" }
  }

  nonisolated static let workCases: [WorkCase] = [
    WorkCase(operation: "eq(s, t)", count: 20, length: 20_000, stopped: false),  // 800 KB examined
    WorkCase(operation: "eq(s, t)", count: 30, length: 20_000, stopped: true),  // 1.2 MB
    WorkCase(operation: "substr(s, 1)", count: 70, length: 16_384, stopped: true),  // 1.1 MB
    WorkCase(operation: "length(s)", count: 50, length: 16_384, stopped: false),  // 819 KB
    WorkCase(operation: "length(xs)", count: 2_000, length: 0, stopped: false),  // a list's count, not what it holds
    WorkCase(operation: "contains(xs, 'x')", count: 2_000, length: 0, stopped: true),  // 40 KB, 2,000 times
  ]

  @Test(arguments: workCases)
  func anEventsOperationsShareABudgetOfWork(_ workCase: WorkCase) {
    let text = String(repeating: "x", count: workCase.length)
    let items = (0..<1_000).map { #""item \#($0)""# }.joined(separator: ",")
    let texts = (0..<workCase.count).map { _ in
      #"{"_:component": "layout:text", "properties": {"text": "@{\#(workCase.operation)}"}}"#
    }
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"s": "\(text)", "t": "\(text)y", "xs": [\(items)]}, "children": [
        \(texts.joined(separator: ", ")),
        {"_:component": "layout:text", "id": "after", "properties": {"text": "after"}}]}
      """, environment: .init(budget: ScreenBudget(operationWorkPerEvent: 1 << 20)))
    #expect(screen.text("after") == "after")
    let spent = budgetProblems(screen).filter { $0.contains("this event's operations already examined 1 MiB") }
    #expect(!spent.isEmpty == workCase.stopped, "\(spent.first ?? "no problem")")
  }

  @Test func aForEachInAForEachStopsAtTheComponentsAScreenMayHave() {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"xs": [\((0..<400).map(String.init).joined(separator: ","))]},
       "children": [{"_:component": "forEach", "properties": {"items": "@{xs}", "iteratorName": "x"}, "children": [
         {"_:component": "forEach", "properties": {"items": "@{xs}", "iteratorName": "y"}, "children": [
           {"_:component": "layout:text", "properties": {"text": "@{x}-@{y}"}}]}]},
         {"_:component": "layout:text", "id": "after", "properties": {"text": "after"}}]}
      """,
      environment: .init(budget: ScreenBudget(components: 5_000)))
    #expect(screen.componentCount <= 5_000 + 5_000 / 4, "an item under way is made whole, within a quarter more")
    #expect(screen.text("after") == "after", "the screen's own components after the list are still made")
    let problems = budgetProblems(screen)
    #expect(
      problems.contains {
        $0.hasPrefix("the screen already has 5000 components, the most it may;")
          && $0.hasSuffix("(a lazy list makes only the items near what is shown)")
      })
    let located = screen.environment.problems.problems.first {
      if case .budget(.tooManyComponents) = $0.kind { true } else { false }
    }
    #expect(located?.path?.description.hasPrefix("$.children[0]") == true)
  }

  @Test func componentsThatShareAnIdAreEachCounted() throws {
    let children = Array(repeating: #"{"_beagleComponent_": "beagle:text", "id": "same", "text": "x"}"#, count: 50)
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "id": "box", "children": [
        {"_beagleComponent_": "beagle:button", "id": "add", "text": "add", "onPress": [
          {"_beagleAction_": "beagle:addChildren", "componentId": "box", "value": [\(children.joined(separator: ","))]}]}]}
      """,
      environment: .init(budget: ScreenBudget(components: 120)))
    for _ in 0..<5 { try screen.trigger("onPress", on: "add") }
    #expect(screen.componentCount == 120)
    #expect(budgetProblems(screen).contains { $0.hasPrefix("the screen already has 120 components") })
  }

  @Test func itemsThatAddItemsInTheirOnInitStop() {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"list": [0]}, "children": [
        {"_:component": "forEach", "properties": {"items": "@{list}"}, "children": [
          {"_:component": "layout:lifecycle", "properties": {"onInit": [
            {"_:action": "setState", "properties": {"path": "list", "value": "@{insert(list, 0)}"}}]}}]},
        {"_:component": "layout:text", "id": "after", "properties": {"text": "after"}}]}
      """,
      environment: .init(budget: ScreenBudget(actionsPerEvent: 300, updateRounds: 1000)))
    #expect(screen.text("after") == "after")
    #expect(budgetProblems(screen).contains { $0.hasPrefix("this event already ran 300 actions") })
  }

  @Test func updatesThatStartMoreStopAtTheRoundsAndGoOnWithTheNextEvent() throws {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"list": [0], "n": 0}, "children": [
        {"_:component": "forEach", "properties": {"items": "@{list}"}, "children": [
          {"_:component": "layout:lifecycle", "properties": {"onInit": [
            {"_:action": "setState", "properties": {"path": "list", "value": "@{insert(list, 0)}"}}]}}]},
        {"_:component": "layout:text", "id": "count", "properties": {"text": "@{length(list)}"}},
        {"_:component": "layout:touchable", "id": "press", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": 1}}]}, "children": []}]}
      """,
      environment: .init(budget: ScreenBudget(updateRounds: 20)))
    #expect(screen.text("count") == "21", "the tree is brought up to date before the rest waits")
    #expect(budgetProblems(screen).first?.hasPrefix("this event went through 20 rounds of updates") == true)
    try screen.trigger("onPress", on: "press")
    #expect(screen.text("count") == "41", "the next event goes on with what waited")
  }

  @Test func theActionsOfTheNextEventRunAgain() throws {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"n": 0}, "children": [
        {"_:component": "layout:touchable", "id": "press", "properties": {"onPress": [
          \(Array(repeating: #"{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}"#, count: 8)
            .joined(separator: ","))]}, "children": []},
        {"_:component": "layout:text", "id": "n", "properties": {"text": "@{n}"}}]}
      """,
      environment: .init(budget: ScreenBudget(actionsPerEvent: 5)))
    try screen.trigger("onPress", on: "press")
    #expect(screen.text("n") == "5")
    try screen.trigger("onPress", on: "press")
    #expect(screen.text("n") == "10", "each event has its own actions")
  }

  @Test func aPathWhoseIndicesAddUpPastTheLargestIsNotWritten() throws {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "page", "value": {}}, "children": [
        {"_beagleComponent_": "beagle:button", "id": "go", "text": "go", "onPress": [
          {"_beagleAction_": "beagle:setContext", "contextId": "page", "path": "[60000][60000]", "value": 1}]}]}
      """)
    try screen.trigger("onPress", on: "go")
    #expect(
      screen.environment.problems.problems.contains {
        $0.message.contains("its indices add up to 120000, more than an action may write (100000)")
      })
  }

  @Test func aRequestThatSendsItselfAgainStopsAtTheChain() async throws {
    var actions = #"{"_:action": "setState", "properties": {"path": "done", "value": true}}"#
    for _ in 0..<25 {
      actions = #"{"_:action": "sendRequest", "properties": {"url": "/ping", "onSuccess": [\#(actions)]}}"#
    }
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 200, statusText: "OK", body: Array("{}".utf8)) }
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"done": false}, "children": [
        {"_:component": "layout:lifecycle", "properties": {"onInit": [\(actions)]}, "children": [
          {"_:component": "layout:text", "id": "done", "properties": {"text": "@{done}"}}]}]}
      """,
      environment: .init(http: client))
    await screen.settle()
    #expect(screen.text("done") == "false")
    #expect(await client.requests.count == 20)
    #expect(
      budgetProblems(screen) == [
        "20 requests already followed each other's callbacks from one event, the most"
          + " they may; this one is not sent"
      ])
  }

  /// The answers to one event's requests share their bytes: past them an
  /// answer is not read and the requests after it are not sent, while at
  /// most two (here) are on their way at once.
  @Test func theAnswersOfOneEventShareTheirBytes() async throws {
    let request = """
      {"_:action": "sendRequest", "properties": {"url": "/big", "onSuccess": [
        {"_:action": "setState", "properties": {"path": "read", "value": "@{sum(read, 1)}"}}]}}
      """
    let answer = Array(#"{"text": "\#(String(repeating: "x", count: 990))"}"#.utf8)
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 200, statusText: "OK", body: answer) }
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"read": 0}, "children": [
        {"_:component": "layout:lifecycle", "properties": {"onInit": [\(Array(repeating: request, count: 6).joined(separator: ", "))]},
         "children": [{"_:component": "layout:text", "id": "read", "properties": {"text": "@{read}"}}]}]}
      """,
      environment: .init(http: client, budget: ScreenBudget(answerBytesPerEvent: 2500, answersAtOnce: 2)))
    await screen.settle()
    #expect(screen.text("read") == "2")
    #expect((3...4).contains(await client.requests.count))
    #expect(
      budgetProblems(screen) == [
        "the answers to this event's requests reached 2500 bytes, the most they may have together;"
          + " this answer is not read",
        "the answers to this event's requests reached 2500 bytes, the most they may have together;"
          + " this request is not sent",
      ])
  }

  @Test func aLazyComponentAnsweringItselfStopsAtTheDepth() async throws {
    let answer = """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:lazyComponent", "path": "/lazy",
         "initialState": {"_beagleComponent_": "beagle:text", "text": "waiting"}}]}
      """
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 200, statusText: "OK", body: Array(answer.utf8)) }
    let screen = session(answer, environment: .init(http: client, budget: ScreenBudget(lazyComponentDepth: 3)))
    for _ in 0..<10 { await screen.settle() }
    #expect(await client.requests.count == 3)
    #expect(budgetProblems(screen).first?.hasPrefix("lazy components nested 3 deep") == true)
  }

  @Test func lazyComponentsAnsweringLazyComponentsStop() async throws {
    /// A container holding lazy component `number`, which fetches the next.
    @Sendable func answer(_ number: Int) -> String {
      """
      {"_beagleComponent_": "beagle:container", "id": "c\(number)", "children": [
        {"_beagleComponent_": "beagle:lazyComponent", "id": "l\(number)", "path": "/lazy/\(number + 1)",
         "initialState": {"_beagleComponent_": "beagle:text", "id": "t\(number)", "text": "waiting"}}]}
      """
    }
    let client = InMemoryHTTPClient { request in
      let number = Int(request.url.split(separator: "/").last ?? "") ?? 0
      return HTTPResponse(status: 200, statusText: "OK", body: Array(answer(number).utf8))
    }
    let screen = session(answer(0), environment: .init(http: client, budget: ScreenBudget(lazyComponentDepth: 4)))
    for _ in 0..<10 { await screen.settle() }
    #expect(await client.requests.count == 4)
    #expect(budgetProblems(screen).first?.hasPrefix("lazy components nested 4 deep") == true)
  }
}

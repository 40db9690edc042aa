import SDUIDocument
import Testing

@testable import SDUICore

@Suite("Problem log")
struct ProblemLogTests {
  struct Written: Sendable {
    let problem: Problem
    let expected: String
  }

  static let written: [Written] = [
    Written(problem: Problem(.nothingToGoBackTo), expected: "warning: there is no screen to go back to"),
    Written(
      problem: Problem(.picturesStillLoading((1...40).map { "'p\($0).png'" }, seconds: 30)),
      expected:
        "warning: 40 pictures still loading after 30.0 s; shown as their stand-ins: 'p1.png', 'p2.png', 'p3.png' and 37 more"
    ),
    Written(
      problem: Problem(
        .actionFailed(action: "setState", .unknownState("cart")), document: "home.json",
        location: SourceLocation(line: 4, column: 9), path: JSONPath.root.appending("onPress").appending(0),
        component: "buy"),
      expected: "home.json:4:9: error: setState: couldn't find state with id 'cart' (in 'buy' at $.onPress[0])"),
    Written(
      problem: Problem(.logged("loaded"), location: SourceLocation(line: 2, column: 3), path: .root),
      expected: "2:3: info: loaded (at $)"),
    Written(
      problem: Problem(.navigation(.firstOfStack(action: "pop")), document: "a.json"),
      expected: "a.json: info: pop: this is the first screen of its stack; nothing to pop"),
    Written(
      problem: Problem(.expression(.operationFailed("sum", .notANumber(operation: "sum", position: 2, found: "null")))),
      expected: "error: operation 'sum' failed: argument 2 of 'sum' is null, expected a number"),
    Written(
      problem: Problem(
        .propertyFallback(
          owner: "demo:rating",
          PropertyFallback(
            PropertyDecodingError(path: "$.value", message: "expected a whole number, found a string"),
            instead: .defaultValue("0")))),
      expected: "warning: demo:rating: $.value: expected a whole number, found a string; the default 0 is used"),
  ]

  @Test("a problem prints as a diagnostic does, leaving out what is not known", arguments: written)
  func printsWhereItIs(_ row: Written) {
    #expect(row.problem.description == row.expected)
  }

  @Test func readersKeepAMarkAndTheOldestAreDroppedBeyondTheCapacity() {
    let log = ProblemLog(capacity: 3)
    log.append(Problem(.logged("1")))
    let mark = log.count
    for text in ["2", "3", "4", "5"] { log.append(Problem(.logged(text))) }
    #expect(log.count == 5)
    #expect(log.problems.map(\.message) == ["3", "4", "5"])
    #expect(log.problems(since: mark).map(\.message) == ["3", "4", "5"], "what was dropped is not made up")
    #expect(log.problems(since: 4).map(\.message) == ["5"])
    #expect(log.problems(since: 5).isEmpty)
  }

  @Test func failuresAreTypedAndAnAppsOwnWordsAreCustom() {
    #expect(ActionFailure("the basket is full") == .custom("the basket is full"))
    #expect(OperationFailure("not a price").description == "not a price")
    #expect(
      OperationFailure.outOfRange(operation: "insert", role: "index", collection: .array, length: 2).description
        == "'insert' index is outside the array of 2")
    #expect(ActionFailure.pathTooLarge(what: "state", reason: "x").description == "the state path is too large: x")
  }
}

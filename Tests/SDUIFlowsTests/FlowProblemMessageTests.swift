import SDUICore
import SDUIDocument
import Testing

@testable import SDUIFlows

/// The words of the flows' typed problems, each built in one place: a few
/// of each enum's cases, so that their texts stay what docs and scripts
/// quote.
@Suite("Flow and step problems in words")
struct FlowProblemMessageTests {
  static let flowProblems: [(FlowProblem, String)] = [
    (.noSuchFile, "no such file or directory"),
    (.expectedCount(what: "'delay'", most: 1_000), "expected 'delay' as a whole number from 0 to 1000"),
    (.expectedTimeout(most: 86_400_000), "expected a timeout in milliseconds, from 0 to 86400000"),
    (
      .patternTooLong(key: "regex", length: 10_001, limit: 10_000),
      "the selector's regex is 10001 characters long: a text, id or regex may be 10000 at most"
    ),
    (
      .tooManyValues(limit: 100_000, aliases: true),
      "its aliases (*name) copy out more than 100000 YAML values: a flow file may hold 100000"
    ),
    (
      .tooManyValues(limit: 100_000, aliases: false),
      "it holds more than 100000 YAML values: a flow file may hold 100000"
    ),
    (.duplicateKeys(["tapOn", "id"]), "invalid YAML: the key 'tapOn', 'id' is given twice"),
    (
      .pastStepBudget(step: "back", steps: .max, passes: nil, limit: 10_000),
      "'back' would take the flow to more than 9223372036854775806 steps: a flow runs 10000 at most "
        + "(each command each time it runs, and each pass of a repeat)"
    ),
    (.expectedCommands(afterConfiguration: true), "expected a list of commands after '---'"),
    (
      .expectedCommands(afterConfiguration: false),
      "expected a list of commands (or a configuration, '---', then the commands)"
    ),
    (
      .unusedConfigurationKey(name: "tag", suggestion: "tags"),
      "'tag' is no configuration key sdui-term uses (did you mean 'tags'?); accepted and ignored"
    ),
    (
      .unusedConfigurationKey(name: "jsEngine", suggestion: nil),
      "'jsEngine' is no configuration key sdui-term uses; accepted and ignored"
    ),
    (
      .unknownCommand(name: "tapOnn", suggestion: "tapOn", known: ["tapOn"]),
      "'tapOnn' is not a command sdui-term runs; did you mean 'tapOn'?"
    ),
    (
      .unknownCommand(name: "fly", suggestion: nil, known: ["back", "tapOn"]),
      "'fly' is not a command sdui-term runs (it runs: back, tapOn)"
    ),
    (
      .unknownOption(name: "txt", command: "tapOn", suggestion: "text", known: ["text", "id"]),
      "unknown option of tapOn 'txt'; did you mean 'text'?"
    ),
    (
      .unknownOption(name: "zzz", command: "scroll", suggestion: nil, known: ["direction"]),
      "unknown option of scroll 'zzz' (expected one of: direction)"
    ),
    (.needsField(command: "runScript", field: "file"), "runScript needs 'file:'"),
    (
      .expectedOptions(command: "swipe", keys: ["direction", "from"]),
      "expected swipe's options as a mapping (direction, from)"
    ),
    (.expectedDirection(allowed: ["DOWN", "UP"]), "expected the direction DOWN or UP"),
    (.expectedDirection(allowed: ["UP", "DOWN", "LEFT", "RIGHT"]), "expected the direction UP, DOWN, LEFT or RIGHT"),
    (.expectedCondition(visibility: false), "expected a condition"),
    (.expectedString(what: "the label"), "expected the label as a string"),
    (.unknownTrait(name: "round", known: ["text", "square"]), "unknown trait 'round' (traits: text, square)"),
    (.noScript(written: "login.js", lookedFor: "flows/login.js"), "no script 'login.js' (looked for flows/login.js)"),
  ]

  @Test("each reading problem says what it says", arguments: flowProblems)
  func flowProblem(_ problem: FlowProblem, _ expected: String) {
    #expect(problem.message == expected)
    #expect(problem.isNote == (problem.message.hasSuffix("accepted and ignored")))
  }

  @Test("a flow error is FILE:LINE:COL: error: MESSAGE, a note's severity note, a whole file's no place")
  func flowErrorDescription() {
    let at = SourceLocation(line: 3, column: 5)
    #expect(
      FlowError(file: "a.yaml", location: at, problem: .needsArgument(command: "tapOn")).description
        == "a.yaml:3:5: error: tapOn needs an argument")
    #expect(
      FlowError(file: "a.yaml", location: at, problem: .unusedConfigurationKey(name: "jsEngine", suggestion: nil))
        .description == "a.yaml:3:5: note: 'jsEngine' is no configuration key sdui-term uses; accepted and ignored")
    #expect(FlowError(file: "a.yaml", problem: .notUTF8).description == "a.yaml: error: the file is not UTF-8 text")
  }

  static let pay = FoundElement(text: "Pay", id: "pay", row: 4, column: 2)

  static let stepProblems: [(StepProblem, String)] = [
    (
      .noElement(ElementMiss(selector: #"text "Pay""#, near: .nothing)),
      #"expected an element with text "Pay" on the screen, but there is none"#
    ),
    (
      .noElement(ElementMiss(selector: #"id "item", index 3"#, near: .onlyMatching(2))),
      #"expected an element with id "item", index 3, but only 2 match"#
    ),
    (
      .noElement(
        ElementMiss(
          selector: #"text "Pay", enabled"#,
          near: .element(
            pay,
            ElementStates(width: 24, height: 2, enabled: false, focused: false, checked: true, selected: false)))),
      #"expected an element with text "Pay", enabled on the screen, but there is none; "Pay" is at row 4, column 2, "#
        + "24 by 2 points, disabled, not focused, checked, not selected"
    ),
    (
      .noElement(ElementMiss(selector: #"id "incremnt""#, near: .ids(["increment", "decrement"]))),
      #"expected an element with id "incremnt" on the screen, but there is none; the nearest ids: "increment", "decrement""#
    ),
    (
      .noElement(ElementMiss(selector: #"text "Count: 1""#, near: .texts(["Count: 0"]))),
      #"expected an element with text "Count: 1" on the screen, but there is none; the nearest: "Count: 0""#
    ),
    (
      .unexpectedElement(selector: #"text "Pay""#, found: pay),
      #"expected no element with text "Pay", but "Pay" is at row 4, column 2"#
    ),
    (
      .afterTimeout(seconds: 0.1, .stillThere(FoundElement(text: "", id: "spinner", row: 1, column: 1))),
      #"after 0.1 s, id "spinner" is at row 1, column 1"#
    ),
    (.afterTimeout(seconds: 10.0, .stillThere(nil)), "after 10.0 s, the element is still there"),
    (
      .scrolledToEnd(.down, ElementMiss(selector: #"text "Footer""#, near: .nothing)),
      #"scrolled DOWN to the end: expected an element with text "Footer" on the screen, but there is none"#
    ),
    (
      .scrolledFor(.up, seconds: 20.0, ElementMiss(selector: #"text "Top""#, near: .nothing)),
      #"scrolled UP for 20.0 s: expected an element with text "Top" on the screen, but there is none"#
    ),
    (.invalidSelector(.index(written: "-1")), "'index' is '-1', not a whole number from 0"),
    (
      .invalidSelector(.tooLong(key: "text", length: 10_001, limit: 10_000)),
      "the selector's text is 10001 characters long once its ${...} ran: a text, id or regex may be 10000 at most"
    ),
    (.appQuit(at: .character("q")), "the app quit at q; launchApp opens it again"),
    (.appQuit(at: nil), "the app quit; launchApp opens it again"),
    (
      .noScreen(appId: "com.example"),
      "no screen to open for 'com.example': give `sdui-term test --url URL`, or the flow's 'url:' (or launchApp's)"
    ),
    (.notTrue(condition: "${ok}", gave: "false"), "expected '${ok}' to be true, but it is not (it gave 'false')"),
    (
      .timeoutNotANumber(written: "${WAIT}", expanded: "1e+300", most: 86_400_000),
      "the timeout '${WAIT}' is '1e+300', not a number of milliseconds from 0 to 86400000"
    ),
    (
      .notAWholeNumber(command: "repeat", option: "times", written: "two"),
      "repeat's 'times' must be a whole number, not 'two'"
    ),
    (.repeatLimit(1000), "repeat ran its commands 1000 times and its 'while' still holds"),
    (
      .screenshotRefused(path: "evil", .link("shots/evil.svg"), directory: "shots"),
      "'evil' is not written: 'shots/evil.svg' is a symbolic link, and screenshots and recordings are written "
        + "inside --screenshots ('shots'), never through a symbolic link"
    ),
    (
      .screenshotRefused(path: "pic", .notAFile("shots/pic.svg"), directory: "shots"),
      "'pic' is not written: 'shots/pic.svg' is there and is not a folder on its way or a file of its own"
    ),
    (
      .pastStepBudget(limit: 10_000),
      "the flow has run 10000 steps, the most a flow runs (each command each time it runs, and each pass of a repeat)"
    ),
    (
      .runFlowCycle(file: "b.yaml", chain: ["a.yaml", "b.yaml", "a.yaml"]),
      "runFlow 'b.yaml' would run a flow that is running: a.yaml → b.yaml → a.yaml"
    ),
    (
      .subflowUnreadable(FlowError(file: "sub.yaml", problem: .emptyFile)),
      "runFlow cannot read it: sub.yaml: error: the file is empty: expected a configuration, '---', then commands"
    ),
    (
      .scriptThrew(
        script: "a\nb", ScriptError(source: "${a\nb}", line: 2, message: "ReferenceError: b", sourceLine: "  b ")),
      "${a\nb} threw ReferenceError: b at its line 2: b"
    ),
    (
      .noValue(name: "USER"),
      "${USER} has no value: give it in the flow's 'env:', with -e USER=VALUE, or in runFlow's 'env:'"
    ),
    (.nothingCopied, "nothing was copied: copyTextFrom or setClipboard comes first"),
    (
      .scriptStopped(source: "${while (true) {}}", .time(seconds: 10)),
      "${while (true) {}} was stopped: it ran for more than 10 s (--script-timeout)"
    ),
    (
      .scriptStopped(source: "fill.js", .memory(bytes: 512 << 20)),
      "fill.js was stopped: it took more than 512 MiB of memory"
    ),
    (
      .scriptUnstoppable(source: "${f()}", .time(seconds: 0.5)),
      "${f()} ran for more than 0.5 s (--script-timeout), in promise jobs or a call of its own that JavaScriptCore "
        + "cannot stop: sdui-term ends here"
    ),
  ]

  @Test("each way a step fails says what it says", arguments: stepProblems)
  func stepProblem(_ problem: StepProblem, _ expected: String) {
    #expect(problem.message == expected)
    #expect(FlowRunner.StepFailed(problem).message == expected)
  }
}

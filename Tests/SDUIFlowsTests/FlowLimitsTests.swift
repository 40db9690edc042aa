import Foundation
import SDUICore
import Testing

@testable import SDUIFlows

/// Flows that cannot hang or crash the runner (issue 44): what a flow
/// asks past a limit fails its step, or its file, at its line, and the
/// runner goes on.
@MainActor
@Suite("Flows past their limits")
struct FlowLimitsTests {
  let harness: FlowHarness

  init() throws {
    harness = try FlowHarness()
  }

  var counter: String { "\(FlowHarness.screens)/nimbus/counter.json" }

  /// A step whose script never ends, and what its failure says.
  nonisolated static let endlessScripts: [(String, String)] = [
    (
      "- evalScript: ${while (true) {}}",
      "${while (true) {}} was stopped: it ran for more than 0.3 s (--script-timeout)"
    ),
    ("- runScript: loop.js", "loop.js was stopped: it ran for more than 0.3 s (--script-timeout)"),
    (
      #"- assertVisible: "Count: ${(() => { for (;;) {} })()}""#,
      "${(() => { for (;;) {} })()} was stopped: it ran for more than 0.3 s"
    ),
    (
      "- evalScript: ${Promise.resolve().then(() => { while (true) {} }); 1}",
      "${Promise.resolve().then(() => { while (true) {} }); 1} was stopped: it ran for more than 0.3 s"
    ),
    (
      "- assertTrue: ${({toString() { while (true) {} }})}",
      "${({toString() { while (true) {} }})} was stopped: it ran for more than 0.3 s"
    ),
  ]

  @Test(
    "a script that never ends (a loop, a promise job, a toString) fails its step at its line; later scripts run",
    arguments: endlessScripts)
  func endlessScript(_ step: String, _ expected: String) async throws {
    try harness.write(
      "output.looping = true\nwhile (true) { output.turns = (output.turns || 0) + 1 }\n", named: "loop.js")
    let result = await harness.run(
      try harness.flow(
        """
        url: \(counter)
        onFlowComplete:
          - evalScript: ${console.log('after', output.before + 1)}
        ---
        - evalScript: ${output.before = 1}
        \(step)
        """), scriptTimeout: 0.3)
    let failure = try #require(result.failure)
    #expect(failure.message.hasPrefix(expected), "\(failure.message)")
    #expect((failure.location.line, failure.location.column) == (6, 3))
    #expect(result.logs.last?.hasSuffix(": after 2") == true, "\(result.logs)")
  }

  /// `levels` anchors, each a list of nine aliases of the one before
  /// (nine x's first): 9^levels values in 40 bytes a level, one a line.
  nonisolated static func laughs(_ levels: Int, indent: String = "") -> String {
    let names = "abcdefghi".map(String.init)
    return (0..<levels).map { level in
      let items = level == 0 ? Array(repeating: "x", count: 9) : Array(repeating: "*\(names[level - 1])", count: 9)
      return "\(indent)\(names[level]): &\(names[level]) [\(items.joined(separator: ", "))]\n"
    }.joined()
  }

  @Test(
    "a file whose aliases copy out more than 100,000 values is refused where an alias is, before anything walks it",
    arguments: [
      // 387 million values: the anchors' own lists pass the budget at f's.
      (laughs(9) + "---\n- launchApp:\n    arguments: *i\n", 6, 4),
      ("properties:\n" + laughs(9, indent: "  ") + "---\n- launchApp\n", 7, 6),
      // The anchors hold 74,000; the step's list of two copies of e more.
      (laughs(5) + "---\n- tapOn:\n    text: Count\n    waitUntilVisible: [*e, *e]\n", 9, 23),
    ])
  func aliasBomb(_ text: String, _ line: Int, _ column: Int) throws {
    #expect {
      _ = try harness.flow(text)
    } throws: { error in
      guard let error = error as? FlowError, error.problem == .tooManyValues(limit: 100_000, aliases: true) else {
        return false
      }
      return (error.location.line, error.location.column) == (line, column)
    }
  }

  @Test("aliases within the budget read as their values")
  func aliasesWithinBudget() async throws {
    let result = await harness.run(
      try harness.flow(
        """
        url: \(counter)
        env:
          GREETING: &count "Count: 0"
        ---
        - assertVisible: *count
        - assertVisible: {text: *count, index: 0}
        - assertTrue: "${GREETING == 'Count: 0'}"
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  /// A selector with a text, id or regex one character too long, where
  /// the file is refused, and the key named.
  nonisolated static let longPatterns: [(String, Int, String)] = {
    let long = String(repeating: "a", count: ElementSelector.longestPattern + 1)
    return [
      ("- tapOn: \(long)", 10, "text"),
      ("- assertVisible: {text: \"\(long)\"}", 25, "text"),
      ("- assertNotVisible: {id: \(long)}", 26, "id"),
      ("- copyTextFrom: {regex: \(long)}", 25, "regex"),
      ("- tapOn: {text: Count, below: {text: \(long)}}", 38, "text"),
      ("- extendedWaitUntil: {visible: \(long)}", 32, "text"),
    ]
  }()

  @Test("a selector's text, id or regex past 10,000 characters is refused at its place", arguments: longPatterns)
  func longPattern(_ step: String, _ column: Int, _ key: String) throws {
    #expect {
      _ = try harness.flow("url: \(counter)\n---\n\(step)\n")
    } throws: { error in
      let limit = ElementSelector.longestPattern
      guard let error = error as? FlowError,
        error.problem == .patternTooLong(key: key, length: limit + 1, limit: limit)
      else { return false }
      return (error.location.line, error.location.column) == (3, column)
    }
  }

  @Test("a selector that its ${...} makes too long fails its step; one of 10,000 characters is looked for")
  func longPatternFromScript() async throws {
    let limit = ElementSelector.longestPattern
    let result = await harness.run(
      try harness.flow(
        """
        url: \(counter)
        ---
        - assertNotVisible: ${'a'.repeat(\(limit))}
        - assertNotVisible: {id: "${'a'.repeat(\(limit + 1))}"}
        """))
    #expect(
      result.failure?.message
        == StepProblem.invalidSelector(.tooLong(key: "id", length: limit + 1, limit: limit)).message)
    #expect(result.failure?.location.line == 4)
  }

  /// Every command that takes a number, its number as `{N}`, with values
  /// that are no usable time or count: not a number, infinite, negative,
  /// past its bound (a day of milliseconds, 1,000 taps, 10,000 characters,
  /// a cell of the 60x16 frame), as written or made by a `${...}`.
  nonisolated static let unusableNumbers: [(String, String)] = {
    let count = #""Count: 0""#
    let rows: [(String, [String])] = [
      ("- tapOn:\n    text: \(count)\n    repeat: {N}", ["nan", "-1", "1e300", ".inf", "1001", "${1/0}"]),
      (
        "- tapOn:\n    text: \(count)\n    delay: {N}",
        ["nan", "-1", "1e300", ".inf", "86400001", "9223372036854775807", "${1/0}"]
      ),
      ("- doubleTapOn:\n    text: \(count)\n    delay: {N}", ["nan", "-1", "1e300", "86400001"]),
      (
        "- tapOn:\n    point: {N}, 50%",
        ["nan%", "1e300%", "-1%", "101%", "-1", "1e300", "60", "9223372036854775807", "${1/0}%", "${0/0}"]
      ),
      ("- swipe:\n    start: {N}, 3\n    end: 10, 3", ["nan%", "1e300", "60", "9223372036854775807", "${1/0}"]),
      ("- swipe:\n    start: 10, 3\n    end: 3, {N}", ["inf%", "-1", "16", "9223372036854775807", "${-1}"]),
      (
        "- scrollUntilVisible:\n    element: \(count)\n    timeout: {N}",
        [".nan", ".inf", "-.inf", "1e300", "86400001", "${1/0}", "${0/0}", "${-1}", "${1e300}"]
      ),
      (
        "- extendedWaitUntil:\n    visible: \(count)\n    timeout: {N}",
        [".nan", ".inf", "-1", "1e300", "86400001", "${1/0}", "${0/0}", "${-1}", "${1e300}"]
      ),
      ("- eraseText: {N}", ["nan", "-1", "1e300", "10001", "9223372036854775807"]),
      ("- eraseText:\n    charactersToErase: {N}", ["nan", "-1", "10001"]),
      ("- inputRandomText:\n    length: {N}", ["nan", "-1", "1e300", "10001", "9223372036854775807"]),
      ("- inputRandomNumber:\n    length: {N}", ["-1", "10001"]),
      (
        "- repeat:\n    times: {N}\n    commands:\n      - assertVisible: \(count)",
        ["nan", "-1", "1e300", "${1/0}", "${0/0}"]
      ),
      (
        "- retry:\n    maxRetries: {N}\n    commands:\n      - assertVisible: \(count)",
        ["nan", "-1", "1e300", "${1/0}"]
      ),
      (
        "- assertVisible:\n    text: \(count)\n    index: {N}",
        ["nan", "-1", "1e300", ".inf", "${1/0}", "${0/0}", "${-1}"]
      ),
      ("- assertVisible:\n    text: \(count)\n    width: {N}", ["nan", "-1", "1e300", ".inf"]),
      ("- assertVisible:\n    text: \(count)\n    height: {N}", ["nan", "-1", "1e300"]),
      ("- assertVisible:\n    text: \(count)\n    width: 100\n    tolerance: {N}", ["nan", "-1", "1e300"]),
    ]
    return rows.flatMap { template, values in values.map { (template, $0) } }
  }()

  @Test(
    "a number that is no usable time or count fails at its line, as written or from ${...}, and never traps",
    arguments: unusableNumbers)
  func unusableNumber(_ template: String, _ value: String) async throws {
    let step = template.replacing("{N}", with: value)
    let text = "url: \(counter)\n---\n- launchApp\n\(step)\n"
    // The step is at line 4; its number as many lines below as it is written.
    let line = 4 + template.prefix { $0 != "{" }.filter { $0 == "\n" }.count
    do {
      let result = await harness.run(try harness.flow(text))
      let failure = try #require(result.failure, "\(step) passed")
      #expect(failure.location.line == 4, "\(failure)")
      #expect(!failure.message.hasPrefix("expected an element"), "\(failure.message)")
    } catch let error as FlowError {
      #expect(error.location.line == line, "\(error)")
      if case .invalidYAML = error.problem { Issue.record("not the number: \(error)") }
    }
  }
}

import Foundation
import SDUICore
import SDUIDocument
import Testing

@testable import SDUIFlows

/// JavaScript in flows, as Maestro runs it: `${...}` in any string,
/// `evalScript`, `runScript`, `assertTrue`, `output`, conditions.
@MainActor
@Suite("Scripts in flows")
struct FlowScriptTests {
  let harness: FlowHarness

  init() throws {
    harness = try FlowHarness()
  }

  var counter: String { "\(FlowHarness.screens)/nimbus/counter.json" }

  @Test("${...} runs JavaScript in any string: texts, indexes, env values; \\${...} stays as written")
  func inlineScripts() async throws {
    let result = await harness.run(
      try harness.flow(
        """
        url: \(counter)
        env:
          A: 1
          B: 2
          WHO: ${USER || 'guest'}
        ---
        - launchApp
        - evalScript: ${output.taps = parseInt(A) + parseInt(B) - 2}
        - tapOn:
            id: increment
            index: ${output.taps - 1}
        - assertVisible: "Count: ${output.taps}"
        - assertTrue: ${A + B == '12'}
        - assertTrue: ${WHO == 'guest'}
        - assertTrue: ${'\\${A}' == '$' + '{A}'}
        - assertTrue: ${MAESTRO_FILENAME == 'flow' && maestro.platform == 'ios'}
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    let given = await harness.run(
      try harness.flow("url: \(counter)\nenv:\n  WHO: ${USER || 'guest'}\n---\n- assertTrue: ${WHO == 'ann'}\n"),
      variables: ["USER": "ann"])
    #expect(given.failure == nil, "\(given.failure?.description ?? "")")
  }

  @Test("runScript runs a file beside the flow with its env; console.log goes to the step")
  func runScript() async throws {
    try harness.write(
      """
      // counts the runs
      output.runs = (output.runs || 0) + 1
      output.greeting = GREETING + ', ' + WHO
      console.log('run', output.runs)
      const declared = 'each script has its own globals'
      """, named: "count.js")
    let result = await harness.run(
      try harness.flow(
        """
        url: \(counter)
        onFlowStart:
          - runScript: count.js
        ---
        - runScript:
            file: count.js
            env:
              GREETING: Hello
        - runScript:
            file: count.js
            when:
              true: ${output.runs > 5}
        - assertTrue: ${output.runs == 2 && output.greeting == 'Hello, ' + WHO}
        """), variables: ["GREETING": "Hi", "WHO": "Ann"])
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(result.logs.map { $0.split(separator: ": ").last.map(String.init) } == ["run 1", "run 2"])
    #expect(result.steps.map(\.status) == [.passed, .passed, .notRun, .passed])
  }

  @Test("a script's error names the flow's line, the script's line and column, and quotes it")
  func scriptErrors() async throws {
    try harness.write("const user = {}\noutput.name = user.profile.name\n", named: "login.js")
    let thrown = await harness.run(try harness.flow("url: \(counter)\n---\n- launchApp\n- runScript: login.js\n"))
    let failure = try #require(thrown.failure)
    #expect(failure.location == SourceLocation(line: 4, column: 3))
    #expect(
      failure.message
        == "login.js:2:27: TypeError: undefined is not an object (evaluating 'user.profile.name')\n"
        + "    2 | output.name = user.profile.name")
    let inline = await harness.run(try harness.flow("url: \(counter)\n---\n- inputText: ${nope()}\n"))
    #expect(inline.failure?.message.hasPrefix("${nope()} threw TypeError: nope is not a function") == true)
    let unset = await harness.run(try harness.flow("url: \(counter)\n---\n- inputText: ${USER_NAME}\n"))
    #expect(unset.failure?.message.hasPrefix("${USER_NAME} has no value: give it in the flow's 'env:'") == true)
  }

  @Test("assertTrue fails on what Maestro reads as false: blank, false, undefined, null, zero")
  func assertTrue() async throws {
    for falsy in ["${''}", "${false}", "FALSE", "${output.none}", "${null}", "0", "${0.0}"] {
      let result = await harness.run(try harness.flow("url: \(counter)\n---\n- assertTrue: \(falsy)\n"))
      #expect(result.failure?.message.hasPrefix("expected '\(falsy)' to be true, but it is not") == true, "\(falsy)")
    }
    for truthy in ["true", "${1}", "yes", "${-1}"] {
      let result = await harness.run(try harness.flow("url: \(counter)\n---\n- assertTrue: \(truthy)\n"))
      #expect(result.failure == nil, "\(truthy): \(result.failure?.description ?? "")")
    }
  }

  @Test("setClipboard keeps a text, its scripts run, for pasteText and maestro.copiedText")
  func setClipboard() async throws {
    let form = FlowHarness.screens + "/signin/form.json"
    let result = await harness.run(
      try harness.flow(
        """
        url: \(form)
        ---
        - setClipboard: ${'ann' + '@example.com'}
        - assertTrue: ${maestro.copiedText == 'ann@example.com'}
        - tapOn: Email
        - pasteText
        - assertVisible: ann@example.com
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test("runFlow's when and repeat's while take a script condition")
  func conditions() async throws {
    let result = await harness.run(
      try harness.flow(
        """
        url: \(counter)
        ---
        - evalScript: ${output.n = 0}
        - repeat:
            while:
              true: ${output.n < 3}
            commands:
              - tapOn:
                  id: increment
              - evalScript: ${output.n++}
        - assertVisible: "Count: 3"
        - runFlow:
            when:
              true: ${output.n == 3}
            commands:
              - tapOn:
                  id: decrement
        - runFlow:
            when:
              true: ${output.n > 3}
            commands:
              - tapOn:
                  id: decrement
        - assertVisible: "Count: 2"
        """))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test("the shell's MAESTRO_ variables are there unless -e gives them")
  func shellVariables() async throws {
    let flow = try harness.flow(
      "url: \(counter)\n---\n- assertTrue: ${MAESTRO_USER == 'ann' && MAESTRO_ROLE == 'given'}\n")
    let result = await harness.run(
      flow, variables: ["MAESTRO_ROLE": "given"],
      environment: ["MAESTRO_USER": "ann", "MAESTRO_ROLE": "shell", "OTHER": "x"])
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }
}

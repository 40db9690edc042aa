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
}

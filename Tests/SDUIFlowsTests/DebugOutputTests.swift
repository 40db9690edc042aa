import Foundation
import SDUIDocument
import Testing

@testable import SDUIFlows

@Suite("--debug-output, as Maestro lays it out")
struct DebugOutputTests {
  @Test("each step with Maestro's status, its start, duration and error")
  func commands() {
    var tap = StepRecord(file: "a.yaml", location: SourceLocation(line: 4, column: 3), summary: "tapOn: Pay", depth: 1)
    tap.status = .failed
    tap.startedAt = 1_700_000_000_000
    tap.seconds = 0.25
    tap.message = "no element"
    var launch = StepRecord(
      file: "a.yaml", location: SourceLocation(line: 3, column: 3), summary: "launchApp", depth: 0)
    launch.status = .passed
    let text = DebugOutput.commands([launch, tap]).jsonText
    #expect(
      text
        == #"[{"command":{"step":"launchApp","file":"a.yaml","line":3,"column":3,"depth":0},"#
        + #""metadata":{"status":"COMPLETED","timestamp":0,"duration":0}},"#
        + #"{"command":{"step":"tapOn: Pay","file":"a.yaml","line":4,"column":3,"depth":1},"#
        + #""metadata":{"status":"FAILED","timestamp":1700000000000,"duration":250,"error":{"message":"no element"}}}]"#
    )
    #expect(
      [StepRecord.Status.passed, .failed, .warned, .skipped, .notRun].map(DebugOutput.status) == [
        "COMPLETED", "FAILED", "WARNED", "SKIPPED", "SKIPPED",
      ])
  }
}

import Foundation
import SDUICore
import SDUIDocument
import Testing

@testable import SDUIFlows

/// The steps one flow may run in all (``FlowStepBudget``): a flow whose
/// counts as written go past it is refused when read, at the step that
/// goes past; one whose `${...}` counts do fails there as it runs, and
/// nothing carries it on.
@MainActor
@Suite("A flow's step budget")
struct FlowStepBudgetTests {
  let harness: FlowHarness

  init() throws {
    harness = try FlowHarness()
  }

  struct Written: CustomTestStringConvertible, Sendable {
    let name: String
    let commands: String
    /// Where the error is, and what it says; `nil` when there is none.
    var expected: (line: Int, column: Int, message: String)?
    var testDescription: String { name }
  }

  nonisolated static let written: [Written] = [
    Written(
      name: "a repeat of 2^53 times",
      commands: "- repeat:\n    times: 9007199254740992\n    commands:\n      - evalScript: x\n",
      expected: (
        2, 3,
        "'repeat: {times: 9007199254740992, commands: [{evalScript: x}]}' would take the flow to "
          + "18014398509481985 steps, its 9007199254740992 passes of its commands included: a flow runs 10000 at most"
      )),
    Written(
      name: "three repeats of 1,000 inside each other, refused at the one whose passes go past",
      commands: """
        - evalScript: before
        - repeat:
            times: 1000
            commands:
              - repeat:
                  times: 1000
                  commands:
                    - repeat:
                        times: 1000
                        commands:
                          - back

        """,
      expected: (6, 9, "would take the flow to 2002004 steps, its 1000 passes of its commands included")),
    Written(
      name: "a repeat of no commands",
      commands: "- repeat:\n    times: 20000\n    commands: []\n",
      expected: (2, 3, "would take the flow to 20001 steps, its 20000 passes")),
    Written(
      name: "5,000 passes of one command: the 10,001st step",
      commands: "- repeat:\n    times: 5000\n    commands:\n      - back\n",
      expected: (2, 3, "would take the flow to 10001 steps")),
    Written(
      name: "4,999 passes of one command: 9,999 steps",
      commands: "- repeat:\n    times: 4999\n    commands:\n      - back\n"
    ),
    Written(
      name: "a subflow of 9,001 steps run twice, refused at the second runFlow",
      commands: "- runFlow: sub.yaml\n- runFlow: sub.yaml\n",
      expected: (3, 3, "'runFlow: sub.yaml' would take the flow to 18004 steps: a flow runs 10000 at most")),
    Written(
      name: "a repeat with a while, which decides as it runs",
      commands: "- repeat:\n    times: 9007199254740992\n    while:\n      true: ${true}\n    commands:\n      - back\n"
    ),
    Written(
      name: "a repeat whose times a script gives",
      commands: "- repeat:\n    times: ${9007199254740992}\n    commands:\n      - back\n"),
    Written(
      name: "a runFlow with a when",
      commands: "- runFlow:\n    when:\n      true: ${true}\n    commands:\n"
        + String(repeating: "      - back\n", count: 10_001)),
    Written(
      name: "a subflow that runs itself again, which counts once",
      commands: "- runFlow: cycle.yaml\n- repeat:\n    times: 4999\n    commands:\n      - back\n",
      expected: (3, 3, "would take the flow to 10002 steps")),
    Written(
      name: "10,001 steps one after another",
      commands: String(repeating: "- back\n", count: 10_001),
      expected: (10_002, 3, "'back' would take the flow to 10001 steps")),
  ]

  @Test("check refuses a flow whose counts as written go past the budget, at the step that does", arguments: written)
  func checked(_ flow: Written) throws {
    try harness.write("- repeat:\n    times: 3000\n    commands:\n      - back\n      - back\n", named: "sub.yaml")
    try FileManager.default.createDirectory(atPath: harness.directory + "/sub", withIntermediateDirectories: true)
    try harness.write("- back\n- runFlow: sub/../cycle.yaml\n", named: "cycle.yaml")
    let read = try harness.flow("---\n" + flow.commands)
    let errors = FlowChecker().check(read, workspace: nil).errors.filter { error in
      if case .pastStepBudget = error.problem { true } else { false }
    }
    guard let expected = flow.expected else {
      #expect(errors.isEmpty, "\(errors)")
      return
    }
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    #expect((error.location.line, error.location.column) == (expected.line, expected.column), "\(error)")
    #expect(error.file == read.file)
    #expect(error.message.contains(expected.message), "\(error.message)")
  }

  struct Ran: CustomTestStringConvertible, Sendable {
    let name: String
    let commands: String
    /// Where it fails, and the step's summary.
    let line: Int
    let column: Int
    let step: String
    /// The subflow it fails in, when it does.
    var subflow: String?
    var testDescription: String { name }
  }

  nonisolated static let ran: [Ran] = [
    Ran(
      name: "a script's 2^53 passes of one command",
      commands: "- repeat:\n    times: ${2 ** 53}\n    commands:\n      - evalScript: x\n", line: 5, column: 9,
      step: "evalScript: x"),
    Ran(
      name: "a script's 2^53 passes of no command",
      commands: "- repeat:\n    times: ${2 ** 53}\n    commands: []\n", line: 2, column: 3,
      step: "repeat: {times: ${2 ** 53}, commands: []}"),
    Ran(
      name: "optional steps in the passes do not carry it on",
      commands: "- repeat:\n    times: ${2 ** 53}\n    commands:\n      - evalScript:\n          script: x\n"
        + "          optional: true\n",
      line: 5, column: 9, step: "evalScript: {script: x}"),
    Ran(
      name: "nor does a retry",
      commands: "- retry:\n    maxRetries: 3\n    commands:\n      - repeat:\n          times: ${1e6}\n"
        + "          commands:\n            - evalScript: x\n",
      line: 5, column: 9, step: "repeat: {times: ${1e6}, commands: [{evalScript: x}]}"),
    Ran(
      name: "a script's 1,000 passes of a subflow of 20 steps",
      commands: "- repeat:\n    times: ${1000}\n    commands:\n      - runFlow: twenty.yaml\n", line: 10, column: 3,
      step: "evalScript: x", subflow: "twenty.yaml"),
  ]

  @Test("a flow whose scripts' counts go past the budget fails at the step past it", arguments: ran)
  func run(_ flow: Ran) async throws {
    try harness.write(String(repeating: "- evalScript: x\n", count: 20), named: "twenty.yaml")
    let read = try harness.flow("---\n" + flow.commands)
    let result = await harness.run(read)
    let failure = try #require(result.failure)
    #expect(
      failure.message
        == "the flow has run 10000 steps, the most a flow runs (each command each time it runs, and each pass of a repeat)"
    )
    #expect(failure.step == flow.step)
    #expect((failure.location.line, failure.location.column) == (flow.line, flow.column), "\(failure)")
    #expect(failure.file == flow.subflow.map { UserPath(read.file).sibling($0).typed } ?? read.file)
    #expect(result.warnings.count <= 3, "\(result.warnings.prefix(5))")
    #expect(result.stepsRun <= FlowStepBudget.limit + 1)
  }

  @Test("9,999 steps run to the end: the runner counts as check does")
  func withinTheBudget() async throws {
    let result = await harness.run(
      try harness.flow("---\n- repeat:\n    times: ${4999}\n    commands:\n      - evalScript: x\n"))
    #expect(result.failure == nil)
    #expect(result.stepsRun == 5_000)
  }
}

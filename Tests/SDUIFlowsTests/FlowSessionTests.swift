import Foundation
import SDUILayout
import SDUIRuntime
import Testing

@testable import SDUIFlows

/// The session `sdui-term mcp` drives: each call a flow of its own, the
/// steps that held recorded as a flow that runs whole in `sdui-term test`.
@Suite("Flow session")
@MainActor
struct FlowSessionTests {
  static func session() -> FlowSession {
    let settings = FlowRunner.Settings(
      size: Size(width: 60, height: 16),
      options: .init(showsStatusLine: false, settleTimeout: 5, images: .placeholder, http: .localFiles))
    return FlowSession(settings: settings, url: FlowHarness.screens + "/nimbus/counter.json")
  }

  static func presses(_ count: Int) -> String {
    String(repeating: "- pressKey: Tab\n", count: count)
  }

  @Test("each call has a step budget of its own, and the recording stops whole at the flow's")
  func budgetAndRecording() async {
    let session = Self.session()
    #expect(await session.perform("- launchApp\n").failure == nil)
    let half = FlowStepBudget.limit / 2
    let first = await session.perform(Self.presses(half))
    #expect(first.failure == nil && first.problems.isEmpty)
    let second = await session.perform(Self.presses(half))
    #expect(second.failure == nil)
    #expect(second.problems.first?.hasPrefix("not recorded: the recorded flow holds \(half + 1) steps") == true)
    let third = await session.perform("- tapOn: {id: increment}\n")
    #expect(third.failure == nil, "a call after 10,000 steps still runs")
    #expect(session.snapshot()?.frame.contains("Count: 1") == true)
    let recorded = session.recordedFlow.split(separator: "\n").filter { $0.hasPrefix("- ") }
    #expect(recorded.count == half + 2, "launchApp, the first call's presses and the tap")
    #expect(recorded.count < FlowStepBudget.limit)
  }

  @Test("a call's steps up to the one that failed are recorded, and the runner keeps nothing of answered calls")
  func failedCalls() async {
    let session = Self.session()
    _ = await session.perform("- launchApp\n")
    let missing = await session.perform("- tapOn: No such button\n")
    #expect(missing.failure?.contains("No such button") == true)
    _ = await session.perform("- tapOn: {id: increment}\n")
    #expect(!session.recordedFlow.contains("No such button"))
    #expect(session.runnerRecords == 1, "the last call's one step")
    let typed = await session.perform("- tapOn: {id: increment}\n- inputText: x\n- assertVisible: Nowhere\n")
    #expect(typed.failure?.contains("Nowhere") == true)
    #expect(
      session.recordedFlow.hasSuffix(
        "- tapOn: {id: increment}\n- tapOn: {id: increment}\n- inputText: x\n"),
      "the steps before the one that failed are recorded, as they were taken")
  }
}

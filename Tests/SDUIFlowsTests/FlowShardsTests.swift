import Foundation
import SDUIDocument
import Testing

@testable import SDUIFlows

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `test --shard-split`, `--shard-all` and `--shard-index`: the options'
/// rules, which flows each shard runs, and the shards' results as one run's.
@Suite("Shards: the options, the parts of a split and the merged results")
struct FlowShardsTests {
  struct RoleCase: Sendable, CustomTestStringConvertible {
    var name: String
    var split: Int?
    var all: Int?
    var index: Int?
    var results: String?
    var role: ShardRole?
    var problem: ShardProblem?
    var testDescription: String { name }
  }

  static let roles: [RoleCase] = [
    RoleCase(name: "no option", role: .whole),
    RoleCase(name: "--shard-split 3", split: 3, role: .coordinator(.split, count: 3)),
    RoleCase(name: "--shard-all 2", all: 2, role: .coordinator(.all, count: 2)),
    RoleCase(name: "--shard-split 1", split: 1, role: .coordinator(.split, count: 1)),
    RoleCase(name: "--shard-split 3 --shard-index 0", split: 3, index: 0, role: .part(index: 0, count: 3)),
    RoleCase(name: "--shard-split 3 --shard-index 2", split: 3, index: 2, role: .part(index: 2, count: 3)),
    RoleCase(
      name: "a worker of a split", split: 3, index: 1, results: "r",
      role: .worker(.split, index: 1, count: 3, results: "r")),
    RoleCase(
      name: "a worker of --shard-all", all: 2, index: 1, results: "r",
      role: .worker(.all, index: 1, count: 2, results: "r")),
    RoleCase(name: "both", split: 2, all: 2, problem: .splitAndAll),
    RoleCase(name: "--shard-split 0", split: 0, problem: .count(option: "--shard-split", given: 0)),
    RoleCase(name: "--shard-all -1", all: -1, problem: .count(option: "--shard-all", given: -1)),
    RoleCase(name: "--shard-index alone", index: 0, problem: .indexWithoutSplit),
    RoleCase(name: "--shard-index with --shard-all", all: 2, index: 0, problem: .indexWithoutSplit),
    RoleCase(name: "--shard-index N", split: 3, index: 3, problem: .indexOutOfRange(index: 3, count: 3)),
    RoleCase(name: "--shard-index -1", split: 3, index: -1, problem: .indexOutOfRange(index: -1, count: 3)),
    RoleCase(name: "--shard-results alone", split: 2, results: "r", problem: .resultsWithoutIndex),
  ]

  @Test("the options give a role, or a usage error", arguments: roles)
  func role(_ given: RoleCase) {
    do {
      let role = try ShardRole(split: given.split, all: given.all, index: given.index, results: given.results)
      #expect(role == given.role)
    } catch {
      #expect(error == given.problem)
    }
  }

  static func flow(_ file: String) -> Flow { Flow(file: file, name: file) }

  static func plan(sequence: [String] = [], flows: [String]) -> WorkspacePlan {
    var plan = WorkspacePlan()
    plan.sequence = sequence.map(flow)
    plan.flows = flows.map(flow)
    return plan
  }

  struct SplitCase: Sendable, CustomTestStringConvertible {
    var name: String
    var sequence: [String] = []
    var flows: [String]
    var requested: Int
    /// Each shard's flows, in the order they start.
    var parts: [[String]]
    /// The note when the shards asked for are too many.
    var note: String?
    var testDescription: String { name }
  }

  static let splits: [SplitCase] = [
    SplitCase(name: "one shard", flows: ["a", "b", "c"], requested: 1, parts: [["a", "b", "c"]]),
    SplitCase(
      name: "round robin by path", flows: ["a", "b", "c", "d", "e"], requested: 2,
      parts: [["a", "c", "e"], ["b", "d"]]),
    SplitCase(
      name: "by path, whatever the plan's order", flows: ["e", "c", "a", "d", "b"], requested: 2,
      parts: [["e", "c", "a"], ["d", "b"]]),
    SplitCase(name: "as many shards as flows", flows: ["a", "b", "c"], requested: 3, parts: [["a"], ["b"], ["c"]]),
    SplitCase(
      name: "more shards than flows", flows: ["a", "b"], requested: 5, parts: [["a"], ["b"]],
      note: "--shard-split 5: the run has 2 flows to hand out, so 2 shards run"),
    SplitCase(
      name: "the sequence stays in the first shard, in order", sequence: ["s2", "s1"], flows: ["a", "b", "c", "d"],
      requested: 3, parts: [["s2", "s1"], ["a", "c"], ["b", "d"]]),
    SplitCase(
      name: "the sequence counts as one when capping", sequence: ["s1", "s2", "s3"], flows: ["a"], requested: 4,
      parts: [["s1", "s2", "s3"], ["a"]],
      note:
        "--shard-split 4: the run has 2 flows to hand out (executionOrder's sequence counting as one), so 2 shards run"),
    SplitCase(
      name: "the first shard takes flows once the others caught up", sequence: ["s1"], flows: ["a", "b", "c", "d"],
      requested: 2, parts: [["s1", "b", "d"], ["a", "c"]]),
    SplitCase(
      name: "only a sequence", sequence: ["s1", "s2"], flows: [], requested: 3, parts: [["s1", "s2"]],
      note:
        "--shard-split 3: the run has 1 flow to hand out (executionOrder's sequence counting as one), so 1 shard runs"),
  ]

  @Test("a split gives each flow to one shard, the same for the same files", arguments: splits)
  func split(_ given: SplitCase) {
    let plan = Self.plan(sequence: given.sequence, flows: given.flows)
    let count = FlowShards.splitCount(given.requested, for: plan)
    let parts = FlowShards.split(plan, count: count)
    #expect(parts.map { $0.all.map(\.file) } == given.parts)
    #expect(Set(parts.flatMap { $0.all.map(\.file) }) == Set(plan.all.map(\.file)))
    #expect(parts.map(\.all.count).reduce(0, +) == plan.all.count)
    #expect(parts.dropFirst().allSatisfy { $0.sequence.isEmpty })
    #expect(FlowShards.splitNote(given.requested, for: plan) == given.note)
  }

  @Test("each part knows its share: the first reports the files that cannot run, a worker leaves them out")
  func shares() throws {
    var plan = Self.plan(flows: ["a", "b", "c"])
    plan.unreadable = [FlowError(file: "bad.yaml", problem: .emptyFile)]
    plan.notes = [FlowError(file: "config.yaml", problem: .unusedWorkspaceKey(name: "team", suggestion: nil))]
    let first = ShardRole.part(index: 0, count: 2).share(of: plan)
    #expect(
      first.plan.all.map(\.file) == ["a", "c"] && first.plan.unreadable.count == 1 && first.plan.notes.count == 1)
    #expect(first.note == "shard 1 of 2 runs 2 of the 3 flows")
    let second = ShardRole.part(index: 1, count: 2).share(of: plan)
    #expect(second.plan.all.map(\.file) == ["b"] && second.plan.unreadable.isEmpty && second.plan.notes.count == 1)
    let beyond = ShardRole.part(index: 4, count: 5).share(of: plan)
    #expect(beyond.plan.all.isEmpty)
    #expect(beyond.note == "shard 5 of 5 has none of the 3 flows to run (3 shards take them)")
    let worker = ShardRole.worker(.split, index: 0, count: 2, results: "r").share(of: plan)
    #expect(worker.plan.all.map(\.file) == ["a", "c"] && worker.plan.unreadable.isEmpty && worker.note == nil)
    let everything = ShardRole.worker(.all, index: 1, count: 2, results: "r")
    #expect(everything.share(of: plan).plan.all.count == 3 && everything.share(of: plan).plan.notes.isEmpty)
    #expect(everything.screenshots("shots") == "shots/shard-2")
    #expect(everything.recording("out/run.cast") == "out/run-shard-2.cast")
    #expect(ShardRole.part(index: 0, count: 2).screenshots("shots") == "shots")
  }

  static func result(_ file: String, failed: Bool = false) -> FlowResult {
    var result = FlowResult(name: file, file: file, tags: [], stepsRun: 1, seconds: 0.1, screenshots: [])
    if failed {
      result.failure = FlowFailure(
        file: file, location: SourceLocation(line: 3, column: 3), step: "tapOn: Pay", message: "no such element",
        calledFrom: [], frame: "")
    }
    return result
  }

  @Test("a split's results come back in the plan's order, each with its shard; a flow not handed back failed")
  func mergeSplit() {
    let plan = Self.plan(sequence: ["s"], flows: ["a", "b", "c"])
    let parts = FlowShards.split(plan, count: 2)
    let outcomes = [
      FlowShards.Outcome(planned: parts[0].all, results: [Self.result("s"), Self.result("b")], end: .exited(0)),
      FlowShards.Outcome(planned: parts[1].all, results: [Self.result("a")], end: .signalled(9)),
    ]
    #expect(parts.map { $0.all.map(\.file) } == [["s", "b"], ["a", "c"]])
    let merged = FlowShards.merge(outcomes, plan: plan, kind: .split)
    #expect(merged.map(\.file) == ["s", "a", "b", "c"])
    #expect(merged.map(\.shard) == [1, 2, 1, 2])
    #expect(merged.map(\.passed) == [true, true, true, false])
    #expect(
      merged[3].failure?.headline == "c: the worker of shard 2 was killed by signal 9 (Killed) before this flow ended")
    #expect(outcomes[0].problem(shard: 1) == nil)
    #expect(
      outcomes[1].problem(shard: 2)
        == "the worker of shard 2 was killed by signal 9 (Killed) before 1 of its 2 flows ended")
    let late = FlowShards.Outcome(planned: [Self.flow("a")], results: [Self.result("a")], end: .exited(2))
    #expect(late.problem(shard: 3) == "the worker of shard 3 exited with status 2 after its 1 flow ended")
  }

  @Test("--shard-all's results come shard after shard, each flow once a shard")
  func mergeAll() {
    let plan = Self.plan(flows: ["a", "b"])
    let outcomes = (0..<2).map { shard in
      FlowShards.Outcome(
        planned: plan.all, results: [Self.result("b", failed: shard == 1), Self.result("a")], end: .exited(shard))
    }
    let merged = FlowShards.merge(outcomes, plan: plan, kind: .all)
    #expect(merged.map(\.file) == ["a", "b", "a", "b"])
    #expect(merged.map(\.shard) == [1, 1, 2, 2])
    #expect(merged.map(\.failed) == [false, false, false, true])
  }

  @Test("a result survives its line of JSON whole, and a cut line is left out")
  func resultsAsJSON() {
    var step = StepRecord(file: "a.yaml", location: SourceLocation(line: 4, column: 3), summary: "runScript", depth: 1)
    step.status = .warned
    step.seconds = 0.125
    step.logs = ["line \"one\"\ntwo"]
    step.message = "why"
    var failure = FlowFailure(
      file: "sub.yaml", location: SourceLocation(line: 2, column: 5), step: "tapOn: Pay", message: "none\there",
      calledFrom: ["a.yaml:4:3"], frame: "│ frame\n", messages: ["a.json:1:1: warning: x"])
    failure.frameSVG = "<svg>é</svg>"
    let result = FlowResult(
      name: "Pay ✓", file: "a.yaml", tags: ["store"], stepsRun: 3, seconds: 1.5, screenshots: ["s.svg"],
      recordings: ["r.cast"], warnings: ["w"], steps: [step], failure: failure, notRun: nil)
    let skipped = FlowResult.notRun(Self.flow("b.yaml"), why: "the sequence stopped")
    let text = result.jsonLine + "\n" + skipped.jsonLine + "\n" + String(result.jsonLine.prefix(40))
    #expect(!result.jsonLine.contains("\n"))
    let read = FlowResult.results(inJSONLines: text)
    #expect(read.count == 2)
    #expect(read.first?.jsonLine == result.jsonLine)
    #expect(read.first?.failure?.description == failure.description)
    #expect(read.first?.steps.first?.logs == step.logs)
    #expect(read.last?.notRun == "the sequence stopped" && read.last?.statusWord == "SKIPPED")
  }

  @Test("a worker's arguments are the run's, with its shard before any --")
  func workerArguments() {
    #expect(
      ShardWorkers.arguments(["test", "flows", "--shard-split", "2"], index: 1, results: "r.jsonl")
        == ["test", "--shard-index", "1", "--shard-results", "r.jsonl", "flows", "--shard-split", "2"])
    #expect(
      ShardWorkers.arguments(["test", "--shard-all", "2", "--", "--odd.yaml"], index: 0, results: "r")
        == ["test", "--shard-index", "0", "--shard-results", "r", "--shard-all", "2", "--", "--odd.yaml"])
  }

  @Test("the reports name each case's shard, and the suite's shards")
  func reports() throws {
    var first = Self.result("a.yaml")
    first.shard = 1
    var second = Self.result("b.yaml", failed: true)
    second.shard = 2
    let xml = JUnitReport.document(
      results: [first, second], unreadable: [], seconds: 1, properties: [("shard", "2"), ("shards", "3")])
    let document = try XMLDocument(xmlString: xml)
    let suite = try document.nodes(forXPath: "/testsuites/testsuite/properties/property").compactMap {
      $0 as? XMLElement
    }
    #expect(suite.map { $0.attribute(forName: "name")?.stringValue } == ["shard", "shards"])
    #expect(suite.map { $0.attribute(forName: "value")?.stringValue } == ["2", "3"])
    let cases = try document.nodes(forXPath: "//testcase/properties/property[@name='shard']").compactMap {
      ($0 as? XMLElement)?.attribute(forName: "value")?.stringValue
    }
    #expect(cases == ["1", "2"])
    #expect(try document.nodes(forXPath: "//testcase[2]/failure").count == 1)
    let page = HTMLReport.document(results: [first, second], unreadable: [], seconds: 1, properties: [("shards", "2")])
    #expect(page.contains("<summary>[shard 1] a.yaml : SUCCESS</summary>"))
    #expect(page.contains("<summary>[shard 2] b.yaml : ERROR</summary>") && page.contains(" · shard 2"))
    #expect(page.contains("<p class=\"properties\">shards: 2</p>"))
  }
}

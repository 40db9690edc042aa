import ArgumentParser
import Foundation
import SDUIFlows

extension TestCommand {
  /// What the flows of a run came to, the reports' properties about its
  /// shards, and how its workers ended.
  struct ShardedRun {
    var results: [FlowResult] = []
    var properties: [(name: String, value: String)] = []
    /// 0 when every worker ended as a run does (or there were none); 1
    /// when one died; 2 when one ended with the status of a mistake.
    var workerStatus: Int32 = 0
  }

  /// `--shard-split N` and `--shard-all N`: runs the workers, prints
  /// their lines as they come under `[shard N]`, and merges their results.
  /// One shard, or a run with no flow to run, is this process alone.
  @MainActor
  func coordinate(
    _ plan: WorkspacePlan, kind: ShardRole.Kind, count requested: Int, settings: FlowRunner.Settings,
    finished: @escaping (FlowResult) -> Void
  ) async throws -> ShardedRun {
    let count = kind == .split ? FlowShards.splitCount(requested, for: plan) : plan.all.isEmpty ? 1 : requested
    if kind == .split, let note = FlowShards.splitNote(requested, for: plan) {
      StandardOutput.write("NOTE  \(note)\n")
    }
    guard count > 1 else {
      return ShardedRun(
        results: try await runHere(
          plan, role: .whole, flowCount: plan.all.count, settings: settings, finished: finished))
    }
    let outcomes: [FlowShards.Outcome]
    do {
      outcomes = try await ShardWorkers.run(
        plan, kind, count: count, arguments: Array(CommandLine.arguments.dropFirst())
      ) { shard, line, isError in
        let text = "[shard \(shard)] \(line)\n"
        if isError { StandardError.write(text) } else { StandardOutput.write(text) }
      }
    } catch {
      StandardError.error("\(error)")
      throw ExitCode(2)
    }
    var run = ShardedRun(
      results: FlowShards.merge(outcomes, plan: plan, kind: kind), properties: [("shards", "\(count)")])
    for (index, outcome) in outcomes.enumerated() {
      guard let problem = outcome.problem(shard: index + 1) else { continue }
      let prefix = "[shard \(index + 1)] "
      StandardOutput.write(prefix + "ERROR \(problem)\n")
      for flow in outcome.lost {
        let lines = Self.lines(of: .lost(flow, shard: index + 1, end: outcome.end))
        StandardOutput.write(lines.split(separator: "\n").map { prefix + $0 + "\n" }.joined())
      }
      if case .signalled = outcome.end { run.workerStatus = max(run.workerStatus, 1) } else { run.workerStatus = 2 }
    }
    return run
  }
}

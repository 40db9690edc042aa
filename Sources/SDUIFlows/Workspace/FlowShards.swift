/// How `test --shard-split N` parts a run's flows, as Maestro's
/// `--shard-split` spreads them over devices, and how the shards' results
/// come back together as one run's.
///
/// The first shard takes `executionOrder`'s sequence, in its order: its
/// flows run one after another, and `continueOnFailure` needs the ones
/// before. Then the other flows, sorted by their paths, go one at a time to
/// the shard that has the fewest so far, the lowest-numbered on a tie.
/// Without a sequence that is round robin: the i-th flow by path (from 0)
/// goes to shard i mod N (Maestro deals the flows round robin too). Each
/// shard runs its flows in the plan's order. The parts rest on the planned
/// flows alone, so every machine of a CI matrix that plans the same files
/// finds the same part (`--shard-index`).
package enum FlowShards {
  /// The shards `--shard-split requested` makes of `plan`: no more than it
  /// has flows to hand out (its sequence counting as one), and at least
  /// one.
  package static func splitCount(_ requested: Int, for plan: WorkspacePlan) -> Int {
    max(1, min(requested, plan.flows.count + (plan.sequence.isEmpty ? 0 : 1)))
  }

  /// The note `--shard-split requested` gets when `plan` has fewer flows
  /// to hand out than that, as Maestro warns; `nil` when it has enough.
  package static func splitNote(_ requested: Int, for plan: WorkspacePlan) -> String? {
    let count = splitCount(requested, for: plan)
    guard count < requested else { return nil }
    let sequence = plan.sequence.isEmpty ? "" : " (executionOrder's sequence counting as one)"
    let flows = "\(count) flow\(count == 1 ? "" : "s")"
    return
      "--shard-split \(requested): the run has \(flows) to hand out\(sequence), so \(count) shard\(count == 1 ? " runs" : "s run")"
  }

  /// The parts of `plan` over `count` shards, the first shard's first. The
  /// first also holds the files that cannot run; none holds the notes.
  package static func split(_ plan: WorkspacePlan, count: Int) -> [WorkspacePlan] {
    var sizes = Array(repeating: 0, count: max(1, count))
    sizes[0] = plan.sequence.count
    var shardOf: [String: Int] = [:]
    for flow in plan.flows.sorted(by: { $0.file < $1.file }) {
      let shard = sizes.indices.min { (sizes[$0], $0) < (sizes[$1], $1) } ?? 0
      shardOf[flow.file] = shard
      sizes[shard] += 1
    }
    return sizes.indices.map { shard in
      var part = WorkspacePlan()
      if shard == 0 {
        part.sequence = plan.sequence
        part.continueOnFailure = plan.continueOnFailure
        part.unreadable = plan.unreadable
      }
      part.flows = plan.flows.filter { shardOf[$0.file] == shard }
      return part
    }
  }

  /// What one shard's worker handed back, and how it ended.
  package struct Outcome: Sendable {
    /// The flows it was to run, in the order they start.
    package var planned: [Flow]
    /// The results it handed back.
    package var results: [FlowResult]
    /// How its process ended.
    package var end: ShardWorkers.End

    package init(planned: [Flow], results: [FlowResult], end: ShardWorkers.End) {
      self.planned = planned
      self.results = results
      self.end = end
    }

    /// Whether its process ended as a run does (status 0 or 1).
    package var endedWell: Bool { end == .exited(0) || end == .exited(1) }

    /// The flows it was to run and did not hand back.
    package var lost: [Flow] {
      let handed = Set(results.map(\.file))
      return planned.filter { !handed.contains($0.file) }
    }

    /// What went wrong with shard `shard`'s worker, when its process did
    /// not end as a run does: `the worker of shard 2 was killed by signal 9
    /// (Killed) before 3 of its 4 flows ended`.
    package func problem(shard: Int) -> String? {
      guard !endedWell else { return nil }
      let flows = "\(planned.count) flow\(planned.count == 1 ? "" : "s")"
      let when = lost.isEmpty ? "after its \(flows) ended" : "before \(lost.count) of its \(flows) ended"
      return "the worker of shard \(shard) \(end) \(when)"
    }
  }

  /// The shards' results as one run's, each marked with its shard (from
  /// 1; `outcomes` in shard order). A flow a shard was to run and did not
  /// hand back failed: its worker died, or ended before it. A split's
  /// results keep the plan's order (`plan.all`); those of `--shard-all`
  /// come shard after shard.
  package static func merge(_ outcomes: [Outcome], plan: WorkspacePlan, kind: ShardRole.Kind) -> [FlowResult] {
    var position: [String: Int] = [:]
    for (index, flow) in plan.all.enumerated() where position[flow.file] == nil { position[flow.file] = index }
    var merged: [(key: (Int, Int), result: FlowResult)] = []
    for (index, outcome) in outcomes.enumerated() {
      let shard = index + 1
      var handed: [String: FlowResult] = [:]
      for result in outcome.results where handed[result.file] == nil { handed[result.file] = result }
      for flow in outcome.planned {
        var result = handed[flow.file] ?? .lost(flow, shard: shard, end: outcome.end)
        result.shard = shard
        let place = position[flow.file] ?? plan.all.count
        merged.append((kind == .split ? (place, shard) : (shard, place), result))
      }
    }
    return merged.sorted { $0.key < $1.key }.map(\.result)
  }
}

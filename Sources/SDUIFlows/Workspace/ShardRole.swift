import SDUIDocument

/// What one `test` process does about shards, from its options: run the
/// whole plan, start the workers of `--shard-split N` or `--shard-all N`,
/// run one part of a split (`--shard-index I`, a machine of a CI matrix),
/// or be one of those workers.
///
/// Shards are numbered from 1 where a person reads them (`[shard 1]`, the
/// reports), as Maestro prints them; `--shard-index` counts from 0, as a
/// CI matrix's index does: `--shard-index 0` is shard 1.
package enum ShardRole: Equatable, Sendable {
  /// How the flows go to the shards.
  package enum Kind: Equatable, Sendable {
    /// `--shard-split`: each flow runs on one shard (``FlowShards``).
    case split
    /// `--shard-all`: every flow runs on each shard.
    case all
  }

  /// No shards.
  case whole
  /// `--shard-split N` or `--shard-all N`: starts the workers, relays what
  /// they print, and merges what they hand back.
  case coordinator(Kind, count: Int)
  /// `--shard-split N --shard-index I`: shard `I`'s part alone.
  case part(index: Int, count: Int)
  /// A worker a coordinator started, with the hidden `--shard-results
  /// FILE`: runs shard `index`'s flows and hands each result back in
  /// `results`.
  case worker(Kind, index: Int, count: Int, results: String)

  /// The role the options give; a mistake in them throws.
  package init(split: Int?, all: Int?, index: Int?, results: String?) throws(ShardProblem) {
    if split != nil && all != nil { throw .splitAndAll }
    if let split, split < 1 { throw .count(option: "--shard-split", given: split) }
    if let all, all < 1 { throw .count(option: "--shard-all", given: all) }
    guard let index else {
      if results != nil { throw .resultsWithoutIndex }
      if let split {
        self = .coordinator(.split, count: split)
      } else if let all {
        self = .coordinator(.all, count: all)
      } else {
        self = .whole
      }
      return
    }
    // A worker of --shard-all is told its shard too; a person gives
    // --shard-index with --shard-split only.
    guard let count = split ?? (results != nil ? all : nil) else { throw .indexWithoutSplit }
    guard (0..<count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
    if let results {
      self = .worker(split != nil ? .split : .all, index: index, count: count, results: results)
    } else {
      self = .part(index: index, count: count)
    }
  }

  /// What this process runs of `plan`, and a line that says so when it
  /// runs a part of it.
  ///
  /// A part (`--shard-index`) is the shard's part of the split, with the
  /// plan's notes; the first shard's also holds the files that cannot run,
  /// so that the reports a CI gathers from every shard hold each once. A
  /// worker runs its part, or everything for `--shard-all`, and leaves the
  /// notes and those files to its coordinator.
  package func share(of plan: WorkspacePlan) -> (plan: WorkspacePlan, note: String?) {
    switch self {
    case .whole, .coordinator:
      return (plan, nil)
    case .part(let index, let count):
      let shards = FlowShards.splitCount(count, for: plan)
      var part = index < shards ? FlowShards.split(plan, count: shards)[index] : WorkspacePlan()
      part.notes = plan.notes
      let flows = plan.all.count
      let share =
        index < shards
        ? "runs \(part.all.count) of the \(flows) flow\(flows == 1 ? "" : "s")"
        : "has none of the \(flows) flow\(flows == 1 ? "" : "s") to run (\(shards) shard\(shards == 1 ? "" : "s") take them)"
      return (part, "shard \(index + 1) of \(count) \(share)")
    case .worker(.split, let index, let count, _):
      var part = FlowShards.split(plan, count: FlowShards.splitCount(count, for: plan))[index]
      part.unreadable = []
      return (part, nil)
    case .worker(.all, _, _, _):
      var all = plan
      all.unreadable = []
      all.notes = []
      return (all, nil)
    }
  }

  /// The shard's number, from 1, when this process runs one shard.
  package var shard: Int? {
    switch self {
    case .whole, .coordinator: nil
    case .part(let index, _), .worker(_, let index, _, _): index + 1
    }
  }

  /// Where this process's `takeScreenshot` and `startRecording` paths
  /// start: a worker of `--shard-all` keeps its own under `DIR/shard-N`,
  /// since every shard runs the same flows.
  package func screenshots(_ directory: String) -> String {
    guard case .worker(.all, let index, _, _) = self else { return directory }
    return UserPath(directory).appending("shard-\(index + 1)").typed
  }

  /// `--record FILE.cast` for this process: `FILE-shard-N.cast` for a
  /// worker of `--shard-all`, whose flows every shard records.
  package func recording(_ path: String?) -> String? {
    guard case .worker(.all, let index, _, _) = self, let path else { return path }
    return UserPath(path).withSuffix("-shard-\(index + 1)", beforeExtension: true).typed
  }
}

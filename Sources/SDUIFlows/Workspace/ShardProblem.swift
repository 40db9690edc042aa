/// What keeps a sharded `test` run from starting or its workers from
/// handing their results back; ``description`` puts it in words.
package enum ShardProblem: Error, Equatable, CustomStringConvertible {
  /// `--shard-split` and `--shard-all` were both given.
  case splitAndAll
  /// A shard count under 1: the option's name and the number given.
  case count(option: String, given: Int)
  /// `--shard-index` without `--shard-split`.
  case indexWithoutSplit
  /// `--shard-index` outside `0..<count`.
  case indexOutOfRange(index: Int, count: Int)
  /// The hidden `--shard-results` without `--shard-index`.
  case resultsWithoutIndex
  /// The folder for the workers' results could not be made.
  case noResultsFolder(reason: String)
  /// A worker could not be started: its shard (from 1) and why.
  case cannotStart(shard: Int, reason: String)
  /// A worker cannot write its results file.
  case cannotWriteResults(path: String)

  /// The problem in words, lower case, without a final period.
  package var description: String {
    switch self {
    case .splitAndAll:
      return "--shard-split and --shard-all cannot be given together: split the flows, or run all of them on each"
    case .count(let option, let given):
      return "\(option) takes a number of shards from 1 up, got \(given)"
    case .indexWithoutSplit:
      return "--shard-index needs --shard-split N, the number of shards it is one of"
    case .indexOutOfRange(let index, let count):
      return "--shard-index counts from 0: with --shard-split \(count) it is 0 to \(count - 1), got \(index)"
    case .resultsWithoutIndex:
      return "--shard-results is for the workers that --shard-split and --shard-all start, with --shard-index"
    case .noResultsFolder(let reason):
      return "cannot make a folder for the shards' results: \(reason)"
    case .cannotStart(let shard, let reason):
      return "cannot start the worker of shard \(shard): \(reason)"
    case .cannotWriteResults(let path):
      return "cannot write the shard's results to '\(path)'"
    }
  }
}

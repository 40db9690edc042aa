import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The workers of `test --shard-split N` and `--shard-all N`: this same
/// program, run again once a shard, with the run's own options and
/// `--shard-index I --shard-results FILE`. Each runs its shard's flows and
/// adds each result to FILE, a line of JSON, as the flow ends, so that what
/// a worker finished before it died is kept.
package enum ShardWorkers {
  /// How a worker's process ended.
  package enum End: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signalled(Int32)

    /// `exited with status 2`, `was killed by signal 9 (Killed)`.
    package var description: String {
      switch self {
      case .exited(let status): "exited with status \(status)"
      case .signalled(let signal): "was killed by signal \(signal) (\(String(cString: strsignal(signal))))"
      }
    }
  }

  /// The program to run again: this process's own executable, wherever
  /// it was started from.
  package static var executable: String {
    FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? "/proc/self/exe" : Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  /// Worker `index`'s arguments: this process's own (`own`, after the
  /// program), with `--shard-index` and `--shard-results` right after the
  /// `test` subcommand's name, before any `--` that ends the options.
  package static func arguments(_ own: [String], index: Int, results: String) -> [String] {
    var arguments = own
    let at = arguments.firstIndex(of: "test").map { $0 + 1 } ?? 0
    arguments.insert(contentsOf: ["--shard-index", "\(index)", "--shard-results", results], at: at)
    return arguments
  }

  /// Runs `plan` over `count` workers at once, a part each (`.split`) or
  /// all of it on each (`.all`), each with this process's arguments `own`
  /// (after the program), and waits for all of them. Each line a worker
  /// prints goes to `relay(shard, line, isError)` (its shard from 1;
  /// standard error or output) as it comes, one line at a time. Returns
  /// what each was to run, handed back and how it ended, in shard order.
  package static func run(
    _ plan: WorkspacePlan, _ kind: ShardRole.Kind, count: Int, arguments own: [String],
    relay: @escaping @Sendable (Int, String, Bool) -> Void
  ) async throws(ShardProblem) -> [FlowShards.Outcome] {
    let parts =
      kind == .split ? FlowShards.split(plan, count: count).map(\.all) : Array(repeating: plan.all, count: count)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sdui-term-shards-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    ).path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .noResultsFolder(reason: error.localizedDescription)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = (1...max(1, count)).map { "\(folder)/shard-\($0).jsonl" }
    let ended = try await spawn(
      files.indices.map { arguments(own, index: $0, results: files[$0]) }, results: files, relay: relay)
    return ended.indices.map { FlowShards.Outcome(planned: parts[$0], results: ended[$0].results, end: ended[$0].end) }
  }

  /// Runs the workers at once, worker `i` with `arguments[i]`, relaying
  /// their lines, and waits for all of them: how each ended and the
  /// results it left in `results[i]`.
  private static func spawn(
    _ arguments: [[String]], results: [String], relay: @escaping @Sendable (Int, String, Bool) -> Void
  ) async throws(ShardProblem) -> [(end: End, results: [FlowResult])] {
    let lines = LineRelay(relay)
    let group = DispatchGroup()
    var processes: [Process] = []
    // Each worker reads a pipe whose other end stays open while this
    // process lives: it ends when this one does (``endWithParent()``).
    var lifelines: [Pipe] = []
    var failure: ShardProblem?
    for (index, workerArguments) in arguments.enumerated() {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = workerArguments
      let lifeline = Pipe()
      lifelines.append(lifeline)
      process.standardInput = lifeline
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      group.enter()
      process.terminationHandler = { _ in group.leave() }
      do {
        try process.run()
      } catch {
        group.leave()
        failure = .cannotStart(shard: index + 1, reason: "\(error)")
        break
      }
      processes.append(process)
      for (pipe, isError) in [(output, false), (errors, true)] {
        let handle = pipe.fileHandleForReading
        group.enter()
        Thread.detachNewThread {
          lines.relay(from: handle, shard: index + 1, isError: isError)
          group.leave()
        }
      }
    }
    if failure != nil { for process in processes { process.terminate() } }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      group.notify(queue: .global()) { done.resume() }
    }
    lifelines.removeAll()
    if let failure { throw failure }
    return processes.indices.map { index in
      let process = processes[index]
      let end: End =
        process.terminationReason == .uncaughtSignal
        ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
      let text = FileManager.default.contents(atPath: results[index]).map { String(decoding: $0, as: UTF8.self) }
      return (end, FlowResult.results(inJSONLines: text ?? ""))
    }
  }

  /// Makes this worker end when the process that started it does: its
  /// standard input is a pipe that process holds open and never writes to,
  /// so the end of it is the end of that process (whatever stopped it).
  package static func endWithParent() {
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while true {
        let count = read(0, &byte, 1)
        if count == 0 || (count < 0 && errno != EINTR) { break }
      }
      _exit(1)
    }
  }

  /// A worker's results file, which it adds each result to as its flow
  /// ends.
  package final class ResultsFile {
    private let handle: FileHandle
    private let path: String
    /// Set when a result could not be written: the worker ends with it.
    package private(set) var failure: ShardProblem?

    /// Opens the file the coordinator named, emptied.
    package init(path: String) throws(ShardProblem) {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let handle = FileHandle(forWritingAtPath: path)
      else { throw .cannotWriteResults(path: path) }
      self.handle = handle
      self.path = path
    }

    /// Adds a result, a line of JSON.
    package func add(_ result: FlowResult) {
      do {
        try handle.write(contentsOf: Data((result.jsonLine + "\n").utf8))
      } catch {
        failure = .cannotWriteResults(path: path)
      }
    }
  }
}

/// Passes on the lines of the workers' output, one at a time.
private final class LineRelay: Sendable {
  private let relay: @Sendable (Int, String, Bool) -> Void
  private let lock = NSLock()

  init(_ relay: @escaping @Sendable (Int, String, Bool) -> Void) {
    self.relay = relay
  }

  /// Reads `handle` to its end, relaying each line as it is complete.
  func relay(from handle: FileHandle, shard: Int, isError: Bool) {
    let descriptor = handle.fileDescriptor
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      pending += buffer[..<count]
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        send(pending[..<newline], shard: shard, isError: isError)
        pending.removeSubrange(...newline)
      }
    }
    if !pending.isEmpty { send(pending[...], shard: shard, isError: isError) }
  }

  private func send(_ line: ArraySlice<UInt8>, shard: Int, isError: Bool) {
    let text = String(decoding: line, as: UTF8.self)
    lock.withLock { relay(shard, text, isError) }
  }
}

import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout

extension Bench {
  /// Figure 5: our layout of the random flex tree (built fresh before each
  /// run, so nothing is remembered) against Taffy's `compute_layout` of
  /// the same tree (its caches cleared before each run).
  mutating func flexTree() throws {
    let tree = RandomFlexTree(nodes: smoke ? 300 : 10_000)
    // The two sides take turns, a few runs each, so that a slow spell of
    // this shared machine falls on both rather than on one.
    let rounds = smoke ? 1 : 5
    let perRound = Runs(warmUp: runs.warmUp, iterations: max(1, runs.iterations / rounds))
    var ours: [Double] = []
    var theirs: [Double] = []
    let file = paths.taffyPython.map { _ in NSTemporaryDirectory() + "sdui-bench-flex-tree.json" }
    if let file { try tree.json.write(toFile: file, atomically: true, encoding: .utf8) }
    for _ in 0..<rounds {
      ours +=
        measure(perRound, setUp: { tree.layoutTree() }) { root in
          FlexLayout.calculate(root, width: 1000, height: 1000)
        }.samples
      if let python = paths.taffyPython, let file {
        theirs += try taffySamples(python: python, tree: file, runs: perRound)
      }
    }
    var baselineName = "Taffy (stretchable)"
    if file == nil { baselineName += ", not run (no --taffy-python)" }
    let baseline = theirs.isEmpty ? nil : Stats(samples: theirs.sorted())
    figures.append(
      Figure(
        number: 5, name: "layout of a random flex tree, \(tree.count) nodes", value: Stats(samples: ours.sorted()),
        baselineName: baselineName, baseline: baseline, target: "ratio ≤ 1.0"))
  }

  /// Taffy's layout of the tree in `tree`, timed by the script.
  private func taffySamples(python: String, tree: String, runs: Runs) throws -> [Double] {
    let script = paths.scripts + "/taffy_layout.py"
    let output = try ChildProcess.output(of: [python, script, tree, "\(runs.warmUp)", "\(runs.iterations)"])
    let samples = (try? JSONParser.parse(Array(output.utf8)))?.arrayElements?.compactMap { element -> Double? in
      if case .number(let number) = element.kind { return number.doubleValue }
      return nil
    }
    guard let samples, !samples.isEmpty else {
      throw BenchError(message: "the Taffy script printed no list of timings: \(output)")
    }
    return samples
  }

  /// Figures 7 and 8: the real program, run to its end. Peak resident
  /// memory rendering the 10,000-node screen headless, and the time from
  /// process start to the demo index's first headless frame, each beside
  /// `sdui-term --version`.
  mutating func wholeProcess() throws {
    guard
      let binary = binaryOrNotRun(
        Figure(
          number: 7, name: "peak memory", value: Stats(samples: [0]), baselineName: "sdui-term --version",
          target: "≤ 60 MiB", isMemory: true))
    else { return }
    let processRuns = smoke ? Runs.smoke : Runs(warmUp: 1, iterations: 9)
    let screen = NSTemporaryDirectory() + "sdui-bench-\(tenThousand).json"
    try Workloads.screen(nodes: tenThousand, dialect: .nimbus).write(toFile: screen, atomically: true, encoding: .utf8)
    let version = try runs(processRuns, [binary, "--version"])
    let loaded = try runs(processRuns, [binary, "render", "--size", "100x30", screen])
    let index = try runs(processRuns, [binary, "render", "--size", "100x30", paths.screens + "/index.json"])
    figures.append(
      Figure(
        number: 7, name: "peak memory, \(tenThousand)-node screen rendered", value: loaded.memory,
        baselineName: "sdui-term --version", baseline: version.memory, target: "≤ 60 MiB", isMemory: true))
    figures.append(
      Figure(
        number: 8, name: "start to first headless frame, demo index", value: index.time,
        baselineName: "sdui-term --version", baseline: version.time, target: "ratio ≤ 2.0"))
  }

  /// The sdui-term the process figures run; without one (`--binary`),
  /// `figure` is listed as not run, and `nil`.
  mutating func binaryOrNotRun(_ figure: Figure) -> String? {
    guard let binary = paths.binary else {
      var notRun = figure
      notRun.name += ", not run (no --binary)"
      figures.append(notRun)
      return nil
    }
    return binary
  }

  /// Runs programs in turns, one run each after one warm-up of each (nine
  /// for a full bench, one for the smoke run), so that a slow spell of the
  /// shared machine falls on all: the times and peak memories of each.
  func takingTurns(_ commands: [[String]]) throws -> [(time: Stats, memory: Stats)] {
    let processRuns = smoke ? Runs.smoke : Runs(warmUp: 1, iterations: 9)
    var times = [[Double]](repeating: [], count: commands.count)
    var memory = [[Double]](repeating: [], count: commands.count)
    for index in 0..<(processRuns.warmUp + processRuns.iterations) {
      for (command, arguments) in commands.enumerated() {
        let sample = try runs(.smoke, arguments)
        guard index >= processRuns.warmUp else { continue }
        times[command] += sample.time.samples
        memory[command] += sample.memory.samples
      }
    }
    return commands.indices.map { (Stats(samples: times[$0].sorted()), Stats(samples: memory[$0].sorted())) }
  }

  /// Runs the program `runs` times: its times and peak memories.
  func runs(_ runs: Runs, _ arguments: [String]) throws -> (time: Stats, memory: Stats) {
    var times: [Double] = []
    var memory: [Double] = []
    for index in 0..<(runs.warmUp + runs.iterations) {
      let result = ChildProcess.run(arguments)
      guard result.status == 0 else {
        throw BenchError(message: "\(arguments.joined(separator: " ")) exited with status \(result.status)")
      }
      let peak = try ChildProcess.output(of: ["/usr/bin/env", "python3", paths.scripts + "/peak_rss.py"] + arguments)
      guard let bytes = Double(peak.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw BenchError(message: "peak_rss.py printed \(peak)")
      }
      if index >= runs.warmUp {
        times.append(result.seconds)
        memory.append(bytes)
      }
    }
    return (Stats(samples: times.sorted()), Stats(samples: memory.sorted()))
  }
}

/// A benchmark that could not run.
struct BenchError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

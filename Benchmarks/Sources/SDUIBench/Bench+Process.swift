import Foundation
import SDUICore
import SDUILayout

extension Bench {
  /// Figure 5: our layout of the random flex tree (built fresh before each
  /// run, so nothing is remembered) against Taffy's `compute_layout` of
  /// the same tree (its caches cleared before each run).
  mutating func flexTree() throws {
    let tree = RandomFlexTree(nodes: smoke ? 300 : 10_000)
    let ours = measure(runs, setUp: { tree.layoutTree() }) { root in
      FlexLayout.calculate(root, width: 1000, height: 1000)
    }
    var baselineName = "Taffy (stretchable)"
    var baseline: Stats?
    if let python = paths.taffyPython {
      let script = paths.scripts + "/taffy_layout.py"
      let file = NSTemporaryDirectory() + "sdui-bench-flex-tree.json"
      try tree.json.write(toFile: file, atomically: true, encoding: .utf8)
      let output = try ChildProcess.output(of: [python, script, file, "\(runs.warmUp)", "\(runs.iterations)"])
      let samples = (try? JSONParser.parse(Array(output.utf8)))?.arrayElements?.compactMap { element -> Double? in
        if case .number(let number) = element.kind { return number.doubleValue }
        return nil
      }
      guard let samples, !samples.isEmpty else {
        throw BenchError(message: "the Taffy script printed no list of timings: \(output)")
      }
      baseline = Stats(samples: samples.sorted())
    } else {
      baselineName += ", not run (no --taffy-python)"
    }
    figures.append(
      Figure(
        number: 5, name: "layout of a random flex tree, \(tree.count) nodes", value: ours,
        baselineName: baselineName, baseline: baseline, target: "ratio ≤ 1.0"))
  }

  /// Figures 7 and 8: the real program, run to its end. Peak resident
  /// memory rendering the 10,000-node screen headless, and the time from
  /// process start to the demo index's first headless frame, each beside
  /// `sdui-term --version`.
  mutating func wholeProcess() throws {
    guard let binary = paths.binary else {
      figures.append(
        Figure(
          number: 7, name: "peak memory, not run (no --binary)", value: Stats(samples: [0]),
          baselineName: "sdui-term --version", target: "≤ 60 MiB", isMemory: true))
      return
    }
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

  private func runs(_ runs: Runs, _ arguments: [String]) throws -> (time: Stats, memory: Stats) {
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

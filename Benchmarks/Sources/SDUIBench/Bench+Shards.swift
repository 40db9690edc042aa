import Foundation

extension Bench {
  /// The bundled flows figure 14 repeats: those that change no server
  /// state (the store's share the cart) and start no browser.
  static let shardedFlows = ["catalog.yaml", "index.yaml", "signin.yaml"]

  /// Figure 14: shards. `sdui-term test --shard-split 2` of a suite the
  /// size of Maestro's own (190 flow files), the bundled flows copied to
  /// 189 files, against `sdui-term serve` on loopback, against the same
  /// suite in one process; start to exit, the two taking turns, three
  /// runs each (the smoke run: the three flows once each, one run).
  mutating func shards() throws {
    guard
      let binary = binaryOrNotRun(
        Figure(
          number: 14, name: "test --shard-split 2", value: Stats(samples: [0]), baselineName: "one process",
          target: "ratio ≤ 0.6"))
    else { return }
    let server = try ServeProcess(binary: binary, directory: paths.screens)
    defer { server.stop() }
    let directory = NSTemporaryDirectory() + "sdui-bench-shards-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: directory + "/flows", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let copies = smoke ? 1 : 63
    for copy in 1...copies {
      for name in Self.shardedFlows {
        let text = try String(contentsOfFile: paths.screens + "/flows/" + name, encoding: .utf8)
        let file = String(format: "%@/flows/%03d-%@", directory, copy, name)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
      }
    }
    let suite = [
      binary, "test", directory + "/flows", "-e", "HOST=http://127.0.0.1:\(server.port)", "--library", "demo",
      "--library", "store", "--images", "placeholder", "--screenshots", directory,
    ]
    let runs = smoke ? 1 : 3
    var times: [[Double]] = [[], []]
    for _ in 0..<runs {
      for (side, arguments) in [suite, suite + ["--shard-split", "2"]].enumerated() {
        let result = ChildProcess.run(arguments)
        guard result.status == 0 else {
          throw BenchError(message: "\(arguments.joined(separator: " ")) exited with status \(result.status)")
        }
        times[side].append(result.seconds)
      }
    }
    let flows = copies * Self.shardedFlows.count
    figures.append(
      Figure(
        number: 14, name: "test --shard-split 2, \(flows) flows against serve over loopback",
        value: Stats(samples: times[1].sorted()), baselineName: "one process",
        baseline: Stats(samples: times[0].sorted()), target: "ratio ≤ 0.6"))
  }
}

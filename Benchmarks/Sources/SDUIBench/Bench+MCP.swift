import Foundation
import SDUIDocument

extension Bench {
  /// Figure 24: `sdui-term mcp` for a coding agent. An MCP `tap` of the
  /// Nimbus counter's `+` (by its id) from the request written to its
  /// answer read, the new snapshot in it, against the same press through
  /// `render --keys` in one process: a render of 101 presses less one of
  /// 1, a press's share. Then the server's resident memory after 1,000
  /// calls (snapshots and taps in turn) against after 10.
  mutating func mcpServer() throws {
    let tapName = "an MCP tap of the Nimbus counter to its answer, sdui-term mcp over stdio"
    let memoryName = "sdui-term mcp's resident memory after 1,000 calls"
    guard
      let binary = binaryOrNotRun(
        Figure(number: 24, name: tapName, value: Stats(samples: [0]), baselineName: "none", target: "ratio ≤ 1.5"))
    else { return }
    let client = try MCPClient(binary: binary, arguments: ["--root", paths.screens])
    defer { client.stop() }
    try client.tool("open", ["source": "nimbus/counter.json"])
    let tap: JSONValue = ["id": "increment"]
    var taps: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<(runs.warmUp + runs.iterations * 4) {
      let start = clock.now
      try client.tool("tap", tap)
      if run >= runs.warmUp { taps.append(seconds(clock.now - start)) }
    }
    let presses = smoke ? 5 : 100
    var perKey: [Double] = []
    let counter = paths.screens + "/nimbus/counter.json"
    let render = { (count: Int) in
      ChildProcess.run([
        binary, "render", "--keys", Array(repeating: "Enter", count: count).joined(separator: " "), counter,
      ])
    }
    for run in 0..<(runs.warmUp + runs.iterations) {
      let many = render(presses + 1)
      let one = render(1)
      guard many.status == 0, one.status == 0 else { throw BenchError(message: "render --keys failed") }
      if run >= runs.warmUp { perKey.append(max(0, many.seconds - one.seconds) / Double(presses)) }
    }
    figures.append(
      Figure(
        number: 24, name: tapName, value: Stats(samples: taps.sorted()),
        baselineName: "the same press through render --keys, its share of \(presses)",
        baseline: Stats(samples: perKey.sorted()), target: "ratio ≤ 1.5"))
    let calls = smoke ? 100 : 1_000
    var afterFew: [Double] = []
    var afterMany: [Double] = []
    for _ in 0..<(smoke ? 1 : 3) {
      let fresh = try MCPClient(binary: binary, arguments: ["--root", paths.screens])
      defer { fresh.stop() }
      try fresh.tool("open", ["source": "nimbus/counter.json"])
      for call in 1...calls {
        try fresh.tool(call % 2 == 0 ? "tap" : "snapshot", call % 2 == 0 ? tap : [:])
        if call == 10 { afterFew.append(try Self.residentBytes(of: fresh.processIdentifier)) }
      }
      afterMany.append(try Self.residentBytes(of: fresh.processIdentifier))
    }
    var memory = Figure(
      number: 24, name: smoke ? memoryName.replacingOccurrences(of: "1,000", with: "\(calls)") : memoryName,
      value: Stats(samples: afterMany.sorted()), baselineName: "after 10",
      baseline: Stats(samples: afterFew.sorted()), target: "ratio ≤ 1.2")
    memory.isMemory = true
    figures.append(memory)
  }

  /// A process's resident bytes (`VmRSS`).
  static func residentBytes(of process: Int32) throws -> Double {
    let status = try String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kibibytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { throw BenchError(message: "no VmRSS in /proc/\(process)/status") }
    return kibibytes * 1024
  }
}

import Foundation

extension Bench {
  /// Figure 13: start-up of the binary `make dist` packages (the Swift
  /// runtime linked in) against the release binary that links it
  /// dynamically: `--version`, and a tiny `render`, taking turns, with
  /// their peak memory. The packaged binary must be no slower.
  mutating func staticStartUp() throws {
    let figure = Figure(
      number: 13, name: "start-up of the packaged binary (--static-swift-stdlib)", value: Stats(samples: [0]),
      baselineName: "the release binary", target: "ratio ≤ 1.0")
    guard let binary = binaryOrNotRun(figure) else { return }
    guard let packaged = paths.staticBinary, FileManager.default.isExecutableFile(atPath: packaged) else {
      var notRun = figure
      notRun.name += ", not run (no --static-binary: make dist builds it)"
      figures.append(notRun)
      return
    }
    let screen = paths.screens + "/nimbus/counter.json"
    let render = ["render", screen, "--size", "40x8"]
    let turns = try takingTurns([
      [packaged, "--version"], [binary, "--version"], [packaged] + render, [binary] + render,
    ])
    figures.append(
      Figure(
        number: 13, name: "--version, the packaged binary (the Swift runtime linked in)", value: turns[0].time,
        baselineName: "the release binary", baseline: turns[1].time, target: "ratio ≤ 1.0"))
    figures.append(
      Figure(
        number: 13, name: "a tiny render (counter.json, 40x8), the packaged binary", value: turns[2].time,
        baselineName: "the release binary", baseline: turns[3].time, target: "ratio ≤ 1.0"))
    var memory = Figure(
      number: 13, name: "peak memory of that render, the packaged binary", value: turns[2].memory,
      baselineName: "the release binary", baseline: turns[3].memory, target: "none (reported)")
    memory.isMemory = true
    figures.append(memory)
  }
}

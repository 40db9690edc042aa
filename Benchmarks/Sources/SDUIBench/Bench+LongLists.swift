import Foundation

extension Bench {
  /// Figure 11: the first frame of a long lazy list, as a new user meets
  /// it through the program (release build, process start included):
  /// `render` of the 100,000-item list against `check` of the same file,
  /// against `render` of the 100-item list plus the parse of the larger
  /// state (`check` of one less `check` of the other, run by run), and the
  /// peak memory of that `render` against `check`'s.
  mutating func longListFirstFrame() throws {
    guard
      let binary = binaryOrNotRun(
        Figure(
          number: 11, name: "render, 100,000-item lazy list", value: Stats(samples: [0]),
          baselineName: "check of the same file", target: "ratio ≤ 1.5"))
    else { return }
    let items = smoke ? 1_000 : 100_000
    let long = NSTemporaryDirectory() + "sdui-bench-lazy-\(items).json"
    let short = NSTemporaryDirectory() + "sdui-bench-lazy-100.json"
    try Workloads.lazyList(items: items).write(toFile: long, atomically: true, encoding: .utf8)
    try Workloads.lazyList(items: 100).write(toFile: short, atomically: true, encoding: .utf8)
    let render = [binary, "render", "--size", "100x30"]
    let turns = try takingTurns([
      render + [long], [binary, "check", long], render + [short], [binary, "check", short],
    ])
    let (longRender, longCheck, shortRender, shortCheck) = (turns[0], turns[1], turns[2], turns[3])
    // Run by run: the short list's frame plus the larger state's parse.
    let parseAdded = (0..<longCheck.time.samples.count).map {
      shortRender.time.samples[$0] + longCheck.time.samples[$0] - shortCheck.time.samples[$0]
    }
    figures.append(
      Figure(
        number: 11, name: "render, \(items)-item lazy list", value: longRender.time,
        baselineName: "check of the same file", baseline: longCheck.time, target: "ratio ≤ 1.5"))
    figures.append(
      Figure(
        number: 11, name: "render, \(items)-item lazy list", value: longRender.time,
        baselineName: "render of 100 items plus the larger parse", baseline: Stats(samples: parseAdded.sorted()),
        target: "ratio ≤ 3"))
    figures.append(
      Figure(
        number: 11, name: "peak memory, render of the \(items)-item lazy list", value: longRender.memory,
        baselineName: "check of the same file", baseline: longCheck.memory, target: "ratio ≤ 1.5", isMemory: true))
  }
}

import Foundation
import SDUIComponents
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUIRender

/// `SDUIBench [--smoke] [--only 2,3] [--json PATH] [--conformance DIR]
/// [--binary SDUI_TERM] [--screens DIR] [--taffy-python PYTHON] [--scripts DIR]`:
/// the figures of the performance issue, each against a baseline measured
/// in the same run, as one table (and JSON). Figures 7 and 8, and figure
/// 9's loopback side, figures 10, 12 and 14 (against `sdui-term serve`), figure 11, figure 13 (against the
/// `--static-binary` that `make dist` packages), figure 18 (`sdui-term lsp` over pipes) and figure 19 (under tmux, against `sdui-term serve`) and figure 22 (under tmux, reading a FIFO) run the `--binary`; figure 5's baseline runs Taffy through `--taffy-python`.
/// Without `--only` (and `--smoke`), each group of figures runs in a
/// process of its own.
@MainActor
struct Bench {
  struct Figure {
    var number: Int
    var name: String
    var value: Stats
    var baselineName: String
    var baseline: Stats?
    var target: String
    /// Whether the samples are bytes rather than seconds.
    var isMemory = false
    /// Value over baseline medians, when the target is a ratio.
    var ratio: Double? { baseline.map { value.median / $0.median } }
  }

  /// Where the programs the process figures run are.
  struct Paths {
    var binary: String?
    var screens: String
    var taffyPython: String?
    /// The Python helpers (`Benchmarks/Scripts`).
    var scripts: String
    /// The binary `make dist` packages, for figure 13.
    var staticBinary: String?
  }

  let smoke: Bool
  let conformance: String
  let paths: Paths
  /// The figures to run; empty runs them all.
  let only: Set<Int>
  var figures: [Figure] = []

  var runs: Runs { smoke ? .smoke : Runs(warmUp: 3, iterations: 15) }
  var size: Size { Size(width: 100, height: 30) }
  var tenThousand: Int { smoke ? 200 : 10_000 }

  static func controller(_ bytes: [UInt8]) -> ScreenController {
    let libraries = [StoreLibrary.library]
    let screen = ScreenDecoder(options: .init(libraries: libraries)).decode(bytes)
    let session = ScreenSession(screen: screen, environment: .init(libraries: libraries))
    session.start()
    return ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 100, height: 30)))
  }

  mutating func run() async throws {
    if wants(1) { try parse() }
    if wants(2) || wants(3) { try await pipeline() }
    if wants(4) { try addToCart() }
    if wants(5) { try flexTree() }
    if wants(6) { await lazyList() }
    if wants(7) || wants(8) { try wholeProcess() }
    if wants(9) { try await pictures() }
    if wants(10) { try flows() }
    if wants(11) { try longListFirstFrame() }
    if wants(12) { try scriptedFlow() }
    if wants(13) { try staticStartUp() }
    if wants(14) { try shards() }
    if wants(15) { try terminalUnderTmux() }
    if wants(16) { try await typing() }
    if wants(17) { try watchingIdle() }
    if wants(18) { try languageServer() }
    if wants(19) { try keysWhilePicturesDecode() }
    if wants(20) || wants(21) { try await a2uiSurface() }
    if wants(22) {
      try streamedSurface()
      try rootToFrame()
    }
    if wants(23) { try agentRoundTrip() }
    if wants(24) { try mcpServer() }
  }

  func wants(_ figure: Int) -> Bool { only.isEmpty || only.contains(figure) }

  mutating func parse() throws {
    let bytes = Array(Workloads.screen(nodes: tenThousand, dialect: .nimbus).utf8)
    let data = Data(bytes)
    let foundation = try measure(runs) { _ = try JSONSerialization.jsonObject(with: data) }
    let parse = try measure(runs) { _ = try JSONParser.parse(bytes) }
    figures.append(
      Figure(
        number: 1, name: "parse a \(tenThousand)-node screen", value: parse, baselineName: "JSONSerialization",
        baseline: foundation, target: "ratio ≤ 0.7"))
  }

  mutating func pipeline() async throws {
    for dialect in [Dialect.nimbus, .beagle] {
      let screen = Array(Workloads.screen(nodes: tenThousand, dialect: dialect).utf8)
      // Both sides keep what they made until after the clock stops, so
      // neither is timed tearing it down.
      let first = measure(runs, setUp: { [ScreenController]() }) { kept in
        let controller = Self.controller(screen)
        _ = controller.frame()
        kept.append(controller)
      }
      let screenData = Data(screen)
      let baseline = try measure(runs, setUp: { [Any]() }) { kept in
        kept.append(try JSONSerialization.jsonObject(with: screenData))
      }
      figures.append(
        Figure(
          number: 2, name: "first frame, \(tenThousand) nodes, \(dialect)", value: first,
          baselineName: "JSONSerialization", baseline: baseline, target: "ratio ≤ 3.0"))
      // A key as a person presses it: Enter on the focused counter button
      // runs its setState, and the next frame is laid out once.
      var passes: [Int] = []
      let update = try await measure(
        runs,
        setUp: { () -> ScreenController in
          let controller = Self.controller(screen)
          _ = controller.frame()
          return controller
        }
      ) { controller in
        let before = controller.layoutPasses
        await controller.handle(.enter)
        _ = controller.frame()
        passes.append(controller.layoutPasses - before)
        guard controller.focusedID == "increment" else {
          throw BenchError(message: "Enter went to \(controller.focusedID ?? "nothing"), not the counter")
        }
      }
      let perKey = Set(passes).sorted().map(String.init).joined(separator: " or ")
      figures.append(
        Figure(
          number: 3, name: "Enter (a setState) to next frame, \(tenThousand) nodes, \(dialect), \(perKey) layout/key",
          value: update, baselineName: "figure 2", baseline: first, target: "ratio ≤ 0.05"))
      // The same key when the frame on screen is stale (a change no frame
      // showed yet), so that it is laid out to route the key and again for
      // the frame after it: what every key cost when routing laid out.
      let twoPasses = try await measure(
        runs,
        setUp: { () -> ScreenController in
          let controller = Self.controller(screen)
          _ = controller.frame()
          try controller.session.trigger("onPress", on: "increment")
          return controller
        }
      ) { controller in
        await controller.handle(.enter)
        _ = controller.frame()
      }
      figures.append(
        Figure(
          number: 3, name: "the same Enter routed against a fresh layout, \(dialect), 2 layouts/key", value: twoPasses,
          baselineName: "1 layout/key", baseline: update, target: "none (reported)"))
    }
  }

  mutating func addToCart() throws {
    let path = conformance + "/nimbus/core-perf-products-foreach.json"
    // The conformance screens are beside the package on developers'
    // machines and in CI; without them the figure says it did not run.
    guard FileManager.default.fileExists(atPath: path) else {
      figures.append(
        Figure(
          number: 4, name: "\"add to cart\", not run (no \(path))", value: Stats(samples: [0]),
          baselineName: "Nimbus core's test bar, 15 ms", target: "≤ 1.5 ms median"))
      return
    }
    let products = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let addToCart = try measure(
      runs,
      setUp: { () -> (ScreenController, String) in
        let controller = Self.controller(products)
        _ = controller.frame()
        let button = controller.session.resolvedRoot?.allNodes.first { $0.id.hasPrefix("add-to-cart") }?.id ?? ""
        return (controller, button)
      }
    ) { state in
      try state.0.session.trigger("onPress", on: state.1)
      _ = state.0.frame()
    }
    figures.append(
      Figure(
        number: 4, name: "\"add to cart\" on core-perf-products-foreach", value: addToCart,
        baselineName: "Nimbus core's test bar, 15 ms", baseline: Stats(samples: [0.015]), target: "≤ 1.5 ms median"))
  }

  /// Figure 6: a page down and the frame after it, which is what a long
  /// list costs while it is used. Each run builds the screen, draws it
  /// and pages twice: the second page is the figure; the first, which
  /// right after building a 100,000-item screen also meets caches that
  /// the build has filled with other things, is reported beside it, and
  /// so is the first frame (which resolves every item once). The two
  /// lists take turns, run by run, so that a slow spell of the shared
  /// machine falls on both.
  mutating func lazyList() async {
    let items = smoke ? 1_000 : 100_000
    let sides = [Array(Workloads.lazyList(items: items).utf8), Array(Workloads.lazyList(items: 100).utf8)]
    var firstFrames: [[Double]] = [[], []]
    var firstPages: [[Double]] = [[], []]
    var nextPages: [[Double]] = [[], []]
    var ends: [[Double]] = [[], []]
    for run in 0..<(runs.warmUp + runs.iterations) {
      for (side, bytes) in sides.enumerated() {
        let sample = await Self.paging(bytes)
        guard run >= runs.warmUp else { continue }
        firstFrames[side].append(sample.firstFrame)
        firstPages[side].append(sample.firstPage)
        nextPages[side].append(sample.nextPage)
        ends[side].append(sample.end)
      }
    }
    func stats(_ samples: [Double]) -> Stats { Stats(samples: samples.sorted()) }
    figures.append(
      Figure(
        number: 6, name: "page down and frame, \(items)-item lazy list", value: stats(nextPages[0]),
        baselineName: "100 items", baseline: stats(nextPages[1]), target: "ratio ≤ 1.5"))
    figures.append(
      Figure(
        number: 6, name: "End and frame, \(items)-item lazy list", value: stats(ends[0]),
        baselineName: "100 items", baseline: stats(ends[1]), target: "ratio ≤ 1.5"))
    figures.append(
      Figure(
        number: 6, name: "first page down after the first frame, \(items)-item lazy list", value: stats(firstPages[0]),
        baselineName: "100 items", baseline: stats(firstPages[1]), target: "none (reported)"))
    figures.append(
      Figure(
        number: 6, name: "first frame, \(items)-item lazy list", value: stats(firstFrames[0]),
        baselineName: "100 items", baseline: stats(firstFrames[1]), target: "none (reported)"))
  }

  /// Builds a lazy list screen and times its first frame, its first two
  /// pages down and then `End` (each with the frame after it).
  static func paging(_ bytes: [UInt8]) async -> (firstFrame: Double, firstPage: Double, nextPage: Double, end: Double) {
    let controller = controller(bytes)
    // The last run's screen is torn down by a job of its own on the main
    // actor: let it go before any clock starts.
    await Task.yield()
    let firstFrame = timed { _ = controller.frame() }
    var pages: [Double] = []
    for _ in 0..<2 {
      pages.append(
        await timed {
          await controller.handle(.pageDown)
          _ = controller.frame()
        })
    }
    let end = await timed {
      await controller.handle(.end)
      _ = controller.frame()
    }
    return (firstFrame, pages[0], pages[1], end)
  }

  func table() -> String {
    var lines = [
      "| # | figure | median (fastest–slowest) | baseline | ratio | target |", "| --- | --- | --- | --- | --- | --- |",
    ]
    for figure in figures {
      let baseline =
        figure.baseline.map { "\(figure.baselineName): \($0.description(memory: figure.isMemory))" }
        ?? figure.baselineName
      let ratio = figure.ratio.map { "\(Stats.rounded($0, 3))" } ?? "–"
      lines.append(
        "| \(figure.number) | \(figure.name) | \(figure.value.description(memory: figure.isMemory)) | \(baseline) "
          + "| \(ratio) | \(figure.target) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func json() -> String {
    let entries = figures.map { figure -> JSONValue in
      [
        "figure": JSONValue(.number(.integer(figure.number))), "name": JSONValue(.string(figure.name)),
        "unit": JSONValue(.string(figure.isMemory ? "bytes" : "seconds")),
        "median": JSONValue(.number(.double(figure.value.median))),
        "fastest": JSONValue(.number(.double(figure.value.fastest))),
        "slowest": JSONValue(.number(.double(figure.value.slowest))),
        "baseline": JSONValue(.string(figure.baselineName)),
        "baselineMedian": figure.baseline.map { JSONValue(.number(.double($0.median))) } ?? .null,
        "ratio": figure.ratio.map { JSONValue(.number(.double($0))) } ?? .null,
        "target": JSONValue(.string(figure.target)),
      ]
    }
    return JSONValue(.array(entries)).jsonText + "\n"
  }
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
@MainActor
func runBench() async throws {
  let paths = Bench.Paths(
    binary: option("--binary"), screens: option("--screens") ?? "../Screens", taffyPython: option("--taffy-python"),
    scripts: option("--scripts") ?? "Benchmarks/Scripts", staticBinary: option("--static-binary"))
  var bench = Bench(
    smoke: arguments.contains("--smoke"), conformance: option("--conformance") ?? "../../shared/conformance",
    paths: paths,
    only: Set((option("--only") ?? "").split(separator: ",").compactMap { Int($0) }))
  do {
    try await bench.run()
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
  }
  print(bench.table(), terminator: "")
  if let path = option("--json") {
    try bench.json().write(toFile: path, atomically: true, encoding: .utf8)
  }
}

/// A full run measures each group of figures in a process of its own, as
/// package-benchmark runs each benchmark: what one figure leaves on the
/// heap then cannot slow the next. The groups' tables and JSON are joined.
func runEachGroupApart() throws {
  let executable = Bundle.main.executablePath ?? arguments[0]
  var passed = Array(arguments.dropFirst())
  if let index = passed.firstIndex(of: "--json") { passed.removeSubrange(index...min(index + 1, passed.count - 1)) }
  var rows: [String] = []
  var entries: [JSONValue] = []
  for group in [
    "1", "2,3", "4", "5", "6", "7,8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20,21", "22",
    "23",
  ] {
    let file = NSTemporaryDirectory() + "sdui-bench-figures-\(group).json"
    let table = try ChildProcess.output(of: [executable] + passed + ["--only", group, "--json", file])
    rows += table.split(separator: "\n").dropFirst(2).map(String.init)
    entries += (try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))).arrayElements ?? []
  }
  print(
    (["| # | figure | median (fastest–slowest) | baseline | ratio | target |", "| --- | --- | --- | --- | --- | --- |"]
      + rows).joined(separator: "\n"))
  if let path = option("--json") {
    try (JSONValue(.array(entries)).jsonText + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }
}

if option("--only") == nil && !arguments.contains("--smoke") {
  try runEachGroupApart()
} else {
  try await runBench()
}

/// Times a piece of work: warm-up runs, then timed iterations, reported
/// as the median with the fastest and slowest run.
struct Stats: CustomStringConvertible {
  /// Seconds per run, sorted.
  let samples: [Double]

  var median: Double { samples[samples.count / 2] }
  var fastest: Double { samples.first ?? 0 }
  var slowest: Double { samples.last ?? 0 }

  var description: String { description(memory: false) }

  /// The median with the fastest and slowest, as times or as MiB.
  func description(memory: Bool) -> String {
    let format = memory ? { "\(Stats.rounded($0 / 1_048_576, 1)) MiB" } : Stats.format
    return "\(format(median)) (\(format(fastest))–\(format(slowest)))"
  }

  static func format(_ seconds: Double) -> String {
    if seconds >= 1 { return "\(rounded(seconds, 2)) s" }
    if seconds >= 0.001 { return "\(rounded(seconds * 1000, 2)) ms" }
    return "\(rounded(seconds * 1_000_000, 1)) µs"
  }

  static func rounded(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }
}

/// How many runs a measurement makes.
struct Runs {
  var warmUp: Int
  var iterations: Int

  static let smoke = Runs(warmUp: 0, iterations: 1)
}

/// Runs `setUp` and `body` `runs.warmUp + runs.iterations` times, timing
/// only `body`.
func measure<State>(_ runs: Runs, setUp: () throws -> State, _ body: (inout State) throws -> Void) rethrows -> Stats {
  var samples: [Double] = []
  for index in 0..<(runs.warmUp + runs.iterations) {
    var state = try setUp()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { try body(&state) }
    if index >= runs.warmUp { samples.append(seconds(elapsed)) }
  }
  return Stats(samples: samples.sorted())
}

/// `measure` for work that awaits.
@MainActor
func measure<State>(_ runs: Runs, setUp: () throws -> State, _ body: (inout State) async throws -> Void) async rethrows
  -> Stats
{
  var samples: [Double] = []
  for index in 0..<(runs.warmUp + runs.iterations) {
    var state = try setUp()
    let clock = ContinuousClock()
    let start = clock.now
    try await body(&state)
    if index >= runs.warmUp { samples.append(seconds(clock.now - start)) }
  }
  return Stats(samples: samples.sorted())
}

/// `measure` without state.
func measure(_ runs: Runs, _ body: () throws -> Void) rethrows -> Stats {
  try measure(runs, setUp: {}) { _ in try body() }
}

/// The seconds one run of `body` takes.
func timed(_ body: () -> Void) -> Double {
  seconds(ContinuousClock().measure(body))
}

/// The seconds one run of `body` takes, for work that awaits.
@MainActor
func timed(_ body: () async -> Void) async -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  await body()
  return seconds(clock.now - start)
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

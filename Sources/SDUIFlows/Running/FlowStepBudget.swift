/// How many steps one flow may run in all: each command each time it runs
/// (a `repeat`'s commands once a pass, the commands of a `runFlow`'s file,
/// of each `retry` attempt, of `onFlowStart` and `onFlowComplete`), and
/// each pass of a `repeat`, which a `repeat` of no commands would otherwise
/// spin on.
///
/// Every count a flow writes has its own bound (2^53 for `times`), and
/// counts multiply: `repeat: {times: 9007199254740992}`, or three
/// `repeat`s of 1,000 inside each other, would run for years. The runner
/// fails the step that goes past the budget (``FlowRunner`` counts as it
/// runs), and ``excess(of:subflow:)`` finds, before anything runs, the
/// flow whose steps as written surely go past it, for `check` and `test`.
package enum FlowStepBudget {
  /// The most steps one flow runs: a thousand times the longest flow of
  /// Screens/flows, hours of a device's time in Maestro.
  package static let limit = 10_000

  /// How many times a command surely runs what it holds, and what each
  /// pass costs besides.
  package struct Passes: Sendable, Equatable {
    /// How many passes.
    package var times: Int
    /// The steps each pass costs besides the steps it runs: 1 for a
    /// `repeat`'s pass.
    package var eachCosts: Int

    /// Once, at no cost of its own: an inline `runFlow`, a `retry`'s first
    /// attempt, a command that holds nothing.
    package static let once = Passes(times: 1, eachCosts: 0)
    /// None that is sure: a condition or a `${...}` decides as it runs.
    package static let none = Passes(times: 0, eachCosts: 0)
  }

  /// Where a flow run to its end goes past ``limit`` as written: at the
  /// first step that takes it past (inside a `repeat`'s first pass when
  /// that pass alone does, else at the `repeat` whose passes do), with the
  /// steps run through that step's end; `nil` when it stays within.
  /// `subflow` reads the flow a step's `runFlow` or `retry` file names.
  static func excess(of flow: Flow, subflow: @escaping (FlowStep, String) -> Flow?) -> FlowError? {
    var tally = Tally(subflow: subflow)
    guard let crossing = tally.crossing(in: flow.onStart + flow.steps + flow.onComplete, after: 0) else { return nil }
    let step = crossing.step
    let passes = step.command.certainPasses
    return FlowError(
      file: step.file, location: step.location,
      problem: .pastStepBudget(
        step: FlowRunner.shortened(step.summary), steps: crossing.through,
        passes: passes.eachCosts > 0 ? passes.times : nil, limit: limit))
  }

  /// The steps a flow surely runs, counted once for each step as written.
  private struct Tally {
    let subflow: (FlowStep, String) -> Flow?
    /// Each step's steps, by where it is written.
    var costs: [String: Int] = [:]
    /// Each subflow file's steps, by its canonical path.
    var fileCosts: [String: Int] = [:]
    /// The subflow files being counted, by their canonical paths: a cycle
    /// (`a.yaml` → `sub/../a.yaml`) counts nothing, being an error of its
    /// own.
    var counting: Set<String> = []

    /// The first step of `steps`, after `spent` steps, that takes the
    /// flow past the limit, and the steps through its end.
    mutating func crossing(in steps: [FlowStep], after spent: Int) -> (step: FlowStep, through: Int)? {
      var spent = spent
      for step in steps {
        let through = Self.adding(spent, cost(of: step))
        if through > limit {
          let passes = step.command.certainPasses
          if passes.times > 0,
            let inner = crossing(in: step.command.nestedSteps, after: Self.adding(spent, 1 + passes.eachCosts))
          {
            return inner
          }
          return (step, through)
        }
        spent = through
      }
      return nil
    }

    mutating func cost(of steps: [FlowStep]) -> Int {
      var total = 0
      for step in steps { total = Self.adding(total, cost(of: step)) }
      return total
    }

    /// The step itself, and each sure pass of what it holds.
    mutating func cost(of step: FlowStep) -> Int {
      let key = "\(step.file):\(step.location.line):\(step.location.column)"
      if let known = costs[key] { return known }
      let passes = step.command.certainPasses
      var made = 1
      if passes.times > 0 {
        var each = Self.adding(passes.eachCosts, cost(of: step.command.nestedSteps))
        for case .flow(let written) in step.command.references where !written.contains("${") {
          each = Self.adding(each, fileCost(written, from: step))
        }
        made = Self.adding(1, Self.multiplying(passes.times, each))
      }
      costs[key] = made
      return made
    }

    mutating func fileCost(_ written: String, from step: FlowStep) -> Int {
      guard let flow = subflow(step, written) else { return 0 }
      let key = FlowRunner.canonical(flow.file)
      if let known = fileCosts[key] { return known }
      guard counting.insert(key).inserted else { return 0 }
      let made = cost(of: flow.onStart + flow.steps + flow.onComplete)
      counting.remove(key)
      fileCosts[key] = made
      return made
    }

    static func adding(_ a: Int, _ b: Int) -> Int {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .max : sum
    }

    static func multiplying(_ a: Int, _ b: Int) -> Int {
      let (product, overflow) = a.multipliedReportingOverflow(by: b)
      return overflow ? .max : product
    }
  }
}

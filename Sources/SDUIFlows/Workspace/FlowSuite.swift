import Foundation
import SDUICore
import SDUIDocument
import SDUIRecording

/// Running the flows of a `test` run.
package enum FlowSuite {
  /// Runs a plan: its sequence first, one flow after another (stopping
  /// at a failure unless `continueOnFailure`; the flows left are reported
  /// as not run), then its other flows, at most `jobs` at a time. Calls
  /// `finished` as each ends; the results come back in the plan's order.
  /// `--record` names a file a flow when the run has more than one: the
  /// run's flows are `recordingCount` of them (a shard's plan is a part of
  /// the run), by default the plan's.
  @MainActor
  package static func run(
    _ plan: WorkspacePlan, jobs: Int, settings: FlowRunner.Settings, recording: String?, recordingCount: Int? = nil,
    finished: @escaping (FlowResult) -> Void
  ) async throws(AsciicastRecorder.Failure) -> [FlowResult] {
    let count = recordingCount ?? plan.all.count
    var results: [FlowResult] = []
    for flow in plan.sequence {
      if let failed = results.first(where: { !$0.passed }), !plan.continueOnFailure {
        let skipped = FlowResult.notRun(
          flow, why: "the sequence of executionOrder stopped at '\(failed.name)' (continueOnFailure: false)")
        finished(skipped)
        results.append(skipped)
        continue
      }
      let recorder = try recorder(for: flow, path: recording, count: count, settings: settings)
      let result = await FlowRunner(settings: settings, flow: flow, recorder: recorder).run()
      finished(result)
      results.append(result)
    }
    return try await results
      + run(plan.flows, jobs: jobs, settings: settings, recording: recording, count: count, finished: finished)
  }

  /// Runs the flows, at most `jobs` at a time, calling `finished` as each
  /// ends; the results come back in the flows' order.
  ///
  /// The flows share one process and its main thread: at most `jobs` are
  /// under way at once, each waiting for its requests while the others run.
  @MainActor
  package static func run(
    _ flows: [Flow], jobs: Int, settings: FlowRunner.Settings, recording: String?, count: Int? = nil,
    finished: @escaping (FlowResult) -> Void
  ) async throws(AsciicastRecorder.Failure) -> [FlowResult] {
    guard !flows.isEmpty else { return [] }
    var recorders: [AsciicastRecorder?] = []
    for flow in flows {
      recorders.append(try recorder(for: flow, path: recording, count: count ?? flows.count, settings: settings))
    }
    let queue = FlowQueue(
      runners: flows.indices.map { FlowRunner(settings: settings, flow: flows[$0], recorder: recorders[$0]) },
      finished: finished)
    let workers = (0..<min(max(1, jobs), flows.count)).map { _ in
      Task { @MainActor in
        while let index = queue.take() { queue.finish(index, await queue.runners[index].run()) }
      }
    }
    for worker in workers { await worker.value }
    return queue.results.compactMap { $0 }
  }

  /// The recorder of `--record PATH` for one of `count` flows.
  private static func recorder(for flow: Flow, path: String?, count: Int, settings: FlowRunner.Settings)
    throws(AsciicastRecorder.Failure) -> AsciicastRecorder?
  {
    try path.map { path throws(AsciicastRecorder.Failure) in
      try AsciicastRecorder(
        path: count == 1 ? path : recordingPath(path, for: flow), title: flow.name, depth: settings.depth,
        terminal: settings.options.theme.terminal)
    }
  }

  /// `run.cast` → `run-add-to-cart.cast` for the flow "Add to cart".
  package static func recordingPath(_ path: String, for flow: Flow) -> String {
    let slug = flow.name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let name = String(slug).split(separator: "-").joined(separator: "-")
    return UserPath(path).withSuffix("-" + name, beforeExtension: true).typed
  }
}

/// The flows waiting to run and the results of those that ran, shared by
/// the `--jobs` workers on the main actor.
@MainActor
private final class FlowQueue {
  let runners: [FlowRunner]
  var results: [FlowResult?]
  private let finished: (FlowResult) -> Void
  private var next = 0

  init(runners: [FlowRunner], finished: @escaping (FlowResult) -> Void) {
    self.runners = runners
    self.finished = finished
    results = Array(repeating: nil, count: runners.count)
  }

  /// The index of the next flow to run, `nil` when all have started.
  func take() -> Int? {
    guard next < runners.count else { return nil }
    next += 1
    return next - 1
  }

  func finish(_ index: Int, _ result: FlowResult) {
    results[index] = result
    finished(result)
  }
}

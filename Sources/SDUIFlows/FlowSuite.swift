import Foundation
import SDUICore
import SDUIDocument
import SDUIRecording

/// The flows a `test` run names, and running them.
package enum FlowSuite {
  /// The flow files `paths` name: each file as given, and the `.yaml` and
  /// `.yml` files directly inside each directory, sorted by name.
  package static func files(in paths: [String]) throws(FlowError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw FlowError(file: path, problem: .noSuchFile)
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let flows = names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
      files += flows.map { UserPath(path).appending($0).typed }.filter {
        var nested: ObjCBool = false
        return FileManager.default.fileExists(atPath: $0, isDirectory: &nested) && !nested.boolValue
      }
    }
    return files
  }

  /// Whether a flow is one the run takes: a flow with a `url:` (files of
  /// commands alone are for `runFlow`) carrying one of `tags` when given.
  package static func selects(_ flow: Flow, tags: [String]) -> Bool {
    tags.isEmpty || flow.tags.contains(where: tags.contains)
  }

  /// Runs the flows, at most `jobs` at a time, calling `finished` as each
  /// ends; the results come back in the flows' order.
  ///
  /// The flows share one process and its main thread: at most `jobs` are
  /// under way at once, each waiting for its requests while the others run.
  @MainActor
  package static func run(
    _ flows: [Flow], jobs: Int, settings: FlowRunner.Settings, recording: String?,
    finished: @escaping (FlowResult) -> Void
  ) async throws(AsciicastRecorder.Failure) -> [FlowResult] {
    var recorders: [AsciicastRecorder?] = []
    for flow in flows {
      recorders.append(
        try recording.map { path throws(AsciicastRecorder.Failure) in
          try AsciicastRecorder(
            path: flows.count == 1 ? path : recordingPath(path, for: flow), title: flow.name, depth: settings.depth,
            terminal: settings.options.theme.terminal)
        })
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

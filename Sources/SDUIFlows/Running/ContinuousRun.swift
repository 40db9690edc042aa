import Foundation
import SDUIRuntime

/// `test --continuous`, as Maestro's continuous mode: runs the flows, then
/// watches what they read (each flow's file, its subflows, scripts and
/// media, the local screens its app opened, the workspace's flow files and
/// `config.yaml`) and runs again the flows a change touched: a flow whose
/// own files or screens changed, a flow new to the workspace, and every
/// flow when the configuration changed. It ends when its task is
/// cancelled (Ctrl-C).
@MainActor
package struct ContinuousRun {
  /// Plans the run again (the paths, tags and config of the command).
  package var plan: () throws(FlowError) -> WorkspacePlan
  /// Runs some flows of a plan and reports them.
  package var run: (WorkspacePlan) async -> [FlowResult]
  /// Says what it does: the plan's errors, what changed, that it waits.
  package var say: (String) -> Void
  /// How often it looks at the files.
  package var interval: Duration = .milliseconds(200)

  package init(
    plan: @escaping () throws(FlowError) -> WorkspacePlan, run: @escaping (WorkspacePlan) async -> [FlowResult],
    say: @escaping (String) -> Void
  ) {
    self.plan = plan
    self.run = run
    self.say = say
  }

  /// Runs until cancelled.
  package func start() async {
    var watcher = FileWatcher()
    var reads: [String: Set<String>] = [:]
    var known: Set<String>?
    var pending: Set<String>?  // nil: every flow
    while !Task.isCancelled {
      var plan: WorkspacePlan?
      var failed: [String] = []
      do {
        plan = try self.plan()
      } catch {
        say("\(error)")
        // Watched too, so that mending it plans the run again.
        failed = [error.file]
      }
      if var plan {
        for error in plan.unreadable { say("ERROR \(error)") }
        let files = Set(plan.all.map(\.file))
        // A flow not planned before (new, or readable again) runs too.
        let fresh = known.map { files.subtracting($0) } ?? files
        if let chosen = pending.map({ $0.union(fresh) }) {
          plan.sequence.removeAll { !chosen.contains($0.file) }
          plan.flows.removeAll { !chosen.contains($0.file) }
        }
        known = files
        for result in await run(plan) {
          reads[result.file] = Set([result.file] + (plan.reads[result.file] ?? []) + result.screens)
        }
      }
      say("waiting for a change (Ctrl-C ends)")
      pending = await change(of: plan, also: failed, reads: reads, watcher: &watcher)
    }
  }

  /// Waits for a change among the files the flows read, those the plan
  /// was made from and `also`; the flows it touched, or `nil` for all of
  /// them (the workspace's configuration changed).
  private func change(
    of plan: WorkspacePlan?, also: [String], reads: [String: Set<String>], watcher: inout FileWatcher
  ) async -> Set<String>? {
    var files = Set(reads.values.joined() + also)
    if let plan {
      files.formUnion(plan.sources + [plan.configFile].compactMap { $0 } + plan.unreadable.map(\.file))
    }
    let watched = files.sorted()
    _ = watcher.changed(among: watched)
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let changed = watcher.changed(among: watched)
      guard !changed.isEmpty else { continue }
      say("changed: " + changed.joined(separator: ", "))
      if let config = plan?.configFile, changed.contains(config) { return nil }
      return Set(reads.filter { !$0.value.isDisjoint(with: changed) }.map(\.key))
    }
    return []
  }
}

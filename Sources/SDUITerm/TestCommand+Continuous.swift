import ArgumentParser
import Dispatch
import Foundation
import SDUIFlows

extension TestCommand {
  /// `--continuous`: runs the flows, then again what each change touches,
  /// until Ctrl-C, which ends the run with status 130 once the flow under
  /// way has stopped.
  @MainActor
  func runContinuously(settings: FlowRunner.Settings, finished: @escaping (FlowResult) -> Void) async throws {
    let paths = paths
    let include = Self.tags(includeTags)
    let exclude = Self.tags(excludeTags)
    let config = config
    let jobs = jobs
    let continuous = ContinuousRun(
      plan: { () throws(FlowError) in
        try WorkspacePlanner.plan(paths, includeTags: include, excludeTags: exclude, config: config)
      },
      run: { plan in
        let started = ContinuousClock.now
        let results =
          (try? await FlowSuite.run(plan, jobs: jobs, settings: settings, recording: nil, finished: finished))
          ?? []
        let elapsed = (ContinuousClock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        StandardOutput.write(Self.summary(results, unreadable: 0, seconds: seconds) + "\n")
        return results
      },
      say: { StandardOutput.write($0 + "\n") })
    let task = Task { @MainActor in await continuous.start() }
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    interrupt.setEventHandler { task.cancel() }
    interrupt.resume()
    await task.value
    interrupt.cancel()
    StandardOutput.write("stopped\n")
    throw ExitCode(130)
  }
}

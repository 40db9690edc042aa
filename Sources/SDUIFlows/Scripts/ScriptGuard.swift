import Dispatch
import Foundation

/// The last resort behind ``ScriptWatch``, for what JavaScriptCore's
/// watchdog does not see: promise jobs that each end at once and never
/// stop coming (`function f() { return Promise.resolve().then(f) }; f()`
/// took 4.5 GB), or one long call of the engine's own. Nothing stops the
/// engine from another thread, and the thread it runs on is the runner's:
/// once a script is past its limits by ``grace`` and still running, the
/// guard writes the step's failure on standard error and ends the process
/// with status 1, rather than let it hang or take the machine's memory.
final class ScriptGuard {
  /// How far past its limits a script may go before the guard ends the
  /// process: the watch stops a script within a period.
  static let grace = (seconds: 2.0, bytes: 256 << 20)
  /// How often the guard looks.
  static let interval = DispatchTimeInterval.milliseconds(100)

  private let timer: DispatchSourceTimer

  /// Guards the script that started at `start`; `failure` gives the text
  /// the process ends with, for the bound of `limits` the script passed.
  init(
    watching start: ScriptWatch.Start, limits: ScriptLimits,
    failure: @escaping @Sendable (ScriptLimits.Bound) -> String
  ) {
    let allowed = ScriptLimits(seconds: limits.seconds + Self.grace.seconds, memory: limits.memory + Self.grace.bytes)
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + Self.interval, repeating: Self.interval)
    timer.setEventHandler {
      guard let passed = start.passed(allowed) else { return }
      let bound: ScriptLimits.Bound =
        switch passed {
        case .time: .time(seconds: limits.seconds)
        case .memory: .memory(bytes: limits.memory)
        }
      fflush(nil)
      FileHandle.standardError.write(Data(failure(bound).utf8))
      _exit(1)
    }
    timer.resume()
  }

  /// The script ended: the guard stops looking.
  func end() {
    timer.cancel()
  }
}

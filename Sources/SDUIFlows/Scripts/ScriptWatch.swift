import CJavaScriptCore
import Glibc

/// The limits of one engine's scripts, kept through JavaScriptCore's
/// watchdog: each ``period`` of processor time a script runs, the engine
/// asks the watch whether it goes on, and the watch stops it once it is
/// past its ``ScriptLimits`` (a termination the script cannot catch). The
/// engine and its context group go on working for the next script.
///
/// The engine asks only from inside a call that has run a whole period
/// since it entered the engine, and each promise job enters it anew: a
/// job that runs long is stopped, but jobs that each end at once and never
/// stop coming are not seen; ``ScriptGuard`` is there for those.
final class ScriptWatch {
  /// Where a script started: its thread's processor-time clock, that
  /// clock's seconds, and the process's resident memory.
  struct Start: Sendable {
    var clock: clockid_t
    var seconds: Double
    var resident: Int

    /// The bound of `limits` the script is past now, if any.
    func passed(_ limits: ScriptLimits) -> ScriptLimits.Bound? {
      limits.passed(
        seconds: ScriptGauges.seconds(of: clock) - seconds, grown: ScriptGauges.residentBytes() - resident)
    }
  }

  /// How much processor time runs between two of the engine's questions.
  static let period = 0.05

  let limits: ScriptLimits
  private let group: JSContextGroupRef?
  /// The script running, while one is.
  private var running: Start?
  /// The bound the running script went past; it is stopped.
  private var passed: ScriptLimits.Bound?

  /// Watches the scripts of `group`.
  init(group: JSContextGroupRef?, limits: ScriptLimits) {
    self.group = group
    self.limits = limits
    arm()
  }

  /// Starts watching a script that runs on the calling thread.
  func start() -> Start {
    let clock = ScriptGauges.threadClock()
    let start = Start(clock: clock, seconds: ScriptGauges.seconds(of: clock), resident: ScriptGauges.residentBytes())
    running = start
    passed = nil
    return start
  }

  /// Ends the watch of the script; the bound it went past, if it did.
  func end() -> ScriptLimits.Bound? {
    defer {
      running = nil
      passed = nil
    }
    return passed
  }

  /// Whether the running script is to stop: it went past a bound.
  private func shouldStop() -> Bool {
    guard let running else { return false }
    if passed == nil { passed = running.passed(limits) }
    return passed != nil
  }

  /// Asks the engine to call back after a period.
  private func arm() {
    jsc.JSContextGroupSetExecutionTimeLimit(
      group, Self.period,
      { _, pointer in
        guard let pointer else { return false }
        let watch = Unmanaged<ScriptWatch>.fromOpaque(pointer).takeUnretainedValue()
        if watch.shouldStop() { return true }
        // This JavaScriptCore (2.50) counts no new period after a callback
        // that lets the script go on; setting the limit again starts one.
        watch.arm()
        return false
      }, Unmanaged.passUnretained(self).toOpaque())
  }
}

/// How far one script may go before the engine stops it: its running time
/// and the memory it takes. A script that passes either fails its step
/// (the flow and the suite go on); a loop that never ends, or one that
/// fills arrays without end, would otherwise hold the runner for ever.
///
/// Time is the script's own: the processor time of the thread it runs on,
/// counted from the start of the script (its `${...}`, `evalScript` or
/// `runScript`) to the end of its promise jobs. Waiting for an `http`
/// answer takes none, and a request has its own timeouts.
package struct ScriptLimits: Sendable, Equatable {
  /// Something a script went past.
  package enum Bound: Sendable, Equatable {
    /// It ran for more than this many seconds.
    case time(seconds: Double)
    /// The process grew by more than this many bytes while it ran.
    case memory(bytes: Int)
  }

  /// 10 s: scripts that log in or read an API take milliseconds.
  package static let defaultSeconds = 10.0
  /// 512 MiB over what the process held when the script started.
  package static let defaultMemory = 512 << 20
  /// The most seconds a limit may be (a day); more is taken as a day.
  static let longest = 86_400.0

  /// The running time allowed, in seconds.
  package var seconds: Double
  /// The growth of the process's resident memory allowed, in bytes.
  package var memory: Int

  /// Limits of `seconds` (from a millisecond to a day; a value that is no
  /// number gives the default) and `memory` bytes.
  package init(seconds: Double = defaultSeconds, memory: Int = defaultMemory) {
    self.seconds = seconds.isNaN ? Self.defaultSeconds : min(max(seconds, 0.001), Self.longest)
    self.memory = max(memory, 0)
  }

  /// The bound a script is past, having run `seconds` and grown the
  /// process by `grown` bytes; `nil` while it is within both.
  func passed(seconds: Double, grown: Int) -> Bound? {
    if seconds > self.seconds { return .time(seconds: self.seconds) }
    if grown > memory { return .memory(bytes: memory) }
    return nil
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the calling thread has used, read from the kernel:
/// what the regular expressions' budgets are judged in, so that a machine
/// kept busy by other work allows a screen what a quiet one does (time on
/// a wall clock runs on while the thread waits for a core).
enum ProcessorTime {
  /// The calling thread's processor time so far.
  static func now() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
}

import Foundation

/// How the process ends once its command is done: its output flushed,
/// then `_exit`, without the C libraries' exit handlers.
///
/// A request may still be under way when a command ends: a screen's
/// prefetch, a picture, a navigation the user left. It runs on a thread of
/// its own in libcurl, and `exit` would run OpenSSL's exit handler, which
/// frees what those threads are using: `render` of a screen that
/// prefetches an https route died by signal 11 about once in 600 runs.
/// Everything sdui-term writes is written by then (files through
/// `FileHandle`, which does not buffer; standard output through stdio,
/// flushed here), and the terminal was restored when its command closed it.
enum ProcessEnd {
  /// Flushes every stdio stream and ends the process with `status`.
  static func exit(_ status: Int32) -> Never {
    fflush(nil)
    _exit(status)
  }
}

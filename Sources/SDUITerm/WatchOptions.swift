import ArgumentParser

/// `--watch` and `--watch-interval`: the screens in the stacks reload when
/// they change, local files as they are saved and pages fetched over HTTP
/// as their server answers a conditional request.
struct WatchOptions: ParsableArguments {
  @Flag(
    help: """
      Reload a screen in the stacks when it changes, keeping the stacks, state and focus: a local file when \
      it is saved; a page fetched over http(s) when its server, asked every --watch-interval with \
      If-None-Match / If-Modified-Since, sends another document.
      """)
  var watch = false

  @Option(help: "Seconds between --watch's requests to the servers of the pages fetched over http(s), 0.1 to 3600.")
  var watchInterval = 1.0

  func validate() throws {
    guard watchInterval.isFinite, (0.1...3600).contains(watchInterval) else {
      throw ValidationError("--watch-interval must be 0.1 to 3600 seconds")
    }
  }

  /// The interval as a duration.
  var interval: Duration { .milliseconds(Int((watchInterval * 1000).rounded())) }
}

import Foundation

extension Bench {
  /// Figure 17: what watching costs while nobody types. The interactive
  /// program, under tmux, holds ten pages fetched from `sdui-term serve`
  /// (a screen that pushes itself, pressed nine times) and is left alone;
  /// its processor time (user and system, from `/proc`) over a window is
  /// given per minute, with `--watch` (a conditional request per page a
  /// second, answered 304) against the same stack unwatched.
  mutating func watchingIdle() throws {
    let name = "CPU seconds a minute, idle, ten pages watched over HTTP (--watch, 1 s)"
    let baselineName = "the same ten pages unwatched"
    let target = "≤ 1 s a minute (under 2% of a core)"
    let reason = paths.binary == nil ? "no --binary" : TmuxPane.tmux == nil ? "no tmux" : nil
    guard let binary = paths.binary, let tmux = TmuxPane.tmux, reason == nil else {
      figures.append(
        Figure(
          number: 17, name: name + ", not run (\(reason ?? ""))", value: Stats(samples: [0]),
          baselineName: baselineName, target: target))
      return
    }
    let directory = NSTemporaryDirectory() + "sdui-bench-watch-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Workloads.pushesItself.write(toFile: directory + "/chain.json", atomically: true, encoding: .utf8)
    let server = try ServeProcess(binary: binary, directory: directory)
    defer { server.stop() }
    let url = "http://127.0.0.1:\(server.port)/chain"
    let windows = smoke ? 1 : 3
    let window = smoke ? 0.5 : 10.0
    let watched = try idleCPU(binary: binary, tmux: tmux, arguments: "--watch '\(url)'", windows: windows, of: window)
    let unwatched = try idleCPU(binary: binary, tmux: tmux, arguments: "'\(url)'", windows: windows, of: window)
    // The unwatched program takes next to nothing (often no clock tick in a window): no ratio.
    figures.append(
      Figure(
        number: 17, name: name, value: watched,
        baselineName: baselineName + String(format: ": %.2f s", unwatched.median), target: target))
  }

  /// The program's processor seconds per minute in `windows` windows of
  /// `seconds`, once ten pages are on its stack.
  private func idleCPU(binary: String, tmux: String, arguments: String, windows: Int, of seconds: Double) throws
    -> Stats
  {
    let pane = try TmuxPane(
      tmux: tmux, name: "watch", command: "TERM=screen-256color exec '\(binary)' \(arguments)", width: 80, height: 24)
    defer { pane.stop() }
    let clock = ContinuousClock()
    _ = try pane.seconds(since: clock.now, until: { $0.contains("next page") })
    for depth in 2...10 {
      try pane.command(["send-keys", "-t", "bench", "Enter"])
      _ = try pane.seconds(since: clock.now, until: { $0.contains("\(depth) ‹") && $0.contains("next page") })
    }
    let pid = try pane.programID()
    Thread.sleep(forTimeInterval: smoke ? 0.2 : 1)
    var samples: [Double] = []
    for _ in 0..<windows {
      let before = try Self.processorSeconds(of: pid)
      Thread.sleep(forTimeInterval: seconds)
      samples.append((try Self.processorSeconds(of: pid) - before) * 60 / seconds)
    }
    return Stats(samples: samples.sorted())
  }

  /// User and system time of a process so far, from `/proc/PID/stat`.
  static func processorSeconds(of pid: Int) throws -> Double {
    let text = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    guard let close = text.lastIndex(of: ")") else { throw BenchError(message: "/proc/\(pid)/stat: \(text)") }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      throw BenchError(message: "/proc/\(pid)/stat: \(text)")
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}

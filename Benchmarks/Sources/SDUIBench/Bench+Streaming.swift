import Foundation

extension Bench {
  /// Figure 22: a surface streamed on standard input is drawn before its
  /// last message has come. The program, under tmux, reads a FIFO the
  /// benchmark writes the surface of figure 20 into: from the first line
  /// written to the counter drawn, the FIFO still open and its last
  /// message held back, against the same lines read from a file (the
  /// program started to the counter drawn); then the held message, an
  /// `updateDataModel` of the counter, from its writing to its frame.
  mutating func streamedSurface() throws {
    let firstName =
      "first frame of a streamed \(tenThousand)-component surface, its last message not yet sent, under tmux"
    let lastName = "its last message (an updateDataModel) to its frame, under tmux"
    let reason = paths.binary == nil ? "no --binary" : TmuxPane.tmux == nil ? "no tmux" : nil
    guard let binary = paths.binary, let tmux = TmuxPane.tmux, reason == nil else {
      for name in [firstName, lastName] {
        figures.append(
          Figure(
            number: 22, name: name + ", not run (\(reason ?? ""))", value: Stats(samples: [0]), baselineName: "none",
            target: "none"))
      }
      return
    }
    signal(SIGPIPE, SIG_IGN)
    let directory = NSTemporaryDirectory() + "sdui-bench-stream-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let stream = Workloads.surface(nodes: tenThousand)
    let file = directory + "/surface.jsonl"
    try stream.write(toFile: file, atomically: true, encoding: .utf8)
    let processRuns = smoke ? Runs.smoke : Runs(warmUp: 1, iterations: 7)
    var streamed: [Double] = []
    var last: [Double] = []
    var fromFile: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<(processRuns.warmUp + processRuns.iterations) {
      let fifo = directory + "/agent-\(run)"
      guard mkfifo(fifo, 0o600) == 0 else { throw BenchError(message: "mkfifo \(fifo): \(errno)") }
      let pane = try TmuxPane(
        tmux: tmux, name: "stream", command: "TERM=screen-256color exec '\(binary)' - < '\(fifo)'", width: 80,
        height: 24)
      defer { pane.stop() }
      let start = clock.now
      guard let agent = FileHandle(forWritingAtPath: fifo) else { throw BenchError(message: "cannot open \(fifo)") }
      agent.write(Data(stream.utf8))
      let first = try pane.seconds(since: start, until: { $0.contains("Counter: 0") })
      let sent = clock.now
      agent.write(Data(Workloads.counter(1).utf8))
      let drawn = try pane.seconds(since: sent, until: { $0.contains("Counter: 1") })
      try agent.close()
      let filePane = try TmuxPane(
        tmux: tmux, name: "file", command: "TERM=screen-256color exec '\(binary)' '\(file)'", width: 80, height: 24)
      defer { filePane.stop() }
      let read = try filePane.seconds(since: clock.now, until: { $0.contains("Counter: 0") })
      guard run >= processRuns.warmUp else { continue }
      streamed.append(first)
      last.append(drawn)
      fromFile.append(read)
    }
    figures.append(
      Figure(
        number: 22, name: firstName, value: Stats(samples: streamed.sorted()),
        baselineName: "the same lines read from a file", baseline: Stats(samples: fromFile.sorted()),
        target: "ratio ≤ 1.5"))
    figures.append(
      Figure(
        number: 22, name: lastName, value: Stats(samples: last.sorted()), baselineName: "none",
        target: "median ≤ 0.2 s"))
  }

  /// Figure 22, last line: an agent's surface drawn once its `root`
  /// comes. The program alone on a pseudo-terminal of its own reads a FIFO
  /// the benchmark writes a \(agentSized)-component surface into, all but
  /// its root, and says it waits for one; then the root's message, from
  /// its writing to the frame that shows the surface.
  mutating func rootToFrame() throws {
    let name = "an agent's \(agentSized)-component surface, its root message written to its first frame, alone on a pty"
    guard let binary = paths.binary else {
      figures.append(
        Figure(
          number: 22, name: name + ", not run (no --binary)", value: Stats(samples: [0]), baselineName: "none",
          target: "none"))
      return
    }
    signal(SIGPIPE, SIG_IGN)
    let directory = NSTemporaryDirectory() + "sdui-bench-root-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (body, root) = Workloads.surfaceAwaitingRoot(nodes: agentSized)
    let runs = smoke ? Runs.smoke : Runs(warmUp: 2, iterations: 15)
    var drawn: [Double] = []
    for run in 0..<(runs.warmUp + runs.iterations) {
      let fifo = directory + "/agent-\(run)"
      guard mkfifo(fifo, 0o600) == 0 else { throw BenchError(message: "mkfifo \(fifo): \(errno)") }
      let terminal = try PseudoTerminal(["/bin/sh", "-c", "exec '\(binary)' - < '\(fifo)'"], width: 80, height: 24)
      defer { terminal.stop() }
      guard let agent = FileHandle(forWritingAtPath: fifo) else { throw BenchError(message: "cannot open \(fifo)") }
      defer { try? agent.close() }
      agent.write(Data(body.utf8))
      _ = try terminal.seconds(since: ContinuousClock.now, until: { $0.contains(Array("waits for its root".utf8)) })
      terminal.take()
      let sent = ContinuousClock.now
      agent.write(Data(root.utf8))
      let seconds = try terminal.seconds(since: sent, until: { $0.contains(Array("Counter:".utf8)) })
      guard run >= runs.warmUp else { continue }
      drawn.append(seconds)
    }
    figures.append(
      Figure(
        number: 22, name: name, value: Stats(samples: drawn.sorted()), baselineName: "none",
        target: "median ≤ 0.02 s"))
  }

  /// The size of an agent's surface in ``rootToFrame()``: a form or a
  /// booking's, many times the basic catalog's examples.
  private var agentSized: Int { 100 }
}

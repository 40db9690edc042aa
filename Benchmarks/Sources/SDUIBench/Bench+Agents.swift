import Foundation

extension Bench {
  /// Figure 23: an agent on the other end, the program under tmux against
  /// `sdui-term serve`'s demo agent (A2A on loopback). A press that sends
  /// an action (the menu's first button) to the agent's answer drawn,
  /// against the same round trip through a Beagle `sendRequest` to the
  /// same server (a button whose answer sets a context a text shows); and
  /// the program's resident memory once 10,000 streamed `updateDataModel`
  /// messages are drawn, against once 10 are.
  mutating func agentRoundTrip() throws {
    let roundTrip = "an action pressed to the agent's answer drawn, A2A on loopback, under tmux"
    let memory = "resident memory after 10,000 streamed updateDataModel messages, under tmux"
    let reason = paths.binary == nil ? "no --binary" : TmuxPane.tmux == nil ? "no tmux" : nil
    guard let binary = paths.binary, let tmux = TmuxPane.tmux, reason == nil else {
      for name in [roundTrip, memory] {
        figures.append(
          Figure(
            number: 23, name: name + ", not run (\(reason ?? ""))", value: Stats(samples: [0]), baselineName: "none",
            target: "none"))
      }
      return
    }
    let directory = NSTemporaryDirectory() + "sdui-bench-agent-\(ProcessInfo.processInfo.processIdentifier)"
    let manager = FileManager.default
    try? manager.removeItem(atPath: directory)
    try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? manager.removeItem(atPath: directory) }
    try manager.copyItem(atPath: paths.screens + "/agent", toPath: directory + "/agent")
    try Workloads.requestButton.write(toFile: directory + "/request.json", atomically: true, encoding: .utf8)
    let server = try ServeProcess(binary: binary, directory: directory)
    defer { server.stop() }
    let agent = "http://127.0.0.1:\(server.port)/agent/"
    let processRuns = smoke ? Runs.smoke : Runs(warmUp: 1, iterations: 7)
    var pressed: [Double] = []
    var requested: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<(processRuns.warmUp + processRuns.iterations) {
      let agentPane = try TmuxPane(
        tmux: tmux, name: "agent", command: "TERM=screen-256color exec '\(binary)' --a2a '\(agent)' --say hello",
        width: 80, height: 24)
      defer { agentPane.stop() }
      _ = try agentPane.seconds(since: clock.now, until: { $0.contains("[ Book a table ]") })
      let press = clock.now
      try agentPane.command(["send-keys", "-t", "bench", "Enter"])
      let answered = try agentPane.seconds(since: press, until: { $0.contains("Book a table at Trattoria Cella") })
      let requestPane = try TmuxPane(
        tmux: tmux, name: "request",
        command: "TERM=screen-256color exec '\(binary)' 'http://127.0.0.1:\(server.port)/request'", width: 80,
        height: 24)
      defer { requestPane.stop() }
      _ = try requestPane.seconds(since: clock.now, until: { $0.contains("not asked") })
      let ask = clock.now
      try requestPane.command(["send-keys", "-t", "bench", "Enter"])
      let got = try requestPane.seconds(since: ask, until: { $0.contains("48 products") })
      guard run >= processRuns.warmUp else { continue }
      pressed.append(answered)
      requested.append(got)
    }
    figures.append(
      Figure(
        number: 23, name: roundTrip, value: Stats(samples: pressed.sorted()),
        baselineName: "a Beagle sendRequest to the same server, pressed to drawn",
        baseline: Stats(samples: requested.sorted()), target: "ratio ≤ 2"))
    let many = smoke ? 200 : 10_000
    var after: [Double] = []
    var afterFew: [Double] = []
    for run in 0..<(processRuns.warmUp + processRuns.iterations) {
      let manyMemory = try memoryAfter(updates: many, binary: binary, tmux: tmux, agent: agent)
      let fewMemory = try memoryAfter(updates: 10, binary: binary, tmux: tmux, agent: agent)
      guard run >= processRuns.warmUp else { continue }
      after.append(manyMemory)
      afterFew.append(fewMemory)
    }
    var figure = Figure(
      number: 23, name: smoke ? memory.replacingOccurrences(of: "10,000", with: "\(many)") : memory,
      value: Stats(samples: after.sorted()), baselineName: "after 10", baseline: Stats(samples: afterFew.sorted()),
      target: "ratio ≤ 1.2")
    figure.isMemory = true
    figures.append(figure)
  }

  /// The program's resident bytes once the demo agent's dashboard has
  /// streamed `updates` data-model updates and the last is drawn.
  private func memoryAfter(updates: Int, binary: String, tmux: String, agent: String) throws -> Double {
    let pane = try TmuxPane(
      tmux: tmux, name: "memory",
      command: "TERM=screen-256color exec '\(binary)' --a2a '\(agent)' --say 'stream \(updates)'", width: 80, height: 24
    )
    defer { pane.stop() }
    _ = try pane.seconds(since: ContinuousClock.now, atMost: 120, until: { $0.contains("live: \(updates) updates") })
    return try Self.residentBytes(of: Int32(try pane.programID()))
  }
}

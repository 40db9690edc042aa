import Foundation

extension Bench {
  /// Figure 15: the terminal as a person meets it, the program under tmux
  /// read with `capture-pane` as often as tmux answers (a few milliseconds):
  ///
  /// - a window grown from 80 to 140 columns, from `resize-window` until
  ///   the title bar's rule is 140 cells long (the counter screen);
  /// - a megabyte pasted into a text input whose value the screen echoes
  ///   (``Workloads/echoForm(text:)``), from `paste-buffer -p` until the
  ///   count above it says every character is in, against the same
  ///   megabyte sent without bracketed paste, as keys typed ahead.
  ///
  /// Each paste starts the program afresh (not timed). Without tmux or
  /// `--binary` the figures say they did not run.
  mutating func terminalUnderTmux() throws {
    let resizeName = "resize 80 → 140 columns to the redrawn frame, under tmux"
    let pasteName = "a \(smoke ? "10 kB" : "1 MB") paste into an echoed text input until it settles, under tmux"
    let rows = [(resizeName, "none", "median < 50 ms"), (pasteName, "the same as keys typed ahead", "median ≤ 2 s")]
    let reason = paths.binary == nil ? "no --binary" : TmuxPane.tmux == nil ? "no tmux" : nil
    guard let binary = paths.binary, let tmux = TmuxPane.tmux, reason == nil else {
      for (name, baseline, target) in rows {
        figures.append(
          Figure(
            number: 15, name: name + ", not run (\(reason ?? ""))", value: Stats(samples: [0]), baselineName: baseline,
            target: target))
      }
      return
    }
    let processRuns = smoke ? Runs.smoke : Runs(warmUp: 1, iterations: 9)
    figures.append(
      Figure(
        number: 15, name: resizeName, value: try resizes(binary: binary, tmux: tmux, runs: processRuns),
        baselineName: rows[0].1, target: rows[0].2))
    let pastes = try pastes(binary: binary, tmux: tmux, runs: processRuns)
    figures.append(
      Figure(
        number: 15, name: pasteName, value: pastes.bracketed, baselineName: rows[1].1, baseline: pastes.typed,
        target: rows[1].2))
  }

  /// The seconds from growing the window to the frame drawn at its size.
  private func resizes(binary: String, tmux: String, runs: Runs) throws -> Stats {
    let screen = paths.screens + "/nimbus/counter.json"
    let pane = try TmuxPane(
      tmux: tmux, name: "resize", command: "TERM=screen-256color exec '\(binary)' '\(screen)'", width: 80, height: 24)
    defer { pane.stop() }
    let clock = ContinuousClock()
    func rule(_ width: Int) -> (String) -> Bool {
      let line = String(repeating: "─", count: width)
      return { $0.split(separator: "\n").contains { $0 == line } }
    }
    _ = try pane.seconds(since: clock.now, until: rule(80))
    var samples: [Double] = []
    for run in 0..<(runs.warmUp + runs.iterations) {
      try pane.command(["resize-window", "-t", "bench", "-x", "80", "-y", "24"])
      _ = try pane.seconds(since: clock.now, until: rule(80))
      let start = clock.now
      try pane.command(["resize-window", "-t", "bench", "-x", "140", "-y", "24"])
      let drawn = try pane.seconds(since: start, until: rule(140))
      if run >= runs.warmUp { samples.append(drawn) }
    }
    return Stats(samples: samples.sorted())
  }

  /// The seconds from a paste to the frame that counts all of it, pasted
  /// (bracketed) and sent as keys, taking turns.
  private func pastes(binary: String, tmux: String, runs: Runs) throws -> (bracketed: Stats, typed: Stats) {
    let directory = NSTemporaryDirectory()
    let form = directory + "sdui-bench-echo.json"
    try Workloads.echoForm(text: "").write(toFile: form, atomically: true, encoding: .utf8)
    let characters = smoke ? 10_000 : 1_000_000
    let text = directory + "sdui-bench-paste.txt"
    try Workloads.typedText(count: characters).write(toFile: text, atomically: true, encoding: .utf8)
    let clock = ContinuousClock()
    var samples: [[Double]] = [[], []]
    for run in 0..<(runs.warmUp + runs.iterations) {
      for (side, bracketed) in [true, false].enumerated() {
        let pane = try TmuxPane(
          tmux: tmux, name: "paste-\(run)-\(side)", command: "TERM=screen-256color exec '\(binary)' '\(form)'",
          width: 100, height: 30)
        defer { pane.stop() }
        _ = try pane.seconds(since: clock.now) { $0.contains("0 characters") }
        try pane.command(["load-buffer", text])
        let start = clock.now
        try pane.command(["paste-buffer"] + (bracketed ? ["-p"] : []) + ["-t", "bench"])
        let settled = try pane.seconds(since: start) { $0.contains("\(characters) characters") }
        if run >= runs.warmUp { samples[side].append(settled) }
      }
    }
    return (Stats(samples: samples[0].sorted()), Stats(samples: samples[1].sorted()))
  }
}

import SDUIRender

extension Bench {
  /// Figure 16: a character typed into a text input whose value the screen
  /// echoes (``Workloads/echoForm(text:)``), to the frame after it, when
  /// the field already holds 4,000 characters, against when it holds 100.
  /// Each run builds the form, draws it and types a few words; the figure
  /// is a run's time over its characters. The two sides take turns, run by
  /// run, so that a slow spell of the shared machine falls on both.
  mutating func typing() async throws {
    let lengths = [smoke ? 400 : 4_000, 100]
    let keys = Workloads.typedText(count: smoke ? 5 : 40).map { $0 == " " ? Key.space : .character($0) }
    var perCharacter: [[Double]] = [[], []]
    for run in 0..<(runs.warmUp + runs.iterations) {
      for (side, length) in lengths.enumerated() {
        let screen = Array(Workloads.echoForm(text: Workloads.typedText(count: length)).utf8)
        let controller = Self.controller(screen)
        _ = controller.frame()
        guard controller.focusedID == "field" else {
          throw BenchError(message: "the echo form's focus is on \(controller.focusedID ?? "nothing"), not its field")
        }
        let seconds = await timed {
          for key in keys {
            await controller.handle(key)
            _ = controller.frame()
          }
        }
        let typed = controller.session.resolvedRoot?.allNodes.first { $0.id == "count" }?.property("text")
        guard typed?.stringValue == "\(length + keys.count) characters" else {
          throw BenchError(message: "the echo form counts \(typed?.stringValue ?? "nothing") after typing")
        }
        if run >= runs.warmUp { perCharacter[side].append(seconds / Double(keys.count)) }
      }
    }
    figures.append(
      Figure(
        number: 16, name: "a character typed to the next frame, echoed field of \(lengths[0]) characters",
        value: Stats(samples: perCharacter[0].sorted()), baselineName: "field of 100 characters",
        baseline: Stats(samples: perCharacter[1].sorted()), target: "ratio ≤ 2"))
  }
}

import SDUICore
import SDUINetwork

extension TerminalApp {
  /// Reads standard input as it comes, on a person's terminal. A stream
  /// whose dialect is shown as it comes (an agent's JSON Lines of A2UI
  /// messages) starts the screen with its first line, and the loop adds
  /// each later line as it comes (``takeStreamedInput()``); any other
  /// document starts it once the input has ended, as a headless run reads
  /// it. Until the first line, the busy status line turns and `C-c` quits.
  /// False (after saying why) when the input could not be read.
  func openStreamedInput() async -> Bool {
    let input = StreamedInput(name: source.displayName, limit: options.limits.maxBodyBytes)
    input.start()
    var head: [UInt8] = []
    while true {
      let portion = input.take()
      head += portion.added
      if let failure = portion.failure {
        report(.unreadableInput(failure.reason))
        return false
      }
      // Only new whole lines can make the head a stream: a long document
      // with no line break yet is not looked through again each time.
      if portion.ended || (!portion.added.isEmpty && streams(head)) {
        navigator.start(document: head, name: source.displayName)
        streamedInput = portion.ended ? nil : input
        return true
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Hands the lines come on standard input since the last look to the
  /// page reading them: its screen takes them in place, or the page is
  /// read again whole with the earlier screen's state and focus carried
  /// over and the lines applied again over them. Once the input ends,
  /// the status line says so (and why, when it broke off); what an agent
  /// says and what fails on its way is said there too.
  func takeStreamedInput() {
    guard let input = streamedInput else { return }
    let portion = input.take()
    if let agent {
      tell(portion)
      transcript.received(portion.added)
      if portion.ended { sayStreamEnded(agent.agentName) }
    } else if portion.ended {
      streamedInput = nil
      if let failure = portion.failure {
        report(.unreadableInput(failure.reason))
      } else {
        inform("standard input ended")
      }
    }
    guard !portion.added.isEmpty else { return }
    guard let page = navigator.stacks.first?.first else {
      // An agent's first surfaces, come after the screen was opened empty.
      navigator.start(document: portion.added, name: source.displayName, origin: agent?.origin ?? .local)
      return
    }
    let earlier = page.session
    guard !navigator.extendDocument(of: page, with: portion.added) else { return }
    if let earlier { queueAdoption(by: page, of: earlier) }
    finishAdoptions()
    if let session = page.session, session !== earlier {
      _ = session.dialect.engine.applyContinuation(portion.added, to: session, rebuilt: true)
    }
  }

  /// Whether the lines come so far begin a stream shown as it comes, in
  /// the dialect asked for or in any the app reads.
  private func streams(_ head: [UInt8]) -> Bool {
    let dialects = options.dialect.map { [$0] } ?? navigator.configuration.dialects
    return dialects.contains { $0.definition.streams(head) }
  }
}

import SDUICore
import SDUINetwork

extension AgentConnection {
  /// Connects, says `words` (when given) and waits for the answer, at
  /// most `seconds`: the A2UI messages it held as JSON Lines, for `check`
  /// to read as it reads a file. Throws why the agent could not be reached
  /// or its answer not read, and when no whole answer came in time.
  package func answer(to words: String?, within seconds: Double) async throws(SourceError) -> [UInt8] {
    try await open()
    if let words { say(words) }
    let deadline = ContinuousClock.now + .milliseconds(Int(min(seconds, 86_400) * 1000))
    while isAnswering, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    let portion = take()
    if let failure = portion.failure { throw failure }
    if isAnswering {
      throw SourceError(source: agentName, reason: "no whole answer within \(seconds) s (see --timeout)")
    }
    return portion.added
  }
}

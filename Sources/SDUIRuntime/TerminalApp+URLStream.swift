import SDUICore
import SDUINetwork

extension TerminalApp {
  /// Opens a URL source that may answer a stream of A2UI messages: a
  /// document it answers is the first page, read as any URL's is (not
  /// asked for twice); a stream makes the URL the app's agent, and its
  /// first lines start the screen, as an agent's first answer does (on a
  /// terminal as soon as they come, headless once the stream has ended or
  /// the settle timeout ran out). False, after saying why, when a stream
  /// brought nothing before it ended. A URL that could not be reached
  /// shows its error view, as any page's fetch that fails does.
  func openURLStream() async -> Bool {
    guard let stream = urlStream, let url = source.startURL else { return false }
    let page: HTTPResponse?
    do {
      page = try await stream.openPage(headers: navigator.startHeaders)
    } catch {
      // Shown as any URL that cannot be fetched is: its error view, and `r` tries again.
      agent = nil
      streamedInput = nil
      navigator.start(url: url, answered: .failure(PageFailure(url: url, reason: error.reason)))
      return true
    }
    if let page {
      agent = nil
      streamedInput = nil
      navigator.start(url: url, answered: .success(page))
      return true
    }
    agent = stream
    streamedInput = stream
    let portion = await firstPortion(of: stream)
    tell(portion)
    transcript.received(portion.added)
    if portion.ended { sayStreamEnded(url) }
    guard !portion.added.isEmpty else {
      guard isHeadless || portion.ended else { return true }
      report(.agent(name: url, reason: "its stream held no A2UI message"))
      return false
    }
    navigator.start(document: portion.added, name: source.displayName, origin: stream.origin)
    return true
  }

  /// What the stream brought first: on a terminal, its first lines (or
  /// its end); headless, all of it until it ends. Waited for at most as
  /// long as a load is.
  private func firstPortion(of stream: any URLStream) async -> StreamedPortion {
    var portion = StreamedPortion(added: [], ended: false, failure: nil)
    let deadline = ContinuousClock.now + settleWait
    while true {
      let answering = stream.isStreaming
      let next = stream.take()
      portion.added += next.added
      portion.said += next.said
      portion.failure = next.failure ?? portion.failure
      portion.ended = portion.ended || next.ended
      if !answering || portion.ended || (!isHeadless && !portion.added.isEmpty) { return portion }
      guard ContinuousClock.now < deadline else {
        if isHeadless { report(.agent(name: stream.agentName, reason: "its stream goes on; shown as far as it came")) }
        return portion
      }
      try? await Task.sleep(for: .milliseconds(5))
    }
  }

  /// Says that the stream from `url` ended (on a terminal, that `r` opens it again).
  func sayStreamEnded(_ url: String) {
    inform(isHeadless ? "the stream ended: \(url)" : "the stream ended, r opens it again: \(url)")
  }
}

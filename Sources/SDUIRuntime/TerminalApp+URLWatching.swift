import SDUICore

extension TerminalApp {
  /// With `--watch`, asks the server of every page fetched over HTTP
  /// whether its document changed, once per `--watch-interval`: one
  /// conditional request per page at a time, answered while the app goes
  /// on. A changed page is shown again in place and takes the old screen's
  /// state and focus; a server that cannot be reached is named on the
  /// status line until it answers again.
  package func pollWatchedURLs() {
    guard options.watch, !isHeadless, ContinuousClock.now >= nextURLPoll else { return }
    nextURLPoll = ContinuousClock.now + options.watchInterval
    for page in navigator.pagesWatchedOverHTTP where !pollsUnderWay.contains(page.id) {
      pollsUnderWay.insert(page.id)
      Task { @MainActor [weak self] in
        guard let self else { return }
        let earlier = page.session
        let change = await navigator.checkForChange(of: page)
        pollsUnderWay.remove(page.id)
        note(change, of: page, replacing: earlier)
      }
    }
  }

  /// How long the loop may sleep with `--watch`: until the next poll is
  /// due, at most 250 ms (the screen files are looked at then), or 20 ms
  /// while a poll is under way, so that its answer shows as it comes.
  var watchWait: Int {
    guard pollsUnderWay.isEmpty else { return 20 }
    let due = (nextURLPoll - ContinuousClock.now).components
    let milliseconds = Int(due.seconds) * 1000 + Int(due.attoseconds / 1_000_000_000_000_000)
    return min(250, max(1, milliseconds))
  }

  /// Headless (`render --keys`, flows), the same polls before each event,
  /// awaited, so that a script sees what the server serves when it acts.
  func pollWatchedURLsNow() async {
    guard options.watch else { return }
    var changed = false
    for page in navigator.pagesWatchedOverHTTP {
      let earlier = page.session
      let change = await navigator.checkForChange(of: page)
      changed = changed || change == .changed
      note(change, of: page, replacing: earlier)
    }
    if changed { await settle() }
  }

  /// What the status line says of the watched pages whose server cannot
  /// be reached or fails: `server gone: URL (reason); still watching`, or
  /// `URL: the server answered 500 ...; still watching`; `nil` when all answer.
  var watchSummary: String? {
    guard let (_, trouble) = unreachableURLs.min(by: { $0.key < $1.key }) else { return nil }
    let others = unreachableURLs.count > 1 ? " (and \(unreachableURLs.count - 1) more)" : ""
    return trouble + others + "; still watching"
  }

  private func note(_ change: RemoteChange, of page: Page, replacing earlier: ScreenSession?) {
    let url = page.displayName
    switch change {
    case .changed:
      if let earlier { queueAdoption(by: page, of: earlier) }
      finishAdoptions()
      unreachableURLs[url] = nil
      inform("reloaded \(url)")
    case .unchanged:
      if unreachableURLs.removeValue(forKey: url) != nil { inform("\(url) answers again") }
    case .unreachable(let reason):
      unreachableURLs[url] = "server gone: \(url) (\(reason))"
    case .failing(let answer):
      unreachableURLs[url] = "\(url): \(answer)"
    case .notWatched:
      break
    }
  }
}

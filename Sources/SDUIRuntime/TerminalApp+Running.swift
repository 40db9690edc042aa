import SDUICore
import SDUIInteraction
import SDUIRender

extension TerminalApp {
  /// Runs work on the front controller while ``busy(_:)`` keeps the
  /// terminal alive, then reports the warnings it left.
  func whileBusy(_ work: (ScreenController) async -> Void) async {
    guard let controller else { return }
    await busy { await work(controller) }
    collectMessages()
  }

  /// Runs work that may wait for requests. Meanwhile, on a terminal, the
  /// status line's spinner turns, events are read and kept for afterwards,
  /// and `C-c` interrupts at once.
  func busy(_ work: () async -> Void) async {
    let watcher = terminal.flatMap { $0.isScripted ? nil : $0 }.map { terminal in
      Task { @MainActor [weak self, weak terminal] in
        try await Task.sleep(for: .milliseconds(100))
        var frame = 0
        while !Task.isCancelled, let self, let terminal {
          self.spinnerFrame = frame
          terminal.present(self.compose(reusingScreen: true))
          frame += 1
          if let event = terminal.nextEvent(waitingAtMost: 0) {
            if event == .key(.control("c")) { terminal.interrupt() }
            self.pendingEvents.append(event)
          }
          try await Task.sleep(for: .milliseconds(100))
        }
      }
    }
    await work()
    watcher?.cancel()
    spinnerFrame = nil
  }

  /// Whether the source is a file or standard input that gave no screen:
  /// missing, a folder, empty, not JSON, or no component at its root.
  /// Its error view's Retry would read the same bytes, so the interactive
  /// terminal ends instead, as `render` does; a URL's server may yet
  /// answer, and its error view stays, as an agent's screen does.
  var sourceGaveNoScreen: Bool {
    if case .url = source { return false }
    // An agent's surfaces may come later; on a terminal, `r` connects again.
    if case .agent = source, !isHeadless { return false }
    guard let first = navigator.stacks.first?.first else { return true }
    if case .failed = first.content { return true }
    return false
  }

  /// Whether a screen is loading or the front screen waits for requests.
  var isWaiting: Bool {
    navigator.isLoading || (navigator.current?.session?.isBusy ?? false)
  }

  /// Whether no person is watching: no terminal, or a scripted one. Then
  /// every load, request and picture an event started settles before the
  /// next event, as `render --keys` and the flows need.
  var isHeadless: Bool { terminal?.isScripted ?? true }

  /// Loads the first screen. Headless, its requests and pictures settle
  /// first, as a script's every event does; on a person's terminal only
  /// its document is waited for, and the loop draws the screen while its
  /// `onInit` requests run.
  package func start() async {
    guard isHeadless else {
      await busy { await loadDocument() }
      return
    }
    await busy { await load() }
    await settlePictures()
  }

  /// One event through the app, whatever the front end: routed by the
  /// layers and carried out; headless, what it started settles. False when
  /// the app should quit. The loop of ``run(on:started:)`` calls it for
  /// every event, and the flows for each of theirs.
  package func step(_ event: TerminalEvent) async -> Bool {
    if isHeadless { await pollWatchedURLsNow() }
    guard await handle(event) else { return false }
    // The pictures of a screen that left stop loading, whether or not a
    // controller is made for the next.
    pictures?.keepScreens(liveSessions)
    if isHeadless {
      await settle()
      await settleAgent()
      await settlePictures()
    }
    return true
  }

  /// The one loop: loads the screen (unless `started`) and runs it on
  /// `terminal` until the user quits or a script ends. The interactive
  /// terminal and `render --keys` both run it; they differ in where the
  /// events come from and where the frames go.
  ///
  /// While something loads, events are read ten times a second, so that
  /// the spinner turns and `Esc` can leave a slow screen; otherwise the
  /// app sleeps in the terminal until the next event. With `--hot-reload`
  /// it wakes ten times a second for a reload, and so it does for the next
  /// lines while standard input streams; with `--watch`, four times
  /// a second to look at the screen files, when the next poll of the pages
  /// fetched over HTTP is due, and every 20 ms while one is under way.
  /// When it loads the screen and the source, a file or standard input,
  /// gives none, it ends at once (``endedWithoutScreen``).
  package func run(on terminal: some Terminal, started: Bool = false) async {
    self.terminal = terminal
    defer { self.terminal = nil }
    // An agent's answer ends the terminal's wait, so it is drawn as it comes.
    if let wake = terminal.waker { agent?.whenSomethingComes(wake) }
    size = terminal.size
    if !started {
      terminal.present(compose())
      await start()
      if sourceGaveNoScreen {
        endedWithoutScreen = true
        return
      }
    }
    var frame = 0
    checkWatchedFiles()
    pollWatchedURLs()
    while true {
      let waiting = isWaiting
      spinnerFrame = waiting ? frame : nil
      frame += 1
      terminal.present(compose())
      // A list whose end the frame just shown reaches asks for more first.
      if !waiting, controller?.reachScrollEnds() == true { continue }
      // Pictures on their way are drawn when they arrive; keys never wait for them.
      let idleWait =
        pictures?.isLoading == true || options.listensForReloads || streamedInput != nil
        ? 100 : options.watch ? watchWait : 1000
      if let event = pendingEvents.isEmpty
        ? terminal.nextEvent(waitingAtMost: waiting ? 100 : idleWait) : pendingEvents.removeFirst()
      {
        guard await step(event) else { return }
      } else if terminal.isScripted {
        return
      }
      await Task.yield()
      takeStreamedInput()
      checkWatchedFiles()
      pollWatchedURLs()
      finishAdoptions()
      if !isWaiting {
        // Prefetching fills the idle time between a person's keys; a script has none.
        if !terminal.isScripted { navigator.prefetchRoutes() }
        collectMessages()
      }
    }
  }
}

import SDUICore
import SDUIDocument
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
    let watcher = terminal.map { terminal in
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

  /// Whether a screen is loading or the front screen waits for requests.
  var isWaiting: Bool {
    navigator.isLoading || (navigator.current?.session?.isBusy ?? false)
  }

  /// Loads the screen and runs it on `terminal` until the user quits.
  ///
  /// While something loads, events are read ten times a second, so that
  /// the spinner turns and `Esc` can leave a slow screen; otherwise the
  /// app sleeps in the terminal until the next event (with `--watch`, it
  /// looks at the screen files about three times a second).
  package func run(on terminal: some Terminal) async {
    self.terminal = terminal
    defer { self.terminal = nil }
    size = terminal.size
    terminal.present(compose())
    await busy { await load() }
    var frame = 0
    checkWatchedFiles()
    while true {
      let waiting = isWaiting
      spinnerFrame = waiting ? frame : nil
      frame += 1
      terminal.present(compose())
      // A list whose end the frame just shown reaches asks for more first.
      if !waiting, controller?.reachScrollEnds() == true { continue }
      // Pictures on their way are drawn when they arrive; keys never wait for them.
      let idleWait = pictures?.isLoading == true ? 100 : options.watch ? 300 : 1000
      if let event = pendingEvents.isEmpty
        ? terminal.nextEvent(waitingAtMost: waiting ? 100 : idleWait) : pendingEvents.removeFirst()
      {
        guard await handle(event) else { return }
      }
      await Task.yield()
      checkWatchedFiles()
      if !isWaiting {
        navigator.prefetchRoutes()
        collectMessages()
      }
    }
  }
}

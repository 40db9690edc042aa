import SDUILayout

/// The terminal of `render --keys`: its events come from a script and its
/// frames are kept, not shown. The app's one loop runs on it as on the
/// ncurses terminal; because it is scripted, the loop lets what each event
/// started (loads, requests, pictures) settle before the next, and ends
/// when the script does.
///
/// ```swift
/// let terminal = HeadlessTerminal(size: Size(width: 80, height: 24), events: [.key(.tab), .key(.enter)])
/// await app.run(on: terminal)
/// print(terminal.lastFrame?.textDump ?? "")
/// ```
@MainActor
package final class HeadlessTerminal: Terminal {
  package private(set) var size: Size
  /// The events still to come.
  package private(set) var events: [TerminalEvent]
  /// The last frame presented.
  package private(set) var lastFrame: CellGrid?
  /// How many frames were presented.
  package private(set) var frameCount = 0
  /// What was put on the clipboard.
  package private(set) var copied: [String] = []

  /// A terminal of `size` that will deliver `events` in order.
  package init(size: Size, events: [TerminalEvent]) {
    self.size = size
    self.events = events
  }

  package var isScripted: Bool { true }

  package func present(_ grid: CellGrid) {
    lastFrame = grid
    frameCount += 1
  }

  package func nextEvent(waitingAtMost milliseconds: Int) -> TerminalEvent? {
    guard !events.isEmpty else { return nil }
    let event = events.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  /// Nothing to give back: there is no shell behind a script.
  package func suspend() {}

  /// Nothing runs long enough on a script's terminal to interrupt.
  package func interrupt() {}

  package func copyToClipboard(_ text: String) { copied.append(text) }
}

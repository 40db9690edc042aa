import SDUILayout

/// What a terminal delivers: keys, the mouse and size changes.
package enum TerminalEvent: Equatable, Sendable {
  case key(Key)
  /// A click of the main button at a cell.
  case click(Point)
  /// The wheel turned at a cell: negative up, positive down, in rows.
  case wheel(Int, Point)
  /// A finger (a flow's `swipe`) moved from one cell to another.
  case swipe(from: Point, to: Point)
  /// The terminal now has this size.
  case resize(Size)
  /// Text pasted (the terminal's bracketed paste): one edit of the focused
  /// text input, as a phone's paste is; nothing when no input has focus.
  case paste(String)
  /// Printable keys typed ahead, read together: one edit of the text
  /// being edited, as a paste is; otherwise each key in turn.
  case typed(String)
}

/// A place frames go and events come from: the ncurses backend in the
/// interactive program, or a test's scripted terminal.
@MainActor
package protocol Terminal: AnyObject {
  /// The size in cells.
  var size: Size { get }
  /// Shows a frame; only what changed since the last one need be sent.
  func present(_ grid: CellGrid)
  /// The next event, waiting at most `milliseconds`; `nil` when none came.
  func nextEvent(waitingAtMost milliseconds: Int) -> TerminalEvent?
  /// Gives the terminal back and stops the process, as `C-z` does in a
  /// shell; returns after the shell resumes it, redrawn.
  func suspend()
  /// `C-c` while requests run: gives the terminal back and ends the
  /// program at once, as `SIGINT` would (exit status 130).
  func interrupt()
  /// Puts text on the clipboard of the terminal's host, with OSC 52
  /// where the terminal supports it.
  func copyToClipboard(_ text: String)
  /// Whether its events come from a script (`HeadlessTerminal`): then
  /// the app lets what each event started settle before the next, and
  /// stops when ``nextEvent(waitingAtMost:)`` has none left.
  var isScripted: Bool { get }
  /// Ends a wait of ``nextEvent(waitingAtMost:)`` early, from any thread,
  /// which then gives `nil`: what an agent answers is drawn when it comes,
  /// not at the next look. `nil` for a terminal whose waits need no end.
  var waker: (@Sendable () -> Void)? { get }
}

extension Terminal {
  /// A person's terminal: events come when they come.
  package var isScripted: Bool { false }
  /// No early end of a wait.
  package var waker: (@Sendable () -> Void)? { nil }
}

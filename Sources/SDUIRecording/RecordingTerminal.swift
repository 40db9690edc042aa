import SDUILayout
import SDUIRender

/// A terminal that shows every frame on another terminal and also records
/// it (`--record FILE.cast`).
@MainActor
package final class RecordingTerminal: Terminal {
  private let shown: any Terminal
  private let recorder: AsciicastRecorder

  package init(showingOn shown: any Terminal, recorder: AsciicastRecorder) {
    self.shown = shown
    self.recorder = recorder
  }

  package var size: Size { shown.size }

  package var waker: (@Sendable () -> Void)? { shown.waker }

  package func present(_ grid: CellGrid) {
    shown.present(grid)
    recorder.record(grid)
  }

  package func nextEvent(waitingAtMost milliseconds: Int) -> TerminalEvent? {
    shown.nextEvent(waitingAtMost: milliseconds)
  }

  package func suspend() { shown.suspend() }
  package func interrupt() { shown.interrupt() }
  package func copyToClipboard(_ text: String) { shown.copyToClipboard(text) }
}

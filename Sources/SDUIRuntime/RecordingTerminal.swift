import SDUILayout
import SDUIRender

/// A terminal that shows every frame on another terminal and also records
/// it (`--record FILE.cast`).
@MainActor
public final class RecordingTerminal: Terminal {
  private let shown: any Terminal
  private let recorder: AsciicastRecorder

  public init(showingOn shown: any Terminal, recorder: AsciicastRecorder) {
    self.shown = shown
    self.recorder = recorder
  }

  public var size: Size { shown.size }

  public func present(_ grid: CellGrid) {
    shown.present(grid)
    recorder.record(grid)
  }

  public func nextEvent(waitingAtMost milliseconds: Int) -> TerminalEvent? {
    shown.nextEvent(waitingAtMost: milliseconds)
  }

  public func suspend() { shown.suspend() }
  public func interrupt() { shown.interrupt() }
  public func copyToClipboard(_ text: String) { shown.copyToClipboard(text) }
}

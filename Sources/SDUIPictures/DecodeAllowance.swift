import Synchronization

/// What the pictures of one screen may still cost to decode, all together,
/// and whether their decoding goes on. Each picture takes its pixels when
/// its header is read, before one is allocated; a screen past its pixels
/// (``PictureStore/Settings/screenPixels``) shows the rest of its pictures'
/// stand-ins. When the screen goes, ``stop()`` ends the decodes under way
/// within a row.
package final class DecodeAllowance: Sendable {
  private struct State {
    var pixelsLeft: Int
    var stopped = false
  }

  /// The pixels the screen's pictures may have in all.
  package let pixels: Int
  private let state: Mutex<State>

  /// An allowance of `pixels`.
  package init(pixels: Int) {
    self.pixels = pixels
    state = Mutex(State(pixelsLeft: pixels))
  }

  /// Takes `count` pixels; false, taking none, when fewer are left.
  func take(_ count: Int) -> Bool {
    state.withLock { state in
      guard count <= state.pixelsLeft else { return false }
      state.pixelsLeft -= count
      return true
    }
  }

  /// Stops every decode of the screen's pictures, under way or to come.
  package func stop() {
    state.withLock { $0.stopped = true }
  }

  /// Whether the screen went.
  var isStopped: Bool { state.withLock { $0.stopped } }
}

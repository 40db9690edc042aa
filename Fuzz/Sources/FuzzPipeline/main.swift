import Foundation
import FuzzDriver
import SDUIComponents
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUIInteraction
import SDUILayout
import SDUIRender

/// The whole pipeline on any bytes: decode, start the session (evaluate),
/// lay out and paint a frame, then press a few keys chosen by the input's
/// last bytes, painting after each, as `render --keys` does. Requests
/// settle at once: a fuzzed screen has no server.
@_cdecl("FuzzPipeline_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzPipeline)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  MainActor.assumeIsolated { PipelineRun(bytes: bytes).run() }
  return 0
}

@MainActor
struct PipelineRun {
  static let keys: [Key] = [
    .tab, .backTab, .enter, .space, .escape, .up, .down, .left, .right, .pageDown, .end,
    .backspace, .character("x"), .home,
  ]
  let bytes: [UInt8]

  func run() {
    let libraries = [StoreLibrary.library, DemoLibrary.library]
    let screen = ScreenDecoder(options: .init(libraries: libraries)).decode(bytes)
    let session = ScreenSession(screen: screen, environment: .init(libraries: libraries))
    session.start()
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 60, height: 20)))
    controller.settleTimeout = 0.05
    _ = controller.frame().grid.textDump
    for byte in bytes.suffix(4) {
      let key = Self.keys[Int(byte) % Self.keys.count]
      var handled = false
      Task { @MainActor in
        await controller.handle(key)
        handled = true
      }
      // libFuzzer calls in on the main thread: run the main queue until
      // the key is handled.
      while !handled { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001)) }
      _ = controller.frame().grid.textDump
    }
  }
}

import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUITestSupport
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

/// Frames drawn with the boxes and layout results kept from earlier frames
/// must be the frames a fresh render draws: every bundled screen, driven by
/// the same pseudo-random keys, is compared cell by cell and box by box
/// after each key.
@Suite("Incremental frames")
@MainActor
struct IncrementalFrameTests {
  nonisolated static var screens: [String] {
    let directory = packageRoot().appendingPathComponent("Screens")
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var names: [String] = []
    while let item = enumerator?.nextObject() as? String {
      if item.hasSuffix(".json") { names.append(item) }
    }
    return names.sorted()
  }

  static let keys: [Key] = [.tab, .enter, .down, .pageDown, .tab, .character("x"), .end, .up, .space, .home]

  @Test(arguments: screens)
  func keptBoxesDrawWhatAFreshRenderDraws(_ screen: String) async throws {
    let bytes = try [UInt8](Data(contentsOf: packageRoot().appendingPathComponent("Screens/" + screen)))
    let session = ScreenSession(screen: ScreenDecoder().decode(bytes))
    session.start()
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 70, height: 20)))
    controller.settleTimeout = 0.2
    var state: UInt64 = 7
    for step in 0..<40 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      await controller.handle(Self.keys[Int(state >> 33) % Self.keys.count])
      guard let root = session.resolvedRoot else { continue }
      let kept = controller.renderer.render(
        root, dialect: session.dialect, scrollOffsets: controller.scrollOffsets, cache: controller.renderCache)
      let fresh = controller.renderer.render(root, dialect: session.dialect, scrollOffsets: controller.scrollOffsets)
      #expect(kept.grid.textDump == fresh.grid.textDump, "\(screen), key \(step)")
      #expect(kept.layoutJSON == fresh.layoutJSON, "\(screen), key \(step)")
    }
  }

  /// A surface far taller than the screen, one text at its top changed
  /// again and again by the agent: the boxes made anew along the change
  /// start from the floors their predecessors had, and the frame is still
  /// the one a fresh render draws.
  @Test func aLongSurfaceChangedAtItsTopDrawsWhatAFreshRenderDraws() throws {
    let line = { (body: String) in #"{"version":"v0.9",\#(body)}"# + "\n" }
    var components = [#"{"id":"count","component":"Text","text":{"path":"/count"}}"#]
    var groups: [String] = []
    for index in 1...60 {
      groups.append("\"g\(index)\"")
      components += [
        #"{"id":"g\#(index)","component":"Column","children":["t\#(index)","b\#(index)"]}"#,
        #"{"id":"t\#(index)","component":"Text","text":"Group \#(index) of several words that wrap"}"#,
        #"{"id":"b\#(index)","component":"Button","child":"l\#(index)","action":{"event":{"name":"ok"}}}"#,
        #"{"id":"l\#(index)","component":"Text","text":"ok"}"#,
      ]
    }
    let root = #"{"id":"root","component":"Column","children":["count",\#(groups.joined(separator: ","))]}"#
    let stream =
      line(
        #""createSurface":{"surfaceId":"s","catalogId":"https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}"#
      )
      + line(#""updateComponents":{"surfaceId":"s","components":[\#(([root] + components).joined(separator: ","))]}"#)
    let session = ScreenSession(screen: ScreenDecoder().decode(Array(stream.utf8)))
    session.start()
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 24, height: 10)))
    _ = controller.frame()
    for (step, count) in ["1", "a longer text that wraps over lines", "3", ""].enumerated() {
      let update = line(#""updateDataModel":{"surfaceId":"s","path":"/count","value":"\#(count)"}"#)
      #expect(session.dialect.engine.applyContinuation(Array(update.utf8), to: session, rebuilt: false))
      let root = try #require(session.resolvedRoot)
      let kept = controller.renderer.render(root, dialect: session.dialect, cache: controller.renderCache)
      let fresh = controller.renderer.render(root, dialect: session.dialect)
      #expect(kept.grid.textDump == fresh.grid.textDump, "update \(step)")
      #expect(kept.layoutJSON == fresh.layoutJSON, "update \(step)")
    }
  }
}

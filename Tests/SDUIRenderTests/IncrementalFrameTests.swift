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
}

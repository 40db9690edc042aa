import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUITestSupport
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

/// Every bundled screen and every conformance screen, rendered headless at
/// 80x24 and 120x40 and compared as plain text. Requests fail at once (no
/// network in tests), so each frame shows the screen before its data.
@Suite("Screen snapshots")
@MainActor
struct ScreenSnapshotTests {
  nonisolated static let root = packageRoot()

  nonisolated static var screens: [String] {
    var names: [String] = []
    let fileManager = FileManager.default
    for folder in ["Screens", "../shared/conformance/nimbus", "../shared/conformance/beagle"] {
      let directory = root.appendingPathComponent(folder)
      let enumerator = fileManager.enumerator(atPath: directory.path)
      while let item = enumerator?.nextObject() as? String {
        guard item.hasSuffix(".json"), !item.contains("urlbuilder") else { continue }
        names.append(folder + "/" + item)
      }
    }
    return names.sorted()
  }

  static func frame(_ file: String, size: Size) throws -> String {
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(file)))
    let session = ScreenSession(screen: ScreenDecoder().decode(bytes))
    session.start()
    guard let resolved = session.resolvedRoot else { return "(no screen)\n" }
    return ScreenRenderer(size: size).render(resolved, dialect: session.dialect).grid.textDump
  }

  @Test(arguments: screens)
  func rendersAt80x24And120x40(_ file: String) async throws {
    let name = file.replacingOccurrences(of: "../shared/conformance/", with: "").replacingOccurrences(
      of: "/", with: "-")
    for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
      let text = try Self.frame(file, size: size)
      #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == size.height + 1)
      #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
      assertSnapshot(text, named: "\(name)-\(size.width)x\(size.height)")
    }
  }
}

/// Key scripts through the controller: focus, activation, text entry,
/// dialogs and scrolling, each frame with its style layer (where focus
/// shows as `reverse`), all plain text.
@Suite("Key script snapshots")
@MainActor
struct KeyScriptSnapshotTests {
  @Test(arguments: [
    ("nimbus/counter.json", "Tab Enter Enter S-Tab Enter", "counter-increment-twice-decrement-once"),
    ("beagle/welcome.json", #""Ann" Tab"#, "welcome-typed-name-focus-on-greet"),
    ("beagle/welcome.json", #""Ann" Tab Enter"#, "welcome-alert-open"),
    ("beagle/welcome.json", #""Ann" Tab Enter Enter"#, "welcome-alert-answered"),
    ("nimbus/long-list.json", "Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Enter", "long-list-scrolled-to-focus"),
    ("nimbus/long-list.json", "End", "long-list-end"),
  ])
  func script(_ screen: String, _ keys: String, _ name: String) async throws {
    let bytes = try [UInt8](Data(contentsOf: packageRoot().appendingPathComponent("Screens/" + screen)))
    let session = ScreenSession(screen: ScreenDecoder().decode(bytes))
    session.start()
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 60, height: 16)))
    for key in try KeyScript.parse(keys) { await controller.handle(key) }
    let frame = controller.frame()
    assertSnapshot(frame.grid.textDump + "--- styles\n" + frame.grid.styleDump, named: "keys-" + name)
  }
}

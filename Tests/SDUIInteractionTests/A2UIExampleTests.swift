import Foundation
import SDUIA2UI
import SDUICore
import SDUIDocument
import SDUILayout
import SDUITestSupport
import Testing

@testable import SDUIInteraction

/// The basic and minimal catalogs' 43 example streams, each drawn at 80x24
/// and 120x40: read with no error, and the text of every Text the surface
/// lays out, literal or bound, on screen (scrolled a page at a time).
@Suite("A2UI catalog examples")
@MainActor
struct A2UIExampleTests {
  nonisolated static let examples: [URL] = ["basic", "minimal"].flatMap { catalog in
    jsonFiles(
      in: packageRoot().deletingLastPathComponent().appendingPathComponent(
        "shared/conformance/a2ui/v0_9/catalogs/\(catalog)/examples"))
  }

  @Test func thereAreFortyThree() {
    #expect(Self.examples.count == 43)
  }

  @Test(arguments: examples, [Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func drawsWithNoErrorAndEveryTextShown(_ file: URL, size: Size) async throws {
    let stream = try String(contentsOf: file, encoding: .utf8)
    let errors = ScreenDecoder().decode(Array(stream.utf8)).diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let controller = A2UISurfaceTests.controller(stream, size: size)
    var shown = Self.letters(controller.frame().grid.textDump)
    for _ in 0..<8 {
      await controller.handle(.pageDown)
      shown += Self.letters(controller.frame().grid.textDump)
    }
    var texts: [(String, String)] = []
    controller.frame().walkBoxes { box, _, _ in
      if box.node.type.written == "Text" {
        texts.append((box.node.id, MarkdownText.plain(TypeCoercion.string(box.node.property("text")))))
      }
      return true
    }
    #expect(!texts.isEmpty, "\(file.lastPathComponent) shows no text")
    for (id, text) in texts where !Self.letters(text).isEmpty {
      #expect(
        shown.contains(Self.letters(text)), "\(file.lastPathComponent) at \(size): '\(text)' of '\(id)' not shown")
    }
  }

  /// Each Modal of the examples opens from its trigger, its content's
  /// texts in the dialog, and closes with `Esc`.
  @Test(arguments: examples.filter { (try? String(contentsOf: $0, encoding: .utf8))?.contains(#""Modal""#) == true })
  func everyModalOpensWithItsTextsShown(_ file: URL) async throws {
    let controller = A2UISurfaceTests.controller(
      try String(contentsOf: file, encoding: .utf8), size: Size(width: 80, height: 24))
    var modals: [String] = []
    controller.frame().walkBoxes { box, _, _ in
      if box.node.type.written == "Modal" { modals.append(box.node.id) }
      return true
    }
    #expect(!modals.isEmpty, "\(file.lastPathComponent) draws no Modal")
    for modal in modals {
      let frame = controller.frame()
      let trigger = try #require(
        controller.layout().focusables.first { focusable in
          focusable.box.node.id == modal || frame.ancestors(of: focusable.box).contains { $0.node.id == modal }
        }, "\(modal) has nothing to press")
      controller.focusedID = trigger.box.node.id
      await controller.handle(.enter)
      let opened = controller.frame()
      let shown = Self.letters(opened.grid.textDump)
      opened.walkBoxes { box, _, _ in
        if box.node.type.written == "Text" {
          let text = Self.letters(MarkdownText.plain(TypeCoercion.string(box.node.property("text"))))
          #expect(shown.contains(text), "\(file.lastPathComponent): '\(text)' not in \(modal)'s dialog")
        }
        return true
      }
      #expect(opened.grid.textDump.contains("Esc closes"), "\(modal)'s dialog is not drawn")
      #expect(opened.root?.node.id != frame.root?.node.id, "\(modal)'s dialog holds the screen")
      await controller.handle(.escape)
      #expect(controller.openModals.isEmpty)
    }
  }

  /// A text without its white space and the frames' box drawing, so that
  /// one wrapped over lines of a card is still found whole.
  static func letters(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace && !(0x2500...0x257F).contains($0.value) })
  }
}

import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUIRuntime
import SDUITestSupport
import Testing

@testable import SDUIFlows

/// `render --format outline`: the bundled accessibility screens of both
/// dialects as a screen reader reads them, element by element, and what
/// it reads once a dialog is open.
@MainActor
@Suite("Screen outline")
struct ScreenOutlineTests {
  static func outline(_ screen: String, keys: String = "") async throws -> String {
    let path = packageRoot().appendingPathComponent("Screens/accessibility/\(screen).json").path
    let app = TerminalApp(
      source: .file(path), size: Size(width: 80, height: 24), options: .init(showsStatusLine: false))
    await app.start()
    for key in try KeyScript.parse(keys) { _ = await app.step(.key(key)) }
    return ScreenOutline(of: app).text
  }

  @Test(arguments: [
    ("beagle", "", "outline-beagle"), ("nimbus", "", "outline-nimbus"),
    ("beagle", "Tab Tab Tab Enter", "outline-beagle-dialog"),
  ])
  func readsTheScreenInReadingOrder(screen: String, keys: String, snapshot: String) async throws {
    assertSnapshot(try await Self.outline(screen, keys: keys), named: snapshot)
  }

  @Test func readsOnPastALineBreakAsAScreenReaderDoes() {
    let element = SpokenElement(role: .text, label: "Line one\nLine two\r\nLine three")
    #expect(element.spoken(withLevel: true) == "text, Line one Line two Line three")
  }

  @Test func passesOverWhatAScreenReaderSkips() {
    var hidden = ScreenElement(
      text: "", id: nil, rect: Rect(column: 0, row: 0, width: 1, height: 1), enabled: true, focused: false,
      showsOwnText: true)
    hidden.spoken = SpokenElement(role: .image, label: "divider")
    hidden.isHiddenFromScreenReaders = true
    var empty = hidden
    empty.spoken = nil
    empty.isHiddenFromScreenReaders = false
    #expect(ScreenOutline([hidden, empty]).text == "(nothing a screen reader reads)\n")
  }
}

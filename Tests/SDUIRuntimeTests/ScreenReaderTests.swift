import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIRuntime

/// A screen reader follows the focus: the frame puts the cursor on the
/// focused element, F3 shows or hides it, and the status line says the
/// focused element's role, label and state; a failure while the screen
/// runs is counted there too.
@Suite("Screen reader")
@MainActor
struct ScreenReaderTests {
  static let form = """
    {"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "Account"},
     "context": {"id": "form", "value": {"email": "ann@", "error": "Invalid email"}},
     "child": {"_beagleComponent_": "beagle:container", "children": [
       {"_beagleComponent_": "beagle:text", "text": "Accounts",
        "accessibility": {"accessible": true, "accessibilityLabel": "Accounts", "isHeader": true}},
       {"_beagleComponent_": "beagle:textInput", "id": "email", "placeholder": "Email", "value": "@{form.email}",
        "error": "@{form.error}", "showError": true},
       {"_beagleComponent_": "beagle:button", "id": "close", "text": "",
        "accessibility": {"accessibilityLabel": "Close dialog"},
        "onPress": [{"_beagleAction_": "beagle:alert", "message": "bye"}]},
       {"_beagleComponent_": "beagle:button", "id": "pay", "text": "Pay", "enabled": false,
        "onPress": [{"_beagleAction_": "beagle:alert", "message": "paid"}]},
       {"_beagleComponent_": "beagle:button", "id": "broken", "text": "Broken",
        "onPress": [{"_beagleAction_": "beagle:alert", "message": "@{divide(1, 0)}"}]}]}}
    """

  static func app(size: Size = Size(width: 160, height: 14), screenReader: Bool = false) async throws -> TerminalApp {
    let path = try TerminalAppTests.file(form)
    let app = TerminalApp(source: .file(path), size: size, options: .init(screenReader: screenReader))
    await app.load()
    return app
  }

  static func statusLine(_ grid: CellGrid) -> String {
    String(grid.textDump.split(separator: "\n", omittingEmptySubsequences: false)[grid.size.height - 1])
  }

  /// The focused element's rectangle as flows see it.
  static func focusedRect(_ app: TerminalApp) throws -> Rect {
    let controller = try #require(app.controller)
    let id = try #require(controller.focusedID)
    var found: Rect?
    controller.frame().walkBoxes { box, rect, _ in
      if box.node.id == id { found = rect }
      return found == nil
    }
    return try #require(found)
  }

  @Test func theCursorStandsOnTheFocusedElementAndTheStatusLineReadsIt() async throws {
    let app = try await Self.app()
    // Tab stops, with what the status line says at each.
    let expected = [
      #"text field, Email, "ann@", error: Invalid email"#, "button, Close dialog",
      "button, Broken",
    ]
    for (index, spoken) in expected.enumerated() {
      if index > 0 { _ = await app.handle(.key(.tab)) }
      let grid = app.compose()
      #expect(Self.statusLine(grid).contains(" · \(spoken)"), "\(Self.statusLine(grid))")
      let cursor = try #require(grid.cursor, "the frame places the cursor")
      let rect = try Self.focusedRect(app)
      #expect(rect.contains(cursor), "\(cursor) lies in \(rect) for \(spoken)")
      #expect(!grid.showsCursor, "hidden unless asked for")
    }
  }

  /// A touchable reads as a button labelled by what is inside it, as
  /// TalkBack reads its children's descriptions: a picture by its label,
  /// texts joined by single spaces whatever padding spaces them on screen.
  @Test(arguments: [
    (
      #"{"_beagleComponent_": "beagle:image", "accessibility": {"accessibilityLabel": "Close dialog"},"#
        + #" "path": {"_beagleImagePath_": "remote", "url": "http://127.0.0.1:9/close.png"}}"#,
      "button, Close dialog"
    ),
    (
      #"{"_beagleComponent_": "beagle:container", "style": {"padding": {"all": {"value": 2, "type": "REAL"}},"#
        + #" "flex": {"flexDirection": "ROW", "justifyContent": "SPACE_BETWEEN"}}, "children": ["#
        + #"{"_beagleComponent_": "beagle:text", "text": "Everyday checking"},"#
        + #" {"_beagleComponent_": "beagle:text", "text": "R$ 1.520,75"}]}"#,
      "button, Everyday checking R$ 1.520,75"
    ),
  ])
  func aTouchableReadsTheLabelsInsideIt(child: String, spoken: String) async throws {
    let path = try TerminalAppTests.file(
      #"{"_beagleComponent_": "beagle:touchable", "onPress": [{"_beagleAction_": "beagle:alert", "message": "hi"}],"#
        + #" "child": \#(child)}"#)
    let app = TerminalApp(source: .file(path), size: Size(width: 100, height: 8))
    await app.load()
    let line = Self.statusLine(app.compose())
    #expect(line.contains(" · \(spoken)"), "\(line)")
  }

  @Test func anIconOnlyButtonShowsItsLabel() async throws {
    let app = try await Self.app()
    #expect(app.compose().textDump.contains("[ Close dialog ]"))
  }

  @Test func screenReaderModeShowsTheCursorAndF3TogglesIt() async throws {
    let app = try await Self.app(screenReader: true)
    #expect(app.compose().showsCursor)
    _ = await app.handle(.key(.function(3)))
    #expect(!app.compose().showsCursor)
    #expect(Self.statusLine(app.compose()).contains("cursor hidden"))
    _ = await app.handle(.key(.function(3)))
    #expect(app.compose().showsCursor)
  }

  @Test func aDialogsFocusedButtonHasTheCursorAndIsRead() async throws {
    let app = try await Self.app()
    _ = await app.handle(.key(.tab))
    _ = await app.handle(.key(.enter))
    let grid = app.compose()
    #expect(Self.statusLine(grid).contains("button, Ok"), "\(Self.statusLine(grid))")
    let cursor = try #require(grid.cursor)
    #expect(grid[cursor.column, cursor.row].text == "O", "on the first letter of [ Ok ]")
  }

  @Test func aFailureWhileTheScreenRunsIsCountedOnTheStatusLine() async throws {
    let app = try await Self.app()
    #expect(!Self.statusLine(app.compose()).contains("(F2)"))
    _ = await app.handle(.key(.tab))
    _ = await app.handle(.key(.tab))
    _ = await app.handle(.key(.enter))
    await app.settle()
    // The operation failed; the alert shows with no message, as on iOS.
    let line = Self.statusLine(app.compose())
    #expect(line.contains(" · 1 error (F2) · button, Ok"), "\(line)")
  }

  /// A tab bar bound to a context and one that is not: Right chooses the
  /// next tab, and the cursor and the status line move onto it.
  @Test(arguments: [#""currentTab": "@{tab}","#, ""])
  func theCursorFollowsTheSelectedTab(binding: String) async throws {
    let path = try TerminalAppTests.file(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "tab", "value": 0}, "children": [
        {"_beagleComponent_": "beagle:tabBar", "id": "tabs", \(binding)
         "items": [{"title": "One"}, {"title": "Two"}, {"title": "Three"}],
         "onTabSelection": [{"_beagleAction_": "beagle:setContext", "contextId": "tab", "value": "@{onTabSelection}"}]},
        {"_beagleComponent_": "beagle:text", "text": "tab @{tab}"}]}
      """)
    let app = TerminalApp(source: .file(path), size: Size(width: 60, height: 8), options: .init(screenReader: true))
    await app.load()
    #expect(app.controller?.focusedID == "tabs")
    for (tab, title) in [(0, "One"), (1, "Two"), (2, "Three")] {
      if tab > 0 { _ = await app.handle(.key(.right)) }
      let grid = app.compose()
      #expect(Self.statusLine(grid).contains(" · tab, \(title), selected, \(tab + 1) of 3"), "\(Self.statusLine(grid))")
      let cursor = try #require(grid.cursor)
      let read = (0..<title.count).map { grid[cursor.column + $0, cursor.row].text }.joined()
      #expect(read == title, "the cursor stands on \(title), not on \(read) at \(cursor)")
      #expect(grid.showsCursor)
    }
  }
}

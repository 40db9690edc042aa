import Foundation
import SDUILayout
import SDUIRender
import Testing

@testable import SDUIRuntime

@Suite("Pastes and keys typed ahead")
@MainActor
struct PasteTests {
  /// A Beagle form that counts its field's onChange calls and echoes it
  /// (the field and the button do not shrink under a long echo).
  static let form = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "form", "value": {"text": "", "edits": 0}},
     "children": [
      {"_beagleComponent_": "beagle:textInput", "id": "field", "value": "@{form.text}",
       "style": {"flex": {"shrink": 0}}, "onChange": [
        {"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "text", "value": "@{onChange.value}"},
        {"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "edits", "value": "@{sum(form.edits, 1)}"}]},
      {"_beagleComponent_": "beagle:text", "id": "echo", "text": "[@{form.text}] @{form.edits} edits, @{length(form.text)} long"},
      {"_beagleComponent_": "beagle:button", "id": "ok", "text": "OK", "style": {"flex": {"shrink": 0}},
       "onPress": [{"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "edits", "value": 0}]}]}
    """

  static func app(_ screen: String = form) async throws -> TerminalApp {
    await TerminalAppTests.app(try TerminalAppTests.file(screen))
  }

  static func echo(_ app: TerminalApp) -> String {
    app.controller?.session.instance(id: "echo")?.property("text")?.stringValue ?? ""
  }

  @Test func aPasteIsOneEditWithItsControlCharactersLeftOut() async throws {
    let app = try await Self.app()
    #expect(await app.handle(.key(.character("A"))))
    #expect(await app.handle(.paste("nn\r\nLee\u{1B}[31m\u{03}!")))
    #expect(Self.echo(app) == "[Ann Lee[31m!] 2 edits, 12 long")
    #expect(!app.compose().textDump.contains("\u{1B}"))
  }

  @Test func keysTypedAheadAreOneEditIntoTheFieldAndKeysElsewhere() async throws {
    let app = try await Self.app()
    #expect(await app.handle(.typed("typed ahead")))
    #expect(Self.echo(app) == "[typed ahead] 1 edits, 11 long")
    #expect(await app.handle(.key(.tab)))
    #expect(await app.handle(.paste("not here")), "a paste with no field to take it goes nowhere")
    #expect(Self.echo(app) == "[typed ahead] 1 edits, 11 long")
    #expect(await app.handle(.typed("?x")))
    #expect(!app.compose().textDump.contains("C-c always quits"), "? opened the help, x closed it")
    #expect(await app.handle(.typed("aq")) == false, "q quits when no text is edited")
  }

  @Test func aPasteIntoANumberFieldKeepsItsDigits() async throws {
    let app = try await Self.app(
      Self.form.replacingOccurrences(of: #""id": "field","#, with: #""id": "field", "type": "NUMBER","#))
    #expect(await app.handle(.paste("12a3\n4")))
    #expect(Self.echo(app) == "[1234] 1 edits, 4 long")
  }

  @Test func aFieldTakesAMegabyteOfAPasteAndShowsItsEnd() async throws {
    let app = try await Self.app()
    let pasted = String(repeating: "0123456789", count: 150_000) + "end"
    #expect(await app.handle(.paste(pasted)))
    #expect(Self.echo(app).hasSuffix("] 1 edits, 1048576 long"))
    #expect(await app.handle(.key(.end)))
    #expect(await app.handle(.key(.character("!"))))
    #expect(Self.echo(app).hasSuffix("] 1 edits, 1048576 long"), "a full field takes no more")
    let field = try #require(app.compose().textDump.split(separator: "\n").first)
    #expect(field.hasSuffix("012345]"), "the field shows the end of its megabyte, where the cursor is: \(field)")
  }
}

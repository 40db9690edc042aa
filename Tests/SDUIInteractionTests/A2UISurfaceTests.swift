import Foundation
import SDUIA2UI
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import SDUIRender
import SDUITestSupport
import Testing

@testable import SDUIInteraction

/// An A2UI stream runs as a screen: its surface drawn in cells, its inputs
/// bound both ways to the data model, its buttons' events sent as `action`
/// messages (or `error` when a check fails), through the same keys as the
/// other dialects.
@Suite("A2UI surfaces")
@MainActor
struct A2UISurfaceTests {
  static func controller(_ messages: String, size: Size = Size(width: 50, height: 14), outbox: MessageOutbox? = nil)
    -> ScreenController
  {
    FormattingEnvironment.current = FormattingEnvironment(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .current,
      now: { Date(timeIntervalSince1970: 1_800_000_000) })
    var environment = ScreenSession.Environment()
    environment.outbox = outbox
    return ScreenControllerTests.controller(messages, size: size, environment: environment)
  }

  /// A form: a field bound to `/form/name`, a text showing it, a check box,
  /// and a button whose check needs a name and whose event sends it.
  static let form = """
    [{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
    {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
      {"id": "root", "component": "Column", "children": ["name", "echo", "agree", "send"]},
      {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/form/name"}},
      {"id": "echo", "component": "Text", "text": {"call": "formatString", "args": {"value": "Hello, ${/form/name}!"}}},
      {"id": "agree", "component": "CheckBox", "label": "Agree", "value": {"path": "/form/agree"}},
      {"id": "send", "component": "Button", "child": "send-label",
       "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/form/name"}}}, "message": "Name is required"}],
       "action": {"event": {"name": "submit", "context": {"name": {"path": "/form/name"}, "agree": {"path": "/form/agree"}}}}},
      {"id": "send-label", "component": "Text", "text": "Send"}]}},
    {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"form": {"name": "", "agree": false}}}}]
    """

  @Test func typingWritesTheBoundPathAndWhatReadsItFollows() async throws {
    let controller = Self.controller(Self.form)
    #expect(controller.session.dialect == .a2ui)
    #expect(controller.focusedID == "name")
    for key in try KeyScript.parse(#""Ana""#) { await controller.handle(key) }
    let frame = controller.frame().grid.textDump
    #expect(frame.contains("[Ana"), "\(frame)")
    #expect(frame.contains("Hello, Ana!"), "the formatString reads the model the field wrote:\n\(frame)")
    await controller.handle(.tab)
    await controller.handle(.enter)
    #expect(controller.frame().grid.textDump.contains("[x] Agree"))
  }

  @Test func aCheckBoxIsReadAsOneWithItsState() async {
    let controller = Self.controller(Self.form)
    await controller.handle(.tab)
    #expect(controller.focusedSpokenElement?.description == "checkbox, Agree, not checked")
    await controller.handle(.enter)
    #expect(controller.focusedSpokenElement?.description == "checkbox, Agree, checked")
  }

  @Test func aSliderStepsWithTheArrowsWithinItsRange() async {
    let controller = Self.controller(
      """
      [{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
       {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
         {"id": "root", "component": "Slider", "label": "Guests", "min": 0, "max": 10, "value": {"path": "/guests"}}]}},
       {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"guests": 9}}}]
      """)
    #expect(controller.focusedSpokenElement?.description == #"slider, Guests, "9""#)
    await controller.handle(.right)
    await controller.handle(.right)
    #expect(controller.focusedSpokenElement?.description == #"slider, Guests, "10""#, "held at max")
    await controller.handle(.left)
    #expect(controller.frame().grid.textDump.contains("Guests ━━━━━━━━━●─ 9"))
  }

  @Test func aButtonSendsItsEventWithItsContextResolvedWhenPressed() async throws {
    let outbox = MessageOutbox()
    let controller = Self.controller(Self.form, outbox: outbox)
    #expect(controller.frame().grid.textDump.contains("[ Send ]"))
    for key in try KeyScript.parse(#""Ana" Tab Enter Tab Enter"#) { await controller.handle(key) }
    let action = try #require(outbox.messages.last?["action"], "\(outbox.messages)")
    #expect(action["name"] == "submit")
    #expect(action["surfaceId"] == "s")
    #expect(action["sourceComponentId"] == "send")
    #expect(action["context"] == ["name": "Ana", "agree": true])
  }

  @Test func aSurfaceMadeWithSendDataModelSendsItsModelBesideEachAction() async throws {
    for sends in [false, true] {
      let outbox = MessageOutbox()
      let stream =
        sends
        ? Self.form.replacingOccurrences(
          of: #""surfaceId": "s", "catalogId""#, with: #""surfaceId": "s", "sendDataModel": true, "catalogId""#)
        : Self.form
      let controller = Self.controller(stream, outbox: outbox)
      for key in try KeyScript.parse(#""Ana" Tab Enter Tab Enter"#) { await controller.handle(key) }
      let sent = try #require(outbox.sent.last)
      #expect(sent.message["action"]?["name"] == "submit")
      let model = sent.metadata.first { $0.key == "a2uiClientDataModel" }?.value
      #expect(
        model == (sends ? ["version": "v0.9", "surfaces": ["s": ["form": ["name": "Ana", "agree": true]]]] : nil))
    }
  }

  @Test func aButtonWhoseCheckFailsIsDisabledAndSendsNothing() async {
    let outbox = MessageOutbox()
    let controller = Self.controller(Self.form, outbox: outbox)
    await controller.handle(.tab)
    await controller.handle(.tab)
    await controller.handle(.enter)
    #expect(controller.focusedID != "send", "a failing check disables the button, so the focus skips it")
    #expect(outbox.messages.isEmpty)
  }

  @Test func aTemplateRepeatsItsComponentOverTheModelsArray() {
    let controller = Self.controller(
      """
      [{"version": "v0.9", "createSurface": {"surfaceId": "l", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
       {"version": "v0.9", "updateComponents": {"surfaceId": "l", "components": [
         {"id": "root", "component": "List", "children": {"componentId": "row", "path": "/items"}},
         {"id": "row", "component": "Text", "text": {"path": "name"}}]}},
       {"version": "v0.9", "updateDataModel": {"surfaceId": "l", "path": "/items", "value": [{"name": "Apple"}, {"name": "Pear"}]}}]
      """)
    let lines = controller.frame().grid.textDump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(Array(lines.prefix(2)) == ["Apple", "Pear"])
  }

  /// A stream of one surface's components.
  static func surface(_ components: [String]) -> String {
    """
    [{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
     {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [\(components.joined(separator: ","))]}}]
    """
  }

  @Test func aChainOfChildrenDeeperThanTheBoundIsCutThereAndSaidOnce() {
    var components = [#"{"id": "root", "component": "Column", "children": ["n1"]}"#]
    for index in 1..<2_000 {
      components.append(#"{"id": "n\#(index)", "component": "Column", "children": ["n\#(index + 1)"]}"#)
    }
    components.append(#"{"id": "n2000", "component": "Text", "text": "deep"}"#)
    let stream = Self.surface(components)
    let messages = ScreenDecoder().decode(Array(stream.utf8)).diagnostics.map(\.message)
    #expect(messages.filter { $0.contains("nests components more than 256 deep") }.count == 1, "\(messages)")
    let frame = Self.controller(stream).frame().grid.textDump
    #expect(frame.contains("…") && !frame.contains("deep"))
  }

  @Test func aPatternRE2RefusesIsAnErrorWhenTheStreamIsRead() {
    let stream = Self.surface([
      #"{"id": "root", "component": "TextField", "label": "A", "value": {"path": "/a"}, "validationRegexp": "(a)\\1","#
        + #" "checks": [{"condition": {"call": "regex", "args": {"value": "x", "pattern": "(?=a)"}}, "message": "m"}]}"#
    ])
    let refused = ScreenDecoder().decode(Array(stream.utf8)).diagnostics.filter { $0.message.contains("RE2 takes") }
    #expect(
      refused.map(\.path.description) == [
        "$[1].updateComponents.components[0].validationRegexp",
        "$[1].updateComponents.components[0].checks[0].condition.args.pattern",
      ])
  }

  @Test func aDateOutsideItsBoundsOrNotOneIsSaidUnderTheField() async throws {
    let controller = Self.controller(
      Self.surface([
        #"{"id": "root", "component": "DateTimeInput", "label": "Arrival", "enableDate": true, "value": {"path": "/d"},"#
          + #" "min": "2026-12-01", "max": "2026-12-31"}"#
      ]))
    for key in try KeyScript.parse(#""2027-01-02""#) { await controller.handle(key) }
    #expect(controller.frame().grid.textDump.contains("after 2026-12-31, the latest it takes"))
    for _ in 0..<10 { await controller.handle(.backspace) }
    for key in try KeyScript.parse(#""2026-12-24""#) { await controller.handle(key) }
    #expect(!controller.frame().grid.textDump.contains("takes"))
    for _ in 0..<10 { await controller.handle(.backspace) }
    for key in try KeyScript.parse(#""soon""#) { await controller.handle(key) }
    #expect(controller.frame().grid.textDump.contains("not a date or time as ISO 8601 writes one"))
  }

  @Test func anIconIsReadByItsNameInWords() {
    let controller = Self.controller(
      Self.surface([
        #"{"id": "root", "component": "Button", "child": "icon", "action": {"event": {"name": "help"}}}"#,
        #"{"id": "icon", "component": "Icon", "name": "accountCircle"}"#,
      ]))
    #expect(controller.focusedSpokenElement?.description == "button, account circle")
  }

  @Test func aFilterablePickerHidesTheOptionsWhoseLabelLacksWhatIsTypedInEitherCase() async throws {
    let controller = Self.controller(
      Self.surface([
        #"{"id": "root", "component": "Column", "children": ["pick", "chosen"]}"#,
        #"{"id": "pick", "component": "ChoicePicker", "label": "Country", "filterable": true,"#
          + #" "value": {"path": "/country"}, "variant": "mutuallyExclusive", "options": ["#
          + #"{"label": "Brazil", "value": "br"}, {"label": "Portugal", "value": "pt"},"#
          + #" {"label": "Great Britain", "value": "gb"}]}"#,
        #"{"id": "chosen", "component": "Text", "text": {"path": "/country/0"}}"#,
      ]))
    #expect(controller.focusedID == "pick#filter")
    #expect(controller.frame().grid.textDump.contains("( ) Portugal"))
    for key in try KeyScript.parse(#""BRI""#) { await controller.handle(key) }
    let lines = controller.frame().grid.textDump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let field = "[BRI" + String(repeating: " ", count: 45) + "]"
    #expect(Array(lines.prefix(4)) == ["Country", field, "( ) Great Britain"], "\(lines)")
    await controller.handle(.tab)
    await controller.handle(.enter)
    #expect(controller.frame().grid.textDump.contains("(•) Great Britain\ngb"))
    for _ in 0..<3 { await controller.handle(.backTab) }
    #expect(controller.focusedID == "pick#filter")
    for _ in 0..<3 { await controller.handle(.backspace) }
    #expect(controller.frame().grid.textDump.contains("( ) Portugal"), "an empty filter shows every option")
  }

  @Test func chipsWrapInARowUnderTheLabelAndTheArrowsMoveAlongThem() async {
    let controller = Self.controller(
      Self.surface(
        [
          #"{"id": "pick", "component": "ChoicePicker", "label": "Toppings", "displayStyle": "chips","#
            + #" "variant": "multipleSelection", "value": {"path": "/t"}, "options": [{"label": "Cheese", "value": "c"},"#
            + #" {"label": "Olives", "value": "o"}, {"label": "Mushrooms", "value": "m"}, {"label": "Basil", "value": "b"}]}"#
        ].map { $0.replacingOccurrences(of: #""id": "pick""#, with: #""id": "root""#) }),
      size: Size(width: 30, height: 6))
    await controller.handle(.enter)
    await controller.handle(.right)
    await controller.handle(.right)
    await controller.handle(.enter)
    let lines = controller.frame().grid.textDump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(Array(lines.prefix(3)) == ["Toppings", "‹Cheese›  Olives  ‹Mushrooms›", "Basil"], "\(lines)")
  }

  @Test func markdownEmphasisIsDrawnBoldAndItalicWithinTheLine() {
    let controller = Self.controller(
      Self.surface([#"{"id": "root", "component": "Text", "text": "a **bold** and *slanted* word"}"#]))
    let grid = controller.frame().grid
    #expect(grid.textDump.hasPrefix("a bold and slanted word"))
    let styles = (0..<23).map { grid[$0, 0].style }
    #expect(styles.indices.filter { styles[$0].bold } == Array(2..<6))
    #expect(styles.indices.filter { styles[$0].italic } == Array(11..<18))
  }

  /// The basic catalog's own examples, drawn as the catalog's guide lays
  /// them out (read from the shared conformance material, as CI has it).
  @Test(arguments: ["09_login-form", "13_coffee-order", "34_child-list-template", "35_markdown-text"])
  func aCatalogExampleDrawsAsItsSnapshot(_ name: String) throws {
    let file = packageRoot().deletingLastPathComponent().appendingPathComponent(
      "shared/conformance/a2ui/v0_9/catalogs/basic/examples/\(name).json")
    let controller = Self.controller(try String(contentsOf: file, encoding: .utf8), size: Size(width: 60, height: 16))
    assertSnapshot(controller.frame().grid.textDump, named: "a2ui-\(name)")
  }
}

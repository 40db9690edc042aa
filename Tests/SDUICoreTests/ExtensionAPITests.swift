import SDUIDialects
import SDUITestSupport
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// The extension API's decoding: coercions, defaults, wrappers,
/// diagnostics, custom actions and operations, and library merging.
@Suite("Extension API")
@MainActor
struct ExtensionAPITests {
  enum Tone: String, CaseInsensitiveEnum { case calm = "CALM", loud = "LOUD" }

  struct Style: Decodable {
    var color: String
    @SDUI.Default<SDUI.Zero> var border: Int
  }

  struct Card: Decodable {
    var title: String
    var count: Int
    var ratio: Double?
    @SDUI.Default<SDUI.True> var enabled: Bool
    var tone: Tone?
    @SDUI.Root var style: Style
    @SDUI.Children var children: [ResolvedNode]
    @SDUI.Event var onPress: ComponentEvent
    @SDUI.StatefulEvent var onChange: ComponentEvent.WithValue<String>
  }

  @Test func coercionsDefaultsAndRoot() throws {
    let decoder = PropertyDecoder(dialect: .nimbus)
    let card = try decoder.decode(
      Card.self, from: ["title": 42, "count": "3", "ratio": "0.5", "tone": "loud", "color": "#fff", "border": "x"])
    #expect(card.title == "42", "a string from any scalar")
    #expect(card.count == 3, "a number from a numeric string")
    #expect(card.ratio == 0.5)
    #expect(card.enabled, "missing: the default")
    #expect(card.tone == .loud, "enums in any case")
    #expect(card.style.color == "#fff", "@SDUI.Root reads the same map")
    #expect(card.style.border == 0)
    #expect(
      decoder.fallbacks.map(\.description) == [
        "$.border: expected a whole number, found a string; the default 0 is used"
      ])
    #expect(!card.onPress.isPresent)
  }

  @Test func beagleBooleansFromStringsNimbusNot() throws {
    struct Flag: Decodable { var on: Bool? }
    #expect(try PropertyDecoder(dialect: .beagle).decode(Flag.self, from: ["on": "true"]).on == true)
    let nimbus = PropertyDecoder(dialect: .nimbus)
    #expect(try nimbus.decode(Flag.self, from: ["on": "true"]).on == nil)
    #expect(nimbus.fallbacks.map(\.description) == ["$.on: expected a boolean, found a string; it reads as missing"])
  }

  @Test func missingAndWrongMandatoryPropertiesNameTheirPath() {
    let decoder = PropertyDecoder(dialect: .nimbus, path: JSONPath().appending("children").appending(2))
    #expect(throws: PropertyDecodingError(path: "$.children[2].title", message: "missing mandatory property 'title'")) {
      try decoder.decode(Card.self, from: ["count": 1, "color": "red"])
    }
    #expect(
      throws: PropertyDecodingError(path: "$.children[2].count", message: "expected a whole number, found an object")
    ) {
      try decoder.decode(Card.self, from: ["title": "t", "count": ["a": 1], "color": "red"])
    }
    #expect(throws: PropertyDecodingError(path: "$.children[2].tone", message: "'quiet' is not one of 'CALM', 'LOUD'"))
    {
      struct Strict: Decodable { var tone: Tone }
      _ = try decoder.decode(Strict.self, from: ["tone": "quiet"])
    }
  }

  @Test func eventsRunThroughTheContext() throws {
    var ran: [String] = []
    let decoder = PropertyDecoder(
      dialect: .nimbus,
      context: .init(
        runEvent: { name, value in ran.append("\(name)=\(value?.jsonText ?? "nil")") }, events: ["onPress", "onChange"])
    )
    let card = try decoder.decode(Card.self, from: ["title": "t", "count": 1, "color": "c"])
    card.onPress()
    card.onChange("typed")
    #expect(ran == ["onPress=nil", #"onChange="typed""#])
  }

  struct Remember: DecodableAction {
    var value: String
    @SDUI.Default<SDUI.Zero> var times: Int
    @SDUI.CoreAction var trigger: ActionTrigger
    @SDUI.Event var onDone: ComponentEvent

    func execute(_ context: ActionContext) throws {
      context.log("\(value) ×\(times) from \(trigger.nodeID).\(trigger.event) (\(trigger.value.jsonText))")
      onDone()
    }
  }

  struct FormatCents: DecodableOperation {
    static let properties = ["cents", "symbol"]
    var cents: Int
    var symbol: String
    func execute() -> String { "\(symbol)\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
  }

  @Test func customActionsAndOperationsRunInScreens() throws {
    let library = UILibrary("test").addAction("remember", Remember.self).addOperation("formatCents", FormatCents.self)
    let screen = session(
      """
      {"_:component": "layout:column", "children": [
        {"_:component": "layout:text", "id": "price", "properties": {"text": "@{formatCents(1205, '$')}"}},
        {"_:component": "test:field", "id": "field", "properties": {"onChange": [
          {"_:action": "test:remember", "properties": {"value": "@{onChange}", "times": "2",
            "onDone": [{"_:action": "log", "properties": {"message": "done"}}]}}]}}]}
      """, environment: .init(libraries: [library]))
    #expect(screen.text("price") == "$12.05")
    try screen.trigger("onChange", on: "field", value: "hi")
    #expect(screen.loggedProblems.map(\.message) == ["hi ×2 from field.onChange (\"hi\")", "done"])
    #expect(screen.loggedProblems.map(\.severity) == [.info, .info])
  }

  @Test func librariesOfOneNamespaceMergeAndLaterRegistrationsWin() {
    let first = UILibrary("app").addOperation("pick", arguments: 0...0) { _ in "first" }
      .addOperation("keep", arguments: 0...0) { _ in "kept" }
    let second = UILibrary("app").addOperation("pick", arguments: 0...0) { _ in "second" }
    let screen = session(
      #"{"_:component": "layout:text", "id": "t", "properties": {"text": "@{pick()} @{keep()}"}}"#,
      environment: .init(libraries: [first, second]))
    #expect(screen.text("t") == "second kept")
    #expect(UILibrary("custom").qualified("myWidget") == "custom:myWidget")
  }

  @Test func operationArgumentProblemsAreReported() {
    let library = UILibrary("test").addOperation("formatCents", FormatCents.self)
    let screen = session(
      #"{"_:component": "layout:text", "id": "t", "properties": {"text": "@{formatCents('lots', '$')}"}}"#,
      environment: .init(libraries: [library]))
    #expect(screen.text("t") == "")
  }
}

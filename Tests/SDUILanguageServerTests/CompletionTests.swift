import SDUIDocument
import SDUILanguageProtocol
import Testing

@testable import SDUILanguageServer

/// What completion proposes where, in both dialects, on documents as they
/// are typed: the names it must offer, those it must not, and the text
/// the first expected one puts in.
@Suite("Completion")
struct CompletionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let document: String
    let offers: [String]
    var refuses: [String] = []
    /// The text the first offered item inserts.
    var inserts: String?
    /// Whether the document is JSON Lines, read a line at a time.
    var jsonLines = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "Nimbus component names", document: #"{"_:component": "layout:co‸"}"#,
      offers: ["layout:column", "layout:text", "forEach"], refuses: ["beagle:container", "setState"],
      inserts: "layout:column"),
    Case(
      name: "a component name typed without its closing quote",
      document: "{\"_:component\": \"layout:column\", \"children\": [{\"_:component\": \"lay‸\n]}",
      offers: ["layout:text"], inserts: "layout:text"),
    Case(
      name: "a component name before its quotes", document: #"{"_:component": ‸}"#, offers: ["layout:row"],
      inserts: #""layout:row""#),
    Case(
      name: "Beagle component names", document: #"{"_beagleComponent_": "beagle:‸"}"#,
      offers: ["beagle:container", "beagle:text"], refuses: ["layout:text"]),
    Case(
      name: "Nimbus action names",
      document: #"{"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "se‸"}]}}"#,
      offers: ["setState", "sendRequest", "push"], refuses: ["layout:text"]),
    Case(
      name: "Beagle action names",
      document: #"{"_beagleComponent_": "beagle:button", "onPress": [{"_beagleAction_": "‸"}]}"#,
      offers: ["beagle:pushView", "beagle:alert"]),
    Case(
      name: "Nimbus properties in 'properties'",
      document: "{\"_:component\": \"layout:text\", \"properties\": {\"te‸\n}}",
      offers: ["text", "alignment", "weight"], refuses: ["children", "properties"], inserts: "text"),
    Case(
      name: "Nimbus properties with the type key after them",
      document: #"{"properties": {‸}, "_:component": "layout:text"}"#, offers: ["text", "color"],
      inserts: #""text""#),
    Case(
      name: "a Nimbus node's own keys", document: #"{"_:component": "layout:text", ‸}"#,
      offers: ["properties", "children", "state", "id"], refuses: ["text"]),
    Case(
      name: "Beagle properties, the type key after them",
      document: #"{"te‸", "_beagleComponent_": "beagle:text"}"#, offers: ["text", "alignment", "id"],
      refuses: ["child", "children"]),
    Case(
      name: "keys already written are not offered again",
      document: #"{"_beagleComponent_": "beagle:text", "text": "a", ‸}"#, offers: ["alignment"],
      refuses: ["text"]),
    Case(
      name: "a Nimbus action's properties",
      document:
        #"{"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "push", "properties": {‸}}]}}"#,
      offers: ["url", "route", "method"], refuses: ["path"]),
    Case(
      name: "a Beagle action's properties",
      document: #"{"_beagleComponent_": "beagle:button", "onPress": [{"_beagleAction_": "beagle:alert", ‸}]}"#,
      offers: ["title", "message", "onPressOk"]),
    Case(
      name: "Nimbus enumeration values",
      document: #"{"_:component": "layout:text", "properties": {"alignment": "‸"}}"#,
      offers: ["start", "center", "end"], refuses: ["LEFT"], inserts: "start"),
    Case(
      name: "Beagle enumeration values before the quotes",
      document: #"{"_beagleComponent_": "beagle:text", "alignment": ‸}"#, offers: ["LEFT", "CENTER", "RIGHT"],
      inserts: #""LEFT""#),
    Case(
      name: "booleans", document: #"{"_:component": "layout:text", "properties": {"iosAdaptiveSize": ‸}}"#,
      offers: ["true", "false"]),
    Case(
      name: "Nimbus operations in @{", document: #"{"_:component": "layout:text", "properties": {"text": "n: @{su‸"}}"#,
      offers: ["sum", "subtract"], refuses: ["text"], inserts: "sum"),
    Case(
      name: "Beagle operations, in an argument",
      document: #"{"_beagleComponent_": "beagle:text", "text": "@{condition(eq(a, 1), ‸)}"}"#,
      offers: ["condition", "concat"]),
    Case(
      name: "operations in an array's string",
      document: #"{"_:component": "forEach", "properties": {"items": ["@{‸"]}}"#, offers: ["sum"]),
    Case(
      name: "no operations after @{ closes",
      document: #"{"_:component": "layout:text", "properties": {"text": "@{a} ‸"}}"#, offers: []),
    Case(
      name: "no operations in a state's path",
      document: #"{"_:component": "layout:text", "properties": {"text": "@{user.na‸"}}"#, offers: []),
    Case(
      name: "A2UI component names, from the catalog",
      document:
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Te‸"}]}}"#,
      offers: ["Text", "TextField", "Button", "Column"], refuses: ["layout:text", "beagle:text"], inserts: "Text"),
    Case(
      name: "A2UI properties, each once",
      document:
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Text", ‸}]}}"#,
      offers: ["text", "variant", "accessibility"], refuses: ["id", "component", "children"]),
    Case(
      name: "A2UI enumeration values",
      document:
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Text", "variant": "‸"}]}}"#,
      offers: ["h1", "caption", "body"]),
    Case(
      name: "A2UI functions in a call",
      document:
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Text", "text": {"call": "form‸"}}]}}"#,
      offers: ["formatDate", "formatString", "required", "email"], refuses: ["@concat", "Text"], inserts: "formatDate"),
    Case(
      name: "A2UI on a later line of JSON Lines",
      document: #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}"# + "\n"
        + #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Text", "variant": "‸"}]}}"#
        + "\n" + #"{"version": "v0.9", "deleteSurface": {"surfaceId": "s"}}"#,
      offers: ["h1", "caption"], jsonLines: true),
    Case(name: "nothing in an id", document: #"{"_:component": "layout:text", "id": "‸"}"#, offers: []),
    Case(name: "nothing without a dialect", document: #"{"a": "‸"}"#, offers: []),
  ]

  @Test(arguments: cases)
  func completionOffersWhatIsExpected(_ example: Case) throws {
    let marked = Marked(example.document)
    let items = CompletionProvider.items(at: marked.cursor(jsonLines: example.jsonLines))
    let labels = Set(items.map(\.label))
    #expect(labels.count == items.count, "an item is offered twice")
    for name in example.offers { #expect(labels.contains(name), "\(name) is not offered") }
    for name in example.refuses { #expect(!labels.contains(name), "\(name) is offered") }
    if example.offers.isEmpty { #expect(items.isEmpty) }
    if let inserts = example.inserts {
      let item = try #require(items.first { $0.label == example.offers[0] })
      #expect(item.newText == inserts)
      #expect(item.range.start <= marked.position && marked.position <= item.range.end)
    }
  }

  /// Items carry what the registry says of them: a component's role, a
  /// property's type and default.
  @Test func itemsAreDocumented() throws {
    let marked = Marked("{\"_:component\": \"layout:text\", \"properties\": {\"al‸\n}}")
    let items = CompletionProvider.items(at: marked.cursor())
    let alignment = try #require(items.first { $0.label == "alignment" })
    #expect(alignment.detail == "one of start|center|end")
    #expect(alignment.documentation?.contains("default `\"start\"`") == true)
    #expect(alignment.kind == .field)
    let text = Marked(#"{"_:component": "layout:te‸"}"#)
    let component = try #require(CompletionProvider.items(at: text.cursor()).first { $0.label == "layout:text" })
    #expect(component.documentation?.hasPrefix("**layout:text** (Nimbus component)") == true)
  }

  /// A library's components are offered when the server is given it.
  @Test func librariesAddTheirNames() {
    let library = Library(namespace: "acme", components: [ComponentDescriptor("acme:card")])
    let marked = Marked(#"{"_:component": "ac‸"}"#)
    #expect(CompletionProvider.items(at: marked.cursor(libraries: [library])).contains { $0.label == "acme:card" })
    #expect(!CompletionProvider.items(at: marked.cursor()).contains { $0.label == "acme:card" })
  }
}

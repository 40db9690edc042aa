import SDUILanguageProtocol
import Testing

@testable import SDUILanguageServer

/// What hover says where: a property's type and default, a component's,
/// an action's or an operation's description, and nothing elsewhere.
@Suite("Hover")
struct HoverTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let document: String
    /// How the hover starts, or `nil` for none.
    let starts: String?
    /// The text the hover's range covers.
    var covers: String?
    var testDescription: String { document }
  }

  static let cases: [Case] = [
    Case(
      document: #"{"_:component": "layout:text", "properties": {"ali‸gnment": "center"}}"#,
      starts: "`alignment`: one of start|center|end; default `\"start\"`.", covers: #""alignment""#),
    Case(
      document: #"{"_:component": "layout:text", "properties": {"alignment": "cen‸ter"}}"#,
      starts: "`alignment`: one of start|center|end", covers: #""center""#),
    Case(
      document: ##"{"text": "a", "_beagleComponent_": "beagle:text", "textC‸olor": "#fff"}"##,
      starts: "`textColor`: color."),
    Case(
      document: #"{"_beagleComponent_": "beagle:text", "te‸xt": "a"}"#, starts: "`text`: string, required."),
    Case(
      document: #"{"_:component": "layout:te‸xt"}"#, starts: "**layout:text** (Nimbus component): takes no children",
      covers: #""layout:text""#),
    Case(
      document: #"{"_beagleComponent_": "beagle:button", "onPress": [{"_beagleAction_": "beagle:pu‸shView"}]}"#,
      starts: "**beagle:pushView** (Beagle action). Needs `route`."),
    Case(
      document: #"{"_:component": "layout:text", "properties": {"text": "@{s‸um(1, 2)}"}}"#,
      starts: "**sum** (Nimbus operation): takes 1 or more arguments", covers: "sum"),
    Case(
      document:
        #"{"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "push", "properties": {"u‸rl": "/a"}}]}}"#,
      starts: "`url`: url, required unless `route` is given."),
    Case(
      document:
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Te‸xt"}]}}"#,
      starts: "**Text** (A2UI component)", covers: #""Text""#),
    Case(
      document:
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Text", "text": {"call": "formatDa‸te"}}]}}"#,
      starts: "**formatDate** (A2UI operation)", covers: #""formatDate""#),
    Case(document: #"{"_:component": "layout:text", "i‸d": "a"}"#, starts: nil),
    Case(document: #"{"_:component": "layout:text", "properties": {"nope‸": 1}}"#, starts: nil),
    Case(document: #"{"_:component": "layout:text", "properties": {"text": "@{user.na‸me}"}}"#, starts: nil),
  ]

  @Test(arguments: cases)
  func hoverSaysWhatIsThere(_ example: Case) {
    let marked = Marked(example.document)
    let hover = HoverProvider.hover(at: marked.cursor())
    guard let starts = example.starts else {
      #expect(hover == nil)
      return
    }
    #expect(hover?.markdown.hasPrefix(starts) == true, "\(hover?.markdown ?? "no hover")")
    if let covers = example.covers, let range = hover?.range {
      let lines = marked.lines
      let text = lines.bytes[lines.offset(of: range.start)..<lines.offset(of: range.end)]
      #expect(String(decoding: text, as: UTF8.self) == covers)
    }
  }
}

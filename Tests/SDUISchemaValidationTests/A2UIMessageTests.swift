import SDUIDocument
import SDUISchemaValidation
import Testing

/// What a renderer would show for malformed A2UI messages: the message,
/// the instance path and its line and column, the keyword and the schema
/// location.
@Suite(.enabled(if: A2UISchemas.isPresent))
struct A2UIMessageTests {
  /// A malformed `updateComponents` and the one violation expected.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var component: String
    var message: String
    var path: String
    var location: String
    var keyword: String
    var testDescription: String { name }
  }

  static let serverToClient = A2UISchemas.uri("server_to_client.json")

  /// Each component sits in `{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [` on line 1.
  static let cases: [Case] = [
    Case(
      name: "a misspelt component type", component: #"{"id": "a", "component": "Buton", "child": "t"}"#,
      message: "'Buton' is none of Text, Image, Icon, Video, AudioPlayer, Row, …",
      path: "$.updateComponents.components[0].component", location: "2:26", keyword: "oneOf"),
    Case(
      name: "a button without its child",
      component: #"{"id": "a", "component": "Button", "action": {"event": {"name": "go"}}}"#,
      message: "'child' is required", path: "$.updateComponents.components[0]", location: "2:1", keyword: "required"),
    Case(
      name: "a number for a text", component: #"{"id": "a", "component": "Text", "text": 5}"#,
      message: "expected a string or an object, found a number", path: "$.updateComponents.components[0].text",
      location: "2:42", keyword: "oneOf"),
    Case(
      name: "an unknown property", component: #"{"id": "a", "component": "Text", "text": "hi", "colour": "red"}"#,
      message: "'colour' is not an allowed property here", path: "$.updateComponents.components[0]", location: "2:48",
      keyword: "unevaluatedProperties"),
    Case(
      name: "an unknown function",
      component: #"{"id": "a", "component": "Text", "text": {"call": "shout", "args": {}, "returnType": "string"}}"#,
      message: "'shout' is none of required, regex, length, numeric, email, formatString, …",
      path: "$.updateComponents.components[0].text.call", location: "2:51", keyword: "oneOf"),
    Case(
      name: "a function of the wrong return type",
      component:
        #"{"id": "a", "component": "Text", "text": {"call": "required", "args": {"value": 1}, "returnType": "boolean"}}"#,
      message: "expected 'string', found 'boolean'", path: "$.updateComponents.components[0].text.returnType",
      location: "2:99", keyword: "const"),
  ]

  @Test(arguments: cases)
  func violation(_ testCase: Case) throws {
    let text = """
      {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
      \(testCase.component)]}}
      """
    let violations = try A2UISchemas.runnerRegistry().validate(JSONParser.parse(text), against: Self.serverToClient)
    try #require(violations.count == 1, "\(violations.map(\.description))")
    #expect(violations[0].message == testCase.message)
    #expect(violations[0].instancePath.description == testCase.path)
    #expect(violations[0].location.description == testCase.location)
    #expect(violations[0].keyword == testCase.keyword)
  }

  @Test func theSchemaLocationNamesTheKeywordThatFailed() throws {
    let message = try JSONParser.parse(#"{"version": "v0.9", "deleteSurface": {}}"#)
    let violations = try A2UISchemas.runnerRegistry().validate(message, against: Self.serverToClient)
    #expect(violations.map(\.description) == ["1:38 $.deleteSurface: 'surfaceId' is required (required)"])
    #expect(
      violations.map(\.schemaLocation) == [
        "https://a2ui.org/specification/v0_9/server_to_client.json#/$defs/DeleteSurfaceMessage/properties/deleteSurface/required"
      ])
  }

  /// Each nested call is reached along several paths of the schemas (the
  /// arguments of any function, those of `and`, of `or`…); applied once per
  /// value, twenty-five levels take little work, not work growing with a power of
  /// the nesting.
  @Test func deeplyNestedCallsTakeWorkInProportion() throws {
    var condition = #"{"path": "/accepted"}"#
    for _ in 0..<25 { condition = #"{"call": "not", "args": {"value": \#(condition)}, "returnType": "boolean"}"# }
    let text = """
      {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Button",
        "child": "t", "action": {"event": {"name": "go"}}, "checks": [{"condition": \(condition), "message": "m"}]}]}}
      """
    var registry = try A2UISchemas.runnerRegistry()
    registry.limits.maximumKeywordEvaluations = 200_000
    let violations = registry.validate(try JSONParser.parse(text), against: Self.serverToClient)
    #expect(violations.isEmpty, "\(violations.map(\.description))")
  }

  @Test func aMessageWithoutItsVersionSaysSo() throws {
    let message = try JSONParser.parse(#"{"deleteSurface": {"surfaceId": "s"}}"#)
    let violations = try A2UISchemas.runnerRegistry().validate(message, against: Self.serverToClient)
    #expect(violations.map(\.message) == ["'version' is required"])
  }
}

import SDUIDocument
import Testing

@testable import SDUIFlows

/// `assertSent`'s pattern: keys given are there, mappings within hold in
/// turn, lists item by item, scalars as text.
@Suite("assertSent")
struct AssertSentTests {
  static let sent = #"""
    {"version": "v0.9", "action": {"name": "book_table", "surfaceId": "s", "context": {"name": "Ann", "partySize": 2, "tags": ["a", "b"], "vip": true}}}
    """#

  @Test(arguments: [
    ("{action: {name: book_table}}", true),
    ("{action: {name: book_table, context: {partySize: 2}}}", true),
    (#"{action: {context: {partySize: "2", vip: true}}}"#, true),
    ("{action: {context: {tags: [a, b]}}}", true),
    ("{action: {context: {tags: [a]}}}", false),
    ("{action: {name: cancel}}", false),
    ("{action: {context: {missing: x}}}", false),
    ("{error: {code: VALIDATION_FAILED}}", false),
    ("{version: v0.9}", true),
  ])
  func aSentMessageHoldsThePattern(pattern: String, holds: Bool) throws {
    let flow = try FlowParser.parse("appId: x\n---\n- assertSent: \(pattern)\n", file: "f.yaml")
    let command = try #require(flow.steps.first?.command as? AssertSent)
    #expect(command.expected.matches(try JSONParser.parse(Self.sent)) == holds)
  }

  @Test func aPatternThatIsNoMappingIsRefusedWhenTheFlowIsRead() {
    #expect(throws: FlowError.self) {
      try FlowParser.parse("appId: x\n---\n- assertSent: book_table\n", file: "f.yaml")
    }
  }
}

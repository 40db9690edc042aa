import SDUIDocument
import Testing

@testable import SDUIA2UI

/// The conformance harness fails a case whose expectation the code does
/// not meet, so that a suite that passes says something.
@Suite("A2UI conformance harness")
struct HarnessSelfTests {
  /// Data model cases no model meets.
  static let unmetDataModelCases: [JSONValue] = [
    ["steps": [["op": "get", "path": "/a", "expect": 1]]],
    ["initial": ["a": 1], "steps": [["op": "get", "path": "/a", "expect_absent": true]]],
    ["steps": [["op": "get", "path": "/", "expect_type": "list"]]],
    ["steps": [["op": "set", "path": "/a", "value": 1, "expect_error": ["category": "DataError", "message": "x"]]]],
    ["watch": ["/a"], "steps": [["op": "set", "path": "/b", "value": 1, "expect_notified": ["/a"]]]],
    ["steps": [["op": "set", "path": "/a", "value": 1, "expect_values": ["/a": 2]]]],
    ["steps": [["op": "teleport"]]],
  ]

  @Test(arguments: unmetDataModelCases)
  func aDataModelCaseThatIsNotMetFails(testCase: JSONValue) {
    #expect(DataModelConformanceTests.run(testCase) != nil)
  }

  /// Expression cases no parser meets.
  static let unmetExpressionCases: [JSONValue] = [
    ["input": "${x}", "expect": [["path": "y"]]],
    ["input": "a${'b'}", "expect": ["a", "b", "c"]],
    ["input": "${x}", "expect_error": ["category": "ParseError", "message": "Unclosed"]],
    ["input": "${x", "expect_error": ["category": "ParseError", "message": "Invalid number literal"]],
  ]

  @Test(arguments: unmetExpressionCases)
  func anExpressionCaseThatIsNotMetFails(testCase: JSONValue) {
    #expect(ExpressionConformanceTests.parse(testCase) != nil)
  }
}

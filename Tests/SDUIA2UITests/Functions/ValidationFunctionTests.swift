import SDUIDocument
import Testing

@testable import SDUIA2UI

/// The basic catalog's checks, `and`, `or` and `not`, each a table of
/// calls over one data model and the results they give.
@Suite("A2UI check functions")
struct ValidationFunctionTests {
  static let data: JSONValue = [
    "empty": "", "none": [], "zero": 0, "phone": "0123456789", "code": "Abc", "count": "12", "yes": true,
    "form": ["email": "ada@example.org", "agreed": false],
  ]

  static let calls: [(call: JSONValue, result: JSONValue)] = [
    (FunctionFixture.call("required", ["value": ["path": "/phone"]]), true),
    (FunctionFixture.call("required", ["value": ["path": "/empty"]]), false),
    (FunctionFixture.call("required", ["value": ["path": "/none"]]), false),
    (FunctionFixture.call("required", ["value": ["path": "/missing"]]), false),
    (FunctionFixture.call("required", ["value": nil]), false),
    (FunctionFixture.call("required", ["value": ["path": "/zero"]]), true),
    (FunctionFixture.call("regex", ["value": ["path": "/phone"], "pattern": #"^\d{10}$"#]), true),
    (FunctionFixture.call("regex", ["value": ["path": "/code"], "pattern": "^[A-Z]"]), true),
    (FunctionFixture.call("regex", ["value": ["path": "/code"], "pattern": "^[0-9]"]), false),
    (FunctionFixture.call("regex", ["value": "xaby", "pattern": "ab"]), true),
    (FunctionFixture.call("regex", ["value": "line\nab", "pattern": "^ab$"]), false),
    (FunctionFixture.call("regex", ["value": "ABC", "pattern": "(?i)^abc$"]), true),
    (FunctionFixture.call("length", ["value": "héllo", "min": 5, "max": 5]), true),
    (FunctionFixture.call("length", ["value": "hi", "min": 3]), false),
    (FunctionFixture.call("length", ["value": ["path": "/phone"], "max": 9]), false),
    (FunctionFixture.call("numeric", ["value": ["path": "/count"], "min": 10, "max": 12]), true),
    (FunctionFixture.call("numeric", ["value": 12.5, "max": 12]), false),
    (FunctionFixture.call("numeric", ["value": "twelve", "min": 0]), false),
    (FunctionFixture.call("numeric", ["value": "0x10", "min": 0]), false),
    (FunctionFixture.call("email", ["value": ["path": "/form/email"]]), true),
    (FunctionFixture.call("email", ["value": "ada@example"]), false),
    (FunctionFixture.call("email", ["value": "ada lovelace@example.org"]), false),
    (FunctionFixture.call("and", ["values": [true, ["path": "/yes"]]]), true),
    (FunctionFixture.call("and", ["values": [true, ["path": "/form/agreed"]]]), false),
    (FunctionFixture.call("or", ["values": [["path": "/form/agreed"], "TRUE"]]), true),
    (FunctionFixture.call("or", ["values": [true, ["call": "noSuchFunction"]]]), true),
    (FunctionFixture.call("and", ["values": [false, ["call": "noSuchFunction"]]]), false),
    (
      FunctionFixture.call(
        "and",
        [
          "values": [
            ["call": "required", "args": ["value": ["path": "/form/email"]]],
            ["call": "not", "args": ["value": ["path": "/form/agreed"]]],
          ]
        ]), true
    ),
    (FunctionFixture.call("not", ["value": ["path": "/yes"]]), false),
    (FunctionFixture.call("not", ["value": 0]), true),
  ]

  @Test(arguments: calls)
  func aCheckGivesItsResult(call: JSONValue, result: JSONValue) throws {
    #expect(try FunctionFixture.evaluate(call, data: Self.data) == result)
  }

  /// Calls that fail, with their error.
  static let failures: [(call: JSONValue, error: FunctionError)] = [
    (FunctionFixture.call("required", [:]), .missingArgument(function: "required", argument: "value")),
    (FunctionFixture.call("nope", [:]), .unknownFunction("nope")),
    (
      FunctionFixture.call("and", ["values": ["path": "/yes"]]),
      .wrongArgumentType(
        function: "and", argument: "values", expected: "a list of booleans", found: "true")
    ),
    (
      FunctionFixture.call("length", ["value": "x", "max": JSONValue(.number(.integer(.max)))]),
      .wrongArgumentType(
        function: "length", argument: "max", expected: "a whole number from 0 to \(Int.max)",
        found: "9.223372036854776e+18")
    ),
    (
      FunctionFixture.call("length", ["value": "x", "min": -1]),
      .wrongArgumentType(
        function: "length", argument: "min", expected: "a whole number from 0 to \(Int.max)", found: "-1")
    ),
  ]

  @Test(arguments: failures)
  func aCallThatCannotBeEvaluatedSaysWhy(call: JSONValue, error: FunctionError) {
    #expect(throws: error) { try FunctionFixture.evaluate(call, data: Self.data) }
  }

  /// Patterns RE2 refuses: malformed, a backreference, and one written to
  /// close the group the search wraps it in.
  @Test(arguments: ["(", #"(a)\1"#, "a)|(b", "(?=a)"])
  func aPatternRE2RefusesIsAnError(pattern: String) {
    #expect {
      try FunctionFixture.evaluate(
        FunctionFixture.call("regex", ["value": "a", "pattern": JSONValue(.string(pattern))]))
    } throws: { error in
      guard case .invalidRegularExpression(let refused, _)? = error as? FunctionError else { return false }
      return refused == pattern
    }
  }
}

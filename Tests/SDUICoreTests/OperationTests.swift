import SDUIDialects
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// Every operation, from the reference test suites' tables (spec nimbus §5,
/// spec beagle §6). Each row evaluates an expression with a few states.
@Suite("Operations")
struct OperationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let expression: String
    let expected: String
    var testDescription: String { "\(expression) = \(expected)" }
  }

  static let states: [String: JSONValue] = [
    "c": [1, 2, 3], "ctx": "some long string", "person": ["name": "Ann", "age": 30], "nothing": nil,
    "words": "name lastname", "c3": [1, 2, 3.0, 3.0],
  ]

  static func evaluate(_ source: String, _ dialect: Dialect) -> (String, [EvaluationProblem]) {
    let template = TextTemplate.scan("@{\(source)}").template.compiled(with: ExpressionParser(dialect: dialect))
    var problems: [EvaluationProblem] = []
    let value = ExpressionEvaluator(registry: .builtin(for: dialect)).evaluate(
      template, resolve: { states[$0] }, problems: &problems)
    return (value.jsonText, problems)
  }

  static let nimbus: [Case] = [
    Case(expression: "sum(16, 2.5, 2)", expected: "20.5"),
    Case(expression: "sum('1', '1')", expected: "2"),
    Case(expression: "sum(1, true)", expected: "null"),
    Case(expression: "subtract(10, 4, 1)", expected: "5"),
    Case(expression: "multiply(2, 2.5)", expected: "5.0"),
    Case(expression: "divide(6, 4)", expected: "1.5"),
    Case(expression: "divide(16, 2, 2)", expected: "4"),
    Case(expression: "divide(1, 0)", expected: "null"),
    Case(expression: "gt(2, 1)", expected: "true"),
    Case(expression: "gte('1', 1.0)", expected: "true"),
    Case(expression: "lt('a', 1)", expected: "false"),
    Case(expression: "lte(2, 2)", expected: "true"),
    Case(expression: "eq(15, 15.0)", expected: "true"),
    Case(expression: "eq('1', '1.0')", expected: "true"),
    Case(expression: "eq('true', 'true')", expected: "true"),
    Case(expression: "eq('2', 1.0)", expected: "false"),
    Case(expression: "eq(person, object('name', 'Ann', 'age', 30))", expected: "true"),
    Case(expression: "and(true, 1, 'x')", expected: "true"),
    Case(expression: "and(true, false)", expected: "false"),
    Case(expression: "and()", expected: "true"),
    Case(expression: "or(false, true)", expected: "true"),
    Case(expression: "or(1)", expected: "false"),
    Case(expression: "not(true)", expected: "false"),
    Case(expression: "not(1)", expected: "null"),
    Case(expression: "condition(true, null, 10)", expected: "null"),
    Case(expression: "condition(false, 'a', 'b')", expected: "\"b\""),
    Case(expression: "condition(1, 'a', 'b')", expected: "null"),
    Case(expression: "capitalize('hello world')", expected: "\"Hello world\""),
    Case(expression: "uppercase('abc')", expected: "\"ABC\""),
    Case(expression: "lowercase(5.0)", expected: "\"5.0\""),
    Case(expression: "substr('This is a Test text.', 10, 14)", expected: "\"Test\""),
    Case(expression: "substr('abc', 1)", expected: "\"bc\""),
    Case(expression: "substr('abc', 2, 1)", expected: "null"),
    Case(expression: "substr('abc', 0, 9)", expected: "null"),
    Case(expression: "match('2023-01-05', '\\d{4}-\\d{2}-\\d{2}')", expected: "true"),
    Case(expression: "match('x2023-01-05', '\\d{4}-\\d{2}-\\d{2}')", expected: "false"),
    Case(expression: "replace('a-b-c', '-', '+')", expected: "\"a+b+c\""),
    Case(expression: "replace('John Smith', '(\\w+) (\\w+)', '$2, $1')", expected: "\"Smith, John\""),
    Case(expression: "match('x', '(')", expected: "null"),
    Case(expression: "contains(c, 2)", expected: "true"),
    Case(expression: "contains(c, 2.0)", expected: "false"),
    Case(expression: "contains(person, 'name')", expected: "true"),
    Case(expression: "contains('hello', 'ell')", expected: "true"),
    Case(expression: "contains('hello', null)", expected: "true"),
    Case(expression: "contains(1, 1)", expected: "false"),
    Case(expression: "concat(c, array(4), 5)", expected: "[1,2,3,4]"),
    Case(expression: "concat(person, object('age', 31))", expected: #"{"name":"Ann","age":31}"#),
    Case(expression: "concat('a', 1, null, true)", expected: "\"a1nulltrue\""),
    Case(expression: "length(c)", expected: "3"),
    Case(expression: "length('héllo')", expected: "5"),
    Case(expression: "length(person)", expected: "2"),
    Case(expression: "length(1)", expected: "0"),
    Case(expression: "isNull(nothing)", expected: "true"),
    Case(expression: "isNull(missing)", expected: "true"),
    Case(expression: "isEmpty(nothing)", expected: "true"),
    Case(expression: "isEmpty('')", expected: "true"),
    Case(expression: "isEmpty(0)", expected: "false"),
    Case(expression: "array(1, 'a', null)", expected: #"[1,"a",null]"#),
    Case(expression: "insert(c, 4)", expected: "[1,2,3,4]"),
    Case(expression: "insert(c, 0, 0)", expected: "[0,1,2,3]"),
    Case(expression: "insert(c, 9, 3)", expected: "[1,2,3,9]"),
    Case(expression: "insert(c, 9, 4)", expected: "null"),
    Case(expression: "insert(nothing, 1)", expected: "[1]"),
    Case(expression: "remove(insert(c, 2), 2)", expected: "[1,3,2]"),
    Case(expression: "removeIndex(c)", expected: "[1,2]"),
    Case(expression: "removeIndex(c, 0)", expected: "[2,3]"),
    Case(expression: "removeIndex(c, 5)", expected: "null"),
    Case(expression: "object('a', 1, 'b')", expected: #"{"a":1,"b":null}"#),
    Case(expression: "object('a', 1, 'a', 2)", expected: #"{"a":2}"#),
    Case(expression: "object(null, 1)", expected: #"{"null":1}"#),
    Case(expression: "entries(person)", expected: #"[{"key":"name","value":"Ann"},{"key":"age","value":30}]"#),
    Case(expression: "entries(c)", expected: "[]"),
    Case(expression: "nope(1)", expected: "null"),
  ]

  @Test(arguments: nimbus)
  func nimbusOperations(_ testCase: Case) {
    #expect(Self.evaluate(testCase.expression, .nimbus).0 == testCase.expected)
  }

  static let beagle: [Case] = [
    Case(expression: "sum(6, 4)", expected: "10"),
    Case(expression: "sum(1, 1.5)", expected: "2.5"),
    Case(expression: "sum('3.5', 2)", expected: "5.5"),
    Case(expression: "sum(2.8, 4.5, 6.0)", expected: "13.3"),
    Case(expression: "sum(1, true)", expected: "null"),
    Case(expression: "sum()", expected: "null"),
    Case(expression: "subtract(4, 6, 4)", expected: "-6"),
    Case(expression: "subtract('1', 1.0)", expected: "0.0"),
    Case(expression: "multiply(2.8, 4.5, 6.0)", expected: "75.6"),
    Case(expression: "multiply('3.5', 2)", expected: "7.0"),
    Case(expression: "divide(6, 4)", expected: "1.5"),
    Case(expression: "divide(4, 2)", expected: "2.0"),
    Case(expression: "divide('1', '1')", expected: "1.0"),
    Case(expression: "gt('2', '1')", expected: "true"),
    Case(expression: "gte('1', '1.0')", expected: "true"),
    Case(expression: "lt('1.0', '2.0')", expected: "true"),
    Case(expression: "gt(true, 2)", expected: "false"),
    Case(expression: "eq(1.0, 1)", expected: "true"),
    Case(expression: "eq('1', '1.0')", expected: "true"),
    Case(expression: "eq('no', 'no')", expected: "true"),
    Case(expression: "eq(true, 2)", expected: "false"),
    Case(expression: "condition(null, 1, 0)", expected: "0"),
    Case(expression: "condition(1, 0)", expected: "null"),
    Case(expression: "condition(lt(4, 5), 'less then 5', 'greater then 5')", expected: "\"less then 5\""),
    Case(expression: "not(true)", expected: "false"),
    Case(expression: "not(1)", expected: "null"),
    Case(expression: "and(true, true)", expected: "true"),
    Case(expression: "or(true, false)", expected: "true"),
    Case(expression: "and(0, '1')", expected: "null"),
    Case(expression: "concat('Name', 'Lastname')", expected: "\"NameLastname\""),
    Case(expression: "concat(1, 0)", expected: "null"),
    Case(expression: "capitalize(words)", expected: "\"Name Lastname\""),
    Case(expression: "uppercase(1)", expected: "null"),
    Case(expression: "substr('string', 0, 3)", expected: "\"str\""),
    Case(expression: "substr(ctx, 5)", expected: "\"long string\""),
    Case(expression: "substr('str', 0, 0)", expected: "\"\""),
    Case(expression: "substr('str', 0, 5)", expected: "null"),
    Case(expression: "substr('str', -1, 1)", expected: "null"),
    Case(expression: "substr('str', 3)", expected: "null"),
    Case(expression: "substr('str', '1')", expected: "null"),
    Case(expression: "capitalize('ÉCOLE\tde\nparis')", expected: "\"École\\tDe\\nParis\""),
    Case(expression: "insert(c, 3, 2)", expected: "[1,2,3,3]"),
    Case(expression: "insert(c, 0)", expected: "[1,2,3,0]"),
    Case(expression: "insert(c, 0, 5)", expected: "null"),
    Case(expression: "remove(c3, 3.0)", expected: "[1,2]"),
    Case(expression: "removeIndex(c3)", expected: "[1,2,3.0]"),
    Case(expression: "removeIndex(c, 9)", expected: "null"),
    Case(expression: "contains(c, 4)", expected: "false"),
    Case(expression: "contains(c, 2.0)", expected: "true"),
    Case(expression: "union(c, 2, c)", expected: "[1,2,3,1,2,3]"),
    Case(expression: "union(2, 4)", expected: "[]"),
    Case(expression: "isNull(null)", expected: "true"),
    Case(expression: "isNull(1)", expected: "false"),
    Case(expression: "isEmpty('')", expected: "true"),
    Case(expression: "isEmpty(c)", expected: "false"),
    Case(expression: "isEmpty(1)", expected: "null"),
    Case(expression: "length('Hello World!')", expected: "12"),
    Case(expression: "length(1)", expected: "null"),
    Case(expression: "int('1.1')", expected: "null"),
    Case(expression: "int(-2.7)", expected: "-2"),
    Case(expression: "int('string')", expected: "null"),
    Case(expression: "double('1.1')", expected: "1.1"),
    Case(expression: "double('string')", expected: "null"),
    Case(expression: "string(1.1)", expected: "\"1.1\""),
    Case(expression: "string(true)", expected: "\"true\""),
    Case(expression: "string(2.0)", expected: "\"2\""),
    Case(expression: "string(c)", expected: "null"),
    Case(expression: "blah(42)", expected: "null"),
  ]

  @Test(arguments: beagle)
  func beagleOperations(_ testCase: Case) {
    #expect(Self.evaluate(testCase.expression, .beagle).0 == testCase.expected)
  }

  @Test(arguments: Dialect.allCases)
  func everyBuiltinOperationHasAnImplementation(_ dialect: Dialect) {
    let registry = Registry.builtin(for: dialect)
    #expect(registry.operations.count == [Dialect.nimbus: 30, .beagle: 29, .a2ui: 22][dialect])
    for name in registry.operations.names {
      #expect(registry.operations.lookup(name)?.implementation != nil, "\(name)")
    }
  }

  @Test func failuresAreReportedNotThrown() {
    let (value, problems) = Self.evaluate("sum(1, divide(1, 0))", .nimbus)
    #expect(value == "null")
    #expect(
      problems.map(\.description) == [
        "operation 'divide' failed: division by zero",
        "operation 'sum' failed: argument 2 of 'sum' is null, expected a number",
      ])
  }

  /// A start past what an integer holds is out of range, and says so,
  /// not that it is no number.
  @Test func aStartPastAnIntegerSaysItsRange() {
    let (value, problems) = Self.evaluate("substr('abc', 99999999999999999999, 3)", .nimbus)
    #expect(value == "null")
    #expect(
      problems.map(\.description) == [
        "operation 'substr' failed: 'substr' start must be an integer from -2^63 to 2^63 - 1"
      ])
  }
}

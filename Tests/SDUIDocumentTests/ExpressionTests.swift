import SDUIDialects
import Testing

@testable import SDUIDocument

@Suite("Expressions")
struct ExpressionTests {
  struct ParseCase: CustomTestStringConvertible, Sendable {
    let dialect: Dialect
    let source: String
    let expected: String
    var testDescription: String { "\(dialect.name) \(source)" }
  }

  /// `expected` is the canonical form, or `error: message at column N`.
  static let parsing: [ParseCase] = [
    ParseCase(dialect: .nimbus, source: "@{counter}", expected: "counter"),
    ParseCase(dialect: .nimbus, source: "@{order.products[2].title}", expected: "order.products[2].title"),
    ParseCase(dialect: .nimbus, source: "@{data[5][0]}", expected: "data[5][0]"),
    ParseCase(dialect: .nimbus, source: "@{5ao1}", expected: "5ao1"),
    ParseCase(dialect: .nimbus, source: "@{58.72.98}", expected: "58.72.98"),
    ParseCase(dialect: .nimbus, source: "@{true}", expected: "true"),
    ParseCase(dialect: .nimbus, source: "@{null}", expected: "null"),
    ParseCase(dialect: .nimbus, source: "@{10}", expected: "10"),
    ParseCase(dialect: .nimbus, source: "@{2.50}", expected: "2.5"),
    ParseCase(dialect: .nimbus, source: "@{'{ beagle }'}", expected: "'{ beagle }'"),
    ParseCase(dialect: .nimbus, source: #"@{'it\'s'}"#, expected: #"'it\'s'"#),
    ParseCase(dialect: .nimbus, source: "@{sum(a, 1)}", expected: "sum(a, 1)"),
    ParseCase(
      dialect: .nimbus, source: "@{and(eq(a, 1), gt(b, 2), lt(c, 3))}", expected: "and(eq(a, 1), gt(b, 2), lt(c, 3))"),
    ParseCase(dialect: .nimbus, source: "@{array()}", expected: "array()"),
    ParseCase(dialect: .nimbus, source: "@{substr(s, 3, null)}", expected: "substr(s, 3, null)"),
    ParseCase(dialect: .nimbus, source: "@{sum(a,}", expected: "error: expected an argument at column 9"),
    ParseCase(
      dialect: .nimbus, source: "@{ name }", expected: "error: expected an expression, found a space at column 3"),
    ParseCase(
      dialect: .nimbus, source: "@{-1}",
      expected: "error: expected a literal, an operation or a state path, found '-1' at column 3"),
    ParseCase(
      dialect: .nimbus, source: "@{sum(1 2)}",
      expected: "error: expected ',' or ')' after an argument, found '2' at column 9"),
    ParseCase(
      dialect: .nimbus, source: "@{sum(1, 2}", expected: "error: expected ',' or ')' to close 'sum(' at column 11"),
    ParseCase(
      dialect: .nimbus, source: "@{a b}", expected: "error: unexpected a space after the expression at column 4"),
    ParseCase(
      dialect: .nimbus, source: "@{client[a]}",
      expected: "error: expected a literal, an operation or a state path, found 'client[a]' at column 3"),
    ParseCase(dialect: .nimbus, source: "x @{}", expected: "error: expected an expression at column 5"),
    ParseCase(dialect: .beagle, source: "@{-1}", expected: "-1"),
    ParseCase(dialect: .beagle, source: "@{concat( 'a'    ,'b' ,     'c'  )}", expected: "concat('a', 'b', 'c')"),
    ParseCase(dialect: .beagle, source: "@{2client.2phones[0]}", expected: "2client.2phones[0]"),
    ParseCase(dialect: .beagle, source: "@{client_[2].matrix[1][1]}", expected: "client_[2].matrix[1][1]"),
    ParseCase(
      dialect: .beagle, source: "@{concat('()}{}((),(', 'test),(')}", expected: "concat('()}{}((),(', 'test),(')"),
    ParseCase(
      dialect: .beagle, source: "@{[2]}",
      expected: "error: expected a literal, an operation or a state path, found '[2]' at column 3"),
    ParseCase(
      dialect: .beagle, source: "@{client.[2]}",
      expected: "error: expected a literal, an operation or a state path, found 'client.[2]' at column 3"),
    ParseCase(dialect: .beagle, source: "@{123(1)}", expected: "error: '123' is not an operation name at column 3"),
    ParseCase(
      dialect: .beagle, source: "@{sum(2, 4))}", expected: "error: unexpected ')' after the expression at column 12"),
  ]

  @Test(arguments: parsing)
  func parsesByTheDialectsGrammar(_ testCase: ParseCase) throws {
    let (scanned, _) = TextTemplate.scan(testCase.source)
    let template = scanned.compiled(with: ExpressionParser(dialect: testCase.dialect))
    let result = try #require(template.expressions.first)
    switch result {
    case .success(let expression): #expect(expression.description == testCase.expected)
    case .failure(let error): #expect("error: \(error)" == testCase.expected)
    }
  }

  @Test func errorsDrawACaretUnderTheColumn() throws {
    let parser = ExpressionParser(dialect: .nimbus)
    #expect(throws: ExpressionError.self) { try parser.parse("sum(a,", offset: 2, in: "@{sum(a,}") }
    do {
      _ = try parser.parse("sum(a,", offset: 2, in: "@{sum(a,}")
    } catch {
      #expect(error.caretText == "@{sum(a,}\n        ^ expected an argument")
    }
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "not(", count: 300) + "true" + String(repeating: ")", count: 300)
    #expect(throws: ExpressionError.self) {
      try ExpressionParser(dialect: .nimbus).parse(deep, offset: 2, in: "@{\(deep)}")
    }
  }
}

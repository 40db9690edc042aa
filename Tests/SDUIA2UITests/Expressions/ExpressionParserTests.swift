import SDUIDocument
import Testing

@testable import SDUIA2UI

/// The template parser where `expressions.yaml` says nothing: the values
/// it reads, its errors and their offsets, its budget.
@Suite("A2UI expression parser")
struct ExpressionParserTests {
  /// Templates and the parts they parse to.
  static let templates: [(template: String, parts: [DynamicValue])] = [
    ("${null}", [.literal(.null)]),
    ("${-3} ${-0.5}", [.literal(-3), .literal(" "), .literal(-0.5)]),
    (#"${'\u00e9\t'}"#, [.literal("é\t")]),
    ("${'a'}${\"b\"}c", [.literal("abc")]),
    ("€ ${/prix} €", [.literal("€ "), .binding(path: "/prix"), .literal(" €")]),
    ("${a~1b/c~0d}", [.binding(path: "a~1b/c~0d")]),
    (
      "${f( a : 1 ,b:${/x} )}",
      [
        .call(
          FunctionCall(
            name: "f", arguments: [.init(name: "a", value: .literal(1)), .init(name: "b", value: .binding(path: "/x"))])
        )
      ]
    ),
    ("$ {x} $x \\n", [.literal("$ {x} $x \\n")]),
  ]

  @Test(arguments: templates)
  func aTemplateParsesToItsParts(template: String, parts: [DynamicValue]) throws {
    #expect(try ExpressionParser().parseTemplate(template) == parts)
  }

  /// Templates that do not parse, with the error and its offset.
  static let errors: [(template: String, error: ExpressionParseError)] = [
    ("ab ${x", .unclosedInterpolation(offset: 3)),
    ("${f(a: 1", .unclosedInterpolation(offset: 0)),
    ("${ }", .expectedValue(found: "'}'", offset: 3)),
    ("${'open}", .unterminatedString(offset: 2)),
    ("${4x}", .invalidNumberLiteral("4x", offset: 2)),
    ("${1.}", .invalidNumberLiteral("1.", offset: 2)),
    ("${a-b()}", .invalidFunctionName("a-b", offset: 2)),
    ("${f(1: 2)}", .expectedArgumentName(found: "'1'", offset: 4)),
    ("${f(a: 1, a: 2)}", .duplicateArgument("a", offset: 10)),
    ("${x y}", .unexpectedCharacters("y", offset: 4)),
  ]

  @Test(arguments: errors)
  func aTemplateThatDoesNotParseSaysWhereAndWhy(template: String, error: ExpressionParseError) {
    #expect(throws: error) { try ExpressionParser().parseTemplate(template) }
    #expect(error.description.hasSuffix("(at offset \(error.offset))"))
  }

  @Test func interpolationsAndCallsNestOnlyAsDeepAsTheBudget() throws {
    let parser = ExpressionParser(maximumNesting: 4)
    #expect(try parser.parseTemplate("${${${${'x'}}}}") == [.literal("x")])
    #expect(throws: ExpressionParseError.nestingTooDeep(limit: 4, offset: 8)) {
      try parser.parseTemplate("${${${${${'x'}}}}}")
    }
    #expect(try parser.parseTemplate("${f(a: g(b: h(c: 1)))}").count == 1)
    #expect(throws: ExpressionParseError.nestingTooDeep(limit: 4, offset: 18)) {
      try parser.parseTemplate("${f(a: g(b: h(c: i(d: 1))))}")
    }
    let hostile = String(repeating: "${", count: 30_000)
    #expect(throws: ExpressionParseError.nestingTooDeep(limit: 32, offset: 64)) {
      try ExpressionParser().parseTemplate(hostile)
    }
  }

  @Test func aTemplateLongerThanTheBudgetIsRefused() {
    let parser = ExpressionParser(maximumLength: 8)
    #expect(throws: ExpressionParseError.templateTooLong(length: 9, limit: 8)) { try parser.parseTemplate("123456789") }
  }
}

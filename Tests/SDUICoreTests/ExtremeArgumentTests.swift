import SDUIDialects
import Testing

@testable import SDUICore
@testable import SDUIDocument

/// Operations given the values a hostile screen would give them: integers
/// at their limits, counts past any string, patterns that backtrack. Each
/// gives a value or `null` with a problem, never a trap or a hang.
@Suite("Extreme arguments")
struct ExtremeArgumentTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let dialect: Dialect
    let expression: String
    let expected: String
    var testDescription: String { "\(dialect): \(expression) = \(expected)" }
  }

  static let maxInt = "9223372036854775807"
  static let cases: [Case] = [
    Case(dialect: .beagle, expression: "substr('abcdef', 1, \(maxInt))", expected: "null"),
    Case(dialect: .beagle, expression: "substr('abcdef', \(maxInt), 1)", expected: "null"),
    Case(dialect: .beagle, expression: "substr('abc', -9223372036854775808)", expected: "null"),
    Case(dialect: .beagle, expression: "substr('abcdef', 1, 2)", expected: "\"bc\""),
    Case(dialect: .beagle, expression: "substr('abcdef', 2)", expected: "\"cdef\""),
    Case(dialect: .beagle, expression: "insert(c, 9, \(maxInt))", expected: "null"),
    Case(dialect: .beagle, expression: "remove(c, \(maxInt))", expected: "[1,2,3]"),
    Case(dialect: .beagle, expression: "removeIndex(c, \(maxInt))", expected: "null"),
    Case(dialect: .beagle, expression: "sum(\(maxInt), 1)", expected: "9.223372036854776e+18"),
    Case(dialect: .beagle, expression: "multiply(\(maxInt), \(maxInt))", expected: "8.507059173023462e+37"),
    Case(
      dialect: .nimbus, expression: "divide(subtract(0, \(maxInt), 1), subtract(0, 1))",
      expected: "9.223372036854776e+18"),
    Case(dialect: .nimbus, expression: "substr('abc', \(maxInt), \(maxInt))", expected: "null"),
    Case(dialect: .nimbus, expression: "insert(c, 9, \(maxInt))", expected: "null"),
    Case(dialect: .nimbus, expression: "removeIndex(c, -9223372036854775808)", expected: "null"),
    Case(dialect: .nimbus, expression: "match('\(String(repeating: "a", count: 5000))!', '(a+)+$')", expected: "false"),
    Case(
      dialect: .nimbus, expression: "replace('\(String(repeating: "a", count: 5000))!', '(a+)+$', 'x')",
      expected: "\"\(String(repeating: "a", count: 5000))!\""),
    Case(dialect: .nimbus, expression: "match('aa', '(a)\\1')", expected: "null"),
    Case(dialect: .nimbus, expression: "match('ab', 'a(?=b)b')", expected: "null"),
    Case(
      dialect: .nimbus,
      expression: "match('\(String(repeating: "a", count: 5000))', '\(String(repeating: "a?", count: 2100))')",
      expected: "null"),
  ]

  @Test(arguments: cases)
  func anExtremeArgumentGivesAValueOrNull(_ row: Case) {
    #expect(OperationTests.evaluate(row.expression, row.dialect).0 == row.expected)
  }

  struct RegexCase: CustomTestStringConvertible, Sendable {
    let expression: String
    let expected: String
    var testDescription: String { "\(expression) = \(expected)" }
  }

  /// RE2's answers where they are Kotlin's: whole matches, groups, empty
  /// matches, characters beyond ASCII.
  static let regexes: [RegexCase] = [
    RegexCase(expression: "match('2023-01-05', '\\d{4}-\\d{2}-\\d{2}')", expected: "true"),
    RegexCase(expression: "match('x2023-01-05', '\\d{4}-\\d{2}-\\d{2}')", expected: "false"),
    RegexCase(expression: "match('', 'a*')", expected: "true"),
    RegexCase(expression: "match('Ann', '(?i)ann')", expected: "true"),
    RegexCase(expression: "replace('John Smith', '(\\w+) (\\w+)', '$2, $1')", expected: "\"Smith, John\""),
    RegexCase(expression: "replace('abc', 'x*', '-')", expected: "\"-a-b-c-\""),
    RegexCase(expression: "replace('aa', 'a*', '-')", expected: "\"--\""),
    RegexCase(expression: "replace('héllo wörld', 'ö|é', '_')", expected: "\"h_llo w_rld\""),
    RegexCase(expression: "replace('a.b', '\\.', '\\$')", expected: "\"a$b\""),
    RegexCase(expression: "replace('ab', '(a)|(x)', '[$2]')", expected: "\"[]b\""),
    RegexCase(expression: "replace('日本語', '本', 'x')", expected: "\"日x語\""),
    RegexCase(expression: "replace('2024-05', '(?<y>\\d{4})-(?<m>\\d{2})', '$2/$1')", expected: "\"05/2024\""),
    RegexCase(expression: "match('a<b', 'a[(?<]b')", expected: "true"),
  ]

  @Test(arguments: regexes)
  func patternsMatchAsKotlinsDo(_ row: RegexCase) {
    #expect(OperationTests.evaluate(row.expression, .nimbus).0 == row.expected)
  }

  @Test func aPatternRE2CannotTakeSaysWhy() {
    let (_, problems) = OperationTests.evaluate("match('aa', '(a)\\1')", .nimbus)
    #expect(problems.map(\.description).first?.contains("is not a regular expression RE2 takes") == true)
  }

  @Test func aLongTextWithAMatchAtEveryCharacterIsReplaced() {
    let text = String(repeating: "a  b\t", count: 20_000)
    let (value, problems) = OperationTests.evaluate("length(replace('\(text)', '\\s+', ' '))", .nimbus)
    #expect(problems.isEmpty)
    #expect(value == "\(4 * 20_000)")
  }

  @Test func lookaroundIsRefusedWithWhy() {
    let (_, problems) = OperationTests.evaluate("match('abc12345', '^(?=.*\\d).{8,}$')", .nimbus)
    #expect(
      problems.map(\.description).first?.hasSuffix(
        "RE2 has no lookahead or lookbehind, which can take exponential time)") == true)
  }

  @Test func aReplacementPastTheLargestValueIsNull() {
    let text = String(repeating: "a", count: 5000)
    let (value, problems) = OperationTests.evaluate(
      "replace('\(text)', 'a', '\(String(repeating: "b", count: 2000))')", .nimbus)
    #expect(value == "null")
    #expect(problems.map(\.description).first?.contains("the result would be longer than") == true)
  }
}

import Testing

@testable import SDUIDocument

@Suite("Text templates")
struct TextTemplateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let source: String
    let segments: [TextTemplate.Segment]
    var unclosed: [String] = []
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "plain text", source: "Hello", segments: [.text("Hello")]),
    Case(id: "empty", source: "", segments: []),
    Case(id: "whole expression", source: "@{counter}", segments: [.expression("counter", offset: 2)]),
    Case(
      id: "template", source: "n = @{n}!",
      segments: [.text("n = "), .expression("n", offset: 6), .text("!")]),
    Case(
      id: "two expressions", source: "@{a.b} @{c}?",
      segments: [.expression("a.b", offset: 2), .text(" "), .expression("c", offset: 9), .text("?")]),
    Case(id: "one backslash escapes", source: #"\@{sds}"#, segments: [.text("@{sds}")]),
    Case(
      id: "two backslashes keep one and evaluate", source: #"\\@{sds}"#,
      segments: [.text(#"\"#), .expression("sds", offset: 4)]),
    Case(id: "three backslashes keep one and escape", source: #"\\\@{sds}"#, segments: [.text(#"\@{sds}"#)]),
    Case(
      id: "backslash elsewhere is kept", source: #"a\b @{x}"#, segments: [.text(#"a\b "#), .expression("x", offset: 6)]),
    Case(
      id: "brace inside a quoted string", source: "@{concat('}{', x)}",
      segments: [.expression("concat('}{', x)", offset: 2)]),
    Case(
      id: "escaped quote inside a string", source: #"@{'hello \'world\'!'}"#,
      segments: [.expression(#"'hello \'world\'!'"#, offset: 2)]),
    Case(
      id: "malformed bracket stays literal", source: "@{count]", segments: [.text("@{count]")],
      unclosed: ["'@{count]' at column 1: expected '}' to close it, found ']'"]),
    Case(
      id: "unbalanced quote stays literal", source: "@{'test}", segments: [.text("@{'test}")],
      unclosed: ["'@{'test}' at column 1: a quote opened inside it is never closed"]),
    Case(id: "escaped unclosed is not reported", source: #"\@{oops"#, segments: [.text(#"\@{oops"#)]),
    Case(id: "at sign alone", source: "mail@example.com", segments: [.text("mail@example.com")]),
    Case(
      id: "offsets count characters", source: "é中😀 @{x}",
      segments: [.text("é中😀 "), .expression("x", offset: 6)]),
    Case(
      id: "columns and excerpts count characters", source: "é @{ñandú, 'ü', ç, 😀, 中文, más texto aquí",
      segments: [.text("é @{ñandú, 'ü', ç, 😀, 中文, más texto aquí")],
      unclosed: ["'@{ñandú, 'ü', ç, 😀, 中文, …' at column 3: expected '}' to close it"]),
    Case(
      id: "opening at the very end", source: "total @{", segments: [.text("total @{")],
      unclosed: ["'@{' at column 7: expected '}' to close it"]),
    Case(
      id: "escape before a wide character in a string", source: #"@{'\é}'}!"#,
      segments: [.expression(#"'\é}'"#, offset: 2), .text("!")]),
  ]

  @Test(arguments: cases)
  func splitsTextAndExpressions(_ testCase: Case) {
    let (template, unclosed) = TextTemplate.scan(testCase.source)
    #expect(template.segments == testCase.segments)
    #expect(template.source == testCase.source)
    #expect(unclosed.map { "'\($0.excerpt)' at column \($0.column): \($0.reason)" } == testCase.unclosed)
  }

  @Test func classifiesTemplates() {
    #expect(TextTemplate.scan("@{a}").template.wholeExpression == "a")
    #expect(TextTemplate.scan(" @{a}").template.wholeExpression == nil)
    #expect(TextTemplate.scan("@{a}@{b}").template.wholeExpression == nil)
    #expect(TextTemplate.scan(#"\@{x}"#).template.literalText == "@{x}")
    #expect(TextTemplate.scan("x @{y}").template.literalText == nil)
    #expect(TextTemplate.scan("x").template.isLiteral)
  }
}

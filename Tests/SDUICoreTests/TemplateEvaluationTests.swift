import Testing

@testable import SDUICore
@testable import SDUIDocument

/// Golden examples of the reference suites (spec beagle §4.6, spec nimbus
/// §3 and the core's `expression.kt`): typed whole-string values, text
/// templates, missing state, escaping, literals.
@Suite("Template evaluation")
struct TemplateEvaluationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let source: String
    let states: [String: JSONValue]
    let expected: JSONValue
    var testDescription: String { source }
  }

  static let person: JSONValue = [
    "name": ["first": "Jest", "last": "Oliveira"], "phones": ["3455558888", "349885421"],
    "documents": [["name": "rg"], ["name": "cpf"]],
  ]

  static func evaluate(_ source: String, _ states: [String: JSONValue], _ dialect: Dialect) -> JSONValue {
    let template = TextTemplate.scan(source).template.compiled(with: ExpressionParser(dialect: dialect))
    var problems: [EvaluationProblem] = []
    return ExpressionEvaluator(registry: .builtin(for: dialect)).evaluate(
      template, resolve: { states[$0] }, problems: &problems)
  }

  static let beagle: [Case] = [
    Case(source: "@{ctx}", states: ["ctx": 584], expected: 584),
    Case(source: "@{ctx}", states: ["ctx": [1, 2, 3]], expected: [1, 2, 3]),
    Case(source: "Mid text expression: @{ctx}.", states: ["ctx": true], expected: "Mid text expression: true."),
    Case(
      source: "Mid text expression: @{ctx}.", states: ["ctx": [1, 2, 3]], expected: "Mid text expression: [1,2,3]."),
    Case(source: "@{ctx.name.first}", states: ["ctx": person], expected: "Jest"),
    Case(source: "@{ctx.documents[1].name}", states: ["ctx": person], expected: "cpf"),
    Case(source: "@{ctx.phones[0]}", states: ["ctx": person], expected: "3455558888"),
    Case(source: "@{ctx[0][0]}", states: ["ctx": [["Jest"]]], expected: "Jest"),
    Case(source: "Test @{ctx} string interpolation", states: ["ctx2": 1], expected: "Test  string interpolation"),
    Case(source: "@{ctx}", states: ["ctx2": 1], expected: nil),
    Case(source: "@{ctx.name}", states: ["ctx": ["age": 30]], expected: nil),
    Case(source: #"\@{myContext}"#, states: ["myContext": "jest"], expected: "@{myContext}"),
    Case(source: #"\\@{myContext}"#, states: ["myContext": "jest"], expected: #"\jest"#),
    Case(source: #"\\\@{myContext}"#, states: ["myContext": "jest"], expected: #"\@{myContext}"#),
    Case(source: #"@{'hello \'world\'!'}"#, states: [:], expected: "hello 'world'!"),
    Case(source: "@{'test}", states: [:], expected: "@{'test}"),
    Case(source: "@{true}", states: [:], expected: true),
    Case(source: "@{'true'}", states: [:], expected: "true"),
    Case(source: "@{10}", states: [:], expected: 10),
    Case(source: "@{5o1}", states: ["5o1": "bound"], expected: "bound"),
    Case(source: "@{58.72.98}", states: [:], expected: nil),
    Case(source: "@{sum(5, 7)}", states: [:], expected: 12),
    Case(
      source: "@{subtract(adultAge, user.age)}", states: ["adultAge": 18, "user": ["age": 12]], expected: 6),
    Case(
      source: "@{multiply(sum(values[0], values[1]), subtract(values[2], values[3]))}",
      states: ["values": [5, 8, 2, 7]], expected: -65),
    Case(
      source: "@{condition(lte(sum(counter.a, 2, counter.b), 5), 'a + 2 + b <= 5, (true)', 'a + 2 + b > 5, (false)')}",
      states: ["counter": ["a": 3, "b": 1]], expected: "a + 2 + b > 5, (false)"),
    Case(source: "@{concat( 'a'    ,'b' ,     'c'  )}", states: [:], expected: "abc"),
    Case(source: "@{blah(42)}", states: [:], expected: nil),
    Case(source: "result: @{sum-test(4, 2)}", states: [:], expected: "result: @{sum-test(4, 2)}"),
    Case(
      source: "A: @{root.a}, B: @{leaf[0]}", states: ["root": ["a": "1"], "leaf": ["test"]], expected: "A: 1, B: test"),
    Case(source: "@{leaf.unknown} as text", states: ["leaf": ["test"]], expected: " as text"),
    Case(source: "Half: @{divide(1, 2)}, two: @{double(2)}", states: [:], expected: "Half: 0.5, two: 2"),
  ]

  @Test(arguments: beagle)
  func beagleGoldenExamples(_ testCase: Case) {
    #expect(Self.evaluate(testCase.source, testCase.states, .beagle) == testCase.expected)
  }

  static let nimbus: [Case] = [
    Case(source: "@{counter}", states: ["counter": 0], expected: 0),
    Case(
      source: "@{greetings.mundane} @{firstName}?", states: ["greetings": ["mundane": "Hello"], "firstName": "Ann"],
      expected: "Hello Ann?"),
    Case(source: "Hey @{global.user.name}!", states: ["global": nil], expected: "Hey !"),
    Case(source: "Price: @{price}", states: ["price": 5.0], expected: "Price: 5.0"),
    Case(source: "Price: @{price}", states: ["price": 133.7], expected: "Price: 133.7"),
    Case(source: "n = @{n}", states: ["n": 5], expected: "n = 5"),
    Case(source: "@{list}!", states: ["list": [1, 2]], expected: "[1, 2]!"),
    Case(source: "@{map}!", states: ["map": ["a": 1]], expected: "{a=1}!"),
    Case(source: "@{missing}", states: [:], expected: nil),
    Case(source: "[@{missing}]", states: [:], expected: "[]"),
    Case(source: "x @{ name } y", states: ["name": "Ann"], expected: "x  y"),
    Case(source: "@{ name }", states: ["name": "Ann"], expected: nil),
    Case(source: #"\\@{sds}"#, states: ["sds": "Hello World"], expected: #"\Hello World"#),
    Case(source: "@{'{ beagle }'}", states: [:], expected: "{ beagle }"),
    Case(source: "@{'line\nbreak'}", states: [:], expected: "line\nbreak"),
    Case(source: "@{data[5][0]}", states: ["data": [0, 1, 2, 3, 4, [9]]], expected: 9),
    Case(
      source:
        "@{onSuccess.data[0]} @{onSuccess.data[1]} @{onSuccess.data[2]} @{onSuccess.data[3]} @{onSuccess.data[4]} @{onSuccess.data[5][0]} @{onSuccess.data[6].hello}",
      states: ["onSuccess": ["data": [1, "test", true, nil, 50.3, [1], ["hello": "world"]]]],
      expected: "1 test true  50.3 1 world"),
  ]

  @Test(arguments: nimbus)
  func nimbusExamples(_ testCase: Case) {
    #expect(Self.evaluate(testCase.source, testCase.states, .nimbus) == testCase.expected)
  }
}

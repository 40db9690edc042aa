import SDUIDialects
import Testing

@testable import SDUIDocument

@Suite("Coercion")
struct CoercionTests {
  struct Case<Output: Equatable & Sendable>: CustomTestStringConvertible, Sendable {
    let input: JSONValue
    let dialect: Dialect
    let expected: Output?
    var testDescription: String { "\(dialect.name) \(input.jsonText)" }
  }

  static let strings: [Case<String>] = [
    Case(input: "text", dialect: .nimbus, expected: "text"),
    Case(input: 5, dialect: .nimbus, expected: "5"),
    Case(input: 5.0, dialect: .nimbus, expected: "5.0"),
    Case(input: 133.7, dialect: .nimbus, expected: "133.7"),
    Case(input: 1e7, dialect: .nimbus, expected: "1.0E7"),
    Case(input: 12345678.5, dialect: .nimbus, expected: "1.23456785E7"),
    Case(input: 0.0001, dialect: .nimbus, expected: "1.0E-4"),
    Case(input: -2.5e-5, dialect: .nimbus, expected: "-2.5E-5"),
    Case(input: true, dialect: .nimbus, expected: "true"),
    Case(input: nil, dialect: .nimbus, expected: nil),
    Case(input: [1, 2.0, "a"], dialect: .nimbus, expected: "[1, 2.0, a]"),
    Case(input: ["a": 1, "b": [true]], dialect: .nimbus, expected: "{a=1, b=[true]}"),
    Case(input: 5, dialect: .beagle, expected: "5"),
    Case(input: 2.0, dialect: .beagle, expected: "2"),
    Case(input: 2.5, dialect: .beagle, expected: "2.5"),
    Case(input: false, dialect: .beagle, expected: "false"),
    Case(input: [1, "a"], dialect: .beagle, expected: #"[1,"a"]"#),
    Case(input: ["a": nil], dialect: .beagle, expected: #"{"a":null}"#),
  ]

  @Test(arguments: strings)
  func stringFromAnyScalar(_ testCase: Case<String>) {
    #expect(Coercion.string(from: testCase.input, dialect: testCase.dialect) == testCase.expected)
  }

  static let numbers: [Case<JSONNumber>] = [
    Case(input: 3, dialect: .nimbus, expected: .integer(3)),
    Case(input: 2.5, dialect: .nimbus, expected: .double(2.5)),
    Case(input: "1", dialect: .nimbus, expected: .integer(1)),
    Case(input: "-7", dialect: .nimbus, expected: .integer(-7)),
    Case(input: "2.5", dialect: .nimbus, expected: .double(2.5)),
    Case(input: "1.0", dialect: .nimbus, expected: .double(1.0)),
    Case(input: "1e3", dialect: .beagle, expected: .double(1000)),
    Case(input: "abc", dialect: .nimbus, expected: nil),
    Case(input: "", dialect: .nimbus, expected: nil),
    Case(input: "inf", dialect: .nimbus, expected: nil),
    Case(input: " 1", dialect: .nimbus, expected: nil),
    Case(input: true, dialect: .beagle, expected: nil),
    Case(input: nil, dialect: .beagle, expected: nil),
  ]

  @Test(arguments: numbers)
  func numberFromNumbersAndNumericStrings(_ testCase: Case<JSONNumber>) {
    #expect(Coercion.number(from: testCase.input) == testCase.expected)
  }

  static let integers: [Case<Int>] = [
    Case(input: 3, dialect: .nimbus, expected: 3),
    Case(input: 3.9, dialect: .nimbus, expected: 3),
    Case(input: -3.9, dialect: .nimbus, expected: -3),
    Case(input: "1.1", dialect: .beagle, expected: 1),
    Case(input: "42", dialect: .beagle, expected: 42),
    Case(input: 1e300, dialect: .nimbus, expected: nil),
    Case(input: "x", dialect: .nimbus, expected: nil),
  ]

  @Test(arguments: integers)
  func integerTruncates(_ testCase: Case<Int>) {
    #expect(Coercion.integer(from: testCase.input) == testCase.expected)
  }

  static let booleans: [Case<Bool>] = [
    Case(input: true, dialect: .nimbus, expected: true),
    Case(input: false, dialect: .beagle, expected: false),
    Case(input: "true", dialect: .nimbus, expected: nil),
    Case(input: "true", dialect: .beagle, expected: true),
    Case(input: "FALSE", dialect: .beagle, expected: false),
    Case(input: "yes", dialect: .beagle, expected: nil),
    Case(input: 1, dialect: .nimbus, expected: nil),
    Case(input: 1, dialect: .beagle, expected: nil),
    Case(input: nil, dialect: .nimbus, expected: nil),
  ]

  @Test(arguments: booleans)
  func booleanOnlyWhereTheDialectAllows(_ testCase: Case<Bool>) {
    #expect(Coercion.boolean(from: testCase.input, dialect: testCase.dialect) == testCase.expected)
  }

  @Test func enumerationsIgnoreCaseAndSayWhetherItWasExact() {
    let methods = ["Get", "Post"]
    #expect(Coercion.enumeration("Post", among: methods)?.isExact == true)
    #expect(Coercion.enumeration("POST", among: methods)?.value == "Post")
    #expect(Coercion.enumeration("POST", among: methods)?.isExact == false)
    #expect(Coercion.enumeration("Head", among: methods) == nil)
  }

  struct ColorCase: CustomTestStringConvertible, Sendable {
    let text: String
    let expected: String?
    var testDescription: String { text }
  }

  static let colors: [ColorCase] = [
    ColorCase(text: "#5AD", expected: "#55AADDFF"),
    ColorCase(text: "#368a", expected: "#336688AA"),
    ColorCase(text: "#0000FF", expected: "#0000FFFF"),
    ColorCase(text: "#0000FF50", expected: "#0000FF50"),
    ColorCase(text: "#ffffff", expected: "#FFFFFFFF"),
    ColorCase(text: "579F2B", expected: nil),
    ColorCase(text: "red", expected: nil),
    ColorCase(text: "#12", expected: nil),
    ColorCase(text: "#12345", expected: nil),
    ColorCase(text: "#GGGGGG", expected: nil),
    ColorCase(text: "", expected: nil),
  ]

  @Test(arguments: colors)
  func colorsHaveAlphaLast(_ testCase: ColorCase) {
    #expect(RGBAColor(hex: testCase.text)?.description == testCase.expected)
  }
}

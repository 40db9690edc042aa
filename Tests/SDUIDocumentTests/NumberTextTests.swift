import SDUIDialects
import Testing

@testable import SDUIDocument

/// How each dialect prints a number: Kotlin's `Double.toString` for
/// Nimbus, JavaScript's `Number.prototype.toString` for Beagle.
@Suite("Number text")
struct NumberTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let number: JSONNumber
    let text: String
    var testDescription: String { "\(number) → \(text)" }
  }

  static let javaScript: [Case] = [
    Case(number: .integer(42), text: "42"),
    Case(number: .double(2.0), text: "2"),
    Case(number: .double(-3.0), text: "-3"),
    Case(number: .double(0.0), text: "0"),
    Case(number: .double(-0.0), text: "0"),
    Case(number: .double(2.5), text: "2.5"),
    Case(number: .double(0.1 + 0.2), text: "0.30000000000000004"),
    Case(number: .double(123.456), text: "123.456"),
    Case(number: .double(1e20), text: "100000000000000000000"),
    Case(number: .double(1e21), text: "1e+21"),
    Case(number: .double(1.5e21), text: "1.5e+21"),
    Case(number: .double(-3e25), text: "-3e+25"),
    Case(number: .double(0.000001), text: "0.000001"),
    Case(number: .double(1e-7), text: "1e-7"),
    Case(number: .double(1.234e-7), text: "1.234e-7"),
    Case(number: .double(1e300), text: "1e+300"),
    Case(number: .double(.infinity), text: "Infinity"),
  ]

  @Test(arguments: javaScript)
  func javaScriptText(_ testCase: Case) {
    #expect(NumberText.javaScript(testCase.number) == testCase.text)
  }

  static let kotlin: [Case] = [
    Case(number: .integer(5), text: "5"),
    Case(number: .double(5.0), text: "5.0"),
    Case(number: .double(-0.0), text: "-0.0"),
    Case(number: .double(133.7), text: "133.7"),
    Case(number: .double(1234567.0), text: "1234567.0"),
    Case(number: .double(1e7), text: "1.0E7"),
    Case(number: .double(12345678.9), text: "1.23456789E7"),
    Case(number: .double(0.001), text: "0.001"),
    Case(number: .double(1.0e-4), text: "1.0E-4"),
    Case(number: .double(-1.5e-5), text: "-1.5E-5"),
    Case(number: .double(.nan), text: "NaN"),
  ]

  @Test(arguments: kotlin)
  func kotlinText(_ testCase: Case) {
    #expect(NumberText.kotlin(testCase.number) == testCase.text)
  }

  /// The rule holds inside collections: Beagle prints `[1, 3.0, 2]` and
  /// `{"y": 4.0}` as the web core does, Nimbus as Kotlin does.
  @Test func collectionsPrintTheirNumbersByTheSameRule() {
    let list: JSONValue = [1, 3.0, ["y": 4.0, "z": 2.5]]
    #expect(Coercion.text(of: list, dialect: .beagle) == #"[1,3,{"y":4,"z":2.5}]"#)
    #expect(Coercion.text(of: list, dialect: .nimbus) == "[1, 3.0, {y=4.0, z=2.5}]")
    #expect(list.jsonText == #"[1,3.0,{"y":4.0,"z":2.5}]"#)
  }
}

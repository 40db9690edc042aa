import Foundation
import SDUICore
import SDUIDocument
import Testing

@testable import SDUIA2UI

/// `functions.yaml`'s cases, read from the suite without a message
/// processor: each case creates one surface whose Text components' `text`
/// is a function call, so the harness evaluates each such call over the
/// surface's data model and compares it with the text the case expects
/// there, or expects an error (`expectError`) from one of them. The
/// environment is the suite's implicit one: US English, UTC.
@Suite("A2UI function conformance")
struct FunctionConformanceTests {
  static let environment = FormattingEnvironment(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .current,
    now: { Date(timeIntervalSince1970: 1_788_000_000) })

  @Test(.enabled(if: A2UIConformanceSuite.isPresent))
  func functionSuite() throws {
    let passed = try A2UIConformanceSuite.run("functions.yaml", action: "validate", Self.run)
    #expect(passed > 0)
  }

  /// The case's failure, or `nil` when every call gives the text expected.
  static func run(_ testCase: JSONValue) -> String? {
    guard let step = testCase["steps"]?.arrayElements?.first, let payload = step["payload"]?.arrayElements,
      let surface = payload.first?["createSurface"], let components = surface["components"]?.arrayElements
    else { return "the case does not create one surface" }
    let expectsError = step["expectError"] != nil
    let expected = testCase["expect"]?["surfaces"]?[surface["surfaceId"]?.stringValue ?? ""]?["components"]
    let model: DataModel
    do {
      model = try DataModel(surface["dataModel"] ?? [:])
    } catch {
      return "the data model is refused: \(error)"
    }
    let evaluator = FunctionEvaluator(model: model, catalog: .basic, environment: environment)
    var checked = 0
    for component in components {
      guard let text = component["text"], text["call"] != nil else { continue }
      let id = component["id"]?.stringValue ?? ""
      let result: JSONValue?
      do {
        result = try evaluator.evaluate(try DynamicValue(json: text))
      } catch {
        if expectsError { return nil }
        return "\(id) failed: \(error)"
      }
      guard !expectsError, let wanted = expected?[id]?["text"] else { continue }
      guard result == wanted else { return "\(id): \(result?.jsonText ?? "nothing"), expected \(wanted)" }
      checked += 1
    }
    if expectsError { return "no call failed, expected an error" }
    return checked > 0 ? nil : "no call was checked"
  }
}

import SDUIDocument
import Testing

@testable import SDUIA2UI

/// `expressions.yaml`'s cases (action `parse_expression_template`) and
/// `message_processor_v0_9.yaml`'s path resolutions (action `resolve_path`),
/// read from the suite.
@Suite("A2UI expression conformance")
struct ExpressionConformanceTests {
  @Test(.enabled(if: A2UIConformanceSuite.isPresent))
  func expressionSuite() throws {
    let passed = try A2UIConformanceSuite.run("expressions.yaml", action: "parse_expression_template", Self.parse)
    #expect(passed > 0)
  }

  @Test(.enabled(if: A2UIConformanceSuite.isPresent))
  func pathResolutionSuite() throws {
    let passed = try A2UIConformanceSuite.run("message_processor_v0_9.yaml", action: "resolve_path", Self.resolve)
    #expect(passed > 0)
  }

  /// The case's failure, or `nil`: the template's parts, adjacent literal
  /// strings joined on both sides, or a `ParseError` whose text holds the
  /// case's `message`.
  static func parse(_ testCase: JSONValue) -> String? {
    let input = testCase["input"]?.stringValue ?? ""
    do {
      let parts = try ExpressionParser().parseTemplate(input).map(\.jsonValue)
      if let error = testCase["expect_error"] { return "parsed to \(parts), expected \(error)" }
      let expected = joiningLiterals(testCase["expect"]?.arrayElements ?? [])
      return joiningLiterals(parts) == expected ? nil : "parsed to \(parts), expected \(expected)"
    } catch {
      guard let expected = testCase["expect_error"], expected["category"]?.stringValue == "ParseError" else {
        return "failed: \(error)"
      }
      let message = expected["message"]?.stringValue ?? ""
      return error.description.contains(message) ? nil : "failed with \(error), expected one saying \(message)"
    }
  }

  /// The case's failure, or `nil`: `args.path` against `args.contextPath`
  /// (the root when there is none) is `expect`.
  static func resolve(_ testCase: JSONValue) -> String? {
    let path = testCase["args"]?["path"]?.stringValue ?? ""
    let context = testCase["args"]?["contextPath"]?.stringValue ?? "/"
    do {
      let resolved = try JSONPointer(parsing: path, relativeTo: JSONPointer(parsing: context)).text
      let expected = testCase["expect"]?.stringValue
      return resolved == expected ? nil : "resolved to \(resolved), expected \(expected ?? "nothing")"
    } catch {
      return "failed: \(error)"
    }
  }

  private static func joiningLiterals(_ parts: [JSONValue]) -> [JSONValue] {
    var joined: [JSONValue] = []
    for part in parts {
      if let text = part.stringValue, let last = joined.last?.stringValue {
        joined[joined.count - 1] = JSONValue(.string(last + text))
      } else {
        joined.append(part)
      }
    }
    return joined
  }
}

import Foundation
import SDUICore
import SDUIDocument

@testable import SDUIA2UI

/// Calls evaluated over a data model in a fixed environment: US English
/// by default, UTC, and a clock stopped at 2026-01-16T09:30:00Z.
enum FunctionFixture {
  static let now = Date(timeIntervalSince1970: 1_768_555_800)

  static func environment(_ locale: String = "en_US", timeZone: String = "UTC") -> FormattingEnvironment {
    FormattingEnvironment(
      locale: Locale(identifier: locale), timeZone: TimeZone(identifier: timeZone) ?? .current, now: { now })
  }

  /// The value of `call`, written as A2UI's JSON, over `data`.
  static func evaluate(
    _ call: JSONValue, data: JSONValue = [:], catalog: FunctionCatalog = .basic,
    locale: String = "en_US", timeZone: String = "UTC"
  ) throws -> JSONValue? {
    let evaluator = FunctionEvaluator(
      model: try DataModel(data), catalog: catalog,
      environment: environment(locale, timeZone: timeZone))
    return try evaluator.evaluate(try DynamicValue(json: call))
  }

  /// `{"call": name, "args": args}`.
  static func call(_ name: String, _ args: JSONValue) -> JSONValue {
    ["call": JSONValue(.string(name)), "args": args]
  }
}

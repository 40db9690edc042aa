import Foundation
import SDUIDocument

/// The basic catalog's `formatNumber` and `formatCurrency`, by
/// Foundation's `NumberFormatter` in the environment's locale, a half
/// rounded away from zero as JavaScript's `Intl.NumberFormat` rounds it.
enum NumberFunctions {
  /// The most fraction digits `decimals` may ask for.
  static let maximumDecimals = 20

  /// `value` with the locale's separators: grouped unless `grouping` is
  /// false, with exactly `decimals` fraction digits when given (else up
  /// to three). Undefined when `value` is.
  static func formatNumber(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    guard let number = try arguments.number("value") else { return nil }
    let (decimals, grouping) = try options(arguments)
    var style = FloatingPointFormatStyle<Double>(locale: arguments.evaluator.environment.locale)
      .rounded(rule: .toNearestOrAwayFromZero)
      .precision(.fractionLength(decimals.map { $0...$0 } ?? 0...3))
    if let grouping { style = style.grouping(grouping ? .automatic : .never) }
    return JSONValue(.string(number.formatted(style)))
  }

  /// `value` as an amount of `currency` (an ISO 4217 code) in the locale's
  /// way, with `decimals` and `grouping` as ``formatNumber(_:)`` takes them
  /// (by default, the currency's own number of decimals). Undefined when
  /// `value` is.
  static func formatCurrency(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let code = try arguments.string("currency")
    guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { throw .invalidCurrencyCode(code) }
    guard let number = try arguments.number("value") else { return nil }
    let (decimals, grouping) = try options(arguments)
    var style = FloatingPointFormatStyle<Double>.Currency(
      code: code.uppercased(), locale: arguments.evaluator.environment.locale
    ).rounded(rule: .toNearestOrAwayFromZero)
    if let decimals { style = style.precision(.fractionLength(decimals)) }
    if let grouping { style = style.grouping(grouping ? .automatic : .never) }
    return JSONValue(.string(number.formatted(style)))
  }

  /// The call's `decimals` (exactly that many fraction digits; Foundation's
  /// formatter on Linux keeps more than its maximum once a minimum is set,
  /// so the format styles are used) and `grouping`.
  private static func options(_ arguments: FunctionArguments) throws(FunctionError) -> (Int?, Bool?) {
    let decimals = try arguments.optionalInteger("decimals", in: 0...maximumDecimals)
    let grouping = try arguments.optionalValue("grouping").map { TypeCoercion.boolean($0) }
    return (decimals, grouping)
  }
}

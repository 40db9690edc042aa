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
    let formatter = try formatter(.decimal, currency: nil, arguments)
    return JSONValue(.string(formatter.string(from: NSNumber(value: number)) ?? TypeCoercion.text(of: .double(number))))
  }

  /// `value` as an amount of `currency` (an ISO 4217 code) in the locale's
  /// way, with `decimals` and `grouping` as ``formatNumber(_:)`` takes them
  /// (by default, the currency's own number of decimals). Undefined when
  /// `value` is.
  static func formatCurrency(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let code = try arguments.string("currency")
    guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { throw .invalidCurrencyCode(code) }
    guard let number = try arguments.number("value") else { return nil }
    let formatter = try formatter(.currency, currency: code.uppercased(), arguments)
    return JSONValue(.string(formatter.string(from: NSNumber(value: number)) ?? TypeCoercion.text(of: .double(number))))
  }

  /// A formatter of `style` (and `currency`) for the environment's locale,
  /// with the call's `decimals` and `grouping`, set after the currency so
  /// that its own decimals do not replace them.
  private static func formatter(
    _ style: NumberFormatter.Style, currency: String?, _ arguments: FunctionArguments
  ) throws(FunctionError) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = arguments.evaluator.environment.locale
    formatter.numberStyle = style
    formatter.roundingMode = .halfUp
    if let currency { formatter.currencyCode = currency }
    if let decimals = try arguments.optionalInteger("decimals", in: 0...maximumDecimals) {
      formatter.minimumFractionDigits = decimals
      formatter.maximumFractionDigits = decimals
    }
    if let grouping = try arguments.optionalValue("grouping") {
      formatter.usesGroupingSeparator = TypeCoercion.boolean(grouping)
    }
    return formatter
  }
}

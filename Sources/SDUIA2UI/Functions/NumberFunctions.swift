import Foundation
import SDUIDocument

/// The basic catalog's `formatNumber` and `formatCurrency`, by
/// Foundation's `NumberFormatter` in the environment's locale.
enum NumberFunctions {
  /// The most fraction digits `decimals` may ask for.
  static let maximumDecimals = 20

  /// `value` with the locale's separators: grouped unless `grouping` is
  /// false, with exactly `decimals` fraction digits when given (else up
  /// to three). Undefined when `value` is.
  static func formatNumber(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    guard let number = try arguments.optionalNumber("value") else {
      guard arguments.has("value") else { throw .missingArgument(function: "formatNumber", argument: "value") }
      return nil
    }
    let formatter = try formatter(.decimal, arguments)
    return JSONValue(.string(formatter.string(from: NSNumber(value: number)) ?? TypeCoercion.text(of: .double(number))))
  }

  /// `value` as an amount of `currency` (an ISO 4217 code) in the locale's
  /// way, with `decimals` and `grouping` as ``formatNumber(_:)`` takes them
  /// (by default, the currency's own number of decimals). Undefined when
  /// `value` is.
  static func formatCurrency(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let code = try arguments.string("currency")
    guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { throw .invalidCurrencyCode(code) }
    guard let number = try arguments.optionalNumber("value") else {
      guard arguments.has("value") else { throw .missingArgument(function: "formatCurrency", argument: "value") }
      return nil
    }
    let formatter = try formatter(.currency, arguments)
    formatter.currencyCode = code.uppercased()
    return JSONValue(.string(formatter.string(from: NSNumber(value: number)) ?? TypeCoercion.text(of: .double(number))))
  }

  /// A formatter of `style` for the environment's locale, with the call's
  /// `decimals` and `grouping`.
  private static func formatter(
    _ style: NumberFormatter.Style, _ arguments: FunctionArguments
  ) throws(FunctionError) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = arguments.evaluator.environment.locale
    formatter.numberStyle = style
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

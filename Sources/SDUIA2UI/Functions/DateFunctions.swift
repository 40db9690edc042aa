import Foundation
import SDUIDocument

/// The basic catalog's `formatDate`, by Foundation's `DateFormatter` in
/// the environment's locale and time zone (Gregorian calendar).
enum DateFunctions {
  /// The longest `format` taken, in characters.
  static let longestFormat = 256
  /// The most milliseconds from 1970 a number may be, either way:
  /// JavaScript's `Date` range, 100,000,000 days.
  static let farthestMilliseconds = 8.64e15

  /// `value` (an ISO 8601 string as ``ISODateReader`` reads it, or a
  /// number of milliseconds since 1970, as JavaScript's `Date` takes)
  /// written by `format`, a Unicode TR35 pattern (`yyyy-MM-dd`, `h:mm a`).
  /// Undefined when `value` is.
  static func formatDate(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let format = try arguments.string("format")
    guard format.count <= longestFormat else {
      throw .wrongArgumentType(
        function: "formatDate", argument: "format", expected: "a pattern of at most \(longestFormat) characters",
        found: String(format.prefix(40)))
    }
    let environment = arguments.evaluator.environment
    let date: Date
    switch try arguments.value("value")?.kind {
    case nil, .null?: return nil
    case .number(let milliseconds)?:
      guard abs(milliseconds.doubleValue) <= farthestMilliseconds else {
        throw .invalidDate(TypeCoercion.text(of: milliseconds))
      }
      date = Date(timeIntervalSince1970: milliseconds.doubleValue / 1000)
    case .string(let text)?:
      guard let read = ISODateReader(timeZone: environment.timeZone, now: environment.now()).date(text) else {
        throw .invalidDate(text)
      }
      date = read
    case let other?:
      throw arguments.wrongType("value", expected: "a date (ISO 8601) or a number", found: JSONValue(other))
    }
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.timeZone = environment.timeZone
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = environment.locale
    calendar.timeZone = environment.timeZone
    formatter.calendar = calendar
    formatter.dateFormat = format
    return JSONValue(.string(formatter.string(from: date)))
  }
}

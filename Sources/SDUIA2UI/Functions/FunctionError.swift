/// Why a dynamic value could not be evaluated, as data; ``description``
/// renders it, in this one place.
package enum FunctionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An object with `call` or `path` that is not a function call or a
  /// binding (its JSON, and why).
  case invalidDynamicValue(String, reason: String)
  /// A call of a function the surface's catalog does not have.
  case unknownFunction(String)
  /// A call without an argument the function needs.
  case missingArgument(function: String, argument: String)
  /// An argument whose value the function cannot take (`expected` in words).
  case wrongArgumentType(function: String, argument: String, expected: String, found: String)
  /// A binding's path that is not a pointer the model takes.
  case invalidPath(DataModelError)
  /// A `formatString` template that does not parse.
  case invalidTemplate(ExpressionParseError)
  /// A `regex` pattern RE2 does not take, or would take too long on.
  case invalidRegularExpression(pattern: String, reason: String)
  /// A currency code that is not three letters (ISO 4217).
  case invalidCurrencyCode(String)
  /// A `formatDate` value that is not an ISO 8601 date, time or date-time,
  /// or a number of milliseconds outside JavaScript's dates.
  case invalidDate(String)
  /// An `openUrl` URL without a scheme, or with spaces or control
  /// characters in it.
  case invalidURL(String)
  /// Calls nested deeper than the evaluator allows (a template that reads
  /// itself, for one).
  case callsTooDeep(limit: Int)
  /// More calls in one evaluation than the evaluator makes.
  case tooManyCalls(limit: Int)
  /// A `formatString` result longer than the evaluator makes, in
  /// Unicode scalars.
  case resultTooLong(limit: Int)

  /// The error in words, for the log and the error view.
  package var description: String {
    switch self {
    case .invalidDynamicValue(let json, let reason):
      "\(json.prefix(120)) is not a dynamic value: \(reason)"
    case .unknownFunction(let name):
      "There is no function \(name.prefix(60)) in the surface's catalog"
    case .missingArgument(let function, let argument):
      "\(function) needs the argument \(argument)"
    case .wrongArgumentType(let function, let argument, let expected, let found):
      "\(function)'s argument \(argument) is \(expected), not \(found.prefix(60))"
    case .invalidPath(let error):
      error.description
    case .invalidTemplate(let error):
      "formatString: \(error)"
    case .invalidRegularExpression(let pattern, let reason):
      "regex: the pattern \(pattern.prefix(60)) is not one RE2 takes: \(reason)"
    case .invalidCurrencyCode(let code):
      "formatCurrency: \(code.prefix(20)) is not an ISO 4217 currency code (three letters)"
    case .invalidDate(let text):
      "formatDate: \(text.prefix(60)) is not an ISO 8601 date, time or date and time, or a time JavaScript has"
    case .invalidURL(let url):
      "openUrl: \(url.prefix(80)) is not a URL (it needs a scheme, and no spaces)"
    case .callsTooDeep(let limit):
      "Function calls nest more than \(limit) deep, the most they may"
    case .tooManyCalls(let limit):
      "Evaluating the value takes more than \(limit) function calls, the most it may"
    case .resultTooLong(let limit):
      "formatString's result would be longer than \(limit) characters, the most it may"
    }
  }
}

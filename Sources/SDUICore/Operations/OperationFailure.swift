/// Why an operation could not produce a value, as data; ``description``
/// renders it, in this one place. The expression becomes `null` and the
/// failure is logged.
///
/// ```swift
/// throw OperationFailure.divisionByZero  // division by zero
/// throw OperationFailure("not a price")  // an app's own operation, in its words
/// ```
public enum OperationFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where an index fell outside: a string (of that length) or a list.
  public enum Collection: Sendable, Equatable {
    case string, list, array
  }

  /// The wrong number of arguments (`expected` in words: `2`, `at least 1`).
  case argumentCount(expected: String, got: Int)
  /// An argument (counted from 1) that is not a number.
  case notANumber(operation: String, position: Int, found: String)
  /// An operation given a value of a kind it does not take (`found` is
  /// `nil` where the value does not matter to the message).
  case wrongKind(operation: String, expected: String, found: String?)
  /// The premise of `condition` is not a boolean.
  case premiseNotBoolean(found: String)
  /// An argument that is not an integer where one is needed (`role`:
  /// `start`, `index`).
  case notAnInteger(operation: String, role: String)
  /// An integer written with a decimal point, which beagle-ios refuses.
  case notWholeNumber(operation: String, role: String, found: String)
  /// An index or range outside its string or list.
  case outOfRange(operation: String, role: String, collection: Collection, length: Int)
  /// Division by zero.
  case divisionByZero
  /// A value a conversion (`int`, `double`, `string`) cannot convert.
  case cannotConvert(operation: String, found: String)
  /// A pattern that is not a regular expression.
  case invalidRegularExpression(String, reason: String)
  /// A regular expression that would cost more than a screen may spend
  /// (``RegexSupport``): why.
  case regularExpressionTooCostly(operation: String, reason: String)
  /// A custom operation's argument could not be decoded.
  case undecodableArgument(operation: String, argument: String, reason: String)
  /// A custom operation failed with an error of another type.
  case failed(operation: String, reason: String)
  /// An app's own operation failed, in its own words.
  case custom(String)

  /// An app's own failure, in its words.
  public init(_ message: String) {
    self = .custom(message)
  }

  public var description: String {
    switch self {
    case .argumentCount(let expected, let count): "expected \(expected), got \(count) argument\(count == 1 ? "" : "s")"
    case .notANumber(let operation, let position, let found):
      "argument \(position) of '\(operation)' is \(found), expected a number"
    case .wrongKind(let operation, let expected, let found):
      "'\(operation)' expects \(expected)" + (found.map { ", got \($0)" } ?? "")
    case .premiseNotBoolean(let found): "the premise of 'condition' is \(found), expected a boolean"
    case .notAnInteger(let operation, let role): "'\(operation)' \(role) must be an integer from -2^63 to 2^63 - 1"
    case .notWholeNumber(let operation, let role, let found):
      "'\(operation)' \(role) must be a whole number written without a decimal point, got \(found)"
        + " (beagle-ios refuses it)"
    case .outOfRange(let operation, let role, let collection, let length):
      switch collection {
      case .string: "'\(operation)' \(role) is outside the string of length \(length)"
      case .list: "'\(operation)' \(role) is outside the list of \(length)"
      case .array: "'\(operation)' \(role) is outside the array of \(length)"
      }
    case .divisionByZero: "division by zero"
    case .cannotConvert(let operation, let found): "'\(operation)' cannot convert \(found)"
    case .invalidRegularExpression(let pattern, let reason):
      "'\(pattern)' is not a regular expression RE2 takes (\(reason))"
    case .regularExpressionTooCostly(let operation, let reason): "\(operation): \(reason)"
    case .undecodableArgument(let operation, let argument, let reason):
      "\(operation): \(reason) (argument '\(argument)')"
    case .failed(let operation, let reason): "\(operation): \(reason)"
    case .custom(let reason): reason
    }
  }
}

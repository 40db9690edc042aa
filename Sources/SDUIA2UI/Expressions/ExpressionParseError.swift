/// Why a `formatString` template could not be read, and where: each case
/// carries the offset, in Unicode scalars from the template's start, where
/// the trouble was found; ``description`` renders it, in this one place.
package enum ExpressionParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A `${` with no `}` to close it; the offset is the `${`'s.
  case unclosedInterpolation(offset: Int)
  /// Text after a complete expression, before its `}`.
  case unexpectedCharacters(String, offset: Int)
  /// Nothing that reads as a value where one belongs (`${}`, `f(a: )`).
  case expectedValue(found: String, offset: Int)
  /// A string literal with no closing quote; the offset is the opening one's.
  case unterminatedString(offset: Int)
  /// A number that is not one (`1.2.3`, `4x`).
  case invalidNumberLiteral(String, offset: Int)
  /// A call whose name is not an identifier (`a-b()`).
  case invalidFunctionName(String, offset: Int)
  /// Something other than an identifier where an argument's name belongs.
  case expectedArgumentName(found: String, offset: Int)
  /// An argument name not followed by `:`.
  case expectedColonAfterArgumentName(String, offset: Int)
  /// An argument not followed by `,` or `)`.
  case expectedCommaAfterFunctionArguments(found: String, offset: Int)
  /// A call that names one argument twice.
  case duplicateArgument(String, offset: Int)
  /// Interpolations and calls nested deeper than the parser allows.
  case nestingTooDeep(limit: Int, offset: Int)
  /// A template longer than the parser reads, in Unicode scalars.
  case templateTooLong(length: Int, limit: Int)

  /// Where the trouble was found, in Unicode scalars from the start.
  package var offset: Int {
    switch self {
    case .unclosedInterpolation(let offset), .unexpectedCharacters(_, let offset), .expectedValue(_, let offset),
      .unterminatedString(let offset), .invalidNumberLiteral(_, let offset), .invalidFunctionName(_, let offset),
      .expectedArgumentName(_, let offset), .expectedColonAfterArgumentName(_, let offset),
      .expectedCommaAfterFunctionArguments(_, let offset), .duplicateArgument(_, let offset),
      .nestingTooDeep(_, let offset):
      offset
    case .templateTooLong(_, let limit): limit
    }
  }

  /// The error in words, with its offset.
  package var description: String {
    let message =
      switch self {
      case .unclosedInterpolation: "Unclosed interpolation: a ${ has no } to close it"
      case .unexpectedCharacters(let text, _): "Unexpected characters '\(text)' after the expression, before its }"
      case .expectedValue(let found, _): "Expected a value (a string, a number, a path or a call), found \(found)"
      case .unterminatedString: "Unterminated string literal: its quote is never closed"
      case .invalidNumberLiteral(let text, _): "Invalid number literal '\(text)'"
      case .invalidFunctionName(let name, _): "Invalid function name '\(name)': a name is letters, digits and _"
      case .expectedArgumentName(let found, _): "Expected an argument name, found \(found)"
      case .expectedColonAfterArgumentName(let name, _): "Expected ':' after argument name '\(name)'"
      case .expectedCommaAfterFunctionArguments(let found, _):
        "Expected ',' or ')' after function arguments, found \(found)"
      case .duplicateArgument(let name, _): "The argument '\(name)' is given twice"
      case .nestingTooDeep(let limit, _): "Expressions nest more than \(limit) deep, the most they may"
      case .templateTooLong(let length, let limit):
        "The template is \(length) characters long, more than the \(limit) read"
      }
    return "\(message) (at offset \(offset))"
  }
}

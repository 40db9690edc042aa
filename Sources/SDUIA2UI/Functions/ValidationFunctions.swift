import SDUICore
import SDUIDocument

/// The basic catalog's checks: `required`, `regex`, `length`, `numeric`
/// and `email`, each a boolean.
enum ValidationFunctions {
  /// The pattern `email` checks against, the catalog guide's: something
  /// without spaces or `@`, an `@`, and a domain with a dot.
  static let emailPattern = #"[^\s@]+@[^\s@]+\.[^\s@]+"#

  /// Whether `value` is defined and neither `null`, `""` nor `[]`.
  static func required(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let value = try arguments.value("value")
    switch value?.kind {
    case nil, .null?: return false
    case .string(let text)?: return JSONValue(.bool(!text.isEmpty))
    case .array(let elements)?: return JSONValue(.bool(!elements.isEmpty))
    default: return true
    }
  }

  /// Whether `pattern` matches somewhere in `value`, as JavaScript's
  /// `RegExp.test` does (`^` and `$` anchor it), in RE2.
  static func regex(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let text = try arguments.string("value")
    let pattern = try arguments.string("pattern")
    return JSONValue(.bool(try contains(text, pattern)))
  }

  /// Whether the number of characters in `value` is at least `min` and at
  /// most `max`, either of which may be left out.
  static func length(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let count = try arguments.string("value").count
    let minimum = try arguments.optionalInteger("min", in: 0...Int.max)
    let maximum = try arguments.optionalInteger("max", in: 0...Int.max)
    return JSONValue(.bool(minimum.map { count >= $0 } != false && maximum.map { count <= $0 } != false))
  }

  /// Whether `value` is a number (or a string that writes one) at least
  /// `min` and at most `max`.
  static func numeric(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let minimum = try arguments.optionalNumber("min")
    let maximum = try arguments.optionalNumber("max")
    guard let number = TypeCoercion.number(try arguments.value("value")) else { return false }
    return JSONValue(.bool(minimum.map { number >= $0 } != false && maximum.map { number <= $0 } != false))
  }

  /// Whether `value` looks like an email address (``emailPattern``).
  static func email(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let text = try arguments.string("value")
    return JSONValue(.bool(try matches(text, emailPattern)))
  }

  /// Whether `pattern` matches a part of `text`: RE2 matches all of the
  /// text against the pattern inside `(?s:.*)`, once the pattern as written
  /// is known to compile (so that it cannot close the group around it).
  /// Why RE2 refuses `pattern`; `nil` when it takes it.
  package static func refusal(of pattern: String) -> FunctionError? {
    do {
      _ = try contains("", pattern)
      return nil
    } catch {
      return error
    }
  }

  /// Whether `pattern` matches somewhere in `text`, as ``regex(_:)``
  /// tests it; `nil` for a pattern RE2 refuses.
  package static func test(_ text: String, _ pattern: String) -> Bool? {
    try? contains(text, pattern)
  }

  private static func contains(_ text: String, _ pattern: String) throws(FunctionError) -> Bool {
    _ = try matches("", pattern)
    return try matches(text, "(?s:.*)(?:" + pattern + ")(?s:.*)")
  }

  private static func matches(_ text: String, _ pattern: String) throws(FunctionError) -> Bool {
    do {
      return try RegexSupport.fullMatch(text, pattern)
    } catch {
      throw .invalidRegularExpression(pattern: pattern, reason: error.description)
    }
  }
}

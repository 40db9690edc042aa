import SDUIDocument

/// The catalogs' functions that make text: the basic catalog's
/// `formatString` and `pluralize`, the minimal catalog's `capitalize`.
enum TextFunctions {
  /// `value`, a template, with each `${expression}` replaced by its value
  /// as text (``TypeCoercion/string(_:)``).
  static func formatString(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let template = try arguments.string("value")
    let evaluator = arguments.evaluator
    let parts: [DynamicValue]
    do {
      parts = try evaluator.parser.parseTemplate(template)
    } catch {
      throw .invalidTemplate(error)
    }
    var text = ""
    var length = 0
    for part in parts {
      let piece = TypeCoercion.string(try evaluator.evaluate(part))
      length += piece.unicodeScalars.count
      guard length <= evaluator.maximumResultLength else { throw .resultTooLong(limit: evaluator.maximumResultLength) }
      text += piece
    }
    return JSONValue(.string(text))
  }

  /// The argument named by `value`'s plural category in the locale
  /// (``PluralRules``), or `other` when the call has none for it.
  /// Undefined when `value` is.
  static func pluralize(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    guard let number = try arguments.number("value") else { return nil }
    guard arguments.has("other") else { throw .missingArgument(function: "pluralize", argument: "other") }
    let category = PluralRules.category(of: number, in: arguments.evaluator.environment.locale)
    return JSONValue(.string(try arguments.string(arguments.has(category) ? category : "other")))
  }

  /// `value` with its first character in upper case, the rest as it is.
  static func capitalize(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    let text = try arguments.string("value")
    guard let first = text.first else { return JSONValue(.string("")) }
    return JSONValue(.string(first.uppercased() + text.dropFirst()))
  }
}

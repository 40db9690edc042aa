import SDUIDocument

/// The basic catalog's `and`, `or` and `not`.
enum LogicFunctions {
  /// Whether every one of `values` is true, evaluated in order until one
  /// is not.
  static func and(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    for value in try values(arguments) where !TypeCoercion.boolean(try arguments.evaluator.evaluate(value)) {
      return false
    }
    return true
  }

  /// Whether one of `values` is true, evaluated in order until one is.
  static func or(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    for value in try values(arguments) where TypeCoercion.boolean(try arguments.evaluator.evaluate(value)) {
      return true
    }
    return false
  }

  /// The negation of `value`.
  static func not(_ arguments: FunctionArguments) throws(FunctionError) -> JSONValue? {
    JSONValue(.bool(!(try arguments.boolean("value"))))
  }

  /// `values`, each a dynamic boolean: written as an array, its elements
  /// are bindings and calls as well as literals; bound to an array or
  /// returned by a call, its elements are values.
  private static func values(_ arguments: FunctionArguments) throws(FunctionError) -> [DynamicValue] {
    guard let written = arguments.call.argument("values") else {
      throw .missingArgument(function: arguments.call.name, argument: "values")
    }
    if case .literal(let literal) = written, let elements = literal.arrayElements {
      var values: [DynamicValue] = []
      for element in elements { values.append(try DynamicValue(json: element)) }
      return values
    }
    let value = try arguments.evaluator.evaluate(written)
    guard let elements = value?.arrayElements else {
      throw arguments.wrongType("values", expected: "a list of booleans", found: value ?? .null)
    }
    return elements.map(DynamicValue.literal)
  }
}

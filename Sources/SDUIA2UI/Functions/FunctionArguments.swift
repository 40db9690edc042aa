import SDUIDocument

/// A call's arguments as a function reads them: each evaluated when asked
/// for, and read as the type the function needs, or a
/// ``FunctionError`` naming the function and the argument.
package struct FunctionArguments {
  /// The call being evaluated.
  package let call: FunctionCall
  /// The evaluator of its arguments.
  package let evaluator: FunctionEvaluator

  /// Whether the call has the argument.
  package func has(_ name: String) -> Bool {
    call.argument(name) != nil
  }

  /// The argument's value; `nil` when it is undefined.
  ///
  /// - Throws: ``FunctionError/missingArgument(function:argument:)`` when
  ///   the call does not have it.
  package func value(_ name: String) throws(FunctionError) -> JSONValue? {
    guard let argument = call.argument(name) else {
      throw .missingArgument(function: call.name, argument: name)
    }
    return try evaluator.evaluate(argument)
  }

  /// The argument's value when the call has it, else `nil`.
  package func optionalValue(_ name: String) throws(FunctionError) -> JSONValue? {
    has(name) ? try value(name) : nil
  }

  /// The argument as text (``TypeCoercion/string(_:)``).
  package func string(_ name: String) throws(FunctionError) -> String {
    TypeCoercion.string(try value(name))
  }

  /// The argument as a truth value (``TypeCoercion/boolean(_:)``).
  package func boolean(_ name: String) throws(FunctionError) -> Bool {
    TypeCoercion.boolean(try value(name))
  }

  /// The argument as a number, `nil` when it is undefined or `null`;
  /// anything but a number or a numeric string is an error.
  ///
  /// - Throws: ``FunctionError/missingArgument(function:argument:)`` when
  ///   the call does not have it.
  package func number(_ name: String) throws(FunctionError) -> Double? {
    guard let value = try value(name), !value.isNull else { return nil }
    guard let number = TypeCoercion.number(value) else { throw wrongType(name, expected: "a number", found: value) }
    return number
  }

  /// The argument as ``number(_:)`` reads it, when the call has it.
  package func optionalNumber(_ name: String) throws(FunctionError) -> Double? {
    has(name) ? try number(name) : nil
  }

  /// The argument as a whole number in `range`, when the call has it.
  package func optionalInteger(_ name: String, in range: ClosedRange<Int>) throws(FunctionError) -> Int? {
    guard let number = try optionalNumber(name) else { return nil }
    guard let integer = Int(exactly: number), range.contains(integer) else {
      throw .wrongArgumentType(
        function: call.name, argument: name, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
        found: TypeCoercion.text(of: .double(number)))
    }
    return integer
  }

  /// The error for an argument of the wrong type.
  package func wrongType(_ name: String, expected: String, found value: JSONValue) -> FunctionError {
    .wrongArgumentType(function: call.name, argument: name, expected: expected, found: value.jsonText)
  }
}

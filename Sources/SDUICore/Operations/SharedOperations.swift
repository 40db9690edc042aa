import SDUIDocument

/// The operations both dialects define the same way, and the check of an
/// operation's argument count that all of them make.
package enum SharedOperations {
  package static func arity(_ arguments: [JSONValue], _ range: ClosedRange<Int>) throws(OperationFailure) {
    guard range.contains(arguments.count) else {
      let expected = range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
      throw OperationFailure.argumentCount(expected: expected, got: arguments.count)
    }
  }

  package static func gt(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue { try compare(arguments, >) }
  package static func gte(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue { try compare(arguments, >=) }
  package static func lt(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue { try compare(arguments, <) }
  package static func lte(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue { try compare(arguments, <=) }

  static func compare(
    _ arguments: [JSONValue], _ test: (Double, Double) -> Bool
  ) throws(OperationFailure) -> JSONValue {
    try arity(arguments, 2...2)
    guard let (a, b) = Arithmetic.compare(arguments[0], arguments[1]) else { return false }
    return JSONValue(bool: test(a, b))
  }

  package static func not(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try arity(arguments, 1...1)
    guard let flag = arguments[0].boolValue else {
      throw OperationFailure.wrongKind(operation: "not", expected: "a boolean", found: nil)
    }
    return JSONValue(bool: !flag)
  }

  package static func isNull(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try arity(arguments, 1...1)
    return JSONValue(bool: arguments[0].isNull)
  }
}

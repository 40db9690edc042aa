import SDUICore
import SDUIDocument

/// The Beagle operations with beagle-ios 2.1 semantics (spec beagle §6):
/// number coercion in arithmetic and comparisons, strict booleans in logic,
/// strings only in string operations, bounds-checked collections.
///
/// ```swift
/// try BeagleOperations.divide([6, 4])        // 1.5, always a double
/// try BeagleOperations.capitalize(["name lastname"]) // "Name Lastname"
/// ```
enum BeagleOperations {
  static let all: [String: OperationFunction] = [
    "sum": sum, "subtract": subtract, "multiply": multiply, "divide": divide,
    "gt": gt, "gte": gte, "lt": lt, "lte": lte, "eq": eq, "condition": condition, "not": not, "and": and, "or": or,
    "concat": concat, "capitalize": capitalize, "uppercase": uppercase, "lowercase": lowercase, "substr": substr,
    "insert": insert, "remove": remove, "removeIndex": removeIndex, "contains": contains, "union": union,
    "isNull": isNull, "isEmpty": isEmpty, "length": length, "int": int, "double": double, "string": string,
  ]

  // MARK: Numbers

  static func arithmetic(
    _ arguments: [JSONValue], _ name: String, _ op: Arithmetic.Operator
  ) throws(OperationFailure) -> JSONValue {
    guard !arguments.isEmpty else { throw OperationFailure.argumentCount(expected: "at least 1", got: 0) }
    return JSONValue(Arithmetic.fold(try Arithmetic.numbers(arguments, operation: name), op))
  }

  static func sum(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try arithmetic(arguments, "sum", .add)
  }

  static func subtract(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try arithmetic(arguments, "subtract", .subtract)
  }

  static func multiply(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try arithmetic(arguments, "multiply", .multiply)
  }

  /// Always a double: `divide(4, 2)` is `2.0`.
  static func divide(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    guard !arguments.isEmpty else { throw OperationFailure.argumentCount(expected: "at least 1", got: 0) }
    let numbers = try Arithmetic.numbers(arguments, operation: "divide").map(\.doubleValue)
    var result = numbers[0]
    for divisor in numbers.dropFirst() {
      guard divisor != 0 else { throw OperationFailure.divisionByZero }
      result /= divisor
    }
    return JSONValue(.number(.double(result)))
  }

  static func gt(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue { try SharedOperations.gt(arguments) }
  static func gte(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.gte(arguments)
  }
  static func lt(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue { try SharedOperations.lt(arguments) }
  static func lte(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.lte(arguments)
  }

  /// Numeric equality after coercion, else structural equality.
  static func eq(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...2)
    if let (a, b) = Arithmetic.compare(arguments[0], arguments[1]) { return JSONValue(bool: a == b) }
    return JSONValue(bool: NumericEquality.equal(arguments[0], arguments[1]))
  }

  // MARK: Logic

  /// The second argument when the first is exactly `true`, else the third.
  static func condition(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 3...3)
    return arguments[0].boolValue == true ? arguments[1] : arguments[2]
  }

  static func not(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.not(arguments)
  }

  /// Every argument converted, or a failure naming the first that is not
  /// of the kind the operation takes.
  static func all<Value>(
    _ arguments: [JSONValue], _ name: String, _ kind: String, _ convert: (JSONValue) -> Value?
  ) throws(OperationFailure) -> [Value] {
    var values: [Value] = []
    for argument in arguments {
      guard let value = convert(argument) else {
        throw OperationFailure.wrongKind(operation: name, expected: kind, found: Arithmetic.describe(argument))
      }
      values.append(value)
    }
    return values
  }

  static func booleans(_ arguments: [JSONValue], _ name: String) throws(OperationFailure) -> [Bool] {
    guard !arguments.isEmpty else { throw OperationFailure.argumentCount(expected: "at least 1", got: 0) }
    return try all(arguments, name, "booleans", \.boolValue)
  }

  static func and(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(bool: try booleans(arguments, "and").allSatisfy { $0 })
  }

  static func or(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(bool: try booleans(arguments, "or").contains(true))
  }

  // MARK: Strings

  static func strings(_ arguments: [JSONValue], _ name: String) throws(OperationFailure) -> [String] {
    try all(arguments, name, "strings", \.stringValue)
  }

  static func concat(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    guard !arguments.isEmpty else { throw OperationFailure.argumentCount(expected: "at least 1", got: 0) }
    return JSONValue(text: try strings(arguments, "concat").joined())
  }

  /// Every word capitalized and the rest lowercased, as beagle-ios's
  /// `capitalized` does; words are separated by spaces, tabs and line breaks
  /// (web: the first letter of the string only).
  static func capitalize(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    var output = ""
    var startsWord = true
    for character in try strings(arguments, "capitalize")[0] {
      output += startsWord ? character.uppercased() : character.lowercased()
      startsWord = character.isWhitespace
    }
    return JSONValue(text: output)
  }

  static func uppercase(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    return JSONValue(text: try strings(arguments, "uppercase")[0].uppercased())
  }

  static func lowercase(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    return JSONValue(text: try strings(arguments, "lowercase")[0].lowercased())
  }

  /// `substr(s, start[, length])`, bounds-checked as beagle-ios checks:
  /// the start must be a character of the string, so `substr('abc', 3)` has
  /// no value.
  static func substr(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...3)
    let characters = Array(try strings([arguments[0]], "substr")[0])
    let start = try wholeNumber(arguments[1], "substr", "start")
    let given = arguments.count == 3 ? try wholeNumber(arguments[2], "substr", "length") : nil
    guard start >= 0, start < characters.count else {
      throw OperationFailure.outOfRange(
        operation: "substr", role: "range", collection: .string, length: characters.count)
    }
    let length = given ?? characters.count - start
    guard length >= 0, length <= characters.count - start else {
      throw OperationFailure.outOfRange(
        operation: "substr", role: "range", collection: .string, length: characters.count)
    }
    return JSONValue(text: String(characters[start..<(start + length)]))
  }

  /// An index or a length as beagle-ios reads it: a whole number written
  /// without a decimal point. `2.0` and `'2'` are refused, as its tests
  /// expect.
  static func wholeNumber(_ value: JSONValue, _ operation: String, _ role: String) throws(OperationFailure) -> Int {
    guard case .number(.integer(let index)) = value.kind else {
      throw OperationFailure.notWholeNumber(operation: operation, role: role, found: Arithmetic.describe(value))
    }
    return index
  }

  // MARK: Collections

  static func list(_ value: JSONValue, _ name: String) throws(OperationFailure) -> [JSONValue] {
    guard let elements = value.arrayElements else {
      throw OperationFailure.wrongKind(operation: name, expected: "an array", found: Arithmetic.describe(value))
    }
    return elements
  }

  /// Inserts at an index within the array, or appends without one.
  static func insert(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...3)
    var elements = try list(arguments[0], "insert")
    guard arguments.count == 3 else { return JSONValue(array: elements + [arguments[1]]) }
    let index = try wholeNumber(arguments[2], "insert", "index")
    guard elements.indices.contains(index) else {
      throw OperationFailure.outOfRange(operation: "insert", role: "index", collection: .array, length: elements.count)
    }
    elements.insert(arguments[1], at: index)
    return JSONValue(array: elements)
  }

  /// Removes every equal element.
  static func remove(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...2)
    return JSONValue(array: try list(arguments[0], "remove").filter { !NumericEquality.equal($0, arguments[1]) })
  }

  static func removeIndex(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...2)
    var elements = try list(arguments[0], "removeIndex")
    let index = arguments.count == 2 ? try wholeNumber(arguments[1], "removeIndex", "index") : elements.count - 1
    guard elements.indices.contains(index) else {
      throw OperationFailure.outOfRange(
        operation: "removeIndex", role: "index", collection: .array, length: elements.count)
    }
    elements.remove(at: index)
    return JSONValue(array: elements)
  }

  static func contains(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...2)
    return JSONValue(bool: try list(arguments[0], "contains").contains { NumericEquality.equal($0, arguments[1]) })
  }

  /// Concatenates the arrays among the arguments; others are ignored.
  static func union(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(array: arguments.flatMap { $0.arrayElements ?? [] })
  }

  static func isNull(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.isNull(arguments)
  }

  /// Empty string, array or object; other types have no answer.
  static func isEmpty(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    switch arguments[0].kind {
    case .string(let text): return JSONValue(bool: text.isEmpty)
    case .array(let elements): return JSONValue(bool: elements.isEmpty)
    case .object(let members): return JSONValue(bool: members.isEmpty)
    default:
      throw OperationFailure.wrongKind(
        operation: "isEmpty", expected: "a string, array or object", found: Arithmetic.describe(arguments[0]))
    }
  }

  static func length(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    switch arguments[0].kind {
    case .string(let text): return JSONValue(.number(.integer(text.count)))
    case .array(let elements): return JSONValue(.number(.integer(elements.count)))
    case .object(let members): return JSONValue(.number(.integer(members.count)))
    default:
      throw OperationFailure.wrongKind(
        operation: "length", expected: "a string, array or object", found: Arithmetic.describe(arguments[0]))
    }
  }

  // MARK: Conversions

  /// A number truncated toward zero, or a string that is a whole number:
  /// `int('1.1')` has no value, as in beagle-ios (web and Android give 1).
  static func int(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    let value: Int? =
      switch arguments[0].kind {
      case .string(let text): Int(text)
      case .number: Coercion.integer(from: arguments[0])
      default: nil
      }
    guard let value else {
      throw OperationFailure.cannotConvert(operation: "int", found: Arithmetic.describe(arguments[0]))
    }
    return JSONValue(.number(.integer(value)))
  }

  static func double(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    guard let value = Coercion.number(from: arguments[0]) else {
      throw OperationFailure.cannotConvert(operation: "double", found: Arithmetic.describe(arguments[0]))
    }
    return JSONValue(.number(.double(value.doubleValue)))
  }

  static func string(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    switch arguments[0].kind {
    case .string, .bool, .number: return JSONValue(text: Coercion.text(of: arguments[0], dialect: .beagle))
    default: throw OperationFailure.cannotConvert(operation: "string", found: Arithmetic.describe(arguments[0]))
    }
  }
}

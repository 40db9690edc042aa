import SDUICore
import SDUIDocument

/// The 30 Nimbus operations with the Kotlin core's semantics (spec nimbus
/// §5). Numbers accept numeric strings; a double anywhere makes a double.
///
/// ```swift
/// try NimbusOperations.divide([6, 4])          // 1.5
/// try NimbusOperations.substr(["This is a Test text.", 10, 14]) // "Test"
/// ```
enum NimbusOperations {
  static let all: [String: OperationFunction] = [
    "sum": sum, "subtract": subtract, "multiply": multiply, "divide": divide,
    "gt": SharedOperations.gt, "gte": SharedOperations.gte, "lt": SharedOperations.lt, "lte": SharedOperations.lte,
    "eq": eq, "and": and, "or": or, "not": SharedOperations.not, "condition": condition,
    "capitalize": capitalize, "uppercase": uppercase, "lowercase": lowercase, "substr": substr,
    "match": match, "replace": replace, "contains": contains, "concat": concat, "length": length,
    "isNull": SharedOperations.isNull, "isEmpty": isEmpty, "array": array, "insert": insert,
    "remove": remove, "removeIndex": removeIndex, "object": object, "entries": entries,
  ]

  // MARK: Numbers

  static func sum(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(Arithmetic.fold(try Arithmetic.numbers(arguments, operation: "sum"), .add))
  }

  static func subtract(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(Arithmetic.fold(try Arithmetic.numbers(arguments, operation: "subtract"), .subtract))
  }

  static func multiply(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(Arithmetic.fold(try Arithmetic.numbers(arguments, operation: "multiply"), .multiply))
  }

  /// Integer division stays an integer only when exact: `6/4 = 1.5`, `16/2/2 = 4`.
  static func divide(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    let numbers = try Arithmetic.numbers(arguments, operation: "divide")
    guard var result = numbers.first else { return JSONValue(.number(.integer(0))) }
    for divisor in numbers.dropFirst() {
      guard divisor.doubleValue != 0 else { throw OperationFailure.divisionByZero }
      if case .integer(let a) = result, case .integer(let b) = divisor,
        case let (remainder, false) = a.remainderReportingOverflow(dividingBy: b), remainder == 0,
        case let (quotient, false) = a.dividedReportingOverflow(by: b)
      {
        result = .integer(quotient)
      } else {
        result = .double(result.doubleValue / divisor.doubleValue)
      }
    }
    return JSONValue(result)
  }

  /// Deep equality, else numeric equality when both read as numbers.
  static func eq(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...2)
    if arguments[0] == arguments[1] { return true }
    guard let (a, b) = Arithmetic.compare(arguments[0], arguments[1]) else { return false }
    return JSONValue(bool: a == b)
  }

  // MARK: Logic

  /// True unless a boolean argument is false; other arguments are ignored.
  static func and(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(bool: !arguments.contains { $0.boolValue == false })
  }

  static func or(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(bool: arguments.contains { $0.boolValue == true })
  }

  static func condition(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 3...3)
    guard let premise = arguments[0].boolValue else {
      throw OperationFailure.premiseNotBoolean(found: Arithmetic.describe(arguments[0]))
    }
    return premise ? arguments[1] : arguments[2]
  }

  // MARK: Strings

  static func text(_ value: JSONValue) -> String {
    Coercion.text(of: value, dialect: .nimbus)
  }

  static func capitalize(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    let string = text(arguments[0])
    return JSONValue(text: string.prefix(1).uppercased() + string.dropFirst())
  }

  static func uppercase(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    return JSONValue(text: text(arguments[0]).uppercased())
  }

  static func lowercase(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    return JSONValue(text: text(arguments[0]).lowercased())
  }

  /// `substr(s, start[, end])`: the third argument is an end index, as in
  /// Kotlin's `substring` (the docs call it a length).
  static func substr(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...3)
    let characters = Array(text(arguments[0]))
    guard let start = Coercion.integer(from: arguments[1]) else {
      throw OperationFailure.notAnInteger(operation: "substr", role: "start")
    }
    let end = arguments.count == 3 && !arguments[2].isNull ? Coercion.integer(from: arguments[2]) : characters.count
    guard let end, start >= 0, start <= end, end <= characters.count else {
      throw OperationFailure.outOfRange(
        operation: "substr", role: "range", collection: .string, length: characters.count)
    }
    return JSONValue(text: String(characters[start..<end]))
  }

  static func match(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...2)
    return JSONValue(bool: try RegexSupport.fullMatch(text(arguments[0]), text(arguments[1])))
  }

  static func replace(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 3...3)
    return JSONValue(
      text: try RegexSupport.replaceAll(text(arguments[0]), text(arguments[1]), with: text(arguments[2])))
  }

  // MARK: Collections

  /// A list holds a deep-equal element; a map has the key; a string has the substring.
  static func contains(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...2)
    switch arguments[0].kind {
    case .array(let elements): return JSONValue(bool: elements.contains(arguments[1]))
    case .object: return JSONValue(bool: arguments[0][text(arguments[1])] != nil)
    case .string(let string):
      // The empty text is in every string (Kotlin's contains); Foundation's
      // overload, when in view, says otherwise.
      let wanted = text(arguments[1])
      return JSONValue(bool: arguments[1].isNull || wanted.isEmpty || string.contains(wanted))
    default: return false
    }
  }

  static func concat(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    switch arguments.first?.kind {
    case .array: return JSONValue(array: arguments.flatMap { $0.arrayElements ?? [] })
    case .object: return JSONValue(.object(lastOfEachKey(arguments.compactMap(\.objectMembers).flatMap(\.self))))
    default: return JSONValue(text: arguments.map(text).joined())
    }
  }

  static func length(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    switch arguments[0].kind {
    case .array(let elements): return JSONValue(.number(.integer(elements.count)))
    case .object(let members): return JSONValue(.number(.integer(Set(members.map(\.key)).count)))
    case .string(let string): return JSONValue(.number(.integer(string.count)))
    default: return 0
    }
  }

  static func isEmpty(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    switch arguments[0].kind {
    case .null: return true
    case .array(let elements): return JSONValue(bool: elements.isEmpty)
    case .object(let members): return JSONValue(bool: members.isEmpty)
    case .string(let string): return JSONValue(bool: string.isEmpty)
    default: return false
    }
  }

  static func array(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    JSONValue(array: arguments)
  }

  static func insert(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...3)
    var elements = arguments[0].arrayElements ?? []
    if arguments.count == 3, !arguments[2].isNull {
      guard let index = Coercion.integer(from: arguments[2]), (0...elements.count).contains(index) else {
        throw OperationFailure.outOfRange(operation: "insert", role: "index", collection: .list, length: elements.count)
      }
      elements.insert(arguments[1], at: index)
    } else {
      elements.append(arguments[1])
    }
    return JSONValue(array: elements)
  }

  static func remove(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 2...2)
    var elements = arguments[0].arrayElements ?? []
    if let index = elements.firstIndex(of: arguments[1]) { elements.remove(at: index) }
    return JSONValue(array: elements)
  }

  static func removeIndex(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...2)
    var elements = arguments[0].arrayElements ?? []
    let index = arguments.count == 2 && !arguments[1].isNull ? Coercion.integer(from: arguments[1]) : elements.count - 1
    guard let index, elements.indices.contains(index) else {
      throw OperationFailure.outOfRange(
        operation: "removeIndex", role: "index", collection: .list, length: elements.count)
    }
    elements.remove(at: index)
    return JSONValue(array: elements)
  }

  /// `object(k1, v1, ...)`: keys stringified, a missing last value is null,
  /// a repeated key keeps its last value.
  static func object(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    let members = stride(from: 0, to: arguments.count, by: 2).map { start in
      JSONMember(key: text(arguments[start]), value: start + 1 < arguments.count ? arguments[start + 1] : .null)
    }
    return JSONValue(.object(lastOfEachKey(members)))
  }

  /// The members with each key's last one kept, in the order of those:
  /// what writing them one by one, each replacing its key, leaves.
  private static func lastOfEachKey(_ members: [JSONMember]) -> [JSONMember] {
    var last: [String: Int] = [:]
    for (index, member) in members.enumerated() { last[member.key] = index }
    return members.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element)
  }

  static func entries(_ arguments: [JSONValue]) throws(OperationFailure) -> JSONValue {
    try SharedOperations.arity(arguments, 1...1)
    let members = arguments[0].objectMembers ?? []
    return JSONValue(array: members.map { ["key": JSONValue(text: $0.key), "value": $0.value] })
  }
}

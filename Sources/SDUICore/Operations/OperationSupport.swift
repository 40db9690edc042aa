import SDUIDocument

/// An operation's implementation: evaluated arguments in, a value out.
/// A thrown ``OperationFailure`` makes the expression `null` and is logged.
public typealias OperationFunction = @Sendable ([JSONValue]) throws(OperationFailure) -> JSONValue

/// Arithmetic and comparisons shared by both dialects' number operations:
/// integers stay integers unless a double takes part (or a sum overflows).
package enum Arithmetic {
  package enum Operator { case add, subtract, multiply }

  package static func numbers(_ arguments: [JSONValue], operation: String) throws(OperationFailure) -> [JSONNumber] {
    var numbers: [JSONNumber] = []
    for (index, argument) in arguments.enumerated() {
      guard let number = Coercion.number(from: argument) else {
        throw OperationFailure.notANumber(operation: operation, position: index + 1, found: describe(argument))
      }
      numbers.append(number)
    }
    return numbers
  }

  package static func fold(_ numbers: [JSONNumber], _ op: Operator) -> JSONNumber {
    guard var result = numbers.first else { return .integer(0) }
    for number in numbers.dropFirst() {
      result = apply(op, result, number)
    }
    return result
  }

  static func apply(_ op: Operator, _ lhs: JSONNumber, _ rhs: JSONNumber) -> JSONNumber {
    if case .integer(let a) = lhs, case .integer(let b) = rhs {
      let (value, overflow) =
        switch op {
        case .add: a.addingReportingOverflow(b)
        case .subtract: a.subtractingReportingOverflow(b)
        case .multiply: a.multipliedReportingOverflow(by: b)
        }
      if !overflow { return .integer(value) }
    }
    let (a, b) = (lhs.doubleValue, rhs.doubleValue)
    switch op {
    case .add: return .double(a + b)
    case .subtract: return .double(a - b)
    case .multiply: return .double(a * b)
    }
  }

  /// Compares two values as numbers; `nil` when either is not one.
  package static func compare(_ lhs: JSONValue, _ rhs: JSONValue) -> (Double, Double)? {
    guard let a = Coercion.number(from: lhs), let b = Coercion.number(from: rhs) else { return nil }
    return (a.doubleValue, b.doubleValue)
  }

  package static func describe(_ value: JSONValue) -> String {
    value.isNull ? "null" : "\(value.typeName) \(value.jsonText)"
  }
}

/// Equality that treats `1` and `1.0` as equal, recursively.
package enum NumericEquality {
  package static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch (lhs.kind, rhs.kind) {
    case (.number(let a), .number(let b)): return a.doubleValue == b.doubleValue
    case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.object, .object):
      let (a, b) = (lhs.objectMembers ?? [], rhs.objectMembers ?? [])
      guard Set(a.map(\.key)) == Set(b.map(\.key)) else { return false }
      let others = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
      return a.allSatisfy { member in others[member.key].map { equal(member.value, $0) } ?? false }
    default: return lhs == rhs
    }
  }
}

extension JSONValue {
  package init(_ number: JSONNumber) { self.init(.number(number)) }
  package init(text: String) { self.init(.string(text)) }
  package init(bool: Bool) { self.init(.bool(bool)) }
  package init(array: [JSONValue]) { self.init(.array(array)) }

  /// The value as a `Bool` only when it is a boolean.
  package var boolValue: Bool? {
    if case .bool(let flag) = kind { return flag }
    return nil
  }
}

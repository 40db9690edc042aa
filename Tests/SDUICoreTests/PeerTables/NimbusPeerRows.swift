import SDUIDialects

@testable import SDUICore
@testable import SDUIDocument

/// The Nimbus Kotlin core's operation tests (`unity/operations/*.kt`) and
/// expression tests (`unity/expression/expression.kt`), as rows. Kotlin
/// values become expression literals or states; the expected values keep
/// Kotlin's types (`3.0` is a double, `2` an integer).
enum NimbusPeerRows {
  static let all: [PeerRow] = numbers + comparisons + logic + collections + expressions

  static func table(_ category: PeerCategory, _ file: String, _ test: String, _ contexts: [PeerRow.Context] = [])
    -> PeerTable
  {
    PeerTable(dialect: .nimbus, category: category, source: .nimbusOperation(file, test), contexts: contexts)
  }

  /// The argument pairs the core's "type coercion" tests give every
  /// arithmetic operation.
  static let arithmeticPairs = [
    "6, 4", "4.5, 6", "4.5, 4.5", "6, 4.5", "1, 1.5", "2.0, 1", "'1', 1.0", "2.5, '1.0'", "'1', '1'", "'2', 1",
    "1, true", "'1', false", "'', ''",
  ]

  static func pairs(_ table: PeerTable, _ operation: String, _ arguments: [String], _ expected: [PeerExpectation])
    -> [PeerRow]
  {
    precondition(arguments.count == expected.count, "\(operation): \(arguments.count) pairs, \(expected.count) results")
    return table.calls(operation, Array(zip(arguments, expected)))
  }

  static let notANumber = noValue("expected a number")

  static let numbers: [PeerRow] =
    table(.arithmetic, "sum.kt", "should sum correctly integers").calls("sum", [("16, 2, 2", value(20))])
    + table(.arithmetic, "sum.kt", "should sum correctly doubles").calls(
      "sum", [("16.3, 2.4, 2.9", value(21.599999999999998))])
    + table(.arithmetic, "sum.kt", "should sum correctly mixed").calls("sum", [("16, 2.5, 2", value(20.5))])
    + pairs(
      table(.coercion, "sum.kt", "should sum despite the type of the data - type coercion"), "sum", arithmeticPairs,
      [
        value(10), value(10.5), value(9.0), value(10.5), value(2.5), value(3.0), value(2.0), value(3.5), value(2),
        value(3), notANumber, notANumber, notANumber,
      ])
    + table(.arithmetic, "subtract.kt", "should subtract correctly integers").calls(
      "subtract", [("16, 2, 2", value(12))])
    + table(.arithmetic, "subtract.kt", "should subtract correctly doubles").calls(
      "subtract", [("16.3, 2.4, 2.9", value(11.0))])
    + table(.arithmetic, "subtract.kt", "should subtract correctly mixed").calls(
      "subtract", [("16, 2.5, 2", value(11.5))])
    + pairs(
      table(.coercion, "subtract.kt", "should subtract despite the type of the data - type coercion"), "subtract",
      arithmeticPairs,
      [
        value(2), value(-1.5), value(0.0), value(1.5), value(-0.5), value(1.0), value(0.0), value(1.5), value(0),
        value(1), notANumber, notANumber, notANumber,
      ])
    + table(.arithmetic, "multiply.kt", "should multiply correctly integers").calls(
      "multiply", [("16, 2, 2", value(64))])
    + table(.arithmetic, "multiply.kt", "should multiply correctly doubles").calls(
      "multiply", [("16.3, 2.4, 2.9", value(113.448))])
    + table(.arithmetic, "multiply.kt", "should multiply correctly mixed").calls(
      "multiply", [("16, 2.5, 2", value(80.0))])
    + pairs(
      table(.coercion, "multiply.kt", "should multiply despite the type of the data - type coercion"), "multiply",
      arithmeticPairs,
      [
        value(24), value(27.0), value(20.25), value(27.0), value(1.5), value(2.0), value(1.0), value(2.5), value(1),
        value(2), notANumber, notANumber, notANumber,
      ])
    + table(.arithmetic, "divide.kt", "should divide correctly integers").calls("divide", [("16, 2, 2", value(4))])
    + table(.arithmetic, "divide.kt", "should divide correctly doubles").calls(
      "divide", [("16.3, 2.4, 2.9", value(2.341954022988506))])
    + table(.arithmetic, "divide.kt", "should divide correctly mixed").calls("divide", [("16, 2.5, 2", value(3.2))])
    + pairs(
      table(.coercion, "divide.kt", "should divide despite the type of the data - type coercion"), "divide",
      [
        "6, 4", "4.5, 6", "4.5, 4.5", "6, 3.0", "3, 1.5", "2.0, 1", "'1', 1.0", "2.5, '1.0'", "'1', '1'", "'2', 1",
        "1, true", "'1', false", "'', ''",
      ],
      [
        value(1.5), value(0.75), value(1.0), value(2.0), value(2.0), value(2.0), value(1.0), value(2.5), value(1),
        value(2), notANumber, notANumber, notANumber,
      ])

  /// The pairs of the comparison "type coercion" tests (`eq.kt` adds four).
  static let comparisonPairs = [
    "2, 1", "1, 1", "1, 2", "2.0, 1.0", "2.0, 1", "1.0, 1", "1.0, 2", "'2', 1.0", "'2', 1", "'2', '1'", "'1', '1'",
    "'1', '1.0'", "'1.0', 2.0", "'1.0', '2.0'", "'true', 2",
  ]

  static func booleans(_ flags: [Bool]) -> [PeerExpectation] { flags.map { value(JSONValue(bool: $0)) } }

  static let comparisons: [PeerRow] =
    table(.comparison, "gt.kt", "should compare two numbers and tell if a is greater than b").calls(
      "gt", [("5, 4", value(true)), ("5.4567, 5.4566", value(true)), ("5, 5.4566", value(false))])
    + pairs(
      table(.coercion, "gt.kt", "should ignore data type when comparing - type coercion"), "gt",
      comparisonPairs.filter { $0 != "1.0, 2" },
      booleans([true, false, false, true, true, false, true, true, true, false, false, false, false, false]))
    + table(.comparison, "gte.kt", "should compare two numbers and tell if a is greater or is equal b").calls(
      "gte",
      [
        ("5, 4", value(true)), ("5.4567, 5.4566", value(true)), ("5, 5", value(true)),
        ("5.4567, 5.4567", value(true)), ("5, 5.4566", value(false)), ("5.4565, 5.4566", value(false)),
      ])
    + pairs(
      table(.coercion, "gte.kt", "should ignore data type when comparing - type coercion"), "gte", comparisonPairs,
      booleans([true, true, false, true, true, true, false, true, true, true, true, true, false, false, false]))
    + table(.comparison, "lt.kt", "should compare two numbers and tell that a is lesser than b").calls(
      "lt", [("4, 5", value(true)), ("5.4566, 5.4567", value(true)), ("5.4566, 5", value(false))])
    + pairs(
      table(.coercion, "lt.kt", "should ignore data type when comparing - type coercion"), "lt", comparisonPairs,
      booleans([false, false, true, false, false, false, true, false, false, false, false, false, true, true, false]))
    + table(.comparison, "lte.kt", "should compare two numbers and tell if a is lesser than b").calls(
      "lte",
      [
        ("4, 5", value(true)), ("5.4566, 5.4567", value(true)), ("5, 5", value(true)),
        ("5.4567, 5.4567", value(true)), ("5.4566, 5", value(false)), ("5.4566, 5.4565", value(false)),
      ])
    + pairs(
      table(.coercion, "lte.kt", "should ignore data type when comparing - type coercion"), "lte", comparisonPairs,
      booleans([false, true, true, false, false, true, true, false, false, false, true, true, true, true, false]))
    + table(
      .comparison, "eq.kt", "should compare two objects and return true if they are equal",
      [context("obj", ["hello": "world"])]
    ).calls(
      "eq",
      [
        ("'a', 'a'", value(true)), ("13.14, 13.14", value(true)), ("15, 15.0", value(true)),
        ("false, false", value(true)), ("3, 3", value(true)), ("obj, obj", value(true)),
      ])
    + pairs(
      table(.coercion, "eq.kt", "should ignore data type when comparing - type coercion"), "eq",
      Array(comparisonPairs.dropLast()) + [
        "'true', 'true'", "'true', 'false'", "'no', 'no'", "'no', 'yes'", "'true', 2",
      ],
      booleans([
        false, true, false, false, false, true, false, false, false, false, true, true, false, false, true, false,
        true, false, false,
      ]))

  /// `and.kt` uses x = 2, y = 1; `or.kt` and `not.kt` a = 1, b = 2;
  /// `condition.kt` x = 0.
  static let logic: [PeerRow] =
    table(.logic, "and.kt", "should return true when all args are true", [context("x", 2), context("y", 1)]).calls(
      "and", [("gt(x, y), gt(sum(y, 2), x), lt(sum(y, 2), multiply(x, 3))", value(true))])
    + table(.logic, "and.kt", "should return false when one argument is not true", [context("x", 2), context("y", 1)])
    .calls("and", [("gt(x, y), lt(sum(y, 2), x), lt(sum(y, 2), multiply(x, 3))", value(false))])
    + table(.logic, "and.kt", "should return false when all arguments are false", [context("x", 2), context("y", 1)])
    .calls("and", [("lt(x, y), lt(sum(y, 2), x), gt(sum(y, 2), multiply(x, 3))", value(false))])
    + table(
      .logic, "or.kt", "should return true when at least one condition is true", [context("a", 1), context("b", 2)]
    )
    .calls(
      "or",
      [
        ("gt(a, b), eq(a, b), lt(a, b)", value(true)), ("lt(a, b)", value(true)), ("eq(a, b)", value(false)),
        ("gt(a, b), eq(a, b)", value(false)),
      ])
    + table(
      .logic, "not.kt", "should return true when a negative condition is passed", [context("a", 1), context("b", 2)]
    )
    .calls("not", [("gt(a, b)", value(true)), ("lt(a, b)", value(false))])
    + table(.logic, "condition.kt", "should return the trueValue when the condition is true", [context("x", 0)]).calls(
      "condition", [("lt(x, 1), 'true value', 'false value'", value("true value"))])
    + table(.logic, "condition.kt", "should return the falseValue when the condition is false", [context("x", 0)])
    .calls(
      "condition", [("gt(x, 1), 'true value', 'false value'", value("false value"))])
}

import SDUIDialects

@testable import SDUICore
@testable import SDUIDocument

/// beagle-ios's operation tables (`OperationEvaluation/*Tests.swift`: the
/// 2.x number, comparison, logic and conversion tests, and the 1.x string,
/// array and other tests of the monorepo it grew out of). iOS keeps `2` and
/// `2.0` apart (`DynamicObject.int` and `.double`), so the expected values
/// keep their types.
enum BeagleIOSPeerRows {
  static let all: [PeerRow] =
    numbers + comparisons + logic + conversions + BeagleIOSPeerRows.collections + BeagleIOSPeerRows.expressions

  static func table(
    _ category: PeerCategory, _ file: String, _ test: String, _ contexts: [PeerRow.Context] = [], legacy: Bool = false
  ) -> PeerTable {
    PeerTable(
      dialect: .beagle, category: category,
      source: legacy ? .beagleIOS1x(file, test) : .beagleIOS(file, test), contexts: contexts)
  }

  static func failed(_ operation: String) -> PeerExpectation { noValue("operation '\(operation)' failed") }

  /// The number tests call each operation with the same argument lists,
  /// plain numbers first and numeric strings after.
  static func arithmetic(_ operation: String, _ test: String, plain: [PeerExpectation], strings: [PeerExpectation])
    -> [PeerRow]
  {
    let file = "OperationNumberEvaluationTests.swift"
    let plainArguments = ["6, 4", "4.5, 6.0", "4, 6, 4", "2.8, 4.5, 6.0", "1, 1.5", "2.0, 1"]
    let stringArguments = ["'1', 1.0", "2.5, '1.0'", "'1', '1'", "'2', 1", "'3.5', 2", "1, true", ""]
    return table(.arithmetic, file, test).calls(operation, Array(zip(plainArguments, plain)))
      + table(.coercion, file, test).calls(
        operation, Array(zip(stringArguments, strings + [failed(operation), failed(operation)])))
  }

  static let numbers: [PeerRow] =
    arithmetic(
      "sum", "testEvaluateSum", plain: [value(10), value(10.5), value(14), value(13.3), value(2.5), value(3.0)],
      strings: [value(2.0), value(3.5), value(2), value(3), value(5.5)])
    + arithmetic(
      "subtract", "testEvaluateSubtract",
      plain: [value(2), value(-1.5), value(-6), value(-7.7), value(-0.5), value(1.0)],
      strings: [value(0.0), value(1.5), value(0), value(1), value(1.5)])
    + arithmetic(
      "multiply", "testEvaluateMultiply",
      plain: [value(24), value(27.0), value(96), value(75.6), value(1.5), value(2.0)],
      strings: [value(1.0), value(2.5), value(1), value(2), value(7.0)])
    + arithmetic(
      "divide", "testEvaluateDivide",
      plain: [
        value(1.5), value(0.75), value(0.16666666666666666), value(0.1037037037037037), value(0.6666666666666666),
        value(2.0),
      ],
      strings: [value(1.0), value(2.5), value(1.0), value(2.0), value(1.75)])

  static let comparisonArguments = [
    "2, 1", "1, 1", "1, 2", "2.0, 1.0", "2.0, 1", "1.0, 1", "1.0, 2", "'2', 1.0", "'2', 1", "'2', '1'", "'1', '1'",
    "'1', '1.0'", "'1.0', 2.0", "'1.0', '2.0'",
  ]

  /// The first seven argument lists are numbers, the rest strings and
  /// booleans.
  static func comparison(_ operation: String, _ test: String, _ arguments: [String], _ flags: [Bool]) -> [PeerRow] {
    let file = "OperationComparisonEvaluationTests.swift"
    let rows = Array(zip(arguments, flags.map { value(JSONValue(bool: $0)) }))
    return table(.comparison, file, test).calls(operation, Array(rows.prefix(7)))
      + table(.coercion, file, test).calls(operation, Array(rows.dropFirst(7)))
  }

  static let comparisons: [PeerRow] =
    comparison(
      "gt", "testGt", comparisonArguments + ["true, 2"],
      [true, false, false, true, true, false, false, true, true, true, false, false, false, false, false])
    + comparison(
      "gte", "testGte", comparisonArguments + ["true, 2"],
      [true, true, false, true, true, true, false, true, true, true, true, true, false, false, false])
    + comparison(
      "lt", "testLt", comparisonArguments + ["true, 2"],
      [false, false, true, false, false, false, true, false, false, false, false, false, true, true, false])
    + comparison(
      "lte", "testLte", comparisonArguments + ["true, 2"],
      [false, true, true, false, false, true, true, false, false, false, true, true, true, true, false])
    + comparison(
      "eq", "testEq",
      comparisonArguments + ["true, true", "true, false", "'no', 'no'", "'no', 'yes'", "true, 2"],
      [
        false, true, false, false, false, true, false, false, false, false, true, true, false, false, true, false,
        true, false, false,
      ])

  static let logic: [PeerRow] =
    table(.logic, "OperationLogicEvaluationTests.swift", "testEvaluateCondition", [context("context", true)]).calls(
      "condition",
      [
        ("true, 1, 0", value(1)), ("false, 'yes', 'no'", value("no")), ("context, true, false", value(true)),
        ("condition(context, true, false), 1.1, 0.0", value(1.1)), ("null, 1, 0", value(0)),
        ("true, 1, 0.0", value(1)), ("1, 0", failed("condition")), ("", failed("condition")),
      ])
    + table(.logic, "OperationLogicEvaluationTests.swift", "testEvaluateNot", [context("context", true)]).calls(
      "not",
      [
        ("true", value(false)), ("false", value(true)), ("context", value(false)), ("not(context)", value(true)),
        ("1", failed("not")), ("1, 1", failed("not")), ("", failed("not")),
      ])
    + connective("and", "testEvaluateAnd", [true, false, false, true, false])
    + connective("or", "testEvaluateOr", [true, false, true, true, true])

  /// `and` and `or` share one table; `context1` is false.
  static func connective(_ operation: String, _ test: String, _ flags: [Bool]) -> [PeerRow] {
    let simple = ["true, true", "false, false", "true, context1"].map { "\(operation)(\($0))" }
    let arguments = [
      "true, true", "false, false", "true, context1", "true, \(simple[0])", simple.joined(separator: ", "),
    ]
    let failing = ["0, 1.5", "0, '1'", "0, false", ""].map { ($0, failed(operation)) }
    return table(.logic, "OperationLogicEvaluationTests.swift", test, [context("context1", false)]).calls(
      operation, Array(zip(arguments, flags.map { value(JSONValue(bool: $0)) })) + failing)
  }

  static let conversions: [PeerRow] =
    table(.conversion, "OperationConversionTests.swift", "testInt").calls(
      "int",
      [
        ("1", value(1)), ("1.1", value(1)), ("'1'", value(1)), ("'1.1'", failed("int")),
        ("'string'", failed("int")),
      ])
    + table(.conversion, "OperationConversionTests.swift", "testDouble").calls(
      "double",
      [
        ("1", value(1.0)), ("1.1", value(1.1)), ("'1'", value(1.0)), ("'1.1'", value(1.1)),
        ("'string'", failed("double")),
      ])
    + table(
      .conversion, "OperationConversionTests.swift", "testString", [context("context", ["int": 1, "array": [1, 2]])]
    ).calls(
      "string",
      [
        ("1", value("1")), ("1.1", value("1.1")), ("true", value("true")), ("'string'", value("string")),
        ("context.int", value("1")), ("context.array", failed("string")),
      ])
}

@testable import SDUICore
@testable import SDUIDocument

extension BeagleIOSPeerRows {
  static let collections: [PeerRow] = strings + arrays + others

  static let decimalIndex = noValue("written without a decimal point")

  static let strings: [PeerRow] =
    table(
      .strings, "OperationStringEvaluationTests.swift", "testEvaluateConcat", [context("context", "Lastname")],
      legacy: true
    ).calls(
      "concat",
      [
        ("'string', 'STRING'", value("stringSTRING")), ("'Name', context", value("NameLastname")),
        ("'StRiNg', concat('string', 'STRING')", value("StRiNgstringSTRING")),
        ("concat('string', 'STRING'), ' ', context", value("stringSTRING Lastname")),
        ("1, 0", failed("concat")), ("'1', 1", failed("concat")), ("true, 'false'", failed("concat")),
        ("", failed("concat")),
      ])
    + caseMapping("capitalize", "testEvaluateCapitalize", ["String", "String", "Name", "Lastname", "Name Lastname"])
    + caseMapping("uppercase", "testEvaluateUppercase", ["STRING", "STRING", "NAME", "LASTNAME", "NAME LASTNAME"])
    + caseMapping("lowercase", "testEvaluateLowercase", ["string", "string", "name", "lastname", "name lastname"])
    + table(
      .strings, "OperationStringEvaluationTests.swift", "testEvaluateSubstr", [context("context", "some long string")],
      legacy: true
    ).calls(
      "substr",
      [
        ("'string', 0, 3", value("str")), ("context, 0, 4", value("some")), ("context, 5, 4", value("long")),
        ("context, 5", value("long string")), ("substr(context, 5), 5", value("string")),
        ("'str', 0, 0", value("")), ("'str', -1, 1", failed("substr")), ("'str', 0, 5", failed("substr")),
        ("'str', 3, 2", failed("substr")), ("1, 0", failed("substr")), ("'1', 0.0", decimalIndex),
        ("'1', 0, 1.0", decimalIndex), ("", failed("substr")),
      ])

  /// `capitalize`, `uppercase` and `lowercase` share one table; `context1`
  /// is "name" and `context2` "Lastname".
  static func caseMapping(_ operation: String, _ test: String, _ results: [String]) -> [PeerRow] {
    let arguments = ["'string'", "'String'", "context1", "context2", "concat(context1, ' ', context2)"]
    let failing = ["1", "true", "'0', '1'", ""].map { ($0, failed(operation)) }
    return table(
      .strings, "OperationStringEvaluationTests.swift", test,
      [context("context1", "name"), context("context2", "Lastname")],
      legacy: true
    ).calls(operation, Array(zip(arguments, results.map { value(JSONValue(text: $0)) })) + failing)
  }

  static let arrays: [PeerRow] =
    table(
      .arrays, "OperationArrayEvaluationTests.swift", "testEvaluateInsert", [context("context", [1, 2, 3])],
      legacy: true
    )
    .calls(
      "insert",
      [
        ("context, 3, 2", value([1, 2, 3, 3])), ("context, 3.0, 1", value([1, 3.0, 2, 3])),
        ("context, 0", value([1, 2, 3, 0])), ("insert(context, 3, 2), 4", value([1, 2, 3, 3, 4])),
        ("context, 3, 2.0", decimalIndex), ("context, 3, 5", failed("insert")), ("'array', '', 0", failed("insert")),
        ("", failed("insert")),
      ])
    + table(
      .arrays, "OperationArrayEvaluationTests.swift", "testEvaluateRemove", [context("context", [1, 2, 3.0, 3.0])],
      legacy: true
    ).calls(
      "remove",
      [
        ("context, 2", value([1, 3.0, 3.0])), ("context, 3.0", value([1, 2])), ("context, 4", value([1, 2, 3.0, 3.0])),
        ("remove(context, 2), 1", value([3.0, 3.0])), ("context, 2, 3.0", failed("remove")),
        ("'array', '', 0", failed("remove")), ("", failed("remove")),
      ])
    + table(
      .arrays, "OperationArrayEvaluationTests.swift", "testEvaluateRemoveIndex",
      [context("context", [1, 2, 3.0, 3.0])],
      legacy: true
    ).calls(
      "removeIndex",
      [
        ("context, 1", value([1, 3.0, 3.0])), ("context", value([1, 2, 3.0])),
        ("removeIndex(context, 1), 0", value([3.0, 3.0])), ("context, 4", failed("removeIndex")),
        ("context, 3.0", decimalIndex), ("'array', 0", failed("removeIndex")), ("", failed("removeIndex")),
      ])
    + table(
      .arrays, "OperationArrayEvaluationTests.swift", "testEvaluateContains", [context("context", [1, 2, 3])],
      legacy: true
    ).calls(
      "contains",
      [
        ("context, 3", value(true)), ("context, 4", value(false)), ("insert(context, 4, 2), 4", value(true)),
        ("context", failed("contains")), ("'array', 0", failed("contains")), ("", failed("contains")),
      ])

  static let others: [PeerRow] =
    table(
      .nullAndEmpty, "OperationOtherEvaluationTests.swift", "testEvaluateIsNull", [context("context", [1, 2, 3])],
      legacy: true
    ).calls(
      "isNull",
      [
        ("null", value(true)), ("1", value(false)), ("context", value(false)), ("isNull(null)", value(false)),
        ("insert()", value(true)), ("null, null", failed("isNull")), ("", failed("isNull")),
      ])
    + measured("isEmpty", "testEvaluateIsEmpty", [value(true), value(false), value(false), value(true)])
    + measured("length", "testEvaluateLength", [value(0), value(1), value(3), value(0)])

  /// `isEmpty` and `length` share one table: `context1` is `[1]` and
  /// `context2` an object of three members.
  static func measured(_ operation: String, _ test: String, _ results: [PeerExpectation]) -> [PeerRow] {
    let arguments = ["''", "context1", "context2", "removeIndex(context1)"]
    let failing = ["0", "'string', 'string'", ""].map { ($0, failed(operation)) }
    return table(
      .nullAndEmpty, "OperationOtherEvaluationTests.swift", test,
      [context("context1", [1]), context("context2", ["one": 1, "two": 2, "three": 3])], legacy: true
    ).calls(operation, Array(zip(arguments, results)) + failing)
  }
}

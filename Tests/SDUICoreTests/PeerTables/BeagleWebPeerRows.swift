import SDUIDialects

@testable import SDUICore
@testable import SDUIDocument

/// beagle-web-core's `operations.spec.ts`, `expressions.spec.ts` and
/// `contexts.spec.ts`, as rows. JavaScript has one number type, so these
/// rows expect what the text shows (`1` for `divide(100, 2, 10, 5)`), not a
/// typed value. Rows where web and iOS disagree are not here: docs/expressions.md's
/// table lists them with what sdui-term does.
enum BeagleWebPeerRows {
  static let all: [PeerRow] = operations + BeagleWebPeerRows.expressions

  static func spec(_ category: PeerCategory, _ test: String, _ contexts: [PeerRow.Context] = []) -> PeerTable {
    PeerTable(dialect: .beagle, category: category, source: .beagleWeb("operations.spec.ts", test), contexts: contexts)
  }

  static let operations: [PeerRow] =
    spec(.arithmetic, "Number should sum").calls("sum", [("1, 20, 10, 15", shown("46"))])
    + spec(.arithmetic, "Number should subtract").calls("subtract", [("40, 10, 30", shown("0"))])
    + spec(.arithmetic, "Number should multiply").calls("multiply", [("5, 10, 2, 1", shown("100"))])
    + spec(.arithmetic, "Number should divide").calls("divide", [("100, 2, 10, 5", shown("1"))])
    + spec(.strings, "String should concatenate").calls(
      "concat", [("'Admiral', ' ', 'Jaina Proudmore'", shown("Admiral Jaina Proudmore"))])
    + spec(.strings, "String should convert to uppercase").calls(
      "uppercase", [("'dalinar kholin'", shown("DALINAR KHOLIN"))])
    + spec(.strings, "String should convert to lowercase").calls(
      "lowercase", [("'DALInAR KHoLiN'", shown("dalinar kholin"))])
    + spec(.strings, "String should return a sub-string").calls(
      "substr",
      [
        ("'123456789', 5, 0", shown("")), ("'123456789', 0, 5", shown("12345")), ("'123456789', 3, 3", shown("456")),
        ("'123456789', 5", shown("6789")),
      ])
    + spec(.logic, "Logic should resolve \"and\" correctly").calls(
      "and", [("true, true, true", shown("true")), ("true, true, false", shown("false"))])
    + spec(.logic, "Logic should resolve \"or\" correctly").calls(
      "or", [("true, false, true", shown("true")), ("false, false", shown("false"))])
    + spec(.logic, "Logic should negate").calls("not", [("true", shown("false")), ("false", shown("true"))])
    + spec(.logic, "Logic should make a condition").calls(
      "condition", [("true, 1, 2", shown("1")), ("false, 1, 2", shown("2"))])
    + spec(.comparison, "Comparison should resolve \"gt\" correctly").calls(
      "gt", [("5, 4", shown("true")), ("5, 5", shown("false"))])
    + spec(.comparison, "Comparison should resolve \"gte\" correctly").calls(
      "gte", [("5, 5", shown("true")), ("3, 5", shown("false"))])
    + spec(.comparison, "Comparison should resolve \"lt\" correctly").calls(
      "lt", [("8, 9", shown("true")), ("8, 8", shown("false"))])
    + spec(.comparison, "Comparison should resolve \"lte\" correctly").calls(
      "lte", [("8, 8", shown("true")), ("9, 8", shown("false"))])
    + spec(.comparison, "Comparison should be equal").calls(
      "eq", [("5, 5", shown("true")), ("'test', 'test'", shown("true")), ("true, true", shown("true"))])
    + spec(.objects, "Comparison should be equal", [context("a", ["a": 1, "b": 2]), context("b", ["a": 1, "b": 2])])
    .calls("eq", [("a, b", shown("true"))])
    + spec(.arrays, "Comparison should be equal", [context("a", [1, 2, 3]), context("b", [1, 2, 3])]).calls(
      "eq", [("a, b", shown("true"))])
    + spec(.comparison, "Comparison should not be equal").calls(
      "eq", [("5, 6", shown("false")), ("'test1', 'test2'", shown("false")), ("true, false", shown("false"))])
    + spec(
      .objects, "Comparison should not be equal", [context("a", ["a": 1, "b": 2]), context("b", ["a": 1, "b": 3])]
    )
    .calls("eq", [("a, b", shown("false"))])
    + spec(.arrays, "Comparison should not be equal", [context("a", [1, 2, 3]), context("b", [1, 2, 4])]).calls(
      "eq", [("a, b", shown("false"))])
    + spec(
      .coercion, "Comparison should not be equal if types are different",
      [context("a", ["a": 1]), context("b", ["a": "1"])]
    )
    .calls("eq", [("a, b", shown("false"))])
    + spec(
      .coercion, "Comparison should not be equal if types are different", [context("a", [1]), context("b", ["1"])]
    )
    .calls("eq", [("a, b", shown("false"))])
    + BeagleWebPeerRows.arrays + BeagleWebPeerRows.others

  static let arrays: [PeerRow] =
    spec(.arrays, "Array should insert", [context("array", [1, 2, 3])]).calls(
      "insert",
      [("array, 9, 0", shown("[9,1,2,3]")), ("array, 9, 1", shown("[1,9,2,3]")), ("array, 9", shown("[1,2,3,9]"))])
    + spec(
      .arrays, "Array should remove", [context("numbers", [1, 2, 3, 2]), context("words", ["abc", "def", "ghi"])]
    )
    .calls("remove", [("numbers, 2", shown("[1,3]")), ("words, 'def'", shown(#"["abc","ghi"]"#))])
    + spec(.arrays, "Array should remove", [context("lists", [[1], [2], [3]]), context("two", [2])]).calls(
      "remove", [("lists, two", shown("[[1],[3]]"))])
    + spec(.objects, "Array should remove", [context("objects", [["a": 1], ["a": 2]]), context("one", ["a": 1])]).calls(
      "remove", [("objects, one", shown(#"[{"a":2}]"#))])
    + spec(.arrays, "Array should removeIndex", [context("array", [1, 2, 3])]).calls(
      "removeIndex", [("array, 0", shown("[2,3]")), ("array, 1", shown("[1,3]")), ("array", shown("[1,2]"))])
    + spec(
      .arrays, "Array should include",
      [context("numbers", [1, 2, 3]), context("words", ["1", "2", "3"]), context("flags", [true])]
    ).calls(
      "contains", [("numbers, 2", shown("true")), ("flags, true", shown("true")), ("words, '3'", shown("true"))])
    + spec(.arrays, "Array should include", [context("lists", [[1], [2], [3]]), context("one", [1])]).calls(
      "contains", [("lists, one", shown("true"))])
    + spec(.objects, "Array should include", [context("objects", [["a": 1], ["a": 2]]), context("one", ["a": 1])])
    .calls(
      "contains", [("objects, one", shown("true"))])
    + spec(
      .arrays, "Array should not include",
      [context("numbers", [1, 2, 3]), context("flags", [false]), context("words", ["1", "2", "3"])]
    ).calls(
      "contains",
      [
        ("numbers, 0", shown("false")), ("flags, true", shown("false")), ("numbers, '2'", shown("false")),
        ("words, '4'", shown("false")),
      ])
    + spec(.arrays, "Array should not include", [context("lists", [[1], [2], [3]]), context("one", ["1"])]).calls(
      "contains", [("lists, one", shown("false"))])
    + spec(
      .objects, "Array should not include", [context("objects", [["a": 1], ["a": 2]]), context("other", ["b": 1])]
    )
    .calls("contains", [("objects, other", shown("false"))])
    + spec(
      .arrays, "Array should unite/concat arrays",
      [
        context("empty", []), context("a", [1, 2, 3]), context("b", [4, 5, 6]), context("c", [7, 8, 9]),
        context("d", [1]),
      ]
    ).calls(
      "union",
      [("empty, a", shown("[1,2,3]")), ("a, d", shown("[1,2,3,1]")), ("a, b, c", shown("[1,2,3,4,5,6,7,8,9]"))])

  static let others: [PeerRow] =
    spec(
      .nullAndEmpty, "Other should exist",
      [context("empty", [:]), context("object", ["a": 1]), context("list", []), context("one", [1])]
    ).calls(
      "isNull",
      [
        ("''", shown("false")), ("'a'", shown("false")), ("-1", shown("false")), ("0", shown("false")),
        ("1", shown("false")), ("empty", shown("false")), ("object", shown("false")), ("list", shown("false")),
        ("one", shown("false")),
      ])
    + spec(.nullAndEmpty, "Other should not exist").calls(
      "isNull", [("missing", shown("true")), ("null", shown("true"))])
    + spec(.nullAndEmpty, "Other should be empty", [context("object", [:]), context("list", [])]).calls(
      "isEmpty", [("''", shown("true")), ("object", shown("true")), ("list", shown("true"))])
    + spec(.nullAndEmpty, "Other should not be empty", [context("list", [1, 3]), context("object", ["a": 2])]).calls(
      "isEmpty", [("'abc'", shown("false")), ("list", shown("false")), ("object", shown("false"))])
    + spec(.nullAndEmpty, "Other should return the length", [context("list", [1, 2, 3])]).calls(
      "length", [("list", shown("3")), ("'Hello World!'", shown("12"))])
}

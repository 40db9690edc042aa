@testable import SDUICore
@testable import SDUIDocument

extension NimbusPeerRows {
  /// `remove.kt` and `removeIndex.kt` use four distinct objects.
  static let item: [JSONValue] = [["world": "hello"], ["hello": "hello"], ["hello": "world"], ["world": "world"]]
  static let items = JSONValue(array: item)
  static let numbersList: JSONValue = ["one", "two", "three"]

  static let collections: [PeerRow] = strings + arrays + objects + nullAndEmpty

  static let strings: [PeerRow] =
    table(.strings, "capitalize.kt", "should capitalize the first letter of a word").calls(
      "capitalize", [("'test'", value("Test"))])
    + table(.strings, "capitalize.kt", "should capitalize the first letter of the first word of a string").calls(
      "capitalize", [("'test the capitalize function'", value("Test the capitalize function"))])
    + table(.strings, "uppercase.kt", "should change all the lower letters to capitalized ones").calls(
      "uppercase", [("'This is a Test'", value("THIS IS A TEST"))])
    + table(.strings, "lowercase.kt", "should change all the capitalized letter to lower cased ones").calls(
      "lowercase", [("'This is a TEST'", value("this is a test"))])
    + table(.strings, "substr.kt", "should return the range of characters between two indexes").calls(
      "substr", [("'This is a Test text.', 10, 14", value("Test"))])
    + table(.strings, "concat.kt", "should concat all the string into a single one").calls(
      "concat", [("'one', '-two-', 'three'", value("one-two-three"))])
    + table(.strings, "match.kt", "should return true when the text fully matches the regex expression").calls(
      "match", [(#"'This is a {Test} inside a string text', '^.*\{.*\}?.*$'"#, value(true))])
    + table(.strings, "replace.kt", "should return the range of characters between two indexes").calls(
      "replace", [("'This is a Test text.', 'This is a ', 'Replaced '", value("Replaced Test text."))])
    + table(
      .strings, "contains.kt", "should return true when there is the term inside a string"
    ).calls("contains", [("'This is the test string with more words', 'test'", value(true))])
    + table(
      .strings, "contains.kt", "should return false when there is not the term inside a string"
    ).calls("contains", [("'This is the test string with more words', 'strawberry'", value(false))])
    + table(.strings, "length.kt", "should return the correct length of a string").calls(
      "length", [("'Test'", value(4)), ("'This is a test'", value(14)), ("''", value(0))])

  static let arrays: [PeerRow] =
    table(
      .arrays, "concat.kt", "should merge multiple lists into one in the order of the arguments",
      [context("a", [1, 2, 3]), context("b", ["a", "b", "c"]), context("c", [1, true, "c"])]
    ).calls("concat", [("a, b, c", value([1, 2, 3, "a", "b", "c", 1, true, "c"]))])
    + table(
      .arrays, "contains.kt", "should return true when there is the required item on a list",
      [context("list", numbersList)]
    )
    .calls("contains", [("list, 'two'", value(true))])
    + table(
      .arrays, "contains.kt", "should return false when there is not the required item on a list",
      [context("list", numbersList)]
    ).calls("contains", [("list, 'four'", value(false))])
    + table(
      .arrays, "contains.kt", "should be able to find a more complex object",
      [
        context("list", [["a": "x"], ["b": "y", "c": "z"], ["a": "x", "b": "y", "c": "z"], ["c": "z"]]),
        context("item", ["a": "x", "b": "y", "c": "z"]),
      ]
    ).calls("contains", [("list, item", value(true))])
    + table(
      .arrays, "length.kt", "should return the correct length of a list",
      [context("list", [1, 2, 3, 4, 5]), context("empty", [])]
    ).calls("length", [("list", value(5)), ("empty", value(0))])
    + table(
      .arrays, "insert.kt", "should insert at last position when no index is provided", [context("list", numbersList)]
    )
    .calls("insert", [("list, 'four'", value(["one", "two", "three", "four"]))])
    + table(.arrays, "insert.kt", "should insert at a indexed position", [context("list", numbersList)]).calls(
      "insert", [("list, 'four', 1", value(["one", "four", "two", "three"]))])
    + table(.arrays, "remove.kt", "should remove an element from a list", [context("list", items)]).calls(
      "remove",
      [
        ("list, list[2]", value([item[0], item[1], item[3]])),
        ("remove(list, list[2]), list[2]", value([item[0], item[1], item[3]])),
      ])
    + table(.arrays, "removeIndex.kt", "should remove an element from a list", [context("list", items)]).calls(
      "removeIndex",
      [("list, 2", value([item[0], item[1], item[3]])), ("removeIndex(list, 2), 2", value([item[0], item[1]]))])
    + table(.arrays, "array.kt", "should create array").calls(
      "array", [("1, 2, true, null, false, 'test', 28", value([1, 2, true, nil, false, "test", 28]))])

  static let entriesMap: JSONValue = ["hello": "world", "a": 1, "b": true, "c": ["a", "b"], "d": ["e": 10], "e": nil]

  static let objects: [PeerRow] =
    table(.objects, "object.kt", "should create object").calls(
      "object", [("'key1', 1, 'key2', 2, 'key3', 3", value(["key1": 1, "key2": 2, "key3": 3]))])
    + table(.objects, "object.kt", "should create object even if input has non-string keys").calls(
      "object",
      [
        (
          "true, 1, 'key2', 2, 5, 'hello', 58, false, null, 'test'",
          value(["true": 1, "key2": 2, "5": "hello", "58": false, "null": "test"])
        )
      ])
    + table(.objects, "object.kt", "should create object with odd number of arguments").calls(
      "object", [("'key1', 1, 'key2'", value(["key1": 1, "key2": nil]))])
    + table(.objects, "object.kt", "should use most recent value on repeated keys").calls(
      "object", [("'key1', 1, 'key1', 2, 'key2', 3, 'key2', 4", value(["key1": 2, "key2": 4]))])
    + table(.objects, "entries.kt", "should get entries of map", [context("map", entriesMap)]).calls(
      "entries",
      [
        (
          "map",
          value([
            ["key": "hello", "value": "world"], ["key": "a", "value": 1], ["key": "b", "value": true],
            ["key": "c", "value": ["a", "b"]], ["key": "d", "value": ["e": 10]], ["key": "e", "value": nil],
          ])
        )
      ])
    + table(.objects, "entries.kt", "should get empty list if not a map").calls("entries", [("'hello'", value([]))])
    + table(
      .objects, "length.kt", "should return the correct length of a map",
      [context("map", ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5]), context("empty", [:])]
    ).calls("length", [("map", value(5)), ("empty", value(0))])

  static let nullAndEmpty: [PeerRow] =
    table(.nullAndEmpty, "isNull.kt", "should return true when the parameter is null").calls(
      "isNull", [("null", value(true))])
    + table(.nullAndEmpty, "isNull.kt", "should return false when the parameter is not null").calls(
      "isNull", [("''", value(false))])
    + table(.nullAndEmpty, "isEmpty.kt", "should return true when value is null").calls(
      "isEmpty", [("null", value(true))])
    + table(.nullAndEmpty, "isEmpty.kt", "should verify if an List is empty").calls(
      "isEmpty", [("array()", value(true))])
    + table(.nullAndEmpty, "isEmpty.kt", "should verify if an Map is empty", [context("map", [:])]).calls(
      "isEmpty", [("map", value(true))])
    + table(.nullAndEmpty, "isEmpty.kt", "should verify if an String is empty").calls("isEmpty", [("''", value(true))])
    + table(.nullAndEmpty, "isEmpty.kt", "should return false with any other type that can not be empty").calls(
      "isEmpty", [("0", value(false)), ("432321.2333", value(false)), ("false", value(false)), ("true", value(false))])
}

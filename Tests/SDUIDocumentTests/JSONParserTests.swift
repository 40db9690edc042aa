import Testing

@testable import SDUIDocument

@Suite("JSON parser")
struct JSONParserTests {
  struct ValidCase: CustomTestStringConvertible, Sendable {
    let id: String
    let input: String
    let expected: JSONValue
    var testDescription: String { id }
  }

  static let valid: [ValidCase] = [
    ValidCase(id: "integer", input: "50", expected: 50),
    ValidCase(id: "double keeps its kind", input: "50.0", expected: 50.0),
    ValidCase(id: "exponent is a double", input: "5e1", expected: 50.0),
    ValidCase(id: "negative zero integer", input: "-0", expected: 0),
    ValidCase(id: "negative zero double", input: "-0.0", expected: JSONValue(.number(.double(-0.0)))),
    ValidCase(id: "Int.max", input: "9223372036854775807", expected: JSONValue(.number(.integer(Int.max)))),
    ValidCase(id: "Int.min", input: "-9223372036854775808", expected: JSONValue(.number(.integer(Int.min)))),
    ValidCase(
      id: "huge integer becomes a double", input: "123456789012345678901234567890",
      expected: JSONValue(.number(.double(1.2345678901234568e29)))),
    ValidCase(id: "tiny double underflows to zero", input: "1e-400", expected: 0.0),
    ValidCase(id: "escapes", input: #""\"\\\/\b\f\n\r\t""#, expected: "\"\\/\u{08}\u{0C}\n\r\t"),
    ValidCase(id: "unicode escape", input: #""\u00e9\u4E2D""#, expected: "é中"),
    ValidCase(id: "surrogate pair", input: #""\ud83d\ude00""#, expected: "😀"),
    ValidCase(id: "raw UTF-8", input: "\"héllo 中 😀\"", expected: "héllo 中 😀"),
    ValidCase(id: "whitespace everywhere", input: " \t\r\n[ 1 ,\n 2 ] \n", expected: [1, 2]),
    ValidCase(id: "empty containers", input: #"{"a":[],"b":{}}"#, expected: ["a": [], "b": [:]]),
    ValidCase(id: "literals", input: "[true,false,null]", expected: [true, false, nil]),
    ValidCase(id: "byte order mark is skipped", input: "\u{FEFF}{\"a\":1}", expected: ["a": 1]),
    ValidCase(id: "duplicate keys kept, last wins", input: #"{"a":1,"a":2}"#, expected: ["a": 2]),
  ]

  @Test(arguments: valid)
  func parsesValidDocuments(_ testCase: ValidCase) throws {
    let value = try JSONParser.parse(testCase.input)
    #expect(value == testCase.expected)
    if case .number(let expectedNumber) = testCase.expected.kind, case .number(let number) = value.kind {
      #expect(number == expectedNumber, "integer and double must stay apart")
    }
  }

  struct InvalidCase: CustomTestStringConvertible, Sendable {
    let id: String
    let input: String
    let expected: String
    var testDescription: String { id }
  }

  static let invalid: [InvalidCase] = [
    InvalidCase(id: "empty", input: "", expected: "unexpected end of input, expected a value at 1:1"),
    InvalidCase(
      id: "missing comma in object", input: "{\n  \"a\": 1\n  \"b\": 2\n}",
      expected: "expected ',' or '}' after object member, found '\"' at 3:3"),
    InvalidCase(id: "trailing comma in array", input: "[1,]", expected: "expected a value, found ']' at 1:4"),
    InvalidCase(
      id: "trailing comma in object", input: #"{"a":1,}"#,
      expected: "expected '\"' to start an object key, found '}' at 1:8"),
    InvalidCase(id: "missing colon", input: #"{"a" 1}"#, expected: "expected ':' after object key, found '1' at 1:6"),
    InvalidCase(id: "unquoted key", input: "{a:1}", expected: "expected '\"' to start an object key, found 'a' at 1:2"),
    InvalidCase(id: "single quotes", input: "['a']", expected: "expected a value, found ''' at 1:2"),
    InvalidCase(id: "trailing garbage", input: "{} x", expected: "unexpected 'x' after the top-level value at 1:4"),
    InvalidCase(id: "two values", input: "1 2", expected: "unexpected '2' after the top-level value at 1:3"),
    InvalidCase(id: "leading zero", input: "012", expected: "invalid number, expected no leading zeros at 1:2"),
    InvalidCase(id: "bare minus", input: "-", expected: "invalid number, expected a digit after '-' at 1:2"),
    InvalidCase(id: "dot without digits", input: "1.", expected: "invalid number, expected a digit after '.' at 1:3"),
    InvalidCase(id: "empty exponent", input: "1e", expected: "invalid number, expected a digit in the exponent at 1:3"),
    InvalidCase(id: "plus sign", input: "+1", expected: "expected a value, found '+' at 1:1"),
    InvalidCase(id: "out of range", input: "[1e400]", expected: "number '1e400' is out of range at 1:2"),
    InvalidCase(id: "negative out of range", input: "-1e400", expected: "number '-1e400' is out of range at 1:1"),
    InvalidCase(id: "NaN", input: "NaN", expected: "expected a value, found 'N' at 1:1"),
    InvalidCase(
      id: "misspelled literal", input: "tru", expected: "unexpected end of input, expected a value ('true'?) at 1:4"),
    InvalidCase(id: "unterminated string", input: "\"abc", expected: "unterminated string, expected '\"' at 1:5"),
    InvalidCase(
      id: "raw newline in string", input: "\"a\nb\"",
      expected: "control character U+000A must be escaped in a string at 1:3"),
    InvalidCase(
      id: "raw escape character", input: "\"\u{1B}[31m\"",
      expected: "control character U+001B must be escaped in a string at 1:2"),
    InvalidCase(
      id: "bad escape", input: #""\x""#,
      expected: #"invalid escape '\x' in string, expected one of \" \\ \/ \b \f \n \r \t \uXXXX at 1:2"#),
    InvalidCase(
      id: "short unicode escape", input: #""\u12""#,
      expected: "invalid '\\u' escape, expected four hexadecimal digits at 1:2"),
    InvalidCase(
      id: "lone high surrogate", input: #""\ud83d""#,
      expected: "lone surrogate '\\uD83D' in string, expected a high and a low surrogate pair at 1:2"),
    InvalidCase(
      id: "lone low surrogate", input: #""\ude00x""#,
      expected: "lone surrogate '\\uDE00' in string, expected a high and a low surrogate pair at 1:2"),
    InvalidCase(
      id: "high surrogate then letter", input: #""\ud83d\u0041""#,
      expected: "lone surrogate '\\uD83D' in string, expected a high and a low surrogate pair at 1:2"),
    InvalidCase(id: "columns count characters", input: "[\"é中😀\", x]", expected: "expected a value, found 'x' at 1:9"),
  ]

  @Test(arguments: invalid)
  func reportsErrorsWithPositions(_ testCase: InvalidCase) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(testCase.input) }
    do {
      _ = try JSONParser.parse(testCase.input)
    } catch {
      #expect(error.description == testCase.expected)
    }
  }

  struct ByteCase: CustomTestStringConvertible, Sendable {
    let id: String
    let bytes: [UInt8]
    let expected: String
    var testDescription: String { id }
  }

  static let invalidUTF8: [ByteCase] = [
    ByteCase(id: "stray continuation byte", bytes: [0x22, 0x80, 0x22], expected: "invalid UTF-8 byte 0x80 at 1:2"),
    ByteCase(id: "0xFF", bytes: [0x22, 0xFF, 0x22], expected: "invalid UTF-8 byte 0xFF at 1:2"),
    ByteCase(id: "overlong slash", bytes: [0x22, 0xC0, 0xAF, 0x22], expected: "invalid UTF-8 byte 0xC0 at 1:2"),
    ByteCase(
      id: "encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], expected: "invalid UTF-8 byte 0xED at 1:2"),
    ByteCase(
      id: "above U+10FFFF", bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], expected: "invalid UTF-8 byte 0xF4 at 1:2"),
    ByteCase(id: "truncated sequence", bytes: [0x22, 0xE4, 0xB8, 0x22], expected: "invalid UTF-8 byte 0x22 at 1:2"),
    ByteCase(
      id: "non-ASCII outside a string", bytes: [0xC3, 0xA9], expected: "expected a value, found byte 0xC3 at 1:1"),
  ]

  @Test(arguments: invalidUTF8)
  func rejectsInvalidUTF8(_ testCase: ByteCase) {
    do {
      _ = try JSONParser.parse(testCase.bytes)
      Issue.record("parsed invalid UTF-8")
    } catch {
      #expect(error.description == testCase.expected)
    }
  }

  @Test func limitsNestingDepthWithoutOverflowingTheStack() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    do {
      _ = try JSONParser.parse(deep)
      Issue.record("parsed 100,000 levels")
    } catch {
      #expect(error.description == "arrays and objects nested deeper than 512 levels at 1:513")
    }
    let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONParser.parse(atLimit) }
    let custom = JSONParser(options: .init(maximumDepth: 3))
    #expect(throws: JSONParseError.self) { try custom.parse(Array("[[[[1]]]]".utf8)) }
  }

  @Test func keepsMemberOrderAndLocations() throws {
    let value = try JSONParser.parse("{\n  \"z\": 1,\n  \"a\": [true, \"é\", 2.5]\n}")
    #expect(value.objectMembers?.map(\.key) == ["z", "a"])
    #expect(value.location == SourceLocation(line: 1, column: 1))
    #expect(value.member(named: "a")?.keyLocation == SourceLocation(line: 3, column: 3))
    #expect(value["a"]?.arrayElements?[2].location == SourceLocation(line: 3, column: 20))
    #expect(value.jsonText == #"{"z":1,"a":[true,"é",2.5]}"#)
  }

  @Test func printsNumbersSoThatTheyReadBackTheSame() throws {
    let text = #"[1,1.0,-0.5,1e+300,12345678901234567890]"#
    let value = try JSONParser.parse(text)
    #expect(value.jsonText == "[1,1.0,-0.5,1e+300,1.2345678901234567e+19]")
    #expect(try JSONParser.parse(value.jsonText) == value)
  }
}

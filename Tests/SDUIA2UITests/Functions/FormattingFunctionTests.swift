import SDUIDocument
import Testing

@testable import SDUIA2UI

/// The basic catalog's formatting functions and the minimal catalog's
/// `capitalize`, each a table of calls, locales and results, in a fixed
/// environment (``FunctionFixture``).
@Suite("A2UI formatting functions")
struct FormattingFunctionTests {
  static let data: JSONValue = [
    "user": ["name": "Alice", "tags": ["a", 1]], "amount": 1234.5, "count": 3, "none": nil,
    "start": "2026-09-04T12:00:00Z", "lunch": "12:45", "day": "2026-02-28", "noon": 1_788_000_000_000,
    "template": "Hi ${/user/name}", "users": [["name": "Bob"]],
  ]

  static let calls: [(call: JSONValue, locale: String, result: JSONValue?)] = [
    (FunctionFixture.call("formatString", ["value": "Hello, ${/user/name}!"]), "en_US", "Hello, Alice!"),
    (
      FunctionFixture.call("formatString", ["value": "${/count} ${/none}|${/missing}|${/user/tags}"]), "en_US",
      "3 ||[\"a\",1]"
    ),
    (FunctionFixture.call("formatString", ["value": "${/amount} ${true} ${2.0}"]), "en_US", "1234.5 true 2"),
    (
      FunctionFixture.call("formatString", ["value": "${formatNumber(value: ${/amount}, decimals: 1)} \\${x}"]),
      "en_US",
      "1,234.5 ${x}"
    ),
    (FunctionFixture.call("formatString", ["value": ["path": "/template"]]), "en_US", "Hi Alice"),
    (FunctionFixture.call("formatNumber", ["value": ["path": "/amount"]]), "en_US", "1,234.5"),
    (FunctionFixture.call("formatNumber", ["value": 1234.5, "decimals": 2]), "en_US", "1,234.50"),
    (FunctionFixture.call("formatNumber", ["value": 1234.5, "grouping": false]), "en_US", "1234.5"),
    (FunctionFixture.call("formatNumber", ["value": 1234.5, "decimals": 0]), "en_US", "1,235"),
    (FunctionFixture.call("formatNumber", ["value": 12345.678, "decimals": 2]), "en_US", "12,345.68"),
    (FunctionFixture.call("formatNumber", ["value": 12345.678, "decimals": 1, "grouping": false]), "en_US", "12345.7"),
    (FunctionFixture.call("formatNumber", ["value": 0.1234]), "en_US", "0.123"),
    (
      FunctionFixture.call("formatCurrency", ["value": 9.876, "currency": "USD", "decimals": 1]), "en_US", "$9.9"
    ),
    (FunctionFixture.call("formatNumber", ["value": "1234.5"]), "de_DE", "1.234,5"),
    (FunctionFixture.call("formatNumber", ["value": ["path": "/missing"]]), "en_US", nil),
    (
      FunctionFixture.call("formatCurrency", ["value": 1234.5, "currency": "USD", "decimals": 2]), "en_US", "$1,234.50"
    ),
    (FunctionFixture.call("formatCurrency", ["value": 1234.5, "currency": "EUR"]), "de_DE", "1.234,50\u{A0}€"),
    (FunctionFixture.call("formatCurrency", ["value": 1234, "currency": "JPY"]), "ja_JP", "¥1,234"),
    (FunctionFixture.call("formatCurrency", ["value": 1234, "currency": "jpy", "decimals": 2]), "en_US", "¥1,234.00"),
    (FunctionFixture.call("formatCurrency", ["value": 2.5, "currency": "USD", "decimals": 0]), "en_US", "$3"),
    (FunctionFixture.call("formatDate", ["value": ["path": "/start"], "format": "yyyy-MM-dd"]), "en_US", "2026-09-04"),
    (
      FunctionFixture.call("formatDate", ["value": ["path": "/start"], "format": "EEEE, d MMMM"]), "en_US",
      "Friday, 4 September"
    ),
    (
      FunctionFixture.call("formatDate", ["value": ["path": "/start"], "format": "EEEE d MMMM"]), "fr_FR",
      "vendredi 4 septembre"
    ),
    (FunctionFixture.call("formatDate", ["value": ["path": "/start"], "format": "h:mm a"]), "en_US", "12:00 PM"),
    (
      FunctionFixture.call("formatDate", ["value": ["path": "/lunch"], "format": "yyyy-MM-dd HH:mm"]), "en_US",
      "2026-01-16 12:45"
    ),
    (
      FunctionFixture.call("formatDate", ["value": ["path": "/day"], "format": "MMM dd, yyyy"]), "en_US", "Feb 28, 2026"
    ),
    (
      FunctionFixture.call("formatDate", ["value": "2026-09-04T14:30:00.5+02:00", "format": "HH:mm:ss"]), "en_US",
      "12:30:00"
    ),
    (
      FunctionFixture.call("formatDate", ["value": ["path": "/noon"], "format": "yyyy-MM-dd HH:mm"]), "en_US",
      "2026-08-29 10:40"
    ),
    (FunctionFixture.call("formatDate", ["value": ["path": "/none"], "format": "yyyy"]), "en_US", nil),
    (FunctionFixture.call("pluralize", ["value": 1, "one": "1 item", "other": "items"]), "en_US", "1 item"),
    (FunctionFixture.call("pluralize", ["value": 1.5, "one": "one", "other": "other"]), "en_US", "other"),
    (FunctionFixture.call("pluralize", ["value": 0, "one": "one", "other": "other"]), "fr_FR", "one"),
    (
      FunctionFixture.call("pluralize", ["value": 2_000_000, "many": "millions de", "other": "x"]), "fr_FR",
      "millions de"
    ),
    (
      FunctionFixture.call("pluralize", ["value": ["path": "/count"], "one": "1", "few": "3", "other": "x"]), "ru_RU",
      "3"
    ),
    (
      FunctionFixture.call("pluralize", ["value": 11, "one": "1", "few": "3", "many": "11", "other": "x"]), "ru_RU",
      "11"
    ),
    (FunctionFixture.call("pluralize", ["value": 22, "one": "1", "few": "22", "other": "x"]), "pl_PL", "22"),
    (FunctionFixture.call("pluralize", ["value": 0, "zero": "none", "other": "some"]), "ar_EG", "none"),
    (FunctionFixture.call("pluralize", ["value": 1, "one": "one", "other": "other"]), "ja_JP", "other"),
    (FunctionFixture.call("pluralize", ["value": 2, "two": "pair", "other": "other"]), "en_US", "other"),
    (
      FunctionFixture.call("openUrl", ["url": "https://a2ui.org/docs?q=1"]), "en_US",
      ["openUrl": "https://a2ui.org/docs?q=1"]
    ),
    (
      FunctionFixture.call("openUrl", ["url": "mailto:ada@example.org"]), "en_US", ["openUrl": "mailto:ada@example.org"]
    ),
  ]

  @Test(arguments: calls)
  func aFormattingFunctionGivesItsResult(call: JSONValue, locale: String, result: JSONValue?) throws {
    #expect(try FunctionFixture.evaluate(call, data: Self.data, locale: locale) == result)
  }

  @Test func theTimeZoneIsTheEnvironmentsNotTheMachines() throws {
    let call = FunctionFixture.call("formatDate", ["value": "2026-09-04T12:00:00Z", "format": "yyyy-MM-dd HH:mm"])
    #expect(try FunctionFixture.evaluate(call, timeZone: "Asia/Tokyo") == "2026-09-04 21:00")
    let local = FunctionFixture.call("formatDate", ["value": "2026-09-04T12:00", "format": "HH:mm"])
    #expect(try FunctionFixture.evaluate(local, timeZone: "Asia/Tokyo") == "12:00")
  }

  @Test func aRelativePathIsReadInTheScopeOfATemplatesItem() throws {
    let call = try DynamicValue(json: FunctionFixture.call("formatString", ["value": "${name} of ${/user/name}"]))
    let model = try DataModel(Self.data)
    let item = try JSONPointer(parsing: "/users").appending("0")
    let evaluator = FunctionEvaluator(
      model: model, scope: item, catalog: .basic, environment: FunctionFixture.environment())
    #expect(try evaluator.evaluate(call) == "Bob of Alice")
  }

  @Test func theEvaluatorNamesThePathsItRead() throws {
    let call = try DynamicValue(
      json: FunctionFixture.call(
        "or", ["values": [["path": "/yes"], ["call": "formatString", "args": ["value": ["path": "/template"]]]]]))
    let evaluator = FunctionEvaluator(
      model: try DataModel(["yes": false, "template": "${/user/name}"]), catalog: .basic,
      environment: FunctionFixture.environment())
    #expect(try evaluator.evaluate(call) == false)
    let read = try ["/yes", "/template", "/user/name"].map { try JSONPointer(parsing: $0) }
    #expect(evaluator.pointersRead == Set(read))
    _ = try evaluator.evaluate(.binding(path: "/yes"))
    #expect(evaluator.pointersRead == [read[0]])
  }

  @Test func capitalizeIsTheMinimalCatalogsAlone() throws {
    let call = FunctionFixture.call("capitalize", ["value": "élan vital"])
    #expect(try FunctionFixture.evaluate(call, catalog: .minimal) == "Élan vital")
    #expect(throws: FunctionError.unknownFunction("capitalize")) { try FunctionFixture.evaluate(call) }
  }

  @Test func anOpenURLResultReadsBackAsARequest() throws {
    let result = try FunctionFixture.evaluate(FunctionFixture.call("openUrl", ["url": "https://a2ui.org"]))
    #expect(OpenURLRequest(result) == OpenURLRequest(url: "https://a2ui.org"))
    #expect(OpenURLRequest(url: "MailTo:ada@example.org").scheme == "mailto")
    #expect(OpenURLRequest("https://a2ui.org") == nil)
  }

  /// Calls that fail, with their error.
  static let failures: [(call: JSONValue, error: FunctionError)] = [
    (
      FunctionFixture.call("formatNumber", ["value": "not_a_number"]),
      .wrongArgumentType(function: "formatNumber", argument: "value", expected: "a number", found: "\"not_a_number\"")
    ),
    (
      FunctionFixture.call("formatNumber", ["value": 1, "decimals": 21]),
      .wrongArgumentType(
        function: "formatNumber", argument: "decimals", expected: "a whole number from 0 to 20", found: "21")
    ),
    (FunctionFixture.call("formatCurrency", ["value": 1, "currency": "dollars"]), .invalidCurrencyCode("dollars")),
    (FunctionFixture.call("formatDate", ["value": "2026-02-30", "format": "yyyy"]), .invalidDate("2026-02-30")),
    (FunctionFixture.call("formatDate", ["value": "yesterday", "format": "yyyy"]), .invalidDate("yesterday")),
    (FunctionFixture.call("formatDate", ["value": 1e300, "format": "yyyy"]), .invalidDate("1e+300")),
    (
      FunctionFixture.call("formatDate", ["value": "2026-09-04"]),
      .missingArgument(function: "formatDate", argument: "format")
    ),
    (FunctionFixture.call("openUrl", ["url": "javascript: alert(1)"]), .invalidURL("javascript: alert(1)")),
    (FunctionFixture.call("openUrl", ["url": "/relative/path"]), .invalidURL("/relative/path")),
    (
      FunctionFixture.call("pluralize", ["value": 1, "one": "x"]),
      .missingArgument(function: "pluralize", argument: "other")
    ),
    (
      FunctionFixture.call("formatString", ["value": "${/a/b~"]),
      .invalidTemplate(.unclosedInterpolation(offset: 0))
    ),
    (
      FunctionFixture.call("formatString", ["value": "${/a~2}"]),
      .invalidPath(.invalidEscape(pointer: "/a~2"))
    ),
  ]

  @Test(arguments: failures)
  func aFormattingCallThatCannotBeEvaluatedSaysWhy(call: JSONValue, error: FunctionError) {
    #expect(throws: error) { try FunctionFixture.evaluate(call, data: Self.data) }
  }

  /// A template that formats itself stops at the evaluator's depth; one
  /// that fans out a hundred calls a level stops at its count of calls.
  @Test func aTemplateThatReadsItselfOrFansOutStopsAtTheBudget() throws {
    let call = FunctionFixture.call("formatString", ["value": ["path": "/t"]])
    let itself: JSONValue = ["t": "${formatString(value: ${/t})}"]
    #expect(throws: FunctionError.callsTooDeep(limit: 32)) { try FunctionFixture.evaluate(call, data: itself) }
    let fanOut: JSONValue = [
      "t": JSONValue(.string(String(repeating: "${formatString(value: /u)}", count: 100))),
      "u": JSONValue(.string(String(repeating: "${not(value: true)}", count: 100))),
    ]
    #expect(throws: FunctionError.tooManyCalls(limit: 10_000)) { try FunctionFixture.evaluate(call, data: fanOut) }
  }
}

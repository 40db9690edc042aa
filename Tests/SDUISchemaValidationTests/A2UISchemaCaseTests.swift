import Foundation
import SDUIDocument
import SDUISchemaValidation
import SDUITestSupport
import Testing

/// A2UI's own schema cases (`v0_9/test/cases/*.json`, 76 of them): each
/// file names its schema (`server_to_client.json` when it does not), and
/// each case is valid or not; every one must agree.
@Suite(.enabled(if: A2UISchemas.isPresent))
struct A2UISchemaCaseTests {
  /// The case files, sorted by name.
  static let caseFiles = jsonFiles(in: A2UISchemas.directory.appendingPathComponent("test/cases"))

  @Test(arguments: caseFiles.map(\.lastPathComponent))
  func casesAgree(file: String) throws {
    let registry = try A2UISchemas.runnerRegistry()
    let suite = try A2UISchemas.json("test/cases/" + file)
    let schema = A2UISchemas.uri(suite["schema"]?.stringValue ?? "server_to_client.json")
    let cases = suite["tests"]?.arrayElements ?? []
    var agreeing = 0
    for testCase in cases {
      let description = testCase["description"]?.stringValue ?? "?"
      let expectsValid = testCase["valid"] != false
      let violations = registry.validate(testCase["data"] ?? .null, against: schema)
      if violations.isEmpty == expectsValid {
        agreeing += 1
      } else if expectsValid {
        Issue.record("\(file) '\(description)': expected valid, got \(violations.map(\.description))")
      } else {
        Issue.record("\(file) '\(description)': expected a violation, got none")
      }
    }
    print("a2ui schema cases: \(file) \(agreeing) of \(cases.count) agree")
    #expect(!cases.isEmpty)
  }

  @Test func thereAreSeventySixCases() throws {
    let counts = try Self.caseFiles.map {
      try JSONParser.parse(Array(Data(contentsOf: $0)))["tests"]?.arrayElements?.count ?? 0
    }
    #expect(counts.reduce(0, +) == 76)
  }

  /// The runner's other check: each line of `contact_form_example.jsonl` is a valid message.
  @Test func contactFormExampleLinesAreValid() throws {
    let registry = try A2UISchemas.runnerRegistry()
    let text = try String(
      contentsOf: A2UISchemas.directory.appendingPathComponent("test/cases/contact_form_example.jsonl"), encoding: .utf8
    )
    let lines = text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
    for (number, line) in lines.enumerated() {
      let violations = registry.validate(
        try JSONParser.parse(String(line)), against: A2UISchemas.uri("server_to_client.json"))
      #expect(violations.isEmpty, "line \(number + 1): \(violations.map(\.description))")
    }
    print("a2ui schema cases: contact_form_example.jsonl \(lines.count) lines validated")
  }

  /// Every schema of `json/` and both catalogs registers: each keyword they
  /// use is one the validator implements or an annotation it knows.
  @Test func everySchemaOfTheSpecificationRegisters() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: A2UISchemas.directory.appendingPathComponent("json").path)
    var registry = SchemaRegistry(vocabulary: .a2uiCatalogs)
    for name in names.sorted() where name.hasSuffix(".json") {
      try registry.register(A2UISchemas.json("json/" + name), as: A2UISchemas.uri(name))
    }
    try registry.register(A2UISchemas.json("catalogs/basic/catalog.json"))
    try registry.register(A2UISchemas.json("catalogs/minimal/catalog.json"))
    #expect(registry.isRegistered(A2UISchemas.uri("catalogs/minimal/catalog.json")))
  }

  /// Without A2UI's additions to the vocabulary, the catalogs' `components` is refused, not ignored.
  @Test func theCatalogsNeedTheirVocabulary() throws {
    var registry = SchemaRegistry()
    #expect(throws: SchemaRegistrationError.self) {
      try registry.register(A2UISchemas.json("catalogs/basic/catalog.json"))
    }
  }
}

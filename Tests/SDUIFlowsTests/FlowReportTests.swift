import Foundation
import SDUICore
import SDUIDocument
import Testing

@testable import SDUIFlows

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Variables, suites and reports")
struct FlowReportTests {
  /// A text, the variables, and what it expands to (`nil`: the missing name).
  static let expansions: [(String, [String: String], String)] = [
    ("${HOST}/index", ["HOST": "http://h"], "http://h/index"),
    ("${ A }", ["A": "1"], "1"),
    ("$4.90 and ${A}", ["A": "x"], "$4.90 and x"),
    ("no variables", [:], "no variables"),
    ("${unclosed", [:], "${unclosed"),
    ("${A}${B}", ["A": "1", "B": "2"], "12"),
  ]

  @Test("${NAME} expands from the variables in force", arguments: expansions)
  func expands(_ text: String, _ given: [String: String], _ expected: String) throws {
    #expect(try FlowVariables(given: given).expand(text) == expected)
  }

  @Test("runFlow's env wins, then -e, then the flows' env, the innermost first")
  func precedence() throws {
    let variables = FlowVariables(given: ["A": "given", "B": "given"])
      .withDefaults(["A": "flow", "B": "flow", "C": "flow", "D": "flow"])
      .withDefaults(["D": "subflow"])
      .withOverrides(["B": "call"])
    #expect(try variables.expand("${A} ${B} ${C} ${D}") == "given call flow subflow")
    #expect(throws: FlowVariables.Missing(name: "E")) { try variables.expand("${E}") }
  }

  @Test("a directory runs its flow files, sorted; a missing path is an error")
  func files() throws {
    let directory = NSTemporaryDirectory() + "sdui-suite-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory + "/common", withIntermediateDirectories: true)
    for name in ["b.yaml", "a.yml", "notes.txt", "common/login.yaml"] {
      try "- back\n".write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
    #expect(try FlowSuite.files(in: [directory]) == [directory + "/a.yml", directory + "/b.yaml"])
    #expect(throws: FlowError(file: directory + "/none", message: "no such file or directory")) {
      try FlowSuite.files(in: [directory + "/none"])
    }
  }

  @Test("tags filter; recordings of several flows are named after each")
  func tagsAndRecordings() {
    let flow = Flow(file: "store.yaml", name: "Add to cart!", tags: ["store", "smoke"])
    #expect(FlowSuite.selects(flow, tags: []))
    #expect(FlowSuite.selects(flow, tags: ["nightly", "smoke"]))
    #expect(!FlowSuite.selects(flow, tags: ["beagle"]))
    #expect(FlowSuite.recordingPath("out/run.cast", for: flow) == "out/run-add-to-cart.cast")
  }

  @Test("the JUnit report is XML with a test case per flow, failures and errors counted")
  func junit() throws {
    let failure = FlowFailure(
      file: "store.yaml", location: SourceLocation(line: 7, column: 3), step: "tapOn: <Pay> & go",
      message: "expected an element", calledFrom: [], frame: "Total: $4.90\n")
    let results = [
      FlowResult(name: "Browse", file: "catalog.yaml", tags: [], stepsRun: 5, seconds: 0.25, screenshots: []),
      FlowResult(
        name: "Pay \"now\"", file: "store.yaml", tags: [], stepsRun: 7, seconds: 0.5, screenshots: [],
        failure: failure),
    ]
    let unreadable = [
      FlowError(file: "bad.yaml", location: SourceLocation(line: 2, column: 1), message: "invalid YAML")
    ]
    let xml = JUnitReport.document(results: results, unreadable: unreadable, seconds: 0.75)
    let document = try XMLDocument(xmlString: xml)
    let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "3")
    #expect(suite.attribute(forName: "failures")?.stringValue == "1")
    #expect(suite.attribute(forName: "errors")?.stringValue == "1")
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["Browse", "Pay \"now\"", "bad.yaml"])
    let failed = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
    #expect(
      failed.attribute(forName: "message")?.stringValue
        == "store.yaml:7:3: 'tapOn: <Pay> & go' failed: expected an element")
    #expect(failed.stringValue?.contains("│Total: $4.90") == true)
    let error = try #require(try document.nodes(forXPath: "//error").first as? XMLElement)
    #expect(error.attribute(forName: "message")?.stringValue == "bad.yaml:2:1: error: invalid YAML")
  }
}

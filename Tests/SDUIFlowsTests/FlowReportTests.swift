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
  /// A flow's string and its parts, as Maestro's `evaluateScripts` reads them.
  static let scriptTemplates: [(String, [ScriptTemplate.Part])] = [
    ("${HOST}/index", [.script("HOST"), .text("/index")]),
    ("${ A }", [.script(" A ")]),
    ("$4.90 and ${A}", [.text("$4.90 and "), .script("A")]),
    ("no scripts", [.text("no scripts")]),
    ("${unclosed", [.text("${unclosed")]),
    ("${A}${B}", [.script("A"), .script("B")]),
    // The script runs to the last } before the next $ (Maestro's greedy [^$]*}).
    ("${ {a: 1}.a } and {b}", [.script(" {a: 1}.a } and {b")]),
    ("\\${A} stays", [.text("${A} stays")]),
    ("${}", [.script("")]),
  ]

  @Test("${...} parts are read as Maestro reads them", arguments: scriptTemplates)
  func templates(_ text: String, _ parts: [ScriptTemplate.Part]) {
    #expect(ScriptTemplate(text).parts == parts)
  }

  @Test("runFlow's env wins, then -e, then the flows' env, the innermost first")
  func precedence() {
    let variables = FlowVariables(given: ["A": "given", "B": "given"])
      .withDefaults(["A": "flow", "B": "flow", "C": "flow", "D": "flow"])
      .withDefaults(["D": "subflow"])
      .withOverrides(["B": "call"])
    #expect(variables.all == ["A": "given", "B": "call", "C": "flow", "D": "subflow"])
    #expect(variables.value(of: "D") == "subflow")
    #expect(variables.value(of: "E") == nil)
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

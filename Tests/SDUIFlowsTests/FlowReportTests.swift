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

  @Test("recordings of several flows are named after each")
  func recordings() {
    let flow = Flow(file: "store.yaml", name: "Add to cart!", tags: ["store", "smoke"])
    #expect(FlowSuite.recordingPath("out/run.cast", for: flow) == "out/run-add-to-cart.cast")
  }

  /// A screen's text (and a flow file's name) reaches the reports through
  /// the terminal's sanitizer: no C1 CSI, bidirectional override, ESC or
  /// NUL raw, whether quoted by a failure, a frame or a script's log.
  @Test("a screen's and a flow's control and bidi characters reach neither report raw")
  @MainActor
  func reportsHoldNoRawControls() async throws {
    let harness = try FlowHarness()
    try harness.write(
      #"""
      {"_:component": "layout:screen", "children": [{"_:component": "layout:column", "children": [
        {"_:component": "layout:text", "properties": {"text": "x\u009b31m\u202eevil\u001b[2J\u0000end"}}]}]}
      """#, named: "screen.json")
    let flow = try harness.flow(
      #"""
      url: screen.json
      name: "flow \x9b\u202e\e"
      ---
      - launchApp
      - copyTextFrom: "x.*"
      - evalScript: ${console.log(maestro.copiedText)}
      - assertVisible: nothing like this
      """#)
    let result = await harness.run(flow)
    let failure = try #require(result.failure)
    #expect(failure.description.contains("\u{9B}31m\u{202E}evil\u{1B}"), "the screen's text reached the failure")
    #expect(result.logs.contains { $0.contains("\u{9B}31m\u{202E}evil\u{1B}[2J") }, "\(result.logs)")
    let reports = [
      JUnitReport.document(results: [result], unreadable: [], seconds: 1),
      HTMLReport.document(results: [result], unreadable: [], seconds: 1),
    ]
    for report in reports {
      let raw = report.unicodeScalars.filter { [0x00, 0x1B, 0x9B, 0x202E].contains($0.value) }
      #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
      #expect(report.contains("x\u{FFFD}31m\u{FFFD}evil^[[2J^@end"))
      #expect(report.contains("flow \u{FFFD}\u{FFFD}^["))
      #expect(report.contains("LOG") == (report.hasPrefix("<?xml")))
    }
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
      FlowError(file: "bad.yaml", location: SourceLocation(line: 2, column: 1), problem: .invalidYAML(reason: "a tab"))
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
    #expect(error.attribute(forName: "message")?.stringValue == "bad.yaml:2:1: error: invalid YAML: a tab")
  }

  /// A passed flow with a device's step skipped, a log and a screenshot,
  /// and a failed one with its frame as a picture.
  static func results(screenshot: String) -> [FlowResult] {
    var skipped = StepRecord(
      file: "a.yaml", location: SourceLocation(line: 4, column: 3), summary: "setLocation", depth: 0)
    skipped.status = .skipped
    skipped.message = "'setLocation' skipped: a terminal has no location"
    var logged = StepRecord(
      file: "a.yaml", location: SourceLocation(line: 5, column: 3), summary: "runScript: s.js", depth: 1)
    logged.logs = ["token <ok>"]
    var failed = StepRecord(
      file: "b.yaml", location: SourceLocation(line: 2, column: 3), summary: "tapOn: Pay", depth: 0)
    failed.status = .failed
    failed.message = "expected an element"
    var failure = FlowFailure(
      file: "b.yaml", location: SourceLocation(line: 2, column: 3), step: "tapOn: Pay", message: "expected an element",
      calledFrom: [], frame: "FRAME-AS-TEXT")
    failure.frameSVG = "<svg>failed frame</svg>"
    return [
      FlowResult(
        name: "Browse & buy", file: "a.yaml", tags: [], stepsRun: 2, seconds: 0.25, screenshots: [screenshot],
        warnings: ["a.yaml:4:3: 'setLocation' skipped: a terminal has no location"], steps: [skipped, logged]),
      FlowResult(
        name: "Pay", file: "b.yaml", tags: [], stepsRun: 1, seconds: 0.5, screenshots: [], steps: [failed],
        failure: failure),
    ]
  }

  @Test("the JUnit report names each case's status as Maestro does; a device's skipped steps are <skipped>")
  func junitStatusAndSkips() throws {
    let xml = JUnitReport.document(
      results: Self.results(screenshot: "none.svg"), unreadable: [], seconds: 1, suiteName: "Nightly")
    let document = try XMLDocument(xmlString: xml)
    let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "name")?.stringValue == "Nightly")
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.map { $0.attribute(forName: "status")?.stringValue } == ["SUCCESS", "ERROR"])
    #expect(cases.map { $0.attribute(forName: "id")?.stringValue } == ["Browse & buy", "Pay"])
    let skipped = try #require(try document.nodes(forXPath: "//testcase[1]/skipped").first as? XMLElement)
    #expect(skipped.attribute(forName: "message")?.stringValue == "'setLocation' skipped: a terminal has no location")
    #expect(try document.nodes(forXPath: "//testcase[2]/skipped").isEmpty)
    let output = try #require(try document.nodes(forXPath: "//testcase[1]/system-out").first)
    #expect(
      output.stringValue
        == "LOG   a.yaml:5:3: token <ok>\nWARN  a.yaml:4:3: 'setLocation' skipped: a terminal has no location")
  }

  @Test("the HTML report holds the summary, each flow's steps and logs, its failure's frame and its screenshots")
  func html() throws {
    let screenshot = NSTemporaryDirectory() + "sdui-report-\(UUID().uuidString).svg"
    try "<svg>the cart</svg>".write(toFile: screenshot, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: screenshot) }
    let unreadable = [
      FlowError(file: "c.yaml", location: SourceLocation(line: 1, column: 1), problem: .invalidYAML(reason: "a tab"))
    ]
    let page = HTMLReport.document(results: Self.results(screenshot: screenshot), unreadable: unreadable, seconds: 1)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("Test result: FAILED"))
    #expect(page.contains("<h2>Flows</h2><p>3</p>") && page.contains("<h2>Failed</h2><p>2</p>"))
    #expect(page.contains("<summary>Browse &amp; buy : SUCCESS</summary>"))
    #expect(page.contains("<summary>Pay : ERROR</summary>"))
    #expect(page.contains("'setLocation' skipped: a terminal has no location"))
    #expect(page.contains("padding-left: 2.0em\">runScript: s.js") && page.contains("token &lt;ok&gt;"))
    #expect(page.contains(Data("<svg>the cart</svg>".utf8).base64EncodedString()))
    #expect(page.contains(Data("<svg>failed frame</svg>".utf8).base64EncodedString()))
    // The picture stands for the frame; the text keeps only the message.
    #expect(!page.contains("FRAME-AS-TEXT"))
    #expect(page.contains("c.yaml:1:1: error: invalid YAML"))
  }
}

import SDUIDocument
import SDUITestSupport
import Testing

@testable import SDUICheck
@testable import SDUINetwork

/// `check`'s four formats of one report: a screen with an error and a
/// warning, a clean screen, a file that cannot be read, and what a flow
/// checker adds (a finding with an end, a note in another file).
@Suite("Check report formats")
struct CheckReportFormatTests {
  static let screen = """
    {"_:component": "layout:column",
     "children": [{"_:component": "layout:txt"}, {"_:component": "layout:remoteImage"}]}
    """

  /// The report, with the decoder's findings alone (the accessibility
  /// audit has its own tests).
  static func report() async -> CheckReport {
    let checker = ScreenChecker(rules: .none)
    let flowRule = CheckRule(id: "flowRule", summary: "A rule a flow checker names.")
    return CheckReport(files: [
      await checker.check(Array(screen.utf8), named: "Screens/my app/bad.json"),
      await checker.check(
        Array(#"{"_:component": "layout:text", "properties": {"text": "hi"}}"#.utf8), named: "ok.json"),
      .init(
        source: "gone.json", kind: .screen(nil), findings: [],
        readError: SourceError(source: "gone.json", reason: "no such file or directory")),
      .init(
        source: "flows/login.yaml", kind: .flow,
        findings: [
          CheckFinding(
            file: "flows/login.yaml", at: SourceLocation(line: 4, column: 3),
            through: SourceLocation(line: 4, column: 12), severity: .error, rule: flowRule,
            message: "50% done,\nthen: stopped"),
          CheckFinding(
            file: "flows/common.yaml", at: SourceLocation(line: 2, column: 1), severity: .note, rule: flowRule,
            message: "reached from here"),
        ]),
    ])
  }

  @Test func textIsOneLinePerFindingAndASummary() async {
    let report = await Self.report()
    assertSnapshot(report.text + report.summary + "\n", named: "check-text")
  }

  @Test func jsonKeepsItsShape() async {
    let json = await Self.report().json
    assertSnapshot(json, named: "check-json")
  }

  @Test func sarifIsOneRunWithEveryRuleUsed() async {
    let sarif = await Self.report().sarif
    assertSnapshot(sarif, named: "check-sarif")
  }

  @Test func githubIsOneWorkflowCommandPerFinding() async {
    let commands = await Self.report().githubCommands
    assertSnapshot(commands, named: "check-github")
  }

  @Test func countsTakeInUnreadableFilesAndNotes() async {
    let report = await Self.report()
    #expect(report.errorCount == 3)
    #expect(report.warningCount == 1)
    #expect(report.noteCount == 1)
    #expect(report.githubCommands.split(separator: "\n").count == 5)
  }

  struct Escape: CustomTestStringConvertible, Sendable {
    let text: String
    let value: String
    let property: String
    var testDescription: String { text.debugDescription }
  }

  static let escapes: [Escape] = [
    Escape(text: "plain words", value: "plain words", property: "plain words"),
    Escape(text: "100%", value: "100%25", property: "100%25"),
    Escape(text: "%0A written out", value: "%250A written out", property: "%250A written out"),
    Escape(text: "one\ntwo", value: "one%0Atwo", property: "one%0Atwo"),
    Escape(text: "cr\r\nlf", value: "cr%0D%0Alf", property: "cr%0D%0Alf"),
    Escape(text: "a: b, c", value: "a: b, c", property: "a%3A b%2C c"),
    Escape(text: "::error file=x::", value: "::error file=x::", property: "%3A%3Aerror file=x%3A%3A"),
    Escape(text: "écran 🙂", value: "écran 🙂", property: "écran 🙂"),
  ]

  @Test(arguments: escapes)
  func workflowCommandsEscapeAsGitHubDoes(_ escape: Escape) {
    #expect(CheckReport.escapedCommandValue(escape.text) == escape.value)
    #expect(CheckReport.escapedCommandProperty(escape.text) == escape.property)
  }

  struct Artifact: CustomTestStringConvertible, Sendable {
    let file: String
    let location: String
    var testDescription: String { file }
  }

  static let artifacts: [Artifact] = [
    Artifact(file: "Screens/index.json", location: #"{"uri":"Screens/index.json","uriBaseId":"%SRCROOT%"}"#),
    Artifact(file: "../app/x.json", location: #"{"uri":"../app/x.json","uriBaseId":"%SRCROOT%"}"#),
    Artifact(
      file: "Mes écrans/a b.json", location: #"{"uri":"Mes%20%C3%A9crans/a%20b.json","uriBaseId":"%SRCROOT%"}"#),
    Artifact(file: "c:d.json", location: #"{"uri":"c%3Ad.json","uriBaseId":"%SRCROOT%"}"#),
    Artifact(file: "50%#1?.json", location: #"{"uri":"50%25%231%3F.json","uriBaseId":"%SRCROOT%"}"#),
    Artifact(file: "/tmp/a b/x.json", location: #"{"uri":"file:///tmp/a%20b/x.json"}"#),
    Artifact(file: "http://127.0.0.1:8080/index", location: #"{"uri":"http://127.0.0.1:8080/index"}"#),
    Artifact(file: "HTTPS://example.com/s?a=1", location: #"{"uri":"HTTPS://example.com/s?a=1"}"#),
    Artifact(file: "<stdin>", location: #"{"description":{"text":"standard input"}}"#),
  ]

  @Test(arguments: artifacts)
  func sarifNamesEachFileAsAURI(_ artifact: Artifact) {
    #expect(CheckReport.sarifArtifactLocation(artifact.file).jsonText == artifact.location)
  }

  @Test func anEmptyReportIsAValidEmptyRun() throws {
    let log = try JSONParser.parse(CheckReport().sarif)
    let run = try #require(log["runs"]?.arrayElements?.first)
    #expect(run["results"]?.arrayElements?.isEmpty == true)
    #expect(run["tool"]?["driver"]?["rules"]?.arrayElements?.isEmpty == true)
    #expect(CheckReport().githubCommands.isEmpty)
  }
}

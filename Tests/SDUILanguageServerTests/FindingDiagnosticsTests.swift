import SDUICheck
import SDUIDocument
import SDUILanguageProtocol
import Testing

@testable import SDUILanguageServer

/// The diagnostics are `check`'s findings, each with a range over what it
/// is about.
@Suite("Diagnostics")
@MainActor
struct FindingDiagnosticsTests {
  nonisolated static let screen = """
    {
      "_:component": "layout:column",
      "children": [
        {"_:component": "layout:colum", "children": []},
        {"_:component": "layout:text", "properties": {"text": "@{sum(1,}", "txet": 1}},
        {"_:component": "layout:touchable", "properties": {"onPress": [{"_:action": "setState", "path": "x"}]}},
        {"_:component": "layout:remoteImage"}
      ]
    }
    """

  /// Each of `check`'s findings, in its order, with its message, rule and
  /// severity, starting at its line:column.
  @Test func diagnosticsAreCheckFindings() async throws {
    let bytes = Array(Self.screen.utf8)
    let result = await ScreenChecker().check(bytes, named: "screen.json")
    #expect(result.allFindings.count >= 4)
    let lines = TextLines(bytes)
    let diagnostics = FindingDiagnostics.diagnostics(result.allFindings, in: lines)
    #expect(diagnostics.map(\.message) == result.allFindings.map(\.message))
    #expect(diagnostics.map(\.code) == result.allFindings.map(\.rule.id))
    #expect(diagnostics.allSatisfy { $0.source == "sdui-term" })
    for (diagnostic, finding) in zip(diagnostics, result.allFindings) {
      #expect(diagnostic.range.start == lines.position(line: finding.start.line, scalarColumn: finding.start.column))
      #expect(diagnostic.severity == (finding.severity == .error ? .error : .warning))
    }
  }

  struct Span: CustomTestStringConvertible, Sendable {
    let code: String
    let covers: String
    var testDescription: String { code }
  }

  nonisolated static let spans: [Span] = [
    Span(code: "unknownComponent", covers: #""layout:colum""#),
    Span(code: "missingRequiredProperty", covers: #"{"_:component": "layout:remoteImage"}"#),
    Span(code: "invalidExpression", covers: #""@{sum(1,}""#),
    Span(code: "actionPropertyOutsideProperties", covers: #""path""#),
  ]

  @Test(arguments: spans)
  func aRangeSpansWhatItIsAbout(_ span: Span) async throws {
    let bytes = Array(Self.screen.utf8)
    let result = await ScreenChecker().check(bytes, named: "screen.json")
    let lines = TextLines(bytes)
    let diagnostic = try #require(
      FindingDiagnostics.diagnostics(result.allFindings, in: lines).first { $0.code == span.code })
    let text = bytes[lines.offset(of: diagnostic.range.start)..<lines.offset(of: diagnostic.range.end)]
    #expect(String(decoding: text, as: UTF8.self) == span.covers)
  }

  /// Invalid JSON is one error over the token where the parser stopped
  /// (one character when no token starts there); at the text's end, empty.
  @Test func invalidJSONIsOneError() async {
    for (text, covers) in [("{\"a\": 1 \"b\"}", "\"b\""), ("{\"a\": 1 ]", "]"), ("{\"_:component\": ", "")] {
      let bytes = Array(text.utf8)
      let result = await ScreenChecker().check(bytes, named: "bad.json")
      let lines = TextLines(bytes)
      let diagnostics = FindingDiagnostics.diagnostics(result.allFindings, in: lines)
      #expect(diagnostics.count == 1)
      #expect(diagnostics.first?.code == "invalidJSON")
      #expect(diagnostics.first?.severity == .error)
      if let range = diagnostics.first?.range {
        #expect(
          String(decoding: bytes[lines.offset(of: range.start)..<lines.offset(of: range.end)], as: UTF8.self) == covers)
      }
    }
  }
}

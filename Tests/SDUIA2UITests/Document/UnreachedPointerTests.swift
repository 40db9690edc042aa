import Foundation
import SDUIDocument
import SDUITestSupport
import Testing

@testable import SDUIA2UI

/// A binding's absolute pointer that reaches nothing once a whole stream
/// is read: warned of at the pointer, with the key meant, unless the data
/// model holds it or a bound input writes it.
@Suite("A2UI pointers that reach nothing")
struct UnreachedPointerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The components after `root` (a column of them all), as JSON.
    var components: [String]
    /// The surface's data model.
    var data = #"{"user": {"name": "Ada"}, "items": [{"title": "tea"}]}"#
    /// The warnings' messages, in order.
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a key the model holds", components: [#"{"id": "a", "component": "Text", "text": {"path": "/user/name"}}"#],
      expected: []),
    Case(
      name: "a misspelt key, with the one meant",
      components: [#"{"id": "a", "component": "Text", "text": {"path": "/user/nmae"}}"#],
      expected: [
        "'/user/nmae' reaches nothing in surface s's data model: '/user' has no 'nmae', and no input writes it "
          + "(did you mean 'name'?)"
      ]),
    Case(
      name: "a key under nothing, said at its first missing step",
      components: [#"{"id": "a", "component": "Text", "text": {"path": "/order/total"}}"#],
      expected: ["'/order/total' reaches nothing in surface s's data model: '/' has no 'order', and no input writes it"]
    ),
    Case(
      name: "what a field writes, read by a text and sent by a button",
      components: [
        #"{"id": "a", "component": "TextField", "label": "Email", "value": {"path": "/form/email"}}"#,
        #"{"id": "b", "component": "Text", "text": {"path": "/form/email"}}"#,
        #"{"id": "l", "component": "Text", "text": "Send"}"#,
        #"{"id": "c", "component": "Button", "child": "l", "action": {"event": {"name": "send", "context": {"form": {"path": "/form"}}}}}"#,
      ], expected: []),
    Case(
      name: "a misspelling of what a field writes, in a formatString",
      components: [
        #"{"id": "a", "component": "TextField", "label": "Email", "value": {"path": "/form/email"}}"#,
        #"{"id": "b", "component": "Text", "text": {"call": "formatString", "args": {"value": "To ${/form/emial}"}}}"#,
      ],
      expected: [
        "'/form/emial' reaches nothing in surface s's data model: '/form' has no 'emial', and no input writes it "
          + "(did you mean 'email'?)"
      ]),
    Case(
      name: "an index past the array, in a call's argument",
      components: [
        #"{"id": "a", "component": "Text", "text": {"call": "formatString", "args": {"value": "${/items/0/title}"}}}"#,
        #"{"id": "b", "component": "Text", "text": {"call": "formatNumber", "args": {"value": {"path": "/items/3/title"}}}}"#,
      ],
      expected: [
        "'/items/3/title' reaches nothing in surface s's data model: '/items' has no '3', and no input writes it"
      ]),
    Case(
      name: "a template over a missing array; its items' relative paths left alone",
      components: [
        #"{"id": "a", "component": "List", "children": {"componentId": "t", "path": "/itemz"}}"#,
        #"{"id": "t", "component": "Text", "text": {"path": "title"}}"#,
      ],
      expected: [
        "'/itemz' reaches nothing in surface s's data model: '/' has no 'itemz', and no input writes it "
          + "(did you mean 'items'?)"
      ]),
  ]

  static func stream(_ testCase: Case) -> [UInt8] {
    let ids = testCase.components.compactMap { line in
      line.range(of: #""id": ""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
    }
    let shown = ids.filter { $0 != "t" && $0 != "l" }.map { "\"\($0)\"" }.joined(separator: ", ")
    let root = #"{"id": "root", "component": "Column", "children": [\#(shown)]}"#
    let lines = [
      #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\#(A2UICatalog.basic.id)"}}"#,
      #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": \#(testCase.data)}}"#,
      #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [\#(([root] + testCase.components).joined(separator: ", "))]}}"#,
    ]
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  static func warnings(_ bytes: [UInt8], complete: Bool = true) -> [Diagnostic] {
    let options = ScreenDecoder.Options(dialects: [.a2ui], dialect: .a2ui, isComplete: complete)
    let screen = A2UIDocumentReader(dialect: .a2ui, options: options).read(bytes, forced: true)
    return (screen?.diagnostics ?? []).filter { $0.kind.code == "a2ui.unreachedPointer" }
  }

  @Test(arguments: cases) func eachPointerIsJudgedAsTheWholeStreamLeavesIt(_ testCase: Case) {
    let found = Self.warnings(Self.stream(testCase))
    #expect(found.map(\.message) == testCase.expected)
    #expect(found.allSatisfy { $0.severity == .warning })
  }

  @Test func theWarningStandsAtThePointerItself() throws {
    let found = Self.warnings(Self.stream(Self.cases[1]))
    let warning = try #require(found.first)
    #expect(warning.path.description == "$[2].updateComponents.components[1].text.path")
    #expect(warning.location.line == 3)
  }

  /// A stream still coming may yet send the data it binds.
  @Test func aStreamStillComingIsNotWarnedOf() {
    #expect(Self.warnings(Self.stream(Self.cases[1]), complete: false).isEmpty)
  }

  @Test(.enabled(if: hasConformance), arguments: ExampleStreamTests.examples)
  func noExampleReadsAPointerThatReachesNothing(_ example: String) throws {
    #expect(Self.warnings(try ExampleStreamTests.bytes(of: example)).map(\.message) == [])
  }
}

import SDUIDocument
import Testing

@testable import SDUIA2UI

/// A2UI's catalogs allow a component no property they do not declare
/// (`unevaluatedProperties: false`): each other one is warned of, near
/// one it has or not, and none of the properties it has is.
@Suite("A2UI properties a catalog does not declare")
struct UndeclaredPropertyTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The component with id `root`, as JSON.
    var component: String
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "every property the catalog declares",
      component:
        #"{"id": "root", "component": "Text", "text": "Hi", "variant": "h1", "weight": 1, "accessibility": {"label": "Hi"}}"#,
      expected: []),
    Case(
      name: "one near a property it has",
      component: #"{"id": "root", "component": "Text", "text": "Hi", "varient": "h1"}"#,
      expected: ["'Text' has no property 'varient'; did you mean 'variant'?"]),
    Case(
      name: "one near none",
      component: #"{"id": "root", "component": "Text", "text": "Hi", "colour": "red"}"#,
      expected: ["'Text' has no property 'colour', and its catalog allows no other: it is not drawn"]),
    Case(
      name: "an input's, beside its binding",
      component: #"{"id": "root", "component": "TextField", "label": "Name", "value": {"path": "/n"}, "maxLength": 4}"#,
      expected: ["'TextField' has no property 'maxLength', and its catalog allows no other: it is not drawn"]),
  ]

  @Test(arguments: cases) func eachUndeclaredPropertyIsWarnedOf(_ testCase: Case) {
    let lines = [
      #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\#(A2UICatalog.basic.id)"}}"#,
      #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [\#(testCase.component)]}}"#,
    ]
    let options = ScreenDecoder.Options(dialects: [.a2ui], dialect: .a2ui)
    let screen = A2UIDocumentReader(dialect: .a2ui, options: options).read(
      Array(lines.joined(separator: "\n").utf8), forced: true)
    let found = (screen?.diagnostics ?? []).filter { $0.message.contains("has no property") }
    #expect(found.map(\.message) == testCase.expected)
    #expect(found.allSatisfy { $0.severity == .warning })
  }
}

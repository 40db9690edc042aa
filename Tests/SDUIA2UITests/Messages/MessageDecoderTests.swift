import SDUIDocument
import Testing

@testable import SDUIA2UI

/// What a message of the wrong shape is told, and where.
@Suite("A2UI message decoder")
struct MessageDecoderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let problem: A2UIProblem
    let path: String
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(text: "[]", problem: .notAMessage(found: "array"), path: "$"),
    Case(text: #"{"version": "v0.9"}"#, problem: .noUpdate(keys: []), path: "$"),
    Case(
      text: #"{"version": "v0.9", "createSurface": {}, "deleteSurface": {}}"#,
      problem: .conflictingUpdates(["createSurface", "deleteSurface"]), path: "$"),
    Case(
      text: #"{"version": "v0.8", "beginRendering": {"surfaceId": "s"}}"#,
      problem: .olderVersion(found: "beginRendering"), path: "$"),
    Case(
      text: #"{"version": "v1.0", "deleteSurface": {"surfaceId": "s"}}"#,
      problem: .unsupportedVersion(found: "v1.0"), path: "$.version"),
    Case(
      text: #"{"version": "v0.9", "deleteSurface": {"surfaceId": 3}}"#,
      problem: .wrongType(key: "surfaceId", expected: "a string", found: "number"), path: "$.deleteSurface.surfaceId"),
    Case(
      text: #"{"version": "v0.9", "createSurface": {"surfaceId": "s"}}"#,
      problem: .missingKey("catalogId", in: "createSurface"), path: "$.createSurface"),
    Case(
      text: #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": {}}}"#,
      problem: .wrongType(key: "components", expected: "an array", found: "object"),
      path: "$.updateComponents.components"),
  ]

  @Test(arguments: cases)
  func refusesAMessageOfTheWrongShape(_ test: Case) throws {
    let value = try JSONParser.parse(test.text)
    #expect(throws: A2UIIssue.self) { try A2UIMessageDecoder.decode(value, path: .root) }
    do {
      _ = try A2UIMessageDecoder.decode(value, path: .root)
    } catch {
      #expect(error.problem == test.problem)
      #expect(error.path.description == test.path)
    }
  }

  @Test func readsEachOfTheFourMessages() throws {
    let texts = [
      #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c", "sendDataModel": true}}"#,
      #"{"version": "v0.9.1", "updateComponents": {"surfaceId": "s", "components": [{"id": "root"}]}}"#,
      #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/a"}}"#,
      #"{"deleteSurface": {"surfaceId": "s"}}"#,
    ]
    let bodies = try texts.map { try A2UIMessageDecoder.decode(try JSONParser.parse($0), path: .root).body }
    guard case .createSurface("s", "c", nil, true) = bodies[0],
      case .updateComponents("s", let components) = bodies[1], components.count == 1,
      case .updateDataModel("s", "/a", nil) = bodies[2], case .deleteSurface("s") = bodies[3]
    else {
      Issue.record("read as \(bodies)")
      return
    }
  }
}

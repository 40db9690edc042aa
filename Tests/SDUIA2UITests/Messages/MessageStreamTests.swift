import SDUIDocument
import Testing

@testable import SDUIA2UI

/// Every form agents write messages in, what a broken line costs, and the
/// bounds on what is read.
@Suite("A2UI message stream")
struct MessageStreamTests {
  static let create = #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}"#
  static let delete = #"{"version": "v0.9", "deleteSurface": {"surfaceId": "s"}}"#

  struct Form: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let paths: [String]
    var testDescription: String { name }
  }

  static let forms: [Form] = [
    Form(name: "one object", text: create, paths: ["$"]),
    Form(name: "an array", text: "[\(create), \(delete)]", paths: ["$[0]", "$[1]"]),
    Form(
      name: "an example's wrapper", text: #"{"name": "x", "description": "y", "messages": [\#(create)]}"#,
      paths: ["$.messages[0]"]),
    Form(name: "JSON Lines", text: "\(create)\n\n\(delete)\n", paths: ["$[0]", "$[1]"]),
    Form(name: "JSON Lines without a last line break", text: "\(create)\n\(delete)", paths: ["$[0]", "$[1]"]),
  ]

  @Test(arguments: forms)
  func readsEachForm(_ form: Form) {
    let read = MessageStream.read(Array(form.text.utf8))
    #expect(read.issues.isEmpty)
    #expect(read.values.map(\.path.description) == form.paths)
  }

  @Test func aLineOfJSONLinesKeepsItsLineAndColumn() throws {
    let read = MessageStream.read(Array("\(Self.create)\n\n   \(Self.delete)\n".utf8))
    let second = try #require(read.values.last?.value)
    #expect(second.location == SourceLocation(line: 3, column: 4))
    #expect(second["deleteSurface"]?["surfaceId"]?.location.line == 3)
  }

  @Test func aBrokenLineIsAnIssueAtItsLineAndTheOthersAreRead() throws {
    let read = MessageStream.read(Array("\(Self.create)\n{\"version\": \n\(Self.delete)\n".utf8))
    #expect(read.values.count == 2)
    let issue = try #require(read.issues.first)
    #expect(issue.location.line == 2)
    #expect(issue.problem.message.hasPrefix("JSON syntax error at 2:"))
    #expect(issue.path.description == "$[1]")
    #expect(read.values.map(\.path.description) == ["$[0]", "$[2]"], "a broken line keeps its place")
  }

  @Test func brokenLinesCountTowardTheBound() {
    let lines = Array(repeating: "garbage", count: 1_000).joined(separator: "\n")
    let read = MessageStream.read(Array((Self.create + "\n" + lines).utf8), limits: .init(messages: 10))
    #expect(read.issues.count == 10, "nine broken lines and the bound, then nothing more is read")
    #expect(read.issues.last?.problem == .tooManyMessages(limit: 10))
  }

  @Test func readsNoMoreThanItsBounds() {
    let lines = Array(repeating: Self.delete, count: 5).joined(separator: "\n")
    let read = MessageStream.read(Array(lines.utf8), limits: .init(messages: 3, lineBytes: 1 << 20))
    #expect(read.values.count == 3)
    #expect(read.issues.map(\.problem) == [.tooManyMessages(limit: 3)])
    let long = MessageStream.read(Array("\(Self.create)\n\(Self.delete)".utf8), limits: .init(lineBytes: 70))
    #expect(long.values.count == 1)
    #expect(long.issues.first?.problem == .messageTooLarge(bytes: Self.create.utf8.count, limit: 70))
  }
}

import SDUIDocument
import Testing

@testable import SDUIA2UI

/// What an agent cannot make the processor hold.
@Suite("A2UI processor budgets")
struct ProcessorBudgetTests {
  static func message(_ text: String) throws -> A2UIMessage {
    try A2UIMessageDecoder.decode(try JSONParser.parse(text), path: .root)
  }

  static func create(_ id: String) -> String {
    #"{"version": "v0.9", "createSurface": {"surfaceId": "\#(id)", "catalogId": "\#(A2UICatalog.basic.id)"}}"#
  }

  @Test func noMoreSurfacesThanItsBound() throws {
    let processor = SurfaceProcessor(options: .init(maximumSurfaces: 3))
    for index in 0..<3 { try processor.process(try Self.message(Self.create("s\(index)"))) }
    #expect(throws: A2UIIssue(.tooManySurfaces(limit: 3), at: SourceLocation(line: 1, column: 1), path: .root)) {
      try processor.process(try Self.message(Self.create("s3")))
    }
    #expect(processor.surfaces.count == 3)
  }

  @Test func noMoreComponentsThanItsBoundAndTheUpdateIsRefusedWhole() throws {
    let processor = SurfaceProcessor(options: .init(maximumComponents: 100))
    try processor.process(try Self.message(Self.create("s")))
    let components = (0..<101).map { #"{"id": "c\#($0)", "component": "Text", "text": "x"}"# }
    let update =
      #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [\#(components.joined(separator: ","))]}}"#
    #expect(throws: A2UIIssue.self) { try processor.process(try Self.message(update)) }
    #expect(processor.surfaces["s"]?.components.isEmpty == true)
  }

  @Test func aPointerPastTheModelsBoundsIsRefused() throws {
    let processor = SurfaceProcessor()
    try processor.process(try Self.message(Self.create("s")))
    for path in [
      "/items/999999999", "/items/\(Int.max)", "/" + Array(repeating: "a", count: 100).joined(separator: "/"),
    ] {
      let update = #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "\#(path)", "value": 1}}"#
      do {
        try processor.process(try Self.message(update))
        Issue.record("\(path) was written")
      } catch let issue as A2UIIssue {
        #expect(issue.problem.category == .budget || issue.problem.category == .validation, "\(issue)")
      }
    }
    #expect(processor.surfaces["s"]?.dataModel.root == [:])
  }
}

import Foundation
import SDUIDocument
import SDUITestSupport
import Testing

@testable import SDUIA2UI

/// The tree a surface's components make, with the basic catalog's
/// references, and what its processor holds when an update is refused.
@Suite("A2UI surface topology")
struct SurfaceTopologyTests {
  static func components(_ text: String) throws -> [String: JSONValue] {
    let list = try JSONParser.parse(text).arrayElements ?? []
    return Dictionary(uniqueKeysWithValues: list.map { ($0["id"]?.stringValue ?? "", $0) })
  }

  @Test func followsEveryKindOfReferenceOfTheBasicCatalog() throws {
    let tree = try Self.components(
      """
      [{"id": "root", "component": "Column", "children": ["tabs", "list"]},
       {"id": "tabs", "component": "Tabs", "tabs": [{"title": "A", "child": "card"}]},
       {"id": "card", "component": "Card", "child": "modal"},
       {"id": "modal", "component": "Modal", "trigger": "button", "content": "text"},
       {"id": "button", "component": "Button", "child": "label"},
       {"id": "label", "component": "Text", "text": "Open"},
       {"id": "text", "component": "Text", "text": "Hello"},
       {"id": "list", "component": "List", "children": {"componentId": "item", "path": "/items"}},
       {"id": "item", "component": "Text", "text": {"path": "name"}}]
      """)
    #expect(SurfaceTopology(components: tree, catalog: .basic).firstProblem(orphansAmong: Set(tree.keys)) == nil)
  }

  @Test func aLongChainIsWalkedWithoutRecursion() throws {
    var tree: [String: JSONValue] = [:]
    let count = 100_000
    for index in 0..<count {
      let id = index == 0 ? "root" : "c\(index)"
      tree[id] =
        index + 1 < count
        ? ["id": .init(stringLiteral: id), "component": "Card", "child": .init(stringLiteral: "c\(index + 1)")]
        : ["id": .init(stringLiteral: id), "component": "Text"]
    }
    #expect(SurfaceTopology(components: tree, catalog: .basic).firstProblem(orphansAmong: Set(tree.keys)) == nil)
    tree["c\(count - 1)"] = ["id": .init(stringLiteral: "c\(count - 1)"), "component": "Card", "child": "c5"]
    guard
      case .circularReference(let ids)? = SurfaceTopology(components: tree, catalog: .basic).firstProblem(
        orphansAmong: Set(tree.keys))
    else {
      Issue.record("no cycle found")
      return
    }
    #expect(ids.first == "root" && ids.last == "c5")
  }

  @Test func aRefusedUpdateChangesNothing() throws {
    let processor = SurfaceProcessor(options: .init(strict: true))
    let messages = [
      #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\#(A2UICatalog.basic.id)"}}"#,
      #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": "a"}]}}"#,
      #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Card", "child": "gone"}]}}"#,
    ]
    var refused: A2UIIssue?
    for text in messages {
      let value = try JSONParser.parse(text)
      do throws(A2UIIssue) {
        try processor.process(try A2UIMessageDecoder.decode(value, path: .root))
      } catch {
        refused = error
      }
    }
    #expect(refused?.problem == .danglingReference(from: "root", to: "gone"))
    #expect(processor.surfaces["s"]?.component("root")?["component"]?.stringValue == "Text")
  }

  /// The built-in catalogs say what the catalogs' own JSON says.
  @Test(.enabled(if: hasConformance), arguments: [("basic", A2UICatalog.basic), ("minimal", A2UICatalog.minimal)])
  func theBuiltInCatalogsAreTheSpecifications(_ name: String, _ builtIn: A2UICatalog) throws {
    let file = conformanceDirectory.appendingPathComponent("a2ui/v0_9/catalogs/\(name)/catalog.json")
    let read = try A2UICatalog(json: try JSONParser.parse(Array(Data(contentsOf: file))))
    #expect(read.id == builtIn.id)
    #expect(read.components == builtIn.components)
    #expect(read.functions == builtIn.functions)
  }
}

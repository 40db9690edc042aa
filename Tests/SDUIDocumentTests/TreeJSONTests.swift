import SDUIDialects
import Testing

@testable import SDUIDocument

/// `tree --format json` of a document that is its tree: each node's
/// component, id, place, state, properties, events and children.
@Suite("Trees as JSON")
struct TreeJSONTests {
  @Test func aNimbusTreeIsItsNodesWithValuesAsWritten() throws {
    let json = """
      {"_:component": "layout:column", "state": {"n": 1}, "children": [
        {"_:component": "layout:text", "id": "label", "properties": {"text": "N @{n}",
         "onPress": [{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}}]}
      """
    let screen = ScreenDecoder(options: .init(dialect: .nimbus)).decode(Array(json.utf8))
    let tree = try #require(screen.root).treeJSON
    #expect(
      tree.jsonText == """
        {"component":"layout:column","id":"nimbus:1","generated":true,"line":1,"column":1,"path":"$",\
        "state":{"n":1},"children":[{"component":"layout:text","id":"label","line":2,"column":3,\
        "path":"$.children[0]","properties":{"text":"N @{n}"},"events":{"onPress":[{"action":"setState",\
        "line":3,"column":16,"path":"$.children[0].properties.onPress[0]",\
        "arguments":{"path":"n","value":"@{sum(n, 1)}"}}]}}]}
        """)
    #expect(screen.heldState == nil)
  }
}

import SDUIDialects
import Testing

@testable import SDUIDocument

@Suite("Decoded trees")
struct DecoderTreeTests {
  static func tree(_ json: String, dialect: Dialect? = nil) throws -> String {
    let screen = ScreenDecoder(options: .init(dialect: dialect)).decode(Array(json.utf8))
    return try #require(screen.root).treeDescription(dialect: screen.dialect)
  }

  @Test(arguments: [
    (#"{"_:component": "layout:column", "state": {"n": 1}}"#, "  state n: 1"),
    (#"{"_beagleComponent_": "beagle:container", "context": {"id": "n", "value": 1}}"#, "  context n: 1"),
  ])
  func declarationsAreNamedAsTheDialectWritesThem(json: String, line: String) throws {
    #expect(try Self.tree(json).split(separator: "\n").dropFirst().first.map(String.init) == line)
  }

  @Test func nimbusIdsArePreOrderFromOneAndHeldNodesComeAfterTheTree() throws {
    let json = """
      {"_:component": "layout:column", "children": [
        {"_:component": "layout:touchable", "properties": {"onPress": [
          {"_:action": "push", "properties": {"url": "/x", "fallback": {"_:component": "layout:text"}},
           "metadata": {"analytics": true}}]},
         "children": [{"_:component": "layout:text", "properties": {"text": "@{a}"}}]},
        {"_:component": "layout:text", "id": "last"}
      ]}
      """
    let dump = try Self.tree(json)
    #expect(
      dump == """
        layout:column id="nimbus:1" (generated) at 1:1
          child layout:touchable id="nimbus:2" (generated) at 2:3
            event onPress:
              action push at 3:5
                url: "/x"
                fallback:
                  layout:text id="nimbus:4" (generated) at 3:66
                metadata: {"analytics":true}
            child layout:text id="nimbus:3" (generated) at 5:17
              property text: @{a}
          child layout:text id="last" at 6:3

        """)
  }

  @Test func beagleChildrenContextsTemplatesAndIds() throws {
    let json = """
      {"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "T"},
       "child": {"_beagleComponent_": "beagle:listView", "id": "list",
         "context": {"id": "items", "value": [1, 2]},
         "dataSource": "@{items}",
         "templates": [{"case": "@{eq(item, 1)}", "view": {"_beagleComponent_": "beagle:text", "text": "one"}},
                       {"view": {"_beagleComponent_": "beagle:text", "text": "#@{index}: @{item}"}}]}}
      """
    let dump = try Self.tree(json)
    #expect(
      dump == """
        beagle:screenComponent id="_beagle_1" (generated) at 1:1
          property navigationBar: {"title":"T"}
          child beagle:listView id="list" at 2:11
            context items: [1,2]
            property dataSource: @{items}
            property templates:
              [0]:
                case: @{eq(item, 1)}
                view:
                  beagle:text id="_beagle_2" (generated) at 5:53
                    property text: "one"
              [1]:
                view:
                  beagle:text id="_beagle_3" (generated) at 6:27
                    property text: "#@{index}: @{item}" (template)

        """)
  }

  @Test func placeholdersKeepTheirChildren() throws {
    let json = """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent": "beagle:container", "children": [{"_beagleComponent_": "beagle:text", "text": "kept"}]},
        {"_beagleComponent_": "acme:chart", "child": {"_beagleComponent_": "beagle:text", "text": "also kept"}}]}
      """
    let dump = try Self.tree(json)
    #expect(
      dump == """
        beagle:container id="_beagle_1" (generated) at 1:1
          child unknown id="_beagle_2" (generated) (unregistered) at 2:3
            property _beagleComponent: "beagle:container"
            child beagle:text id="_beagle_3" (generated) at 2:57
              property text: "kept"
          child acme:chart id="_beagle_4" (generated) (unregistered) at 3:3
            child beagle:text id="_beagle_5" (generated) at 3:48
              property text: "also kept"

        """)
  }

  @Test func stringsArePreParsedOnceAndShownAsWritten() throws {
    let json =
      #"{"_:component": "layout:text", "properties": {"text": "\\@{x} and @{y}", "size": "@{s}", "extra": {"deep": ["@{z}", 2.0]}}}"#
    let screen = ScreenDecoder().decode(Array(json.utf8))
    let root = try #require(screen.root)
    guard case .text(let template, _)? = root.properties["text"] else {
      Issue.record("text is not a template")
      return
    }
    #expect(template.segments == [.text("@{x} and "), .expression("y", offset: 12)])
    #expect(root.properties["size"]?.containsExpression == true)
    #expect(root.properties["extra"]?.containsExpression == true)
    #expect(
      root.treeDescription(dialect: screen.dialect) == """
        layout:text id="nimbus:1" (generated) at 1:1
          property text: "\\\\@{x} and @{y}" (template)
          property size: @{s}
          property extra:
            deep:
              [0]: @{z}
              [1]: 2.0

        """)
  }

  @Test func eventsAreDetectedAtAnyDepthButNotInNestedArrays() throws {
    let json = """
      {"_:component": "layout:touchable", "properties": {
        "onPress": [{"_:action": "sendRequest", "properties": {"url": "/a",
          "onSuccess": [{"_:action": "log", "properties": {"message": "@{onSuccess.data}"}}]}}],
        "matrix": [[{"_:action": "log"}]], "empty": []}}
      """
    let screen = ScreenDecoder().decode(Array(json.utf8))
    let root = try #require(screen.root)
    #expect(root.events.map(\.name) == ["onPress"])
    let request = try #require(root.events.first?.actions.first)
    #expect(request.properties["onSuccess"]?.actions?.first?.name.written == "log")
    guard case .array(let rows, _)? = root.properties["matrix"], case .event? = rows.first else {
      Issue.record("a list of actions inside an array is an event only one level down")
      return
    }
    #expect(root.properties["empty"] == .array([], at: SourceLocation(line: 4, column: 47)))
  }

  @Test func beagleNamesAreCaseInsensitive() throws {
    let screen = ScreenDecoder().decode(
      Array(
        #"{"_beagleComponent_": "beagle:SCROLLVIEW", "children": [{"_beagleComponent_": "Beagle:Text", "text": "x"}]}"#
          .utf8))
    let root = try #require(screen.root)
    #expect(root.isRegistered)
    #expect(root.type.key == "beagle:scrollview")
    #expect(root.children.first?.isRegistered == true)
    #expect(screen.diagnostics.isEmpty)
  }
}

@Suite("Decoder limits")
struct DecoderLimitTests {
  static func nested(_ depth: Int) -> [UInt8] {
    let open = String(repeating: #"{"_:component":"layout:column","children":["#, count: depth - 1)
    let close = String(repeating: "]}", count: depth - 1)
    return Array((open + #"{"_:component":"layout:text"}"# + close).utf8)
  }

  @Test func decodesTheDeepestTreeTheParserAllowsOnATestThread() throws {
    // Each component level is two JSON levels (the node and its children array).
    let screen = ScreenDecoder().decode(Self.nested(256))
    #expect(screen.diagnostics.isEmpty)
    var depth = 0
    var node = try #require(screen.root)
    while let child = node.children.first {
      depth += 1
      node = child
    }
    #expect(depth == 255)
    #expect(node.id == "nimbus:256")
  }

  @Test func oneLevelDeeperIsAnErrorNotACrash() {
    let screen = ScreenDecoder().decode(Self.nested(257))
    #expect(screen.root == nil)
    #expect(screen.diagnostics.map(\.message) == ["invalid JSON: arrays and objects nested deeper than 512 levels"])
  }
}

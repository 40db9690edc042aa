import Testing

@testable import SDUICore
@testable import SDUIDocument

/// One state change re-evaluates only what reads it: counted, not timed.
@Suite("Incremental evaluation")
@MainActor
struct IncrementalityTests {
  /// A screen of `rows` rows, each with its own counter state read by two
  /// texts, plus one shared title read by one text.
  static func screen(rows: Int) -> String {
    let row = { (index: Int) in
      """
      {"_:component": "layout:row", "state": {"c\(index)": 0}, "children": [
        {"_:component": "layout:text", "properties": {"text": "Row \(index): @{c\(index)}", "size": 12}},
        {"_:component": "layout:text", "properties": {"text": "@{condition(gt(c\(index), 5), 'many', 'few')}"}},
        {"_:component": "layout:touchable", "id": "b\(index)", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "c\(index)", "value": "@{sum(c\(index), 1)}"}}]}}]}
      """
    }
    return """
      {"_:component": "layout:column", "state": {"title": "Rows"}, "children": [
        {"_:component": "layout:text", "id": "title", "properties": {"text": "@{title}"}},
        \((0..<rows).map(row).joined(separator: ",\n"))]}
      """
  }

  @Test func oneSetStateOnAThousandsOfNodesScreenReevaluatesOnlyItsReaders() throws {
    let screen = session(Self.screen(rows: 2_000))
    #expect(screen.statistics.instantiations == 1 + 1 + 2_000 * 4)
    let afterStart = screen.statistics
    #expect(afterStart.bindingEvaluations == 1 + 2_000 * 2)
    try screen.trigger("onPress", on: "b1234")
    #expect(screen.statistics.bindingEvaluations - afterStart.bindingEvaluations == 2)
    #expect(screen.statistics.instantiations == afterStart.instantiations)
    #expect(screen.instance(id: "b1234")?.parent?.children.first?.property("text") == "Row 1234: 1")
  }

  @Test func aChangeToAListReexpandsOnlyThatList() throws {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"a": [1, 2], "b": [1, 2, 3]}, "children": [
        {"_:component": "forEach", "properties": {"items": "@{a}"}, "children": [{"_:component": "layout:text", "properties": {"text": "@{item}"}}]},
        {"_:component": "forEach", "properties": {"items": "@{b}"}, "children": [{"_:component": "layout:text", "properties": {"text": "@{item}"}}]},
        {"_:component": "layout:touchable", "id": "grow", "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "a", "value": "@{insert(a, 3)}"}}]}}]}
      """)
    let before = screen.statistics
    try screen.trigger("onPress", on: "grow")
    #expect(screen.statistics.instantiations - before.instantiations == 1)
    #expect(screen.statistics.bindingEvaluations - before.bindingEvaluations == 2)
    #expect(screen.resolvedRoot?.children.count == 3 + 3 + 1)
  }

  /// Products in a list, each with an `if` on the shared cart: adding one
  /// to the cart changes that product's branch, and every other product
  /// keeps its resolved snapshot (the renderer reuses its boxes by it).
  @Test func anIfWhoseConditionKeepsItsValueKeepsItsSnapshot() throws {
    let screen = session(
      """
      {"_:component": "layout:column", "state": {"cart": [], "products": [1, 2, 3]}, "children": [
        {"_:component": "forEach", "properties": {"items": "@{products}", "iteratorName": "product"}, "children": [
          {"_:component": "layout:row", "id": "product", "children": [
            {"_:component": "if", "properties": {"condition": "@{contains(cart, product)}"}, "children": [
              {"_:component": "then", "children": [{"_:component": "layout:text", "properties": {"text": "In cart"}}]},
              {"_:component": "else", "children": [
                {"_:component": "layout:touchable", "id": "add", "properties": {"onPress": [
                  {"_:action": "setState", "properties": {"path": "cart", "value": "@{insert(cart, product)}"}}]}}]}]}]}]}]}
      """)
    let before = try #require(screen.resolvedRoot).children.map(\.revision)
    try screen.trigger("onPress", on: "add:0")
    let after = try #require(screen.resolvedRoot).children
    #expect(after.map(\.revision)[1...] == before[1...], "the two products not added keep their snapshots")
    #expect(after[0].revision != before[0], "the product added is resolved again")
    #expect(after[0].children.first?.property("text") == "In cart")
  }

  @Test func aWriteToOneMemberOfAContextReevaluatesOnlyReadersOfThatMember() throws {
    let screen = session(
      """
      {"_beagleComponent_": "beagle:container", "context": {"id": "page", "value": {"count": 0, "label": "a"}},
       "children": [
        {"_beagleComponent_": "beagle:text", "id": "count", "text": "@{page.count}"},
        {"_beagleComponent_": "beagle:text", "id": "label", "text": "@{page.label}"},
        {"_beagleComponent_": "beagle:text", "id": "both", "text": "@{sum(page.count, 1)} @{page.label}"},
        {"_beagleComponent_": "beagle:text", "id": "whole", "text": "@{page}"},
        {"_beagleComponent_": "beagle:button", "id": "add", "text": "+", "onPress": [
          {"_beagleAction_": "beagle:setContext", "contextId": "page", "path": "count", "value": "@{sum(page.count, 1)}"}]},
        {"_beagleComponent_": "beagle:button", "id": "rename", "text": "r", "onPress": [
          {"_beagleAction_": "beagle:setContext", "contextId": "page", "path": "label", "value": "b"}]}]}
      """)
    var before = screen.statistics
    try screen.trigger("onPress", on: "add")
    #expect(screen.statistics.bindingEvaluations - before.bindingEvaluations == 3, "count, both and whole")
    #expect(screen.instance(id: "both")?.property("text") == "2 a")
    before = screen.statistics
    try screen.trigger("onPress", on: "rename")
    #expect(screen.statistics.bindingEvaluations - before.bindingEvaluations == 3, "label, both and whole")
    #expect(screen.instance(id: "label")?.property("text") == "b")
    #expect(screen.instance(id: "count")?.property("text") == 1)
  }

  @Test(arguments: [
    ("@{page.label}", ["page": Set(["label"])]),
    ("@{page.label}: @{sum(page.count, 1)}", ["page": Set(["label", "count"])]),
    ("@{page.label} @{page}", [:]),
    ("@{items[0]}", [:]),
    ("@{a.x} @{b}", ["a": Set(["x"])]),
    ("no expression", [:]),
  ])
  func membersReadAreFoundInTheExpressions(_ text: String, _ expected: [String: Set<String>]) {
    let template = TextTemplate.scan(text).template.compiled(with: ExpressionParser(dialect: .beagle))
    #expect(PropertyValue.text(template, at: SourceLocation(line: 1, column: 1)).membersRead == expected)
  }

  @Test func aSessionThatGoesAwayLeavesNoBindingInTheSharedGlobalState() {
    let global = StateCell(name: "global", value: ["user": "Ann"])
    let screen = """
      {"_:component": "layout:column", "children": [
        {"_:component": "layout:text", "properties": {"text": "Hi @{global.user}"}},
        {"_:component": "layout:text", "properties": {"text": "@{global}"}}]}
      """
    var first: ScreenSession? = session(screen, environment: .init(global: global))
    let second = session(screen, environment: .init(global: global))
    #expect(global.dependentCount == 4)
    first = nil
    #expect(first == nil)
    #expect(global.dependentCount == 2, "only the live session's two bindings")
    global.set(["user": "Bo"])
    second.settleSynchronously()
    #expect(second.resolvedRoot?.children.first?.property("text") == "Hi Bo")
  }
}

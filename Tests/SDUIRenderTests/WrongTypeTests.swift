import SDUICore
import SDUIDialects
import SDUIDocument
import SDUILayout
import Testing

@testable import SDUIInteraction
@testable import SDUIRender

/// Every built-in property of both dialects, given a value of a type it
/// does not take: the decoder says where and what, nothing crashes, and
/// the rest of the screen still draws. Actions get theirs when pressed.
@Suite("Wrong types in every built-in property")
@MainActor
struct WrongTypeTests {
  /// Values of each JSON type but null; each property gets the first one
  /// its type does not take as it is.
  nonisolated static let candidates: [JSONValue] = [["a": 1], [1, "b"], "text", 1.5, true]

  struct Case: CustomTestStringConvertible, Sendable {
    let dialect: Dialect
    let owner: String
    let isAction: Bool
    let property: String
    let value: JSONValue
    var testDescription: String { "\(owner).\(property) = \(value.jsonText)" }
  }

  nonisolated static func cases() -> [Case] {
    [Dialect.nimbus, .beagle].flatMap { dialect -> [Case] in
      let registry = Registry.builtin(for: dialect)
      let owners =
        registry.components.names.compactMap { registry.components.lookup($0).map { ($0.name, $0.specs, false) } }
        + registry.actions.names.compactMap { registry.actions.lookup($0).map { ($0.name, $0.specs, true) } }
      return owners.flatMap { name, specs, isAction in
        specs.list.compactMap { spec -> Case? in
          guard let value = candidates.first(where: { !spec.type.acceptsAsIs($0) }) else { return nil }
          return Case(dialect: dialect, owner: name, isAction: isAction, property: spec.name, value: value)
        }
      }
    }
  }

  /// A screen whose text "before" comes first, then the component (or a
  /// button `press` running the action) with the one wrong property.
  static func screen(_ test: Case) -> String {
    let member = "\"\(test.property)\": \(test.value.jsonText)"
    switch (test.dialect, test.isAction) {
    case (.nimbus, false):
      return """
        {"_:component": "layout:column", "children": [{"_:component": "layout:text", "properties": {"text": "before"}},
          {"_:component": "\(test.owner)", "id": "tested", "properties": {\(member)}}]}
        """
    case (.nimbus, true):
      return """
        {"_:component": "layout:column", "children": [{"_:component": "layout:text", "properties": {"text": "before"}},
          {"_:component": "layout:touchable", "id": "press", "properties": {"onPress": [
            {"_:action": "\(test.owner)", "properties": {\(member)}}]}}]}
        """
    case (_, false):
      return """
        {"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:text", "text": "before"},
          {"_beagleComponent_": "\(test.owner)", "id": "tested", \(member)}]}
        """
    case (_, true):
      return """
        {"_beagleComponent_": "beagle:container", "children": [{"_beagleComponent_": "beagle:text", "text": "before"},
          {"_beagleComponent_": "beagle:button", "id": "press", "text": "go", "onPress": [
            {"_beagleAction_": "\(test.owner)", \(member)}]}]}
        """
    }
  }

  @Test(arguments: cases())
  func aWrongTypeIsReportedAndTheRestDraws(test: Case) {
    let screen = ScreenDecoder().decode(Array(Self.screen(test).utf8))
    #expect(
      screen.diagnostics.contains { $0.path.description.hasSuffix(".\(test.property)") },
      "no diagnostic at '\(test.property)': \(screen.diagnostics.map(\.description))")
    let session = ScreenSession(screen: screen)
    session.start()
    if test.isAction { try? session.trigger("onPress", on: "press") }
    let controller = ScreenController(session: session, renderer: ScreenRenderer(size: Size(width: 60, height: 20)))
    #expect(controller.frame().grid.textDump.contains("before"))
  }

  @Test func everyDialectHasCasesForComponentsAndActions() {
    let cases = Self.cases()
    for dialect in [Dialect.nimbus, .beagle] {
      #expect(cases.contains { $0.dialect == dialect && !$0.isAction })
      #expect(cases.contains { $0.dialect == dialect && $0.isAction })
    }
    #expect(cases.count > 150)
  }
}

import Foundation
import SDUIDialects
import SDUITestSupport
import Testing

@testable import SDUIDocument

/// Every property of every built-in component has a status against the
/// mobile renderers, docs/properties.md is that table, and `check` warns at
/// a property the terminal does not draw.
@Suite("Property statuses")
struct PropertySupportTests {
  @Test(arguments: Dialect.allCases)
  func everyBuiltInPropertyHasAStatus(_ dialect: Dialect) {
    let registry = Registry.described(for: dialect)
    var missing: [String] = []
    for name in registry.components.names {
      guard let component = registry.components.lookup(name) else { continue }
      for spec in component.properties where registry.support(component: component.name, property: spec.name) == nil {
        missing.append("\(component.name).\(spec.name)")
      }
    }
    #expect(missing.isEmpty, "no status: \(missing.joined(separator: ", "))")
  }

  @Test(arguments: Dialect.allCases)
  func theTableHasNoStatusForAPropertyNoComponentHas(_ dialect: Dialect) {
    for (component, statuses) in dialect.definition.propertySupport.table {
      let descriptor = Registry.described(for: dialect).components.lookup(component)
      #expect(descriptor != nil, "\(component) is not registered")
      for property in statuses.keys {
        #expect(descriptor?.property(property) != nil, "\(component).\(property) is not registered")
      }
    }
  }

  @Test func thePropertiesPageIsTheRegistrysTable() throws {
    let page = try String(contentsOf: packageRoot().appendingPathComponent("docs/properties.md"), encoding: .utf8)
    let written = RegistryListing.markdownDocument([
      RegistryListing(Registry.described(for: .nimbus)), RegistryListing(Registry.described(for: .beagle)),
      RegistryListing(Registry.described(for: .a2ui)),
    ])
    #expect(page == written, "run: sdui-term components --format markdown > docs/properties.md")
  }

  @Test func checkWarnsWhereAScreenSetsAPropertyThatIsNotDrawn() {
    let json = """
      {"_beagleComponent_": "beagle:container", "children": [
        {"_beagleComponent_": "beagle:text", "text": "a", "styleId": "Title"},
        {"_beagleComponent_": "beagle:text", "text": "b", "styleId": "Title"},
        {"_beagleComponent_": "beagle:pageView", "showArrow": false, "children": []}]}
      """
    let screen = ScreenDecoder(options: .init(file: "home.json")).decode(Array(json.utf8))
    let lines = screen.unhonouredProperties.map(\.description)
    #expect(
      lines == [
        "home.json:2:53: warning: 'styleId' of 'beagle:text' is not drawn in a terminal: names a style compiled into "
          + "the app (BA StyleManager.kt, BI ViewConfigurator.swift applyStyle), not in the screen; and once more in "
          + "this document (at $.children[0].styleId)",
        "home.json:4:44: warning: 'showArrow' of 'beagle:pageView' is ignored by the phones: web only: neither BA "
          + "PageView.kt nor BI PageView.swift reads it (at $.children[2].showArrow)",
      ])
  }
}

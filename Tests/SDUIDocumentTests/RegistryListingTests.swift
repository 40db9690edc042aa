import SDUIDialects
import Testing

@testable import SDUIDocument

/// `sdui-term components`: what each dialect has, from the registry the
/// decoder reads.
@Suite("Registry listing")
struct RegistryListingTests {
  @Test func nimbusListsItsTouchableAndNoTextInput() {
    let text = RegistryListing(Registry.described(for: .nimbus)).text
    #expect(text.hasPrefix("Nimbus: "))
    #expect(text.contains("  layout:touchable  (children, press)\n    onPress: actions\n"))
    #expect(text.contains("  layout:text  (no children, text)\n    text: any\n"))
    #expect(!text.contains(", input)"), "Nimbus core has no text input")
    #expect(text.contains("  setState\n    path: string, required\n"))
    #expect(text.contains("  sum("))
  }

  @Test func beagleListsItsTextInputAndTheAppsLibraries() {
    var registry = Registry.described(for: .beagle)
    registry.merge(
      Library(namespace: "acme").addComponent(
        "meter", properties: [PropertySpec("level", .number, default: 0)], implementation: nil))
    let text = RegistryListing(registry).text
    #expect(text.contains("  beagle:textInput  (no children, input)\n"))
    #expect(text.contains("  acme:meter  (children, container)\n    level: number = 0\n"))
  }

  @Test(arguments: [(Dialect.a2ui, true), (.nimbus, false)])
  func anAppsCatalogIsListedWhereDocumentsNameTheirCatalog(_ dialect: Dialect, listed: Bool) {
    var registry = Registry.described(for: dialect)
    registry.merge(Library(namespace: "acme").catalog("https://acme.example/catalog.json"))
    let text = RegistryListing(registry).text
    #expect(text.contains("catalogs\n  https://acme.example/catalog.json  (acme's components") == listed)
  }

  @Test func theJSONFormIsOneDocumentWithEveryEntry() throws {
    let listing = RegistryListing(Registry.described(for: .nimbus))
    let document = try JSONParser.parse(Array(listing.json.utf8))
    #expect(document["dialect"]?.stringValue == "nimbus")
    let components = try #require(document["components"]?.arrayElements)
    let touchable = try #require(components.first { $0["name"]?.stringValue == "layout:touchable" })
    #expect(touchable["role"]?.stringValue == "press")
    #expect(touchable["properties"]?.arrayElements?.first?["type"]?.stringValue == "actions")
    #expect(document["operations"]?.arrayElements?.count == 30)
  }
}

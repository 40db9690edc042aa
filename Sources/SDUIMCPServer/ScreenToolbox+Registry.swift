import SDUICore
import SDUIDialects
import SDUIDocument

extension ScreenToolbox {
  /// `components`: what a dialect offers (or every dialect), as
  /// `sdui-term components --format json` lists it.
  func components(_ arguments: ToolArguments) throws(ToolFailure) -> ToolAnswer {
    let dialects = try dialects(arguments, tool: "components")
    let listings = dialects.map { RegistryListing(registry(of: $0)) }
    let structured = JSONValue(
      .object(
        zip(dialects, listings).map { dialect, listing in
          JSONMember(key: dialect.definition.name, value: (try? JSONParser.parse(listing.json)) ?? JSONValue(.null))
        }))
    return ToolAnswer(text: listings.map(\.text).joined(separator: "\n"), structured: structured)
  }

  /// `schema`: a dialect's screens as JSON Schema, as `sdui-term schema`.
  func schema(_ arguments: ToolArguments) throws(ToolFailure) -> ToolAnswer {
    let choices = Dialect.allCases.filter(\.definition.writesScreenSchema).map(\.definition.name)
    guard let name = try arguments.choice("dialect", among: choices), let dialect = Dialect.named(name) else {
      throw .wrongArgument("dialect", tool: "schema", expected: "one of " + choices.joined(separator: ", "))
    }
    let text = RegistrySchema(registry(of: dialect)).text
    return ToolAnswer(text: text, structured: (try? JSONParser.parse(text)) ?? JSONValue(.null))
  }

  /// The properties of every dialect's components, with their status in a
  /// terminal, as docs/properties.md has them (the `properties` resource).
  var propertiesDocument: String {
    RegistryListing.markdownDocument(Dialect.allCases.map { RegistryListing(registry(of: $0)) })
  }

  private func dialects(_ arguments: ToolArguments, tool: String) throws(ToolFailure) -> [Dialect] {
    let names = Dialect.allCases.map(\.definition.name)
    guard let name = try arguments.choice("dialect", among: names) else { return Dialect.allCases }
    return Dialect.named(name).map { [$0] } ?? []
  }

  private func registry(of dialect: Dialect) -> Registry {
    var registry = Registry.builtin(for: dialect)
    for library in configuration.libraries { registry.merge(library) }
    return registry
  }
}

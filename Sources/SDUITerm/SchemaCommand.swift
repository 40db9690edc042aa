import ArgumentParser
import SDUICore
import SDUIDocument

/// `sdui-term schema`
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Write a JSON Schema of a dialect's screens, for editors to check and complete them.",
    discussion: """
      The schema (JSON Schema draft 2020-12) is generated from the registry the decoder reads: the \
      dialect's built-ins, the app's own libraries and the sample libraries --library names. It has \
      every component and action with its properties (type, enumeration values, default, description, \
      whether it is required) and allows an @{...} expression wherever a value stands. A component \
      no library registers is an app's own, never an error. It says what `check` says of a screen's \
      shape at the same JSON path; `check` says more (expressions, the scope of states, ids).
      """
  )

  @Option(help: "The dialect whose screens the schema describes.")
  var dialect: DialectName

  @OptionGroup var samples: LibraryOptions

  func validate() throws {
    guard dialect.dialect.definition.writesScreenSchema else {
      throw ValidationError(
        "\(dialect.dialect.displayName) messages are described by its own JSON Schemas (server_to_client.json and "
          + "each catalog's), not by one of sdui-term's")
    }
  }

  func run() throws {
    var registry = Registry.builtin(for: dialect.dialect)
    for library in samples.libraries { registry.merge(library) }
    StandardOutput.write(RegistrySchema(registry).text)
  }
}

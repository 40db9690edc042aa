import ArgumentParser
import SDUICore
import SDUIDialects
import SDUIDocument

/// `sdui-term components`
struct ComponentsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "components",
    abstract: "List every component, action and operation a dialect has, with their properties.",
    discussion: """
      The list is the registry the decoder reads: the dialect's built-ins, the app's own libraries and \
      the sample libraries --library names. Each property shows its type, whether it is required and \
      its default; each component what children it takes and its role (press, input, image, text, \
      container), which is what an unknown component's warning matches on. Without --dialect both \
      dialects are listed, Nimbus first.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case markdown
  }

  @Option(help: "The dialect to list: nimbus, beagle or a2ui (default: every one).")
  var dialect: DialectOption?

  @Option(
    help:
      "Output format: text, json, or markdown (each component's properties with their status on a terminal: docs/properties.md)."
  )
  var format: Format = .text

  @OptionGroup var samples: LibraryOptions

  func validate() throws {
    if dialect == .auto { throw ValidationError("--dialect must name a dialect: \(Dialect.namesInProse)") }
  }

  func run() throws {
    let dialects = dialect?.dialect.map { [$0] } ?? Dialect.allCases
    let listings = dialects.map { dialect in
      var registry = Registry.builtin(for: dialect)
      for library in samples.libraries { registry.merge(library) }
      return RegistryListing(registry)
    }
    switch format {
    case .text: StandardOutput.write(listings.map(\.text).joined(separator: "\n"))
    case .json:
      StandardOutput.write(
        listings.count == 1 ? listings[0].json : "[\n" + listings.map(\.json).joined(separator: ",\n") + "]\n")
    case .markdown:
      StandardOutput.write(RegistryListing.markdownDocument(listings))
    }
  }
}

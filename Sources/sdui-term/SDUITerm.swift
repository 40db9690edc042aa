import ArgumentParser
import SDUIRuntime

/// The `sdui-term` command: parses options and hands over to the libraries.
@main
struct SDUITerm: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sdui-term",
    abstract: "Decode, check and inspect server-driven UI screens (Nimbus and Beagle) in the terminal.",
    version: SDUITermVersion.current,
    subcommands: [CheckCommand.self, TreeCommand.self, RenderCommand.self]
  )
}

import ArgumentParser
import SDUIRuntime

/// The `sdui-term` command: parses options and hands over to the libraries.
@main
struct SDUITerm: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sdui-term",
    abstract: "Run, check and inspect server-driven UI screens (Nimbus and Beagle) in the terminal.",
    usage: "sdui-term SOURCE [options]\n  sdui-term <subcommand> [options]",
    version: SDUITermVersion.current,
    subcommands: [
      OpenCommand.self, DemoCommand.self, ServeCommand.self, CheckCommand.self, TreeCommand.self, RenderCommand.self,
    ],
    defaultSubcommand: OpenCommand.self
  )

  static func main() async {
    MemoryArenas.limit()
    do {
      var command = try parseAsRoot()
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
  }
}

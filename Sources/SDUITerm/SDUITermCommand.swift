import ArgumentParser
import SDUICore
import SDUIDocument
import SDUINetwork

/// The `sdui-term` command line: `open`, `demo`, `serve`, `check`, `tree`,
/// `render`, `test` and `lsp`, as the `sdui-term` executable runs them.
///
/// An app team builds its own `sdui-term`, with its components, actions
/// and operations registered, from an executable target of one file:
///
/// ```swift
/// import SDUITerm
///
/// let myApp = UILibrary("myApp").addComponent("progress", ProgressBar.self, children: .none)
/// await SDUITermCommand.main(libraries: [myApp])
/// ```
public struct SDUITermCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "sdui-term",
    abstract: "Run, check and inspect server-driven UI screens (Nimbus and Beagle) in the terminal.",
    usage: "sdui-term SOURCE [options]\n  sdui-term --a2a URL [options]\n  sdui-term <subcommand> [options]",
    version: SDUITermVersion.current,
    subcommands: [
      OpenCommand.self, DemoCommand.self, ServeCommand.self, CheckCommand.self, TreeCommand.self, RenderCommand.self,
      HierarchyCommand.self,
      TestCommand.self, ComponentsCommand.self, LanguageServerCommand.self, SchemaCommand.self, MCPCommand.self,
    ],
    defaultSubcommand: OpenCommand.self
  )

  /// The app's own libraries, registered by every command that reads
  /// screens, before the samples that `--library` asks for.
  @TaskLocal static var appLibraries: [Library] = []

  public init() {}

  /// Parses the process's arguments and runs the command they name, with
  /// the app's own libraries registered for every screen it opens,
  /// renders or checks, and exits with the command's status. (`main()`
  /// without libraries is argument-parser's, which does not run
  /// asynchronous commands: call this one, with `[]` for none.)
  @MainActor public static func main(libraries: [Library]) async {
    MemoryArenas.limit()
    let status = await $appLibraries.withValue(libraries) { () async -> Int32 in
      do {
        var command = try parseAsRoot(HotReloadOption.withDefaultAddress(Array(CommandLine.arguments.dropFirst())))
        if var asynchronous = command as? AsyncParsableCommand {
          try await asynchronous.run()
        } else {
          try command.run()
        }
        return 0
      } catch {
        // `test` keeps the exit statuses of test runners: 2 for a usage error.
        if CommandLine.arguments.dropFirst().first == "test", exitCode(for: error) == .validationFailure {
          StandardError.write(fullMessage(for: error) + "\n")
          return 2
        }
        // argument-parser's own words: help and --version on standard
        // output, errors on standard error.
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
          if code == .success { print(message) } else { StandardError.write(message + "\n") }
        }
        return code.rawValue
      }
    }
    ProcessEnd.exit(status)
  }
}

import ArgumentParser
import Foundation
import SDUICheck
import SDUILanguageProtocol
import SDUILanguageServer

/// `sdui-term lsp`
struct LanguageServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "A language server for screen files, over standard input and output.",
    discussion: """
      Speaks the Language Server Protocol to an editor: the diagnostics of `check` as the screen \
      is typed, completion of component, action and operation names, of properties and of their \
      values, hover with what a property, component, action or operation is, and go-to-definition \
      from a navigation's route to the screen file it opens, found as `serve` finds it in the \
      document's folder or a folder above it up to the workspace's root. A message is at most \
      16 MiB. Exits 0 after shutdown and exit, else 1.
      """
  )

  @Option(help: "The dialect: auto (found from the document), nimbus, beagle or a2ui.")
  var dialect: DialectOption = .auto

  @OptionGroup var rules: RulesOption

  @OptionGroup var samples: LibraryOptions

  @MainActor
  func run() async throws {
    // A client that goes away mid-write ends the write, not the process.
    signal(SIGPIPE, SIG_IGN)
    let options = LanguageServer.Options(
      dialect: dialect.dialect, libraries: samples.libraries, rules: try rules.selected())
    let connection = MessageConnection(input: 0, output: 1, limits: options.limits)
    let status = await LanguageServer(options: options).run(connection)
    if status != 0 { throw ExitCode(status) }
  }
}

import ArgumentParser
import SDUICore
import SDUIRuntime

/// `sdui-term tree FILE`
struct TreeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tree",
    abstract: "Print the decoded component tree as indented text.",
    discussion: """
      Shows each node's type, id, state, properties (expressions as written),
      events with their actions, and children. Diagnostics go to standard error.
      """
  )

  @Argument(help: "The screen file; '-' reads standard input.")
  var file: String

  @Option(help: "The dialect: auto, nimbus or beagle.")
  var dialect: DialectOption = .auto

  func run() throws {
    let source = ScreenSource(argument: file)
    let bytes: [UInt8]
    do {
      bytes = try source.read()
    } catch {
      StandardError.write("error: \(error)\n")
      throw ExitCode.failure
    }
    let screen = ScreenDecoder(options: .init(dialect: dialect.dialect, file: source.displayName)).decode(bytes)
    for diagnostic in screen.diagnostics {
      StandardError.write(diagnostic.description + "\n")
    }
    guard let root = screen.root else { throw ExitCode.failure }
    print(root.treeDescription, terminator: "")
  }
}

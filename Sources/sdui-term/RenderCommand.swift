import ArgumentParser
import Logging
import SDUICore
import SDUILayout
import SDUIRender
import SDUIRuntime

/// `sdui-term render SOURCE`
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print the frame a screen draws, headless, after its onInit requests settle.",
    discussion: """
      --format text prints exactly HEIGHT lines, trailing spaces trimmed.
      --format layout-json prints every component's box in absolute cells.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case layoutJSON = "layout-json"
  }

  @Argument(help: "The screen file; '-' reads standard input.")
  var file: String

  @Option(help: "The frame size in cells, WIDTHxHEIGHT.")
  var size = "80x24"

  @Option(help: "Output format: text or layout-json.")
  var format: Format = .text

  @Option(help: "Points per cell, H or HxV (default 4x16; 1 is one point per cell).")
  var scale = "4x16"

  @Option(help: "The dialect: auto, nimbus or beagle.")
  var dialect: DialectOption = .auto

  @Option(help: "Base URL for relative request URLs.")
  var baseURL: String?

  @Option(help: "Append engine and 'log' action messages to this file instead of standard error.")
  var logFile: String?

  func validate() throws {
    guard Self.parseSize(size) != nil else {
      throw ValidationError("--size must be WIDTHxHEIGHT with both at least 1, e.g. 80x24")
    }
    guard LayoutScale(argument: scale) != nil else {
      throw ValidationError("--scale must be H or HxV with positive numbers, e.g. 4x16")
    }
  }

  static func parseSize(_ text: String) -> Size? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
      return nil
    }
    return Size(width: width, height: height)
  }

  @MainActor
  func run() async throws {
    let source = ScreenSource(argument: file)
    let bytes: [UInt8]
    do {
      bytes = try source.read()
    } catch {
      StandardError.write("error: \(error)\n")
      throw ExitCode.failure
    }
    let logger = try LogDestination.logger(file: logFile)
    let result = await ScreenResolver(baseURL: baseURL, logger: logger).resolve(
      bytes, file: source.displayName, dialect: dialect.dialect)
    for diagnostic in result.screen.diagnostics { StandardError.write(diagnostic.description + "\n") }
    guard let session = result.session, let root = session.resolvedRoot, let size = Self.parseSize(size),
      let scale = LayoutScale(argument: scale)
    else { throw ExitCode.failure }
    let frame = ScreenRenderer(size: size, scale: scale).render(root, dialect: session.dialect)
    switch format {
    case .text: print(frame.grid.textDump, terminator: "")
    case .layoutJSON: print(frame.layoutJSON, terminator: "")
    }
  }
}

import ArgumentParser
import SDUINetwork
import SDUIRender

/// The options every command that lays a screen out shares.
struct ScreenOptions: ParsableArguments {
  @Option(help: "Points per cell, H or HxV (default 4x16; 1 is one point per cell).")
  var scale = "4x16"

  @Option(help: "The dialect: auto (found from the document), nimbus, beagle or a2ui.")
  var dialect: DialectOption = .auto

  @Option(
    help: """
      The base that URLs starting with / join: an http, https or file: URL, or a folder (default: the source's \
      origin, or a file's folder). A screen read from a file may read the files in it.
      """)
  var baseURL: String?

  @OptionGroup var formatting: FormattingOptions

  /// The parsed scale (validated, so never the fallback).
  var layoutScale: LayoutScale { LayoutScale(argument: scale) ?? .standard }

  /// `--base-url` as a URL (validated): a folder is its `file:` URL.
  var base: String? { baseURL.flatMap(ScreenSource.baseURL(argument:)) }

  /// Checks `--base-url`, which `tree` takes too.
  static func validate(baseURL: String?) throws {
    guard let baseURL, ScreenSource.baseURL(argument: baseURL) == nil else { return }
    throw ValidationError("--base-url must be an http, https or file: URL, or a folder, not '\(baseURL)'")
  }

  func validate() throws {
    try Self.validate(baseURL: baseURL)
    guard LayoutScale(argument: scale) != nil else {
      throw ValidationError("--scale must be H or HxV with numbers from 0.01 to 10000, e.g. 4x16")
    }
  }
}

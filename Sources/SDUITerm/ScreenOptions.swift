import ArgumentParser
import SDUIRender

/// The options every command that lays a screen out shares.
struct ScreenOptions: ParsableArguments {
  @Option(help: "Points per cell, H or HxV (default 4x16; 1 is one point per cell).")
  var scale = "4x16"

  @Option(help: "The dialect: auto, nimbus or beagle.")
  var dialect: DialectOption = .auto

  @Option(help: "The base that URLs starting with / join (default: the source's origin, or a file's directory).")
  var baseURL: String?

  /// The parsed scale (validated, so never the fallback).
  var layoutScale: LayoutScale { LayoutScale(argument: scale) ?? .standard }

  func validate() throws {
    guard LayoutScale(argument: scale) != nil else {
      throw ValidationError("--scale must be H or HxV with numbers from 0.01 to 10000, e.g. 4x16")
    }
  }
}

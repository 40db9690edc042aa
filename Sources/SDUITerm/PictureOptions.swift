import ArgumentParser
import Foundation
import SDUINetwork
import SDUIPictures
import SDUIRender

/// `--images` and `--assets`, for the commands that draw screens.
struct PictureOptions: ParsableArguments {
  /// `--images`: ``ImageDrawing``, or `auto`.
  enum Choice: String, ExpressibleByArgument, CaseIterable {
    case auto, symbols, ascii, placeholder, none
  }

  @Option(
    help: """
      What images become: symbols (pictures in block symbols and colour), ascii, placeholder (a frame \
      with the image's label; nothing is fetched) or none. auto: symbols, except placeholder for render's \
      text and layout-json, which snapshots rely on.
      """)
  var images: Choice = .auto

  @Option(
    help: """
      The directory local images are found in by name (NAME, else NAME.png|jpg|jpeg|gif|webp); default: \
      the nearest 'assets' directory in or above a screen file's directory, or ./assets.
      """)
  var assets: String?

  func validate() throws {
    var directory: ObjCBool = false
    if let assets, !FileManager.default.fileExists(atPath: assets, isDirectory: &directory) || !directory.boolValue {
      throw ValidationError("--assets: '\(assets)' is not a directory")
    }
  }

  /// What images become; `forSnapshots` for render's text and layout-json.
  func drawing(forSnapshots: Bool = false) -> ImageDrawing {
    switch images {
    case .auto: forSnapshots ? .placeholder : .symbols
    case .symbols: .symbols
    case .ascii: .ascii
    case .placeholder: .placeholder
    case .none: .none
    }
  }

  /// The assets directory for screens opened from `source`.
  func assetsDirectory(for source: ScreenSource) -> String? {
    if let assets { return assets }
    let path: String? = if case .file(let file) = source { file } else { nil }
    return AssetLookup.defaultDirectory(
      forScreenAt: path, currentDirectory: FileManager.default.currentDirectoryPath)
  }
}

import Foundation
import SDUICore
import SDUIDocument

/// Where a local image's file is: in the assets directory, by name, as
/// given when it names a picture file (`logo.png`), else with each picture
/// extension in turn (`logo` → `logo.png`, `logo.jpg`, ...).
///
/// The assets directory is `--assets DIR`; without it, for a screen file,
/// the nearest `assets` directory in the screen's directory or one above
/// it (`Screens/assets` for `Screens/store/products.json`); for a screen
/// from a URL, `./assets` when there is one.
package enum AssetLookup {
  /// The extensions tried, in order.
  package static let extensions = ["png", "jpg", "jpeg", "gif", "webp"]

  /// The file of asset `name` in `directory`, `nil` when there is none.
  /// A name that climbs out of the directory is refused.
  package static func path(of name: String, in directory: String?) throws -> String? {
    guard let directory else { return nil }
    guard !name.split(separator: "/").contains(".."), !name.hasPrefix("/") else {
      throw PictureError.unavailable("an asset name may not leave the assets directory")
    }
    let file = UserPath(directory).appending(name)
    let base = file.absolute
    let hasExtension = extensions.contains(file.fileExtension)
    let candidates = (hasExtension ? [base] : []) + extensions.map { base + "." + $0 }
    return candidates.first { FileManager.default.isReadableFile(atPath: $0) && !isDirectory($0) }
  }

  /// The assets directory of a screen read from `screenPath` (a file), or
  /// of a screen from a URL (`nil`): see the type's rule.
  package static func defaultDirectory(forScreenAt screenPath: String?, currentDirectory: String) -> String? {
    let candidates: [UserPath]
    if let screenPath {
      let screen = UserPath(screenPath, currentDirectory: currentDirectory)
      candidates = [UserPath(screen.directory), UserPath(screen.parentDirectory)]
    } else {
      candidates = [UserPath(currentDirectory)]
    }
    return candidates.map { $0.appending("assets").absolute }.first(where: isDirectory)
  }

  private static func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
  }
}

import Foundation

/// What `serve` looks at to notice that the folder it serves changed: each
/// file's path, size and modification time, hashed, for at most
/// ``fileLimit`` files (a folder with more is watched in part, and says so).
package struct FolderFingerprint: Sendable, Equatable {
  /// The most files looked at.
  package static let fileLimit = 10_000

  /// The hash of every file's path, size and modification time.
  package let value: Int
  /// How many files were looked at.
  package let files: Int

  /// Looks at the files under `root`, but hidden ones (`serve` never
  /// serves them) and logs (`serve DIR 2> DIR/serve.log` would otherwise
  /// reload its clients for every line their reload made it write).
  package init(of root: String) {
    var hasher = Hasher()
    var files = 0
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    let enumerator = FileManager.default.enumerator(
      at: URL(fileURLWithPath: root), includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    while files < Self.fileLimit, let url = enumerator?.nextObject() as? URL {
      guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true,
        url.pathExtension != "log"
      else { continue }
      files += 1
      hasher.combine(url.path)
      hasher.combine(values.fileSize)
      hasher.combine(values.contentModificationDate?.timeIntervalSince1970)
    }
    value = hasher.finalize()
    self.files = files
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notices when files change on disk, by polling their modification time
/// and size: what `--watch` uses to reload local screens.
///
/// ```swift
/// var watcher = FileWatcher()
/// _ = watcher.changed(among: ["Screens/index.json"]) // [] the first time: it only remembers
/// // ... the file is saved ...
/// watcher.changed(among: ["Screens/index.json"])     // ["Screens/index.json"]
/// ```
package struct FileWatcher: Sendable {
  private struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
  }

  private var stamps: [String: Stamp] = [:]

  package init() {}

  /// The paths whose file changed (or appeared, or went) since the last
  /// call that saw them; a path seen for the first time is only remembered.
  package mutating func changed(among paths: [String]) -> [String] {
    var changed: [String] = []
    for path in paths {
      let stamp = Self.stamp(of: path)
      if let known = stamps[path], known != stamp { changed.append(path) }
      stamps[path] = stamp
    }
    return changed
  }

  private static func stamp(of path: String) -> Stamp {
    var status = stat()
    guard stat(path, &status) == 0 else { return Stamp(seconds: -1, nanoseconds: 0, size: -1) }
    #if canImport(Darwin)
      return Stamp(
        seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec),
        size: Int(status.st_size))
    #else
      return Stamp(
        seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec), size: Int(status.st_size))
    #endif
  }
}

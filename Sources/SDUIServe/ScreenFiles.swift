import Foundation
import SDUIDocument

/// The screens under a directory, found by URL path as `serve` finds
/// them: `/store/products` is `store/products`, else `store/products.json`,
/// else `store/products/index.json`. Paths that leave the directory
/// (`..`, or a symbolic link pointing out) are refused, and so are files
/// larger than ``largestFile``; the others are sent as they are read.
package struct ScreenFiles: Sendable {
  /// The served directory, absolute and without symbolic links.
  package let root: String
  /// The largest file served, in bytes (`--max-file-size`).
  package let largestFile: Int

  /// Serves `directory`, files up to `largestFile` bytes; throws when it
  /// is not a directory.
  package init(directory: String, largestFile: Int = 64 << 20) throws(ServeError) {
    self.largestFile = largestFile
    let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .notADirectory(directory)
    }
    root = resolved
  }

  /// The reply for a `GET` of `path` (percent-decoded, query removed).
  package func reply(for path: String) -> ServeReply {
    let segments = path.split(separator: "/").map(String.init)
    if segments.contains(where: { $0 == ".." || $0.hasPrefix(".") || $0.contains("\0") }) {
      return .text(403, "\(path) is outside the served directory")
    }
    let joined = ([root] + segments).joined(separator: "/")
    for candidate in candidates(for: joined) {
      let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().standardizedFileURL.path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      guard resolved == root || resolved.hasPrefix(root + "/") else {
        return .text(403, "\(path) is outside the served directory")
      }
      guard FileManager.default.isReadableFile(atPath: resolved),
        let size = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.size] as? Int
      else {
        return .text(403, "\(path) cannot be read")
      }
      guard size <= largestFile else {
        return .text(403, "\(path) is \(size) bytes, more than the \(largestFile) served (see --max-file-size)")
      }
      return .file(path: resolved, contentType: Self.contentType(of: resolved), size: size)
    }
    return .text(404, "no screen at \(path) (looked for \(Self.lookedFor(segments)) under the served directory)")
  }

  /// The file itself, then with `.json`, then as a directory's `index.json`.
  private func candidates(for path: String) -> [String] {
    [path, path + ".json", path + "/index.json"]
  }

  /// The files a 404 names: `a/b`, `a/b.json` and `a/b/index.json`, or
  /// `a/b.json` alone when the path already ends in `.json`.
  private static func lookedFor(_ segments: [String]) -> String {
    let path = segments.joined(separator: "/")
    if path.isEmpty { return "index.json" }
    if UserPath(path).fileExtension == "json" { return path }
    return "\(path), \(path).json and \(path)/index.json"
  }

  /// The content type for a file name.
  static func contentType(of path: String) -> String {
    switch UserPath(path).fileExtension {
    case "json": "application/json; charset=utf-8"
    case "txt", "md": "text/plain; charset=utf-8"
    case "html": "text/html; charset=utf-8"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "svg": "image/svg+xml"
    default: "application/octet-stream"
    }
  }
}

/// Why `serve` cannot start.
package enum ServeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The directory to serve does not exist or is a file.
  case notADirectory(String)

  package var description: String {
    switch self {
    case .notADirectory(let path): "'\(path)' is not a directory"
    }
  }
}

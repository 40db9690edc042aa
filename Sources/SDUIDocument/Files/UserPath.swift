import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file path as the user gave it on the command line, in a flow file or
/// an option, and the one place its arithmetic is done (through
/// swift-system's `FilePath`, which handles `.`, the empty path, `/` and a
/// trailing `/` as the system does; Foundation's `NSString` path methods
/// trap on some of them).
///
/// Messages show ``typed``; the program opens ``absolute``.
///
/// ```swift
/// let path = UserPath("../screens/a.json", currentDirectory: "/home/me/flows")
/// path.absolute           // "/home/me/screens/a.json"
/// path.directory          // "/home/me/screens"
/// path.shownName(of: "/home/me/screens/b.json")  // "../screens/b.json"
/// ```
package struct UserPath: Sendable, Hashable, CustomStringConvertible {
  /// The path as typed: what messages show.
  package let typed: String
  /// The path made absolute against the working directory it was given
  /// in, its `.` and `..` segments removed.
  package let absolute: String

  /// Reads `typed` against `currentDirectory` (the process's by default).
  package init(_ typed: String, currentDirectory: String = UserPath.currentDirectory) {
    self.typed = typed
    let given = FilePath(typed)
    let full = given.isAbsolute ? given : FilePath(currentDirectory).pushing(given)
    absolute = full.lexicallyNormalized().string
  }

  /// The path of a `file:` URL (percent escapes decoded), shown as that
  /// path; `nil` when `url` is no `file:` URL with a path.
  package init?(fileURL url: String) {
    guard url.lowercased().hasPrefix("file://") else { return nil }
    var rest = Substring(url.dropFirst("file://".count))
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
    guard rest.hasPrefix("/") else { return nil }
    let bytes = URLBuilder.percentDecoded(String(rest)) ?? Array(rest.utf8)
    self.init(String(decoding: bytes, as: UTF8.self))
  }

  /// The typed path.
  package var description: String { typed }

  /// The process's working directory (`/` when it cannot be read).
  package static var currentDirectory: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The absolute folder that holds the path (`/` for `/`).
  package var directory: String { FilePath(absolute).removingLastComponent().string }

  /// The absolute folder above ``directory`` (`/` at the top).
  package var parentDirectory: String { FilePath(directory).removingLastComponent().string }

  /// The last component of the path (`a.json`; empty for `/`).
  package var lastComponent: String { FilePath(absolute).lastComponent?.string ?? "" }

  /// The last component without its extension (`a` for `a.json`).
  package var stem: String { FilePath(absolute).stem ?? "" }

  /// The extension, lowercased, without its dot; empty when there is none.
  package var fileExtension: String { FilePath(absolute).extension?.lowercased() ?? "" }

  /// `relative` read from this path's folder as the user would write it:
  /// typed from the typed folder, absolute from the absolute one. An
  /// absolute `relative` is itself.
  package func sibling(_ relative: String) -> UserPath {
    let given = FilePath(relative)
    if given.isAbsolute { return UserPath(relative) }
    let typedFolder = FilePath(typed).removingLastComponent()
    return UserPath(
      typed: typedFolder.isEmpty ? given.string : typedFolder.pushing(given).string,
      absolute: FilePath(directory).pushing(given).lexicallyNormalized().string)
  }

  /// `name` inside this path, taken as a folder, as ``appending(_:)``
  /// gives it; `nil` when `name` is absolute or its `..` climb out.
  package func appending(within name: String) -> UserPath? {
    let given = FilePath(name)
    guard !given.isAbsolute, FilePath(absolute).lexicallyResolving(given) != nil else { return nil }
    return appending(name)
  }

  /// `name` inside this path, taken as a folder (`assets/logo.png` for
  /// `assets`), in both forms.
  package func appending(_ name: String) -> UserPath {
    UserPath(
      typed: FilePath(typed).pushing(FilePath(name)).string,
      absolute: FilePath(absolute).pushing(FilePath(name)).lexicallyNormalized().string)
  }

  /// The path with `suffix` added to its last component: at its end
  /// (`shot` → `shot.svg`), or before its extension (`run.cast` →
  /// `run-store.cast`).
  package func withSuffix(_ suffix: String, beforeExtension: Bool = false) -> UserPath {
    let file = FilePath(typed)
    guard let last = file.lastComponent else { return UserPath(typed + suffix) }
    let name =
      if beforeExtension, let ext = last.extension { last.stem + suffix + "." + ext } else { last.string + suffix }
    return UserPath(file.removingLastComponent().pushing(FilePath(name)).string)
  }

  /// The name to show for another file, `absolutePath`: this path's own
  /// typed text for itself, the typed folder joined with the rest for a
  /// file under this path's folder, else the absolute path.
  package func shownName(of absolutePath: String) -> String {
    let other = FilePath(absolutePath).lexicallyNormalized()
    if other.string == absolute { return typed }
    let folder = FilePath(directory)
    guard other.starts(with: folder) else { return other.string }
    var rest = other
    guard rest.removePrefix(folder) else { return other.string }
    return sibling(rest.string).typed
  }

  private init(typed: String, absolute: String) {
    self.typed = typed
    self.absolute = absolute
  }
}

import Foundation
import SDUIDocument

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder written inside and nowhere else, whatever it holds: the
/// `--screenshots` folder, where `takeScreenshot` and `startRecording`
/// write, and the roots of `sdui-term mcp`, where `record_flow` does.
///
/// A path can be built from a screen's text (`copyTextFrom`, then
/// `${maestro.copiedText}`), and the folder may hold symbolic links, one
/// to a file of the user's (`shots/evil.svg` → `~/.bashrc`), or a folder
/// that is one (`shots/sub` → `/etc`). Each folder on the way is opened
/// from the one before it without following a link (`openat` with
/// `O_NOFOLLOW`), and so is the file, which must be a regular file of its
/// own (one name, so no hard link either) before it is emptied: nothing
/// is written through a link, even one a moment old.
package struct ConfinedFolder {
  /// Why a file cannot be made there.
  package enum Refusal: Error, Sendable, Equatable {
    /// The path, as far as this component, is a symbolic link.
    case link(String)
    /// The path, as far as this component, is there and is not what it
    /// must be (a folder on the way, a regular file of its own at the end).
    case notAFile(String)
    /// The system refused, with its words.
    case failed(String, reason: String)
  }

  /// The folder as given (`--screenshots`), a link of the user's own
  /// followed.
  let directory: String

  /// The folder `directory` (a link of the user's own followed).
  package init(directory: String) {
    self.directory = directory
  }

  /// Makes (or empties) the file at `components` under the folder, making
  /// the folders on its way; its handle, for writing.
  package func create(_ components: [String]) throws(Refusal) -> FileHandle {
    let root = UserPath(directory).absolute
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw .failed(directory, reason: Self.reason()) }
    defer { close(folder) }
    var reached = directory
    for name in components.dropLast() {
      reached = (reached as NSString).appendingPathComponent(name)
      if mkdirat(folder, name, 0o777) != 0 && errno != EEXIST { throw .failed(reached, reason: Self.reason()) }
      let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else { throw refusal(at: reached, name: name, in: folder) }
      close(folder)
      folder = next
    }
    guard let name = components.last else { throw .notAFile(directory) }
    reached = (reached as NSString).appendingPathComponent(name)
    let file = openat(folder, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o666)
    guard file >= 0 else { throw refusal(at: reached, name: name, in: folder) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1 else {
      close(file)
      throw .notAFile(reached)
    }
    guard ftruncate(file, 0) == 0 else {
      close(file)
      throw .failed(reached, reason: Self.reason())
    }
    return FileHandle(fileDescriptor: file, closeOnDealloc: true)
  }

  /// Why `name` in `folder` did not open: a link, something else, or the
  /// system's reason.
  private func refusal(at reached: String, name: String, in folder: Int32) -> Refusal {
    let reason = Self.reason()
    var status = stat()
    guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .failed(reached, reason: reason) }
    return status.st_mode & S_IFMT == S_IFLNK ? .link(reached) : .notAFile(reached)
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}

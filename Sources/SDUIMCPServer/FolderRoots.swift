import Foundation

/// The folders a server was started with: every path a call names is read
/// from one and written below one, with its links followed first, so that
/// no `..` or link leads out.
package struct FolderRoots: Sendable {
  /// The folders, absolute, their links followed.
  package let folders: [String]

  /// The folders as given, for messages.
  private let given: [String]

  /// The folders as given (relative ones from where the server runs).
  package init(_ folders: [String]) {
    given = folders
    self.folders = folders.map { folder in
      let standardized = URL(fileURLWithPath: folder).standardizedFileURL.path
      return Self.real(standardized) ?? standardized
    }
  }

  /// `path` (relative to the first folder) made absolute, when it is below
  /// a folder.
  func inside(_ path: String) throws(ToolFailure) -> String {
    let base = folders.first ?? FileManager.default.currentDirectoryPath
    let absolute = path.hasPrefix("/") ? path : base + "/" + path
    let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
    // What is not there yet (a file record_flow writes, its folders) is
    // judged by the nearest entry above it that is, its links followed; a
    // link that leads nowhere is refused, since a write would follow it.
    var existing = standardized
    var rest: [String] = []
    var entry = stat()
    while lstat(existing, &entry) != 0, existing != "/" {
      rest.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    guard let real = Self.real(existing) else { throw .outsideRoots(path, roots: given) }
    let resolved = ([real] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    guard folders.contains(where: { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
      throw .outsideRoots(path, roots: given)
    }
    return resolved
  }

  /// The folder below which `path` stands, and the names from it to the
  /// file: where a file is written, each name opened without following a
  /// link (``ConfinedFolder``).
  func confined(_ path: String) throws(ToolFailure) -> (folder: String, names: [String]) {
    let resolved = try inside(path)
    guard
      let folder = folders.filter({ resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }).max(by: { $0.count < $1.count })
    else { throw .outsideRoots(path, roots: given) }
    let names = resolved.dropFirst(folder.count).split(separator: "/").map(String.init)
    return (folder, names)
  }

  /// The path with its links followed, or `nil` when it leads nowhere.
  private static func real(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}

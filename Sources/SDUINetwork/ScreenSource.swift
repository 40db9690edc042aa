import Foundation
import SDUICore
import SDUIDocument

/// Where a screen document comes from: a file, an `http(s)` URL, or
/// standard input (`-`).
package enum ScreenSource: Sendable, Equatable {
  /// A file path.
  case file(String)
  /// An `http` or `https` URL.
  case url(String)
  /// Standard input, written `-` on the command line.
  case standardInput
  /// An agent at a URL (`--a2a URL`): its answers are the document.
  case agent(String)

  /// Reads a command-line argument: `-` is standard input, `http://` and
  /// `https://` start a URL, a `file:` URL is its path, anything else is a
  /// path.
  package init(argument: String) {
    let lowered = argument.lowercased()
    if argument == "-" {
      self = .standardInput
    } else if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      self = .url(argument)
    } else if let path = UserPath(fileURL: argument) {
      self = .file(path.typed)
    } else {
      self = .file(argument)
    }
  }

  /// The file's path, `nil` for a URL or standard input.
  package var filePath: UserPath? {
    if case .file(let path) = self { UserPath(path) } else { nil }
  }

  /// The name to show for a document loaded from `loaded` (a path, as the
  /// file reader reports it): as the user typed it for the source file,
  /// from the typed folder for files beside it, else `loaded` itself.
  package func shownName(ofLoaded loaded: String) -> String {
    guard let filePath, loaded.hasPrefix("/") else { return loaded }
    return filePath.shownName(of: loaded)
  }

  /// The name diagnostics use: the path, the URL, or `<stdin>`.
  package var displayName: String {
    switch self {
    case .file(let path): path
    case .url(let url), .agent(let url): url
    case .standardInput: "<stdin>"
    }
  }

  /// The base that `/` URLs join when no `--base-url` is given: a URL's
  /// origin, a file's directory as a `file:` URL, none for standard input.
  ///
  /// ```swift
  /// ScreenSource.url("http://127.0.0.1:8080/index").defaultBaseURL // "http://127.0.0.1:8080"
  /// ScreenSource.file("Screens/index.json").defaultBaseURL         // "file:///home/me/sdui-term/Screens"
  /// ```
  package var defaultBaseURL: String? {
    switch self {
    case .file(let path): return "file://" + Self.folder(of: path)
    case .url(let url), .agent(let url): return URLBuilder.origin(of: url)
    case .standardInput: return nil
    }
  }

  /// The folder a screen file is in; a folder named as the source is its
  /// own (its `index.json` is the screen).
  static func folder(of path: String) -> String {
    let typed = UserPath(path)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: typed.absolute, isDirectory: &isDirectory)
    return exists && isDirectory.boolValue ? typed.absolute : typed.directory
  }

  /// `--base-url` as given: an `http`, `https` or `file:` URL as it is, a
  /// folder's path as its `file:` URL; `nil` when it is neither.
  ///
  /// ```swift
  /// ScreenSource.baseURL(argument: "../screens")  // "file:///home/me/screens"
  /// ```
  package static func baseURL(argument: String) -> String? {
    let lowered = argument.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return argument }
    if lowered.hasPrefix("file:") { return UserPath(fileURL: argument).map { "file://" + $0.absolute } }
    guard !argument.isEmpty, CurlHTTPClient.scheme(of: argument) == nil else { return nil }
    return "file://" + UserPath(argument).absolute
  }

  /// The URL the first page is fetched from; `nil` for standard input and an agent.
  package var startURL: String? {
    switch self {
    case .file(let path): "file://" + UserPath(path).absolute
    case .url(let url): url
    case .standardInput, .agent: nil
    }
  }

  /// The whole document as bytes, at most `limit` of them.
  ///
  /// - Throws: ``SourceError`` naming the file and the system's reason.
  package func read(limit: Int = HTTPLimits().maxBodyBytes) throws(SourceError) -> [UInt8] {
    switch self {
    case .standardInput:
      return try DocumentFile.readAll(descriptor: 0, name: displayName, limit: limit)
    case .url, .agent:
      throw SourceError(source: displayName, reason: "a URL is fetched, not read (open it with the navigator)")
    case .file(let path):
      return try DocumentFile.read(path, name: displayName, limit: limit)
    }
  }
}

extension ScreenSource {
  /// Why a file source cannot be opened at all (`no such file or
  /// directory`, a folder with no `index.json`), before a terminal is
  /// taken for it; `nil` for a file or folder that can be, and for other
  /// sources.
  package var unopenableReason: String? {
    guard case .file(let path) = self else { return nil }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return "no such file or directory"
    }
    let index = URL(fileURLWithPath: path).appendingPathComponent("index.json").path
    return isFolder.boolValue && !FileManager.default.fileExists(atPath: index)
      ? "is a directory with no index.json, not a screen file" : nil
  }
}

/// A source that could not be read.
package struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file or `<stdin>`.
  package var source: String
  /// The system's reason, e.g. `no such file or directory`.
  package var reason: String

  /// A source's error.
  package init(source: String, reason: String) {
    self.source = source
    self.reason = reason
  }

  /// `cannot read 'x.json': no such file or directory`.
  package var description: String { "cannot read '\(source)': \(reason)" }
}

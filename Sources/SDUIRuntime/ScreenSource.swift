import SDUICore

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Where a screen document comes from: a file, an `http(s)` URL, or
/// standard input (`-`).
public enum ScreenSource: Sendable, Equatable {
  /// A file path.
  case file(String)
  /// An `http` or `https` URL.
  case url(String)
  /// Standard input, written `-` on the command line.
  case standardInput

  /// Reads a command-line argument: `-` is standard input, `http://` and
  /// `https://` start a URL, anything else is a path.
  public init(argument: String) {
    let lowered = argument.lowercased()
    if argument == "-" {
      self = .standardInput
    } else if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      self = .url(argument)
    } else {
      self = .file(argument)
    }
  }

  /// The name diagnostics use: the path, the URL, or `<stdin>`.
  public var displayName: String {
    switch self {
    case .file(let path): path
    case .url(let url): url
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
  public var defaultBaseURL: String? {
    switch self {
    case .file(let path):
      let absolute = Self.absolutePath(path)
      let directory = absolute.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
      return "file://" + (directory.isEmpty ? "/" : directory)
    case .url(let url): return URLBuilder.origin(of: url)
    case .standardInput: return nil
    }
  }

  /// The URL the first page is fetched from; `nil` for standard input.
  public var startURL: String? {
    switch self {
    case .file(let path): "file://" + Self.absolutePath(path)
    case .url(let url): url
    case .standardInput: nil
    }
  }

  /// `path` made absolute against the working directory, `.` and `..`
  /// segments removed.
  static func absolutePath(_ path: String) -> String {
    var full = path
    if !path.hasPrefix("/") {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let directory = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
      full = directory + "/" + path
    }
    var parts: [Substring] = []
    for part in full.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The whole document as bytes.
  ///
  /// - Throws: ``SourceError`` naming the file and the system's reason.
  public func read() throws(SourceError) -> [UInt8] {
    switch self {
    case .standardInput:
      return try Self.readAll(descriptor: 0, name: displayName)
    case .url:
      throw SourceError(source: displayName, reason: "a URL is fetched, not read (open it with the navigator)")
    case .file(let path):
      var status = stat()
      guard stat(path, &status) == 0 else { throw SourceError(source: displayName, reason: Self.systemReason()) }
      if (status.st_mode & S_IFMT) == S_IFDIR { throw SourceError(source: displayName, reason: "is a directory") }
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { throw SourceError(source: displayName, reason: Self.systemReason()) }
      defer { close(descriptor) }
      return try Self.readAll(descriptor: descriptor, name: displayName)
    }
  }

  private static func readAll(descriptor: Int32, name: String) throws(SourceError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SourceError(source: name, reason: systemReason())
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}

/// A source that could not be read.
public struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file or `<stdin>`.
  public var source: String
  /// The system's reason, e.g. `no such file or directory`.
  public var reason: String

  /// `cannot read 'x.json': no such file or directory`.
  public var description: String { "cannot read '\(source)': \(reason)" }
}

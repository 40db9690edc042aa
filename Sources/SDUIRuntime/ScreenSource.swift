#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Where a screen document comes from: a file, or standard input (`-`).
/// URLs come with the HTTP client.
public enum ScreenSource: Sendable, Equatable {
  /// A file path.
  case file(String)
  /// Standard input, written `-` on the command line.
  case standardInput

  /// Reads a command-line argument: `-` is standard input, anything else a path.
  public init(argument: String) {
    self = argument == "-" ? .standardInput : .file(argument)
  }

  /// The name diagnostics use: the path, or `<stdin>`.
  public var displayName: String {
    switch self {
    case .file(let path): path
    case .standardInput: "<stdin>"
    }
  }

  /// The whole document as bytes.
  ///
  /// - Throws: ``SourceError`` naming the file and the system's reason.
  public func read() throws(SourceError) -> [UInt8] {
    switch self {
    case .standardInput:
      return try Self.readAll(descriptor: 0, name: displayName)
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

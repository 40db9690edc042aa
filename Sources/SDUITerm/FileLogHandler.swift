import Foundation
import Logging
import SDUILayout

/// A swift-log handler that appends one line per message to a file or to
/// standard error: `2026-11-22T03:41:12Z error sdui-term.engine: message`.
///
/// Messages quote what screens and servers sent, so each line is made
/// safe for a terminal first (``TerminalText/sanitized(_:)``): a log read
/// with `tail -f`, or standard error shown in the terminal, cannot be
/// made to run escape sequences. A message of several lines keeps its
/// lines, the later ones indented.
package struct FileLogHandler: LogHandler {
  private let handle: FileHandle
  private let label: String
  package var logLevel: Logger.Level = .info
  package var metadata: Logger.Metadata = [:]

  /// Opens (creating or appending to) the file at `path`.
  package init(label: String, path: String) throws {
    self.init(label: label, handle: try Self.appending(to: path))
  }

  /// The file at `path` opened at its end, made when it is not there.
  static func appending(to path: String) throws -> FileHandle {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    handle.seekToEndOfFile()
    return handle
  }

  /// Writes to an open handle, such as `FileHandle.standardError`.
  package init(label: String, handle: FileHandle) {
    self.handle = handle
    self.label = label
  }

  package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  package func log(event: LogEvent) {
    let time = ISO8601DateFormatter().string(from: Date())
    let message = "\(event.message)".split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.sanitized($0) }.joined(separator: "\n  ")
    handle.write(Data("\(time) \(event.level) \(label): \(message)\n".utf8))
  }
}

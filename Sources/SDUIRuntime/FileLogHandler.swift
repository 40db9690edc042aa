import Foundation
import Logging

/// A swift-log handler that appends one line per message to a file:
/// `2026-11-22T03:41:12Z error sdui-term.engine: message`.
public struct FileLogHandler: LogHandler {
  private let handle: FileHandle
  private let label: String
  public var logLevel: Logger.Level = .info
  public var metadata: Logger.Metadata = [:]

  /// Opens (creating or appending to) the file at `path`.
  public init(label: String, path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    }
    handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    handle.seekToEndOfFile()
    self.label = label
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    let time = ISO8601DateFormatter().string(from: Date())
    handle.write(Data("\(time) \(event.level) \(label): \(event.message)\n".utf8))
  }
}

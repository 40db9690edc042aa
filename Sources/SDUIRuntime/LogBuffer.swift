import Logging
import Synchronization

/// Keeps the latest log lines in memory, for the interactive terminal,
/// where writing to standard error would scribble over the screen.
///
/// ```swift
/// let buffer = LogBuffer()
/// let logger = Logger(label: "sdui-term.engine") { _ in buffer.handler() }
/// ```
package final class LogBuffer: Sendable {
  private let storage = Mutex<[String]>([])
  /// How many lines are kept.
  package let capacity: Int

  package init(capacity: Int = 500) {
    self.capacity = capacity
  }

  /// The kept lines, oldest first: `warning: message`.
  package var lines: [String] { storage.withLock { $0 } }

  /// Appends a line, dropping the oldest beyond the capacity.
  package func append(_ line: String) {
    storage.withLock { lines in
      lines.append(line)
      if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
    }
  }

  /// A handler that appends to this buffer.
  package func handler() -> some LogHandler { BufferLogHandler(buffer: self) }
}

private struct BufferLogHandler: LogHandler {
  let buffer: LogBuffer
  var logLevel: Logger.Level = .info
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    buffer.append("\(event.level): \(event.message)")
  }
}

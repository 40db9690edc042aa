#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A connection to the client over two file descriptors (standard input
/// and output for `sdui-term lsp`): framed messages read as the input
/// gives them, through a ``MessageReader`` and so within its limits, and
/// written whole.
///
/// A write to a client that has gone away fails quietly (``isClosed``);
/// the process must ignore `SIGPIPE` for that, which the command does.
package final class MessageConnection {
  private let input: Int32
  private let output: Int32
  private var reader: MessageReader
  private var ended = false
  /// Whether the output failed: the client is gone.
  package private(set) var isClosed = false

  /// Reads from `input` and writes to `output`, within `limits`.
  package init(input: Int32, output: Int32, limits: MessageLimits = MessageLimits()) {
    self.input = input
    self.output = output
    reader = MessageReader(limits: limits)
  }

  /// The next message or refusal, waiting for input as needed; `nil` at
  /// the end of the input.
  package func receive() -> MessageReader.Item? {
    while true {
      if let item = reader.next() { return item }
      guard !ended, readChunk() else { return nil }
    }
  }

  /// The next message or refusal if the client has sent it: one whole in
  /// the reader, or one it has begun to send, read to its end (a message
  /// of 8 MB comes in many reads), or one the input holds without waiting.
  /// `nil` when the client has sent nothing more: the server takes every
  /// message already sent before it checks what changed, so that a burst
  /// of changes is checked once.
  package func receiveIfReady() -> MessageReader.Item? {
    while true {
      if let item = reader.next() { return item }
      guard !ended else { return nil }
      if !reader.isWithinMessage {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0, descriptor.revents != 0 else { return nil }
      }
      guard readChunk() else { return nil }
    }
  }

  /// Reads what the input has, up to 64 KiB, waiting for some; `false`
  /// at its end.
  private func readChunk() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        ended = true
        return false
      }
      reader.append(chunk[0..<count])
      return true
    }
  }

  /// Writes a message with its framing.
  package func send(_ message: OutgoingMessage) {
    guard !isClosed else { return }
    let bytes = message.framed
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          isClosed = true
          return
        }
        offset += written
      }
    }
  }
}

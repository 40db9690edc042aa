import Foundation
import Logging
import MCP

/// MCP's stdio transport, a JSON-RPC message a line, read by a thread of
/// its own that blocks on standard input: each message is handed on as
/// its line ends. (The SDK's `StdioTransport` makes its input
/// non-blocking and looks again 10 ms after finding nothing, which put
/// 5 ms on every call at the median.) A line past ``lineLimit`` bytes is
/// dropped whole, said in the log, and the next one read.
package actor LineTransport: Transport {
  /// The longest line taken, as `lsp` takes a message: 16 MiB.
  package static let lineLimit = 16 << 20

  package nonisolated let logger = Logger(label: "sdui-term.mcp.stdio")
  private let input: Int32
  private let output: Int32
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private var started = false

  /// A transport over `input` and `output` (standard input and output).
  package init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  package func connect() async throws {
    guard !started else { return }
    started = true
    let (input, continuation, logger) = (input, continuation, logger)
    let thread = Thread { Self.readLines(from: input, to: continuation, logger: logger) }
    thread.name = "mcp-stdin"
    thread.start()
  }

  package func disconnect() async {
    continuation.finish()
  }

  package func send(_ data: Data) async throws {
    var bytes = [UInt8](data)
    bytes.append(0x0A)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw MCPError.transportError(POSIXError(.EPIPE)) }
      written += count
    }
  }

  package func receive() -> AsyncThrowingStream<Data, any Error> { messages }

  /// Reads `input` to its end, each whole line a message.
  private static func readLines(
    from input: Int32, to continuation: AsyncThrowingStream<Data, any Error>.Continuation, logger: Logger
  ) {
    var pending: [UInt8] = []
    var dropping = false
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      var start = 0
      while let end = chunk[start..<count].firstIndex(of: 0x0A) {
        if !dropping {
          pending += chunk[start..<end]
          if pending.count > lineLimit {
            logger.warning("a message of more than \(lineLimit) bytes is dropped")
          } else if !pending.isEmpty {
            continuation.yield(Data(pending))
          }
        }
        pending.removeAll(keepingCapacity: true)
        dropping = false
        start = end + 1
      }
      guard !dropping else { continue }
      pending += chunk[start..<count]
      if pending.count > lineLimit {
        logger.warning("a message of more than \(lineLimit) bytes is dropped")
        pending.removeAll()
        dropping = true
      }
    }
    continuation.finish()
  }
}

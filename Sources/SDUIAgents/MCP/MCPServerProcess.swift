import Foundation
import SDUICore
import SDUINetwork
import SystemPackage

/// An MCP server run as `/bin/sh -c COMMAND` (`--mcp COMMAND`), talked to
/// over its standard input and output, as the MCP SDK's stdio transport
/// does. What it writes goes through a relay first, which holds each line
/// (one JSON-RPC message) to `limit` bytes and all of them to four times
/// that: a server that writes past them is stopped, and the connection
/// says why. Its standard error is dropped. It is stopped when the
/// connection ends; `ended` runs once its output has ended, whatever
/// ended it (the SDK's client loops on an ended stream until it is told).
final class MCPServerProcess: @unchecked Sendable {
  /// The descriptors the transport reads from and writes to.
  let input: FileDescriptor
  let output: FileDescriptor
  private let process = Process()
  private let lock = NSLock()
  private var stoppedBecause: String?
  private var relayEnded = false

  /// Starts `command`; throws why it cannot start.
  init(command: String, limit: Int, ended: @escaping @Sendable () -> Void) throws(SourceError) {
    // A server that has ended makes the next write to it fail (EPIPE), not end this process.
    signal(SIGPIPE, SIG_IGN)
    let toServer = Pipe()
    let fromServer = Pipe()
    let relayed = Pipe()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardInput = toServer
    process.standardOutput = fromServer
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw SourceError(source: command, reason: "cannot start: \(error.localizedDescription)")
    }
    input = FileDescriptor(rawValue: relayed.fileHandleForReading.fileDescriptor)
    output = FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor)
    let reader = fromServer.fileHandleForReading
    let writer = relayed.fileHandleForWriting
    // Kept alive with the process: the transport reads and writes their descriptors.
    pipes = [toServer, fromServer, relayed]
    let thread = Thread { [self] in
      relay(from: reader, to: writer, limit: limit)
      ended()
    }
    thread.name = "mcp-relay"
    thread.start()
  }

  private var pipes: [Pipe] = []

  /// Why the server was stopped, when the relay stopped it, or that its
  /// output ended.
  var failure: String? { lock.withLock { stoppedBecause } }

  /// ``failure``, once the relay has seen the server's output end (at most
  /// `seconds` later): a write to a server that ended can fail before the
  /// relay reads the end.
  func failureOnceEnded(within seconds: Double) async -> String? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while lock.withLock({ !relayEnded }), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    return failure
  }

  /// Stops the server.
  func stop() {
    if process.isRunning { process.terminate() }
  }

  deinit { stop() }

  private func relay(from reader: FileHandle, to writer: FileHandle, limit: Int) {
    var line = 0
    var total = 0
    let most = limit.multipliedReportingOverflow(by: 4).partialValue
    while true {
      let chunk = reader.availableData
      guard !chunk.isEmpty else { break }
      for byte in chunk { line = byte == 0x0A ? 0 : line + 1 }
      total += chunk.count
      if line > limit || total > most {
        lock.withLock {
          stoppedBecause =
            line > limit
            ? "the server wrote a message longer than \(limit) bytes (see --max-body)"
            : "the server wrote more than \(most) bytes in all (four times --max-body)"
        }
        stop()
        break
      }
      writer.write(chunk)
    }
    try? writer.close()
    lock.withLock {
      relayEnded = true
      if stoppedBecause == nil {
        stoppedBecause = "the server ended (its output closed) before it answered; is it an MCP server on stdio?"
      }
    }
  }
}

import Foundation

/// `Tests/hostile/handshake_server.py`, run by python3 for the length of a
/// test: a hot-reload server that fails the websocket handshake in one of
/// its modes, and says how each connection ended.
final class HandshakeServer {
  private let process = Process()
  private let ends = LogLines()
  let port: Int

  init(mode: String) throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Tests/hostile/handshake_server.py", mode]
    process.standardOutput = output
    try process.run()
    let reader = output.fileHandleForReading
    var first = Data()
    while !first.contains(UInt8(ascii: "\n")) {
      let chunk = reader.availableData
      guard !chunk.isEmpty else { break }
      first += chunk
    }
    let lines = String(decoding: first, as: UTF8.self).split(separator: "\n").map(String.init)
    guard let port = lines.first.flatMap({ Int($0) }) else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    self.port = port
    for line in lines.dropFirst() { ends.append(line) }
    reader.readabilityHandler = { [ends] handle in
      for line in String(decoding: handle.availableData, as: UTF8.self).split(separator: "\n") {
        ends.append(String(line))
      }
    }
  }

  /// Whether a connection was closed by its client within `seconds`.
  func clientClosedAConnection(within seconds: Double) async throws -> Bool {
    for _ in 0..<Int(seconds * 20) where !ends.contains("closed") {
      try await Task.sleep(for: .milliseconds(50))
    }
    return ends.contains("closed")
  }

  /// SIGKILL, because a child started from the test process can inherit
  /// a signal mask that blocks SIGTERM.
  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

import Foundation
import SDUIDocument

/// `sdui-term mcp` as a client speaks to it: JSON-RPC over its standard
/// input and output, a message a line, each call waited for.
final class MCPClient {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffered: [UInt8] = []
  private var nextID = 1

  /// Starts `binary mcp` with `arguments` and initializes it.
  init(binary: String, arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["mcp"] + arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    try call(
      "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [:],
        "clientInfo": ["name": "sdui-bench", "version": "1"],
      ])
    send(["jsonrpc": "2.0", "method": "notifications/initialized"])
  }

  /// The server's process.
  var processIdentifier: Int32 { process.processIdentifier }

  /// Calls a tool and waits for its result, which must not be an error.
  @discardableResult
  func tool(_ name: String, _ arguments: JSONValue) throws -> JSONValue {
    let answer = try call("tools/call", ["name": JSONValue(.string(name)), "arguments": arguments])
    guard answer["error"] == nil, answer["result"]?["isError"] != JSONValue(.bool(true)) else {
      throw BenchError(message: "sdui-term mcp: \(name) failed: \(answer.jsonText.prefix(400))")
    }
    return answer
  }

  /// Sends a request and waits for its answer.
  @discardableResult
  func call(_ method: String, _ params: JSONValue) throws -> JSONValue {
    let id = JSONValue(.number(.integer(nextID)))
    nextID += 1
    send(["jsonrpc": "2.0", "id": id, "method": JSONValue(.string(method)), "params": params])
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      while let end = buffered.firstIndex(of: 0x0A) {
        let line = Array(buffered[..<end])
        buffered.removeSubrange(...end)
        let message = try JSONParser.parse(line)
        if message["id"] == id { return message }
      }
      let count = chunk.withUnsafeMutableBytes {
        read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else { throw BenchError(message: "sdui-term mcp ended before it answered \(method)") }
      buffered += chunk[0..<count]
    }
  }

  /// Closes its input, and waits for it to end.
  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  private func send(_ message: JSONValue) {
    input.fileHandleForWriting.write(Data((message.jsonText + "\n").utf8))
  }
}

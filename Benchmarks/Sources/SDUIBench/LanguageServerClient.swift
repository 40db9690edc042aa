import Foundation
import SDUIDocument
import SDUILanguageProtocol

/// `sdui-term lsp` as an editor runs it: the real program over pipes,
/// spoken to in framed JSON-RPC, its answers read as they come; for
/// figure 18.
final class LanguageServerClient {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var reader = MessageReader()
  private var nextID = 1

  /// Starts `binary lsp` with `arguments` and initializes it.
  init(binary: String, arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["lsp"] + arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    try call("initialize", ["rootUri": .null, "capabilities": [:]])
    send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSONValue) {
    send(["jsonrpc": "2.0", "method": JSONValue(.string(method)), "params": params])
  }

  /// Sends a request and waits for its answer.
  @discardableResult
  func call(_ method: String, _ params: JSONValue) throws -> JSONValue {
    let id = nextID
    nextID += 1
    send([
      "jsonrpc": "2.0", "id": JSONValue(.number(.integer(id))), "method": JSONValue(.string(method)), "params": params,
    ])
    return try wait { $0["id"] == JSONValue(.number(.integer(id))) }
  }

  /// Waits for the first message from the server that `matches`.
  func wait(for matches: (JSONValue) -> Bool) throws -> JSONValue {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      while let item = reader.next() {
        guard case .message(let body) = item else { throw BenchError(message: "the server's framing: \(item)") }
        let message = try JSONParser.parse(body)
        if matches(message) { return message }
      }
      let count = chunk.withUnsafeMutableBytes {
        read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else { throw BenchError(message: "sdui-term lsp ended before it answered") }
      reader.append(chunk[0..<count])
    }
  }

  /// Shuts the server down and waits for it to end; its status must be 0.
  func stop() throws {
    try call("shutdown", .null)
    send(["jsonrpc": "2.0", "method": "exit"])
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError(message: "sdui-term lsp exited with \(process.terminationStatus)")
    }
  }

  private func send(_ message: JSONValue) {
    input.fileHandleForWriting.write(Data(MessageFrame.encode(Array(message.jsonText.utf8))))
  }
}

import Foundation
import Testing

@testable import SDUIMCPServer

/// Standard input read a line at a time, each line a message as it ends;
/// a line past the limit dropped whole and the next one still read.
@Suite("MCP server's stdio transport")
struct LineTransportTests {
  @Test func eachLineIsAMessageAndAnOversizedOneIsDropped() async throws {
    let toServer = Pipe()
    let fromServer = Pipe()
    let transport = LineTransport(
      input: toServer.fileHandleForReading.fileDescriptor, output: fromServer.fileHandleForWriting.fileDescriptor)
    try await transport.connect()
    let writer = toServer.fileHandleForWriting
    let oversized = String(repeating: "x", count: LineTransport.lineLimit + 10)
    let written = Task.detached {
      writer.write(Data("{\"id\":1}\n\n{\"id\":2,".utf8))
      writer.write(Data("\"split\":true}\n".utf8))
      writer.write(Data((oversized + "\n{\"id\":3}\n").utf8))
      try? writer.close()
    }
    var received: [String] = []
    for try await message in await transport.receive() {
      // Said by its length past 100 bytes, so that a failure prints no megabytes.
      received.append(message.count > 100 ? "\(message.count) bytes" : String(decoding: message, as: UTF8.self))
    }
    await written.value
    #expect(received == ["{\"id\":1}", "{\"id\":2,\"split\":true}", "{\"id\":3}"])
    try await transport.send(Data("{\"ok\":true}".utf8))
    try fromServer.fileHandleForWriting.close()
    #expect(String(decoding: fromServer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "{\"ok\":true}\n")
  }
}

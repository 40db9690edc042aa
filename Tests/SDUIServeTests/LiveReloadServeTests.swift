import Foundation
import SDUICore
import SDUIHotReload
import SDUINetwork
import Testing

@testable import SDUIServe

/// What `serve` gives the author's loop: conditional answers for `--watch`
/// and the hot-reload websocket, met by the client `--hot-reload` uses.
@Suite("Serve: live reload")
struct LiveReloadServeTests {
  @Test func anUnchangedFileIsNotModifiedAndAChangedOneIsSentAgain() async throws {
    try await ServeTests.withServer { base, server in
      let client = CurlHTTPClient(baseURL: base)
      let first = try await client.send(HTTPRequest(url: "/home"))
      let tag = try #require(first.headers["etag"])
      let date = try #require(first.headers["last-modified"])
      let again = try await client.send(HTTPRequest(url: "/home", headers: ["If-None-Match": tag]))
      #expect(again.status == 304 && again.body.isEmpty)
      let since = try await client.send(HTTPRequest(url: "/home", headers: ["If-Modified-Since": date]))
      #expect(since.status == 304, "no If-None-Match: the date decides")
      let otherTag = try await client.send(HTTPRequest(url: "/home", headers: ["If-None-Match": "\"other\""]))
      #expect(otherTag.status == 200, "a tag that is not the file's")
      try #"{"_:component": "layout:text", "properties": {"text": "home, edited"}}"#.write(
        toFile: server.files.root + "/home.json", atomically: true, encoding: .utf8)
      let edited = try await client.send(HTTPRequest(url: "/home", headers: ["If-None-Match": tag]))
      #expect(edited.status == 200 && ServeTests.text(edited).contains("edited"))
      #expect(edited.headers["etag"] != tag)
    }
  }

  @Test(arguments: [
    ("ws://localhost:3001", "localhost", 3001, "/"),
    ("ws://127.0.0.1:8080/reload?x=1", "127.0.0.1", 8080, "/reload?x=1"),
    ("WS://[::1]:9000", "::1", 9000, "/"),
    ("ws://host", "host", 80, "/"),
    ("ws://host?a", "host", 80, "/?a"),
  ])
  func hotReloadAddresses(_ url: String, _ host: String, _ port: Int, _ path: String) throws {
    let endpoint = try HotReloadEndpoint(url)
    #expect(endpoint.host == host && endpoint.port == port && endpoint.path == path)
  }

  @Test(arguments: [
    ("wss://localhost:3001", "wss:// is not supported"), ("http://localhost:3001", "expected a ws:// URL"),
    ("ws://:3001", "it names no host"), ("ws://host:0", "port must be 1 to 65535"),
    ("ws://host:99999999999999999999", "port must be 1 to 65535"), ("ws://user@host", "it names no host"),
  ])
  func notHotReloadAddresses(_ url: String, _ reason: String) {
    #expect(throws: HotReloadEndpoint.Invalid.self) { try HotReloadEndpoint(url) }
    #expect((try? HotReloadEndpoint(url)) == nil)
    do {
      _ = try HotReloadEndpoint(url)
    } catch {
      #expect(error.description.contains(reason), "\(error)")
    }
  }

  @Test func theClientIsToldToReloadWhenAFileOfTheFolderChanges() async throws {
    let lines = LogLines()
    let directory = try ServeTests.screensDirectory()
    let server = try DemoServer(directory: directory, port: 0) { lines.append($0) }
    let ports = AsyncStream<Int>.makeStream()
    let running = Task { try await server.run { ports.continuation.yield($0) } }
    defer { running.cancel() }
    var portIterator = ports.stream.makeAsyncIterator()
    let port = try #require(await portIterator.next())
    let client = HotReloadClient(endpoint: try HotReloadEndpoint("ws://127.0.0.1:\(port)"), platform: "tests")
    var events = client.events().makeAsyncIterator()
    #expect(await events.next() == .connected)
    for _ in 0..<100 where await server.reloads?.count != 1 { try await Task.sleep(for: .milliseconds(10)) }
    try "edited".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
    #expect(await events.next() == .reload)
    // The server says whom it told once it has sent to them, so the line
    // may come just after the client has the message.
    for _ in 0..<500 where !lines.contains("changed; told 1 client") { try await Task.sleep(for: .milliseconds(10)) }
    #expect(lines.contains("reload socket: tests connected"))
    #expect(lines.contains("changed; told 1 client"))
  }

  @Test(arguments: [
    ("wrong-accept", "refused the websocket upgrade (a wrong Sec-WebSocket-Accept)"),
    ("plain", "answered without opening a websocket (is it a hot-reload server?)"),
  ])
  func aRefusedUpgradeClosesTheConnectionAndIsTriedAgain(_ mode: String, _ reason: String) async throws {
    let server = try HandshakeServer(mode: mode)
    let client = HotReloadClient(endpoint: try HotReloadEndpoint("ws://127.0.0.1:\(server.port)"), platform: "tests")
    var events = client.events().makeAsyncIterator()
    #expect(await events.next() == .lost(reason: reason))
    #expect(
      try await server.clientClosedAConnection(within: 2),
      "the client closes the connection at once: the server streams for as long as it reads")
    #expect(await events.next() == .lost(reason: reason), "it tries again")
  }

  @Test func aServerThatIsNotThereIsReportedAndTriedAgain() async throws {
    let client = HotReloadClient(endpoint: try HotReloadEndpoint("ws://127.0.0.1:1"), platform: "tests")
    var events = client.events().makeAsyncIterator()
    #expect(await events.next() == .lost(reason: "connection refused"))
    #expect(await events.next() == .lost(reason: "connection refused"), "it tries again")
  }
}

/// Lines a server logs, gathered from its threads.
final class LogLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: String) { lock.withLock { lines.append(line) } }

  func contains(_ text: String) -> Bool { lock.withLock { lines.contains { $0.contains(text) } } }
}

import Foundation
import Logging
import SDUICore
import SDUIDocument
import SDUITestSupport
import Testing

@testable import SDUIRuntime

/// A static file server on a free loopback port, run by python3 for the
/// length of a test.
final class LocalFileServer {
  let process = Process()
  let port: Int

  init(serving directory: URL) throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      """
      import http.server, socketserver, sys, os
      os.chdir(sys.argv[1])
      class Quiet(http.server.SimpleHTTPRequestHandler):
          def log_message(self, *args): pass
      server = socketserver.TCPServer(("127.0.0.1", 0), Quiet)
      print(server.server_address[1], flush=True)
      server.serve_forever()
      """,
      directory.path,
    ]
    process.standardOutput = output
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    self.port = port
  }

  /// SIGKILL, because a child started from the test process can inherit
  /// a signal mask that blocks SIGTERM.
  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

@Suite("Screen resolver")
@MainActor
struct ScreenResolverTests {
  static let screen = """
    {"_:component": "layout:lifecycle", "state": {"user": null, "status": "loading"},
     "properties": {"onInit": [{"_:action": "sendRequest", "properties": {"url": "/api/user.json",
       "onSuccess": [{"_:action": "setState", "properties": {"path": "user", "value": "@{onSuccess.data}"}}],
       "onError": [{"_:action": "log", "properties": {"message": "failed: @{onError.message}", "level": "Error"}}],
       "onFinish": [{"_:action": "setState", "properties": {"path": "status", "value": "done"}}]}}]},
     "children": [{"_:component": "layout:text", "id": "t", "properties": {"text": "@{status}: @{user.name}"}}]}
    """

  @Test func requestsGoOverRealHTTPAndSettleBeforeTheTreeIsRead() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("api"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try #"{"name": "Ann"}"#.write(
      to: directory.appendingPathComponent("api/user.json"), atomically: true, encoding: .utf8)
    let server = try LocalFileServer(serving: directory)
    // The answer reaches the session on the main actor; the contrast audit,
    // which kept it busy for seconds at a time, runs in a process of its
    // own under make test.
    let resolver = ScreenResolver(baseURL: "http://127.0.0.1:\(server.port)/", settleTimeout: 5)
    let result = await resolver.resolve(Array(Self.screen.utf8), file: "screen.json")
    #expect(!result.timedOut)
    #expect(result.session?.instance(id: "t")?.property("text") == "done: Ann")
    #expect(result.session?.loggedProblems.isEmpty == true)
  }

  @Test func aRefusedConnectionIsAnErrorEventNotACrash() async throws {
    let resolver = ScreenResolver(baseURL: "http://127.0.0.1:1")
    let result = await resolver.resolve(Array(Self.screen.utf8), file: "screen.json")
    #expect(result.session?.instance(id: "t")?.property("text") == "done: ")
    let message = try #require(result.session?.loggedProblems.first?.message)
    #expect(message.hasPrefix("failed: GET /api/user.json failed: "))
  }

  @Test func relativeURLsNeedABase() throws {
    let client = CurlHTTPClient()
    #expect(throws: CurlHTTPClient.Failure.self) { try client.resolve("/a") }
    #expect(try CurlHTTPClient(baseURL: "http://h/base/").resolve("/a").absoluteString == "http://h/base/a")
    #expect(try client.resolve("https://x.test/y").absoluteString == "https://x.test/y")
    #expect(
      try CurlHTTPClient(baseURL: "http://h").resolve("/user/Ann Lee").absoluteString
        == "http://h/user/Ann%20Lee", "unencoded paths are encoded, by the URL builder")
    #expect(throws: CurlHTTPClient.Failure.self) { try client.resolve("") }
  }
}

import Foundation
import SDUICore
import SDUIDialects
import SDUIDocument
import SDUINetwork
import Testing

@testable import SDUIServe

/// The origin rule as the HTTP client applies it, against `serve` on
/// loopback and files on disk: every spelling of a file URL from a
/// server's screen, a local screen's folder, this machine's addresses
/// from a public screen, and bodies that never end.
@Suite("Origin enforcement")
struct OriginEnforcementTests {
  static let fromLoopback = RequestOrigin.remote(origin: "http://127.0.0.1", space: .local)
  static let fromThePublic = RequestOrigin.remote(origin: "https://screens.example", space: .public)

  static let fileSpellings = [
    "file:///etc/passwd", "FILE:///etc/passwd", "File:///etc/passwd", "file:/etc/passwd",
    "file://localhost/etc/passwd", "file:///etc/%70asswd", "file:///etc/../etc/passwd", "file:///proc/self/environ",
  ]

  @Test(arguments: fileSpellings)
  func aServersScreenReadsNoFileHoweverTheURLIsSpelled(_ url: String) async {
    let client = CurlHTTPClient(baseURL: "http://127.0.0.1:9", fileRoots: ["/"])
    await #expect(throws: RequestRefusal.scheme("file", origin: Self.fromLoopback)) {
      try await client.send(HTTPRequest(url: url, origin: Self.fromLoopback))
    }
  }

  @Test func aServersScreenReachesNoOtherScheme() async {
    let client = CurlHTTPClient()
    await #expect(throws: RequestRefusal.scheme("ftp", origin: Self.fromLoopback)) {
      try await client.send(HTTPRequest(url: "ftp://127.0.0.1/x", origin: Self.fromLoopback))
    }
  }

  @Test(arguments: [
    ("GET /x HTTP/1.1\r\nX: 1\r\n\r\nGET", [:]), ("GET", ["X-A": "v\r\nX-Injected: yes"]), ("GET", ["X A": "v"]),
    ("GET", ["X-A\r\nX-B": "v"]), ("", [:]),
  ])
  func aMethodOrHeaderWithALineBreakIsNotSent(_ method: String, _ headers: [String: String]) async {
    let client = CurlHTTPClient()
    await #expect(throws: RequestRefusal.self) {
      try await client.send(HTTPRequest(url: "http://127.0.0.1:9/x", method: method, headers: headers))
    }
  }

  @Test func aScreenIsToldItsRefusalWithoutThePathsAndAddressesTheLogNames() {
    #expect(
      RequestRefusal.outsideFolders(path: "/home/ann/.ssh/id", folders: ["/home/ann/screens"]).screenMessage
        == "refused: a screen read from a file may read files only in its folder")
    #expect(
      RequestRefusal.privateNetwork(address: "10.1.2.3", space: .private, origin: Self.fromThePublic).screenMessage
        == "refused: a screen from https://screens.example may not reach a private network")
  }

  /// A folder with a screen, one in a subfolder, and a link out of it.
  static func folder() throws -> String {
    let folder = CurlHTTPClient.canonical(NSTemporaryDirectory()) + "/sdui-origin-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
    try #"{"a": 1}"#.write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
    try #"{"b": 2}"#.write(toFile: folder + "/sub/b.json", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/passwd", withDestinationPath: "/etc/passwd")
    return folder
  }

  @Test func aLocalScreenReadsItsFolderAndNothingElse() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let client = CurlHTTPClient(baseURL: "file://" + folder, fileRoots: [folder])
    for url in ["/a.json", "/sub/b", "file://\(folder)/a.json", "/sub/../a"] {
      let response = try await client.send(HTTPRequest(url: url, origin: .local))
      #expect(response.status == 200, "\(url)")
    }
    for url in ["/../../../../etc/passwd", "/passwd", "file:///etc/passwd", "/sub/../../x.json"] {
      await #expect(throws: RequestRefusal.self, "\(url)") {
        try await client.send(HTTPRequest(url: url, origin: .local))
      }
    }
    let user = try await client.send(HTTPRequest(url: "/passwd", origin: .user))
    #expect(String(decoding: user.body, as: UTF8.self).contains("root:"), "the user's own request reads what it names")
  }

  @Test func aPublicScreenCannotReachThisMachineUnlessTheUserAllows() async throws {
    try await ServeTests.withServer { base, _ in
      let port = base.split(separator: ":").last.map(String.init) ?? ""
      let client = CurlHTTPClient()
      for url in ["\(base)/home", "http://localhost:\(port)/home", "http://0x7f.1:\(port)/home"] {
        await #expect(throws: RequestRefusal.self, "\(url)") {
          try await client.send(HTTPRequest(url: url, origin: Self.fromThePublic))
        }
      }
      let fromLoopback = try await client.send(HTTPRequest(url: "\(base)/home", origin: Self.fromLoopback))
      #expect(fromLoopback.status == 200)
      #expect(fromLoopback.addressSpace == .local)
      let allowing = CurlHTTPClient(limits: HTTPLimits(allowsPrivateNetwork: true))
      #expect(try await allowing.send(HTTPRequest(url: "\(base)/home", origin: Self.fromThePublic)).status == 200)
    }
  }

  @Test func anEndlessBodyStopsAtTheLimit() async throws {
    try await ServeTests.withServer { base, _ in
      let client = CurlHTTPClient(baseURL: base, limits: HTTPLimits(maxBodyBytes: 1 << 20))
      await #expect(throws: CurlHTTPClient.Failure.bodyTooLarge(limit: 1 << 20)) {
        try await client.send(HTTPRequest(url: "/fault/endless"))
      }
    }
  }

  @MainActor
  @Test func aScreenThatSendsAFileHomeGetsARefusalInItsOnError() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #"""
    {"_:component": "layout:lifecycle", "state": {"sent": "nothing"}, "properties": {"onInit": [
      {"_:action": "sendRequest", "properties": {"url": "file:///etc/passwd",
        "onSuccess": [{"_:action": "setState", "properties": {"path": "sent", "value": "@{onSuccess.data}"}}],
        "onError": [{"_:action": "setState", "properties": {"path": "sent", "value": "@{onError.message}"}}]}}]},
     "children": [{"_:component": "layout:text", "id": "sent", "properties": {"text": "@{sent}"}}]}
    """#.write(toFile: folder + "/exfil.json", atomically: true, encoding: .utf8)
    let server = try DemoServer(directory: folder, port: 0)
    let ports = AsyncStream<Int>.makeStream()
    let running = Task { try await server.run { ports.continuation.yield($0) } }
    defer { running.cancel() }
    var iterator = ports.stream.makeAsyncIterator()
    let base = "http://127.0.0.1:\(try #require(await iterator.next()))"
    let problems = ProblemLog()
    let navigator = ScreenNavigator(
      configuration: .init(
        dialects: Dialect.allCases, http: CurlHTTPClient(baseURL: base), baseURL: base, problems: problems))
    navigator.start(url: "/exfil")
    _ = await navigator.settle(timeout: .seconds(5))
    let sent = navigator.current?.session?.instance(id: "sent")?.property("text")?.stringValue ?? ""
    #expect(sent.hasPrefix("GET file:///etc/passwd failed: refused: a screen from \(base) may request"))
    #expect(!sent.contains("root:"))
    #expect(problems.problems.contains { $0.message.hasPrefix("sendRequest: refused:") && $0.location != nil })
  }
}

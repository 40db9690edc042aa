import Foundation
import SDUICore
import SDUIDocument
import SDUINetwork
import Testing

@testable import SDUIServe

/// The demo server on a free loopback port, asked by the same client the
/// navigator uses.
@Suite("Serve")
struct ServeTests {
  /// A directory with a screen, a nested index and a symbolic link out.
  static func screensDirectory() throws -> String {
    let directory = NSTemporaryDirectory() + "sdui-serve-\(UUID().uuidString.prefix(8))"
    let manager = FileManager.default
    try manager.createDirectory(atPath: directory + "/store", withIntermediateDirectories: true)
    try #"{"_:component": "layout:text", "properties": {"text": "home"}}"#.write(
      toFile: directory + "/home.json", atomically: true, encoding: .utf8)
    try #"{"_:component": "layout:text", "properties": {"text": "store"}}"#.write(
      toFile: directory + "/store/index.json", atomically: true, encoding: .utf8)
    try "notes".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(atPath: directory + "/outside", withDestinationPath: "/etc")
    return directory
  }

  /// Runs `body` against a server of `directory` (by default
  /// ``screensDirectory()``) started on a free port.
  static func withServer(
    directory: String? = nil, demoAPI: Bool = true, _ body: @Sendable (String, DemoServer) async throws -> Void
  ) async throws {
    let server = try DemoServer(directory: try directory ?? screensDirectory(), port: 0, offersDemoAPI: demoAPI)
    let ports = AsyncStream<Int>.makeStream()
    let running = Task { try await server.run { ports.continuation.yield($0) } }
    defer { running.cancel() }
    var iterator = ports.stream.makeAsyncIterator()
    let port = try #require(await iterator.next())
    try await body("http://127.0.0.1:\(port)", server)
  }

  static func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

  @Test func screensByPathWithTheirContentType() async throws {
    try await Self.withServer { base, _ in
      let client = CurlHTTPClient(baseURL: base)
      let home = try await client.send(HTTPRequest(url: "/home"))
      #expect(home.status == 200)
      #expect(Self.text(home).contains("\"home\""))
      let store = try await client.send(HTTPRequest(url: "/store"))
      #expect(Self.text(store).contains("\"store\""), "a directory answers its index.json")
      let missing = try await client.send(HTTPRequest(url: "/nowhere"))
      #expect(missing.status == 404)
      let post = try await client.send(HTTPRequest(url: "/home", method: "POST"))
      #expect(post.status == 405)
    }
  }

  @Test func contentTypesFollowTheExtension() throws {
    let files = try ScreenFiles(directory: try Self.screensDirectory())
    guard case .file(_, let json, _) = files.reply(for: "/home"),
      case .file(_, let text, _) = files.reply(for: "/notes.txt")
    else {
      Issue.record("expected two files")
      return
    }
    #expect(json == "application/json; charset=utf-8")
    #expect(text == "text/plain; charset=utf-8")
  }

  @Test func pathsOutsideTheDirectoryAreRefused() throws {
    let files = try ScreenFiles(directory: try Self.screensDirectory())
    #expect(files.reply(for: "/../etc/passwd").status == 403)
    #expect(files.reply(for: "/store/../../etc/passwd").status == 403)
    #expect(files.reply(for: "/outside/passwd").status == 403, "a symbolic link out is refused")
    #expect(files.reply(for: "/.hidden").status == 403)
    #expect(throws: ServeError.notADirectory("/nonexistent")) { try ScreenFiles(directory: "/nonexistent") }
  }

  @Test func signInValidatesAndAnswers() async throws {
    try await Self.withServer { base, _ in
      let client = CurlHTTPClient(baseURL: base)
      func login(_ email: String, _ password: String) async throws -> HTTPResponse {
        try await client.send(
          HTTPRequest(
            url: "/api/login", method: "POST",
            body: ["email": .init(.string(email)), "password": .init(.string(password))]))
      }
      let invalid = try await login("x", "1")
      #expect(invalid.status == 400)
      #expect(invalid.data["errors"]?["email"] == "'x' is not an email address")
      #expect(invalid.data["errors"]?["password"] == "At least 6 characters")
      #expect(try await login("ann@example.com", "wrong-one").status == 401)
      let good = try await login(DemoAPI.email, DemoAPI.password)
      #expect(good.status == 200)
      #expect(good.data["name"] == "Ann")
    }
  }

  @Test func productsPageAndTheCartAndOrdersKeepState() async throws {
    try await Self.withServer { base, _ in
      let client = CurlHTTPClient(baseURL: base)
      let page = try await client.send(HTTPRequest(url: "/api/products?page=2&size=5")).data
      #expect(page["items"]?.arrayElements?.count == 5)
      #expect(page["items"]?.arrayElements?.first?["id"] == 6)
      #expect(page["pages"] == 10)
      #expect(page["hasMore"] == true)
      _ = try await client.send(HTTPRequest(url: "/api/cart", method: "POST", body: ["id": 3]))
      let cart = try await client.send(HTTPRequest(url: "/api/cart", method: "POST", body: ["id": 3])).data
      #expect(cart["count"] == 2)
      #expect(cart["totalText"] == "$39.20")
      let order = try await client.send(HTTPRequest(url: "/api/orders", method: "POST", body: ["payment": "card"]))
      #expect(order.status == 201)
      #expect(order.data["id"] == "A-1001")
      #expect(try await client.send(HTTPRequest(url: "/api/cart")).data["count"] == 0, "an order empties the cart")
      _ = try await client.send(HTTPRequest(url: "/api/cart", method: "POST", body: ["id": 1]))
      let removed = try await client.send(HTTPRequest(url: "/api/cart/1", method: "DELETE")).data
      #expect(removed["count"] == 0)
      #expect(try await client.send(HTTPRequest(url: "/api/orders")).data.arrayElements?.count == 1)
    }
  }

  @Test func faultsFailTheWayTheySay() async throws {
    try await Self.withServer { base, _ in
      // The whole answer's bound well past the first byte's, so that a loaded machine, on which
      // libcurl's once-a-second look at a stalled transfer comes late, still tells the two apart.
      let client = CurlHTTPClient(
        baseURL: base, limits: HTTPLimits(connectTimeout: 1, totalTimeout: 4, maxBodyBytes: 1 << 20, maxRedirects: 3))
      let status = try await client.send(HTTPRequest(url: "/fault/status/503"))
      #expect(status.status == 503)
      #expect(Self.text(status).hasPrefix("The demo backend answered 503 on purpose."))
      let invalid = try await client.send(HTTPRequest(url: "/fault/invalid-json"))
      #expect((try? JSONParser.parse(invalid.body)) == nil)
      await #expect(throws: CurlHTTPClient.Failure.tooManyRedirects(limit: 3)) {
        try await client.send(HTTPRequest(url: "/fault/redirect-loop"))
      }
      await #expect(throws: CurlHTTPClient.Failure.bodyTooLarge(limit: 1 << 20)) {
        try await client.send(HTTPRequest(url: "/fault/huge?mb=2"))
      }
      await #expect(throws: CurlHTTPClient.Failure.timedOut(.noAnswer(seconds: 1))) {
        try await client.send(HTTPRequest(url: "/fault/slow?ms=5000"))
      }
      await #expect(throws: CurlHTTPClient.Failure.timedOut(.noWholeAnswer(seconds: 4))) {
        try await client.send(HTTPRequest(url: "/fault/drip?ms=100"))
      }
      await #expect(throws: CurlHTTPClient.Failure.self) {
        try await client.send(HTTPRequest(url: "/fault/truncated"))
      }
      let slow = try await CurlHTTPClient(baseURL: base).send(HTTPRequest(url: "/fault/slow?ms=300"))
      #expect(Self.text(slow).contains("This screen took its time."))
    }
  }

  /// A folder with an API of its own: `api/accounts.json`, and
  /// `api/products.json` where the demo API has its products.
  static func folderWithItsOwnAPI() throws -> String {
    let directory = try screensDirectory()
    try FileManager.default.createDirectory(atPath: directory + "/api", withIntermediateDirectories: true)
    try #"{"accounts": ["ann"]}"#.write(toFile: directory + "/api/accounts.json", atomically: true, encoding: .utf8)
    try #"{"products": "mine"}"#.write(toFile: directory + "/api/products.json", atomically: true, encoding: .utf8)
    return directory
  }

  @Test func theFoldersOwnAPIFilesWinOverTheDemoAPI() async throws {
    try await Self.withServer(directory: try Self.folderWithItsOwnAPI()) { base, _ in
      let client = CurlHTTPClient(baseURL: base)
      let accounts = try await client.send(HTTPRequest(url: "/api/accounts"))
      #expect(accounts.status == 200)
      #expect(accounts.data["accounts"]?.arrayElements?.first == "ann", "\(Self.text(accounts))")
      let products = try await client.send(HTTPRequest(url: "/api/products?page=1"))
      #expect(products.data["products"] == "mine", "the folder's file, not the demo's products")
      #expect(try await client.send(HTTPRequest(url: "/api/cart")).data["count"] == 0, "the demo API where no file is")
      let login = try await client.send(
        HTTPRequest(url: "/api/login", method: "POST", body: ["email": "x", "password": "1"]))
      #expect(login.status == 400, "the demo's sign-in, for a method files do not answer")
    }
  }

  @Test func noDemoAPIServesTheFolderAlone() async throws {
    try await Self.withServer(directory: try Self.folderWithItsOwnAPI(), demoAPI: false) { base, _ in
      let client = CurlHTTPClient(baseURL: base)
      #expect(try await client.send(HTTPRequest(url: "/api/accounts")).data["accounts"] != nil)
      let cart = try await client.send(HTTPRequest(url: "/api/cart"))
      #expect(cart.status == 404)
      #expect(Self.text(cart).hasPrefix("no screen at /api/cart"), "\(Self.text(cart))")
      #expect(try await client.send(HTTPRequest(url: "/fault/status/503")).status == 404)
      let login = try await client.send(HTTPRequest(url: "/api/login", method: "POST", body: ["email": "x"]))
      #expect(login.status == 405)
    }
  }

  @Test func cancelledItShutsDownGracefully() async throws {
    let lines = LogLines()
    let server = try DemoServer(directory: try Self.screensDirectory(), port: 0) { lines.append($0) }
    let ports = AsyncStream<Int>.makeStream()
    let running = Task { try await server.run { ports.continuation.yield($0) } }
    var iterator = ports.stream.makeAsyncIterator()
    let port = try #require(await iterator.next())
    let client = CurlHTTPClient(baseURL: "http://127.0.0.1:\(port)")
    #expect(try await client.send(HTTPRequest(url: "/home")).status == 200)
    let started = ContinuousClock.now
    running.cancel()
    await #expect(throws: Never.self) { try await running.value }
    #expect(ContinuousClock.now - started < DemoServer.shutdownGrace + .seconds(1))
    // Cancelled outright, Hummingbird's accept loop logged "error: [HummingbirdCore] Waiting on
    // child channel: CancellationError()".
    #expect(!lines.contains("[Hummingbird"), "a clean stop logs nothing but the request")
    await #expect(throws: (any Error).self, "the port is closed") {
      try await client.send(HTTPRequest(url: "/home"))
    }
  }

  @Test func aClosedPortIsConnectionRefused() async throws {
    let client = CurlHTTPClient(baseURL: "http://127.0.0.1:9")
    await #expect(throws: CurlHTTPClient.Failure.transport("connection refused")) {
      try await client.send(HTTPRequest(url: "/index"))
    }
  }
}

import Foundation
import SDUICore
import SDUIDocument
import SDUINetwork
import SDUITestSupport
import Testing

@testable import SDUICheck

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

  /// The screen's own requests name the platform as the phones' do, in
  /// the header of the screen's dialect.
  @Test func aNimbusScreensRequestsNameThePlatform() async throws {
    let client = InMemoryHTTPClient { _ in
      HTTPResponse(status: 200, statusText: "OK", body: Array(#"{"name": "Ann"}"#.utf8))
    }
    let resolver = ScreenResolver(
      baseURL: "http://127.0.0.1:1/", settleTimeout: 5, http: HTTPClientMaker { _ in client }, platform: "Android")
    let result = await resolver.resolve(Array(Self.screen.utf8), file: "screen.json")
    #expect(result.session?.instance(id: "t")?.property("text") == "done: Ann")
    let requests = await client.requests
    #expect(requests.count == 1)
    #expect(requests.first?.headers["platform"] == "Android")
    #expect(requests.first?.headers["beagle-platform"] == nil)
  }

  @Test func aBeagleScreensRequestsNameThePlatformInBeaglesHeader() async throws {
    let client = InMemoryHTTPClient { _ in HTTPResponse(status: 200, statusText: "OK", body: Array("{}".utf8)) }
    let resolver = ScreenResolver(
      baseURL: "http://127.0.0.1:1/", settleTimeout: 5, http: HTTPClientMaker { _ in client }, platform: "Android")
    let screen = """
      {"_beagleComponent_": "beagle:container", "onInit": [{"_beagleAction_": "beagle:sendRequest", "url": "/api/a"}],
       "children": []}
      """
    _ = await resolver.resolve(Array(screen.utf8), file: "screen.json")
    let requests = await client.requests
    #expect(requests.map { $0.headers["beagle-platform"] } == ["ANDROID"])
    #expect(requests.first?.headers["platform"] == nil)
  }
}

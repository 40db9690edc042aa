import Foundation
import SDUIDocument
import Testing

@testable import SDUIServe

/// The demo agent's A2A answers, over the bundled Screens/agent surfaces.
@Suite("Demo agent")
struct DemoAgentTests {
  static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Screens").path

  static func request(_ method: String, parts: String, context: String? = nil) -> [UInt8] {
    let contextMember = context.map { #", "contextId": "\#($0)""# } ?? ""
    return Array(
      #"{"jsonrpc": "2.0", "id": 7, "method": "\#(method)", "params": {"message": {"role": "user", "parts": \#(parts)\#(contextMember)}}}"#
        .utf8)
  }

  static func json(_ reply: ServeReply?) throws -> JSONValue {
    guard case .body(200, _, let bytes)? = reply else { throw CancellationError() }
    return try JSONParser.parse(bytes)
  }

  /// The A2UI messages of a message's data parts.
  static func messages(_ result: JSONValue?) -> [JSONValue] {
    (result?["parts"]?.arrayElements ?? []).compactMap { $0["data"] }
  }

  @Test func theCardNamesItsEndpointWhereItWasAskedAndTheExtension() async throws {
    let card = try Self.json(
      await DemoAgent(root: Self.screens).reply(
        method: "GET", path: "/agent/.well-known/agent-card.json", authority: "127.0.0.1:9", body: []))
    #expect(card["url"] == "http://127.0.0.1:9/agent/")
    #expect(card["capabilities"]?["streaming"] == true)
    #expect(
      card["capabilities"]?["extensions"]?.arrayElements?.first?["uri"] == "https://a2ui.org/a2a-extension/a2ui/v0.9")
  }

  @Test(arguments: [
    ("hello", "menu"), ("book a table", "booking"), ("sign me up", "signup"), ("dashboard", "dashboard"),
  ])
  func wordsBringASurface(words: String, surface: String) async throws {
    let answer = try Self.json(
      await DemoAgent(root: Self.screens).reply(
        method: "POST", path: "/agent/", authority: "h",
        body: Self.request("message/send", parts: #"[{"kind": "text", "text": "\#(words)"}]"#)))
    #expect(answer["id"] == 7)
    let first = Self.messages(answer["result"]).first
    #expect(first?["createSurface"]?["surfaceId"]?.stringValue == surface)
  }

  @Test func anActionsContextFillsTheNextSurfaceAndTheShownOneIsDeletedFirst() async throws {
    let agent = DemoAgent(root: Self.screens)
    let body = { (parts: String) in Self.request("message/send", parts: parts, context: "c1") }
    _ = await agent.reply(method: "POST", path: "/agent", authority: "h", body: body(#"[{"text": "book"}]"#))
    let action =
      #"[{"kind": "data", "data": {"version": "v0.9", "action": {"name": "book_table", "context": {"name": "Ann \"A\"", "guests": 3, "time": ["19:00"]}}}}]"#
    let answer = try Self.json(await agent.reply(method: "POST", path: "/agent", authority: "h", body: body(action)))
    let messages = Self.messages(answer["result"])
    #expect(messages.first?["deleteSurface"]?["surfaceId"] == "booking")
    #expect(messages.map(\.jsonText).joined().contains(#"A table for 3 under Ann \"A\", at 19:00."#))
  }

  @Test func aStreamIsATaskAndStatusUpdatesTheDashboardsSpacedOut() async throws {
    let reply = await DemoAgent(root: Self.screens).reply(
      method: "POST", path: "/agent/", authority: "h",
      body: Self.request("message/stream", parts: #"[{"kind": "text", "text": "dashboard"}]"#))
    guard case .events(let events)? = reply else {
      Issue.record("not a stream")
      return
    }
    #expect(events.count == 3 + DemoAgentScript.updates)
    #expect(events.filter { $0.delay == DemoAgentScript.updateInterval }.count == DemoAgentScript.updates)
    let last = try JSONParser.parse(Array(String(decoding: events.last?.bytes ?? [], as: UTF8.self).dropFirst(6).utf8))
    #expect(last["result"]?["final"] == true)
    #expect(last["result"]?["status"]?["state"] == "input-required")
  }

  @Test(arguments: ["not json", #"{"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"message": {}}}"#])
  func aRequestItDoesNotAnswerGetsAJSONRPCError(body: String) async throws {
    let answer = try Self.json(
      await DemoAgent(root: Self.screens).reply(method: "POST", path: "/agent/", authority: "h", body: Array(body.utf8))
    )
    #expect(answer["error"]?["code"] != nil)
  }

  @Test func otherPathsAreNotTheAgents() async {
    #expect(await DemoAgent(root: Self.screens).reply(method: "GET", path: "/index", authority: "h", body: []) == nil)
  }
}

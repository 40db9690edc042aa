import SDUIDocument
import Testing

@testable import SDUILanguageProtocol

/// JSON-RPC 2.0 messages: what is a request, a notification or a
/// response, and the error each bad body gets, with its id when it had one.
@Suite("JSON-RPC messages")
struct IncomingMessageTests {
  struct Bad: CustomTestStringConvertible, Sendable {
    let body: String
    let code: Int
    let id: RequestID?
    var testDescription: String { body.count > 60 ? String(body.prefix(60)) + "..." : body }
  }

  static let bad: [Bad] = [
    Bad(body: "", code: -32700, id: nil),
    Bad(body: "{", code: -32700, id: nil),
    Bad(body: "not json", code: -32700, id: nil),
    Bad(body: "\u{FF}\u{FE}", code: -32700, id: nil),
    Bad(body: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), code: -32700, id: nil),
    Bad(body: "[" + String(repeating: "0,", count: 150_000) + "0]", code: -32700, id: nil),
    Bad(body: "[]", code: -32600, id: nil),
    Bad(body: "42", code: -32600, id: nil),
    Bad(body: #"{"id": 1, "method": "initialize"}"#, code: -32600, id: .number(1)),
    Bad(body: #"{"jsonrpc": "1.0", "id": "a", "method": "x"}"#, code: -32600, id: .string("a")),
    Bad(body: #"{"jsonrpc": "2.0", "id": 2, "method": 5}"#, code: -32600, id: .number(2)),
    Bad(body: #"{"jsonrpc": "2.0", "id": 1.5, "method": "x"}"#, code: -32600, id: nil),
    Bad(body: #"{"jsonrpc": "2.0", "id": null, "method": "x"}"#, code: -32600, id: nil),
    Bad(body: #"{"jsonrpc": "2.0", "id": 3, "method": "x", "params": 7}"#, code: -32600, id: .number(3)),
    Bad(body: #"{"jsonrpc": "2.0", "id": 4}"#, code: -32600, id: .number(4)),
  ]

  @Test(arguments: bad)
  func aBadBodyGetsItsError(_ bad: Bad) {
    #expect(throws: IncomingMessage.Refusal.self) { try IncomingMessage(body: Array(bad.body.utf8)) }
    do {
      _ = try IncomingMessage(body: Array(bad.body.utf8))
    } catch {
      #expect(error.error.code == bad.code)
      #expect(error.id == bad.id)
    }
  }

  @Test func requestsNotificationsAndResponses() throws {
    let request = try IncomingMessage(body: Array(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8))
    guard case .request(.number(7), "shutdown", nil) = request else {
      Issue.record("not a request: \(request)")
      return
    }
    // A null params is none, as some clients send it.
    let nullParams = try IncomingMessage(
      body: Array(#"{"jsonrpc":"2.0","id":8,"method":"shutdown","params":null}"#.utf8))
    guard case .request(.number(8), "shutdown", nil) = nullParams else {
      Issue.record("not a request without params: \(nullParams)")
      return
    }
    let notification = try IncomingMessage(
      body: Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8))
    guard case .notification("initialized", let params?) = notification else {
      Issue.record("not a notification: \(notification)")
      return
    }
    #expect(params.objectMembers?.isEmpty == true)
    let response = try IncomingMessage(body: Array(#"{"jsonrpc":"2.0","id":"s1","result":null}"#.utf8))
    guard case .response(.string("s1")) = response else {
      Issue.record("not a response: \(response)")
      return
    }
  }

  @Test func outgoingMessagesAreJSONRPC() {
    #expect(
      OutgoingMessage.response(id: .number(1), result: .null).json.jsonText
        == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
    #expect(
      OutgoingMessage.error(id: nil, .methodNotFound("x")).json.jsonText
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"message":"no method 'x'"}}"#)
  }
}

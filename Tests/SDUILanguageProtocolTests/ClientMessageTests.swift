import SDUIDocument
import Testing

@testable import SDUILanguageProtocol

/// The methods the server takes, read into their types, and the -32602
/// error of params that are not what a method takes.
@Suite("Typed requests and notifications")
struct ClientMessageTests {
  struct BadParams: CustomTestStringConvertible, Sendable {
    let method: String
    let params: String?
    let message: String
    var testDescription: String { "\(method) \(params ?? "none")" }
  }

  static let badParams: [BadParams] = [
    BadParams(method: "textDocument/hover", params: nil, message: "params must be an object, not missing"),
    BadParams(method: "textDocument/hover", params: "[]", message: "params must be an object, not array"),
    BadParams(method: "textDocument/hover", params: "{}", message: "'textDocument' is missing"),
    BadParams(
      method: "textDocument/completion", params: #"{"textDocument": {"uri": 5}, "position": {}}"#,
      message: "'textDocument.uri' must be a string, not number"),
    BadParams(
      method: "textDocument/definition",
      params: #"{"textDocument": {"uri": "file:///a.json"}, "position": {"line": -1, "character": 0}}"#,
      message: "'position.line' must be an integer of 0 or more, not -1"),
    BadParams(
      method: "textDocument/hover",
      params: #"{"textDocument": {"uri": "file:///a.json"}, "position": {"line": 0, "character": 1.5}}"#,
      message: "'position.character' must be an integer of 0 or more, not 1.5"),
  ]

  @Test(arguments: badParams)
  func badParamsAreInvalidParams(_ bad: BadParams) throws {
    let params = try bad.params.map { try JSONParser.parse($0) }
    #expect(throws: JSONRPCError.invalidParams(bad.message)) {
      _ = try ClientRequest(method: bad.method, params: params)
    }
  }

  @Test func unknownMethodsAreNotRequests() throws {
    #expect(try ClientRequest(method: "workspace/symbol", params: nil) == nil)
    #expect(try ClientNotification(method: "$/cancelRequest", params: nil) == .ignored("$/cancelRequest"))
  }

  @Test func initializeReadsTheRoot() throws {
    let byURI = try JSONParser.parse(#"{"rootUri": "file:///w%20s", "rootPath": "/other"}"#)
    #expect(try ClientRequest(method: "initialize", params: byURI) == .initialize(.init(rootURI: "file:///w%20s")))
    let byFolder = try JSONParser.parse(#"{"rootUri": null, "workspaceFolders": [{"uri": "file:///f", "name": "f"}]}"#)
    #expect(try ClientRequest(method: "initialize", params: byFolder) == .initialize(.init(rootURI: "file:///f")))
    let byPath = try JSONParser.parse(#"{"rootPath": "/a b"}"#)
    #expect(try ClientRequest(method: "initialize", params: byPath) == .initialize(.init(rootURI: "file:///a%20b")))
    #expect(try ClientRequest(method: "initialize", params: nil) == .initialize(.init(rootURI: nil)))
  }

  @Test func didChangeReadsWholeAndRangedEdits() throws {
    let params = try JSONParser.parse(
      #"""
      {"textDocument": {"uri": "file:///a.json", "version": 3},
       "contentChanges": [{"text": "{}"},
                          {"range": {"start": {"line": 0, "character": 1}, "end": {"line": 0, "character": 1}},
                           "text": "\"a\": 1"}]}
      """#)
    let change = try ClientNotification(method: "textDocument/didChange", params: params)
    let insertion = Position(line: 0, character: 1)
    #expect(
      change
        == .didChange(
          DocumentChange(
            uri: "file:///a.json", version: 3,
            edits: [
              .init(range: nil, text: "{}"), .init(range: .init(start: insertion, end: insertion), text: #""a": 1"#),
            ]
          )))
  }
}

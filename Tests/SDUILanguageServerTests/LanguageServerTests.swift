import Foundation
import SDUIComponents
import SDUIDocument
import SDUILanguageProtocol
import Testing

@testable import SDUILanguageServer

/// The server's life cycle and its answers, message by message, and over
/// pipes as the command runs it, with a client that sends anything.
@Suite("Language server")
@MainActor
struct LanguageServerTests {
  nonisolated static func frame(_ json: String) -> MessageReader.Item { .message(Array(json.utf8)) }

  nonisolated static func request(_ id: Int, _ method: String, _ params: String = "{}") -> MessageReader.Item {
    frame(#"{"jsonrpc": "2.0", "id": \#(id), "method": "\#(method)", "params": \#(params)}"#)
  }

  nonisolated static func notification(_ method: String, _ params: String = "{}") -> MessageReader.Item {
    frame(#"{"jsonrpc": "2.0", "method": "\#(method)", "params": \#(params)}"#)
  }

  static func open(_ uri: String, _ text: String, version: Int = 1, language: String = "json") -> MessageReader.Item {
    notification(
      "textDocument/didOpen",
      #"{"textDocument": {"uri": "\#(uri)", "languageId": "\#(language)", "version": \#(version), "text": \#(text.jsonQuoted)}}"#
    )
  }

  static func change(_ uri: String, _ text: String, version: Int) -> MessageReader.Item {
    notification(
      "textDocument/didChange",
      #"{"textDocument": {"uri": "\#(uri)", "version": \#(version)}, "contentChanges": [{"text": \#(text.jsonQuoted)}]}"#
    )
  }

  static func initialized(_ options: LanguageServer.Options = .init()) -> LanguageServer {
    let server = LanguageServer(options: options)
    _ = server.handle(request(1, "initialize", #"{"rootUri": null, "capabilities": {}}"#))
    _ = server.handle(notification("initialized"))
    return server
  }

  static func errorCode(_ messages: [OutgoingMessage]) -> Int? {
    guard case .error(_, let error)? = messages.first else { return nil }
    return error.code
  }

  struct Exchange: CustomTestStringConvertible, Sendable {
    let name: String
    let item: MessageReader.Item
    let code: Int
    var initialize = true
    var testDescription: String { name }
  }

  nonisolated static let exchanges: [Exchange] = [
    Exchange(name: "a body that is not JSON", item: frame("{nope"), code: -32700),
    Exchange(name: "invalid UTF-8", item: .message([0x7B, 0xFF, 0x7D]), code: -32700),
    Exchange(name: "a JSON array", item: frame("[1, 2]"), code: -32600),
    Exchange(
      name: "a framing refused", item: .refused(.bodyTooLarge(length: "1000000000000", limit: 16)), code: -32600),
    Exchange(name: "an unknown method", item: request(2, "workspace/symbol"), code: -32601),
    Exchange(
      name: "hover without params", item: frame(#"{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover"}"#),
      code: -32602),
    Exchange(
      name: "a negative line",
      item: request(
        4, "textDocument/completion",
        #"{"textDocument": {"uri": "file:///a.json"}, "position": {"line": -1, "character": 0}}"#),
      code: -32602),
    Exchange(
      name: "a request before initialize", item: request(5, "textDocument/hover", "{}"), code: -32002, initialize: false
    ),
    Exchange(name: "initialize twice", item: request(6, "initialize"), code: -32600),
  ]

  @Test(arguments: exchanges)
  func aBadMessageGetsItsError(_ exchange: Exchange) {
    let server = exchange.initialize ? Self.initialized() : LanguageServer()
    #expect(Self.errorCode(server.handle(exchange.item)) == exchange.code)
    #expect(server.exitStatus == nil)
  }

  @Test func initializeSaysWhatTheServerDoes() throws {
    let server = LanguageServer()
    let answer = server.handle(Self.request(1, "initialize", #"{"rootUri": "file:///tmp", "capabilities": {}}"#))
    guard case .response(.number(1), let result)? = answer.first else {
      Issue.record("no result: \(answer)")
      return
    }
    let capabilities = try #require(result["capabilities"])
    #expect(capabilities["hoverProvider"] == true)
    #expect(capabilities["definitionProvider"] == true)
    #expect(capabilities["textDocumentSync"]?["change"] == 1)
    #expect(result["serverInfo"]?["name"] == "sdui-term")
  }

  /// `exit` after `shutdown` is status 0; without it, 1; requests after
  /// `shutdown` are refused.
  @Test func shutdownThenExit() {
    let server = Self.initialized()
    #expect(server.handle(Self.request(9, "shutdown", "null")) == [.response(id: .number(9), result: .null)])
    #expect(Self.errorCode(server.handle(Self.request(10, "textDocument/hover"))) == -32600)
    _ = server.handle(Self.notification("exit"))
    #expect(server.exitStatus == 0)
    let abrupt = Self.initialized()
    _ = abrupt.handle(Self.notification("exit"))
    #expect(abrupt.exitStatus == 1)
  }

  /// Opening a broken screen publishes `check`'s diagnostics; fixing it
  /// publishes none; closing clears them.
  @Test func diagnosticsFollowTheDocument() async throws {
    let server = Self.initialized()
    let uri = "file:///tmp/sdui-lsp-test.json"
    _ = server.handle(Self.open(uri, #"{"_:component": "layout:colum"}"#))
    let opened = await server.publishDiagnostics()
    guard case .notification("textDocument/publishDiagnostics", let params)? = opened.first else {
      Issue.record("nothing published: \(opened)")
      return
    }
    #expect(params["uri"] == JSONValue(.string(uri)))
    #expect(params["version"] == 1)
    let diagnostic = try #require(params["diagnostics"]?.arrayElements?.first)
    #expect(diagnostic["code"] == "unknownComponent")
    #expect(diagnostic["source"] == "sdui-term")
    #expect(diagnostic["severity"] == 2)
    // Two changes read before the check are checked once, at the last.
    _ = server.handle(Self.change(uri, #"{"_:component": "layout:colu"}"#, version: 2))
    _ = server.handle(Self.change(uri, #"{"_:component": "layout:column"}"#, version: 3))
    let fixed = await server.publishDiagnostics()
    #expect(fixed.count == 1)
    guard case .notification(_, let fixedParams)? = fixed.first else { return }
    #expect(fixedParams["version"] == 3)
    #expect(fixedParams["diagnostics"]?.arrayElements?.isEmpty == true)
    let closed = server.handle(Self.notification("textDocument/didClose", #"{"textDocument": {"uri": "\#(uri)"}}"#))
    #expect(closed == [PublishedDiagnostic.publish([], uri: uri, version: nil)])
    #expect(await server.publishDiagnostics().isEmpty)
  }

  /// An A2UI stream in JSON Lines is checked as `check` checks a `.jsonl`
  /// file, each diagnostic on its line; completion reads the cursor's line.
  @Test func jsonLinesAreCheckedAndCompletedLineByLine() async throws {
    let server = Self.initialized()
    let uri = "file:///tmp/sdui-lsp-stream.jsonl"
    let basic = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
    let second =
      #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Txt"}]}}"#
    let text = #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\#(basic)"}}"# + "\n" + second
    _ = server.handle(Self.open(uri, text, language: "jsonl"))
    guard case .notification(_, let params)? = await server.publishDiagnostics().first else {
      Issue.record("nothing published")
      return
    }
    let diagnostic = try #require(params["diagnostics"]?.arrayElements?.first)
    #expect(diagnostic["code"] == "unknownComponent")
    #expect(diagnostic["range"]?["start"]?["line"] == 1)
    let column = second.utf16.count - 6
    let completion = server.handle(
      Self.request(
        3, "textDocument/completion",
        #"{"textDocument": {"uri": "\#(uri)"}, "position": {"line": 1, "character": \#(column)}}"#))
    guard case .response(_, let result)? = completion.first else {
      Issue.record("no completion: \(completion)")
      return
    }
    let items = result["items"]?.arrayElements ?? result.arrayElements ?? []
    let labels = items.compactMap { $0["label"]?.stringValue }
    #expect(labels.contains("Text"))
  }

  /// The sample libraries given to the server are known to its checks and
  /// its completion, as `check --library` knows them.
  @Test func librariesAreKnown() async {
    let uri = "file:///tmp/sdui-lsp-library.json"
    let text = #"{"_:component": "layout:column", "children": [{"_:component": "demo:badge"}]}"#
    func codes(_ server: LanguageServer) async -> [JSONValue] {
      _ = server.handle(Self.open(uri, text))
      guard case .notification(_, let params)? = await server.publishDiagnostics().first else { return [] }
      return params["diagnostics"]?.arrayElements?.compactMap { $0["code"] } ?? []
    }
    #expect(await codes(Self.initialized()).contains("unknownComponent"))
    #expect(!(await codes(Self.initialized(.init(libraries: [DemoLibrary.library])))).contains("unknownComponent"))
  }

  /// A didChange of a document never opened, or with broken params, is
  /// logged, and the server goes on.
  @Test func badNotificationsAreLogged() {
    let server = Self.initialized()
    let unknown = server.handle(Self.change("file:///never.json", "{}", version: 2))
    guard case .notification("window/logMessage", _)? = unknown.first else {
      Issue.record("not logged: \(unknown)")
      return
    }
    let broken = server.handle(Self.notification("textDocument/didOpen", #"{"textDocument": 5}"#))
    guard case .notification("window/logMessage", let params)? = broken.first else {
      Issue.record("not logged: \(broken)")
      return
    }
    #expect(params["message"]?.stringValue?.contains("'textDocument' must be an object") == true)
  }

  /// Over pipes: a header without a length, a length of 10^12, garbage, a
  /// nesting bomb and a completion past the end of the text each get their
  /// answer, and the server still serves and ends with status 0.
  @Test func hostileClientsAreServed() async throws {
    let bomb = String(repeating: "[", count: 100_000)
    let messages: [String] = [
      Self.framed(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}"#),
      "Content-Type: text/plain\r\n\r\n{}",
      "Content-Length: 1000000000000\r\n\r\n{\"garbage\": ",
      String(repeating: "\u{1}junk", count: 1_000),
      Self.framed(bomb),
      Self.framed(
        #"{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///x.json", "languageId": "json", "version": 1, "text": "{\"_:component\": \"lay"}}}"#
      ),
      Self.framed(
        #"{"jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": {"textDocument": {"uri": "file:///x.json"}, "position": {"line": 99, "character": 99}}}"#
      ),
      Self.framed(#"{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}"#),
      Self.framed(#"{"jsonrpc": "2.0", "method": "exit"}"#),
    ]
    let (status, output) = try await Self.run(messages.joined())
    #expect(status == 0)
    var reader = MessageReader()
    reader.append(output)
    var answers: [JSONValue] = []
    while case .message(let body)? = reader.next() { answers.append(try JSONParser.parse(body)) }
    let codes = answers.compactMap { $0["error"]?["code"] }
    #expect(codes == [-32600, -32600, -32700])
    #expect(answers.contains { $0["id"] == 1 && $0["result"]?["capabilities"] != nil })
    #expect(answers.contains { $0["id"] == 2 && $0["result"]?["items"]?.arrayElements?.isEmpty == false })
    #expect(answers.contains { $0["id"] == 3 && $0["result"] == .null })
  }

  /// Input that ends without `exit` ends the server with status 1.
  @Test func theEndOfInputEndsTheServer() async throws {
    let (status, output) = try await Self.run("Content-Length: 5\r\n\r\n{\"a\"")
    #expect(status == 1)
    #expect(output.isEmpty)
  }

  /// Over pipes: twenty changes of a large document written at once are
  /// checked once, for the last version, in about one check's time (the
  /// server reads a message it has begun to its end before it checks).
  @Test func aBurstOfChangesIsCheckedOnce() async throws {
    let rows = (0..<4_000).map { #"{"_:component": "layout:text", "properties": {"text": "row \#($0)"}}"# }
    let text =
      #"{"_:component": "layout:screen", "children": [{"_:component": "layout:column", "children": [\#(rows.joined(separator: ", "))]}]}"#
    let uri = "file:///burst.json"
    let opening = [
      Self.framed(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}"#),
      Self.framed(#"{"jsonrpc": "2.0", "method": "initialized", "params": {}}"#),
      Self.framed(
        #"{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "\#(uri)", "languageId": "json", "version": 1, "text": \#(text.jsonQuoted)}}}"#
      ),
    ].joined()
    let changes = (2...21).map { version in
      Self.framed(
        #"{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "\#(uri)", "version": \#(version)}, "contentChanges": [{"text": \#((text + String(repeating: " ", count: version)).jsonQuoted)}]}}"#
      )
    }
    // A pipe hands the server whole pages of one write: a change that
    // ended at a page's end could be taken for the last one sent.
    var end = 0
    for change in changes {
      end += change.utf8.count
      try #require(end % 4096 != 0)
    }
    let closing =
      Self.framed(#"{"jsonrpc": "2.0", "id": 2, "method": "shutdown"}"#)
      + Self.framed(#"{"jsonrpc": "2.0", "method": "exit"}"#)
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    let input = inputPipe.fileHandleForWriting
    let output = outputPipe.fileHandleForReading
    let client = Task.detached { () -> (single: Duration, burst: Duration, versions: [JSONValue]) in
      var reader = MessageReader()
      /// The versions of the diagnostics published until one for `version`.
      func published(until version: JSONValue) -> [JSONValue] {
        var versions: [JSONValue] = []
        while versions.last != version {
          guard case .message(let body)? = reader.next() else {
            let data = output.availableData
            guard !data.isEmpty else { return versions }
            reader.append(data)
            continue
          }
          let message = try? JSONParser.parse(body)
          if message?["method"]?.stringValue == "textDocument/publishDiagnostics" {
            versions.append(message?["params"]?["version"] ?? .null)
          }
        }
        return versions
      }
      let clock = ContinuousClock()
      let single = clock.measure {
        input.write(Data(opening.utf8))
        _ = published(until: 1)
      }
      var versions: [JSONValue] = []
      let burst = clock.measure {
        input.write(Data(changes.joined().utf8))
        versions = published(until: 21)
      }
      input.write(Data(closing.utf8))
      try? input.close()
      return (single, burst, versions)
    }
    let connection = MessageConnection(
      input: inputPipe.fileHandleForReading.fileDescriptor, output: outputPipe.fileHandleForWriting.fileDescriptor)
    let status = await LanguageServer().run(connection)
    try outputPipe.fileHandleForWriting.close()
    let (single, burst, versions) = await client.value
    #expect(status == 0)
    #expect(versions == [21])
    #expect(burst < single * 8, "one check \(single), the burst \(burst)")
  }

  static func framed(_ body: String) -> String {
    "Content-Length: \(body.utf8.count)\r\n\r\n" + body
  }

  /// Runs a server over pipes with `input` written and closed; its status
  /// and what it wrote.
  static func run(_ input: String) async throws -> (Int32, [UInt8]) {
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    let writer = Thread {
      inputPipe.fileHandleForWriting.write(Data(input.utf8))
      try? inputPipe.fileHandleForWriting.close()
    }
    writer.start()
    let output = Task.detached { outputPipe.fileHandleForReading.readDataToEndOfFile() }
    let connection = MessageConnection(
      input: inputPipe.fileHandleForReading.fileDescriptor, output: outputPipe.fileHandleForWriting.fileDescriptor)
    let status = await LanguageServer().run(connection)
    try outputPipe.fileHandleForWriting.close()
    return (status, Array(await output.value))
  }
}

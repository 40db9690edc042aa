import SDUIDocument
import Testing

@testable import SDUIAgents

/// How an HTTP answer is told to be a stream, and how its messages are
/// read as its bytes come.
@Suite("Answers read as they come")
struct AnswerReaderTests {
  @Test(
    arguments: [
      ("text/event-stream; charset=utf-8", "http://h/a", AnswerKind.events),
      ("application/jsonl", "http://h/a", .jsonLines),
      ("Application/X-NDJSON", "http://h/a", .jsonLines),
      ("application/jsonlines", "http://h/a", .jsonLines),
      ("application/octet-stream", "http://h/a.jsonl?x=1", .jsonLines),
      ("text/plain", "http://h/a.NDJSON#top", .jsonLines),
      (nil, "http://h/a.jsonl", .jsonLines),
      ("application/json", "http://h/a.jsonl", .document),
      ("text/html", "http://h/a", .document),
      (nil, "http://h/a.json", .document),
    ] as [(String?, String, AnswerKind)])
  func theKindOfAnAnswer(contentType: String?, url: String, kind: AnswerKind) {
    #expect(AnswerKind(contentType: contentType, url: url) == kind)
  }

  static let line = #"{"version":"v0.9","deleteSurface":{"surfaceId":"s"}}"#

  /// What an inbox got from `chunks` of an answer of `kind`.
  func read(_ chunks: [String], as kind: AnswerKind) async -> (lines: [String], failure: String?) {
    let inbox = AgentInbox(name: "test", limit: 1 << 20)
    let reader = AnswerReader(kind: kind, inbox: inbox, naming: "the stream")
    for chunk in chunks { reader.read(Array(chunk.utf8)) }
    await reader.finish()
    let portion = inbox.take()
    let text = String(decoding: portion.added, as: UTF8.self)
    return (text.split(separator: "\n").map(String.init), portion.failure?.reason)
  }

  @Test func jsonLinesCutAnywhereComeWholeLines() async {
    let text = Self.line + "\n" + Self.line + "\n"
    let middle = text.index(text.startIndex, offsetBy: 30)
    let got = await read([String(text[..<middle]), String(text[middle...])], as: .jsonLines)
    #expect(got.lines == [Self.line, Self.line])
    #expect(got.failure == nil)
  }

  @Test func aLastLineWithoutItsEndIsReadWhenItIsWhole() async {
    let got = await read([Self.line + "\n" + Self.line], as: .jsonLines)
    #expect(got.lines == [Self.line, Self.line])
    #expect(got.failure == nil)
  }

  @Test func aLastLineCutIsSaid() async {
    let got = await read([Self.line + "\n" + Self.line.prefix(20)], as: .jsonLines)
    #expect(got.lines == [Self.line])
    #expect(got.failure == "the stream ended in the middle of a line; the lines before it are shown")
  }

  @Test func eventsHoldAMessageOrAnArrayOfThem() async {
    let got = await read(
      ["data: \(Self.line)\n\nevent: message\ndata: [\(Self.line),", "\(Self.line)]\n\n"], as: .events)
    #expect(got.lines == [Self.line, Self.line, Self.line])
    #expect(got.failure == nil)
  }

  @Test func anEventCutIsSaid() async {
    let got = await read(["data: \(Self.line)\n\ndata: {\"vers"], as: .events)
    #expect(got.lines == [Self.line])
    #expect(got.failure == "the stream ended in the middle of an event; the events before it are shown")
  }

  @Test func anEventThatIsNotJSONIsNamed() async {
    let got = await read(["data: \(Self.line)\n\ndata: hello\n\n"], as: .events)
    #expect(got.lines == [Self.line])
    #expect(got.failure?.hasPrefix("event 2 of the stream holds no JSON message") == true)
  }

  @Test func aDocumentIsReadWhole() async {
    let got = await read(["[\(Self.line),", "\(Self.line)]"], as: .document)
    #expect(got.lines == [Self.line, Self.line])
    let empty = await read([" \n"], as: .document)
    #expect(empty.lines.isEmpty && empty.failure == nil)
  }
}

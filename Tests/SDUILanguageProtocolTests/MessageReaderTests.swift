import Testing

@testable import SDUILanguageProtocol

/// The base protocol's framing: messages whole however the stream cuts
/// them, and every malformed header refused within the limits, the next
/// message read after it.
@Suite("Message framing")
struct MessageReaderTests {
  struct Stream: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: String
    let items: [MessageReader.Item]
    var testDescription: String { name }
  }

  static func body(_ text: String) -> MessageReader.Item { .message(Array(text.utf8)) }

  static let limits = MessageLimits(maximumBody: 1_000, maximumHeader: 100)

  static let streams: [Stream] = [
    Stream(name: "one message", bytes: "Content-Length: 2\r\n\r\n{}", items: [body("{}")]),
    Stream(
      name: "two messages back to back", bytes: "Content-Length: 2\r\n\r\n{}Content-Length: 3\r\n\r\n[1]",
      items: [body("{}"), body("[1]")]),
    Stream(
      name: "other headers are ignored, any case",
      bytes: "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:2\r\n\r\n{}",
      items: [body("{}")]),
    Stream(name: "a lax client's bare newlines", bytes: "Content-Length: 2\n\n{}", items: [body("{}")]),
    Stream(name: "a body not all there yet", bytes: "Content-Length: 10\r\n\r\n{\"a\"", items: []),
    Stream(
      name: "a header without a length, then a message",
      bytes: "Content-Type: x\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
      items: [.refused(.missingContentLength), body("[]")]),
    Stream(
      name: "a length that is no number", bytes: "Content-Length: -5\r\n\r\nContent-Length: 2\r\n\r\n{}",
      items: [.refused(.invalidContentLength("-5")), body("{}")]),
    Stream(
      name: "a length of 10^12, its body skipped to the next header",
      bytes: "Content-Length: 1000000000000\r\n\r\n{\"junk\": 1}Content-Length: 2\r\n\r\n{}",
      items: [.refused(.bodyTooLarge(length: "1000000000000", limit: 1_000)), body("{}")]),
    Stream(
      name: "a length of 40 digits",
      bytes: "Content-Length: 9999999999999999999999999999999999999999\r\n\r\n",
      items: [.refused(.bodyTooLarge(length: "9999999999999999999999999999999999999999", limit: 1_000))]),
    Stream(
      name: "headers that never end", bytes: String(repeating: "garbage ", count: 20),
      items: [.refused(.headerTooLong(limit: 100))]),
    Stream(
      name: "garbage, then a message", bytes: String(repeating: "x", count: 150) + "Content-Length: 2\r\n\r\n{}",
      items: [.refused(.headerTooLong(limit: 100)), body("{}")]),
  ]

  static func read(_ bytes: [UInt8], chunk: Int) -> [MessageReader.Item] {
    var reader = MessageReader(limits: limits)
    var items: [MessageReader.Item] = []
    var offset = 0
    repeat {
      reader.append(bytes[offset..<min(offset + chunk, bytes.count)])
      offset += chunk
      while let item = reader.next() { items.append(item) }
    } while offset < bytes.count
    return items
  }

  @Test(arguments: streams)
  func aStreamReadsAsItsMessages(_ stream: Stream) {
    #expect(Self.read(Array(stream.bytes.utf8), chunk: stream.bytes.utf8.count) == stream.items)
  }

  @Test(arguments: streams)
  func aStreamReadsTheSameAByteAtATime(_ stream: Stream) {
    #expect(Self.read(Array(stream.bytes.utf8), chunk: 1) == stream.items)
  }

  /// A megabyte of junk after a refused header is dropped as it comes: the
  /// reader holds no more than a header name's worth of it.
  @Test func skippedBytesAreNotHeld() {
    var reader = MessageReader(limits: Self.limits)
    reader.append(Array("Content-Length: 99999999\r\n\r\n".utf8))
    #expect(reader.next() == .refused(.bodyTooLarge(length: "99999999", limit: 1_000)))
    for _ in 0..<16 {
      reader.append([UInt8](repeating: UInt8(ascii: "j"), count: 65_536))
      #expect(reader.next() == nil)
      #expect(reader.bufferedCount < 16)
    }
    reader.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
    #expect(reader.next() == .message(Array("{}".utf8)))
  }

  /// What the reader holds once it gave what it could, and whether a
  /// message has begun there, which the connection reads to its end
  /// before the server checks.
  static let held: [(String, Bool)] = [
    ("", false),
    ("Content-Length: 2\r\n\r\n{}", false),
    ("Content-Length: 2\r\n\r\n{}\r\n", false),
    ("Content-Length: 2\r\n\r\n{}C", true),
    ("Content-Length: 10\r\n\r\n{\"a\"", true),
    ("Content-Length: 10\r\n", true),
    ("Content-Length: 99999999\r\n\r\njunk", false),
  ]

  @Test("a message begun is told from one whole and from skipped input", arguments: held)
  func aMessageBegun(_ bytes: String, _ begun: Bool) {
    var reader = MessageReader(limits: Self.limits)
    reader.append(Array(bytes.utf8))
    while reader.next() != nil {}
    #expect(reader.isWithinMessage == begun)
  }

  @Test func framingWritesWhatTheReaderReads() {
    let body = Array(#"{"jsonrpc":"2.0","method":"x","params":{"t":"é😀"}}"#.utf8)
    var reader = MessageReader()
    reader.append(MessageFrame.encode(body))
    #expect(reader.next() == .message(body))
    #expect(String(decoding: MessageFrame.encode(Array("{}".utf8)), as: UTF8.self) == "Content-Length: 2\r\n\r\n{}")
  }
}

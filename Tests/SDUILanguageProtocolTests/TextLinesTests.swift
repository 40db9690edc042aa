import Testing

@testable import SDUILanguageProtocol

/// Positions in UTF-16 code units, offsets in bytes and `check`'s columns
/// in scalars, over line breaks of every kind, past lines' ends and the
/// text's.
@Suite("Text positions")
struct TextLinesTests {
  struct Place: CustomTestStringConvertible, Sendable {
    let text: String
    let position: Position
    let offset: Int
    var testDescription: String { "\(text.debugDescription) \(position)" }
  }

  static let places: [Place] = [
    Place(text: "abc", position: Position(line: 0, character: 2), offset: 2),
    Place(text: "a😀b", position: Position(line: 0, character: 3), offset: 5),
    Place(text: "é\nx", position: Position(line: 1, character: 1), offset: 4),
    Place(text: "a\r\nb", position: Position(line: 1, character: 0), offset: 3),
    Place(text: "a\rb", position: Position(line: 1, character: 1), offset: 3),
    Place(text: "", position: Position(line: 0, character: 0), offset: 0),
  ]

  @Test(arguments: places)
  func positionsAndOffsetsConvert(_ place: Place) {
    let lines = TextLines(Array(place.text.utf8))
    #expect(lines.offset(of: place.position) == place.offset)
    #expect(lines.position(ofOffset: place.offset) == place.position)
  }

  @Test func positionsPastTheEndAreClamped() {
    let lines = TextLines(Array("ab\r\ncd".utf8))
    #expect(lines.offset(of: Position(line: 0, character: 99)) == 2)
    #expect(lines.offset(of: Position(line: 7, character: 0)) == 6)
    #expect(lines.offset(of: Position(line: Int.max, character: Int.max)) == 6)
    #expect(lines.position(ofOffset: 1_000) == Position(line: 1, character: 2))
    // Half of 😀 is not a place of its own: it is the emoji's start.
    #expect(TextLines(Array("😀x".utf8)).offset(of: Position(line: 0, character: 1)) == 0)
  }

  @Test func checkColumnsCountScalars() {
    let lines = TextLines(Array("{\"é😀\": 1,\n \"b\"}".utf8))
    #expect(lines.position(line: 1, scalarColumn: 5) == Position(line: 0, character: 5))
    #expect(lines.position(line: 2, scalarColumn: 2) == Position(line: 1, character: 1))
    #expect(lines.position(line: 9, scalarColumn: 1) == Position(line: 1, character: 5))
    // A lone CR ends a line for the protocol, not for the parser.
    let mixed = TextLines(Array("a\rb\nc".utf8))
    #expect(mixed.position(line: 1, scalarColumn: 3) == Position(line: 1, character: 0))
    #expect(mixed.position(line: 2, scalarColumn: 1) == Position(line: 2, character: 0))
  }

  @Test func documentsFollowWholeAndRangedEdits() throws {
    var document = TextDocument(TextDocumentItem(uri: "file:///a.json", languageID: "json", version: 1, text: "{}"))
    let inside = Position(line: 0, character: 1)
    try document.apply(
      DocumentChange(
        uri: document.uri, version: 2, edits: [.init(range: .init(start: inside, end: inside), text: "\"😀\"")]),
      limit: 100)
    #expect(String(decoding: document.bytes, as: UTF8.self) == "{\"😀\"}")
    #expect(document.version == 2)
    #expect(throws: TextDocument.ChangeError.tooLarge(limit: 10)) {
      try document.apply(
        DocumentChange(
          uri: document.uri, version: 3, edits: [.init(range: .init(start: inside, end: inside), text: "0123456789")]),
        limit: 10)
    }
    #expect(document.version == 2)
    try document.apply(DocumentChange(uri: document.uri, version: 4, edits: [.init(range: nil, text: "[]")]), limit: 10)
    #expect(String(decoding: document.bytes, as: UTF8.self) == "[]")
  }

  @Test func fileURIsAndPaths() {
    #expect(FileURI.path(of: "file:///home/ann/My%20screens/a.json") == "/home/ann/My screens/a.json")
    #expect(FileURI.path(of: "file://localhost/x.json") == "/x.json")
    #expect(FileURI.path(of: "file://example.com/x.json") == nil)
    #expect(FileURI.path(of: "https://example.com/x.json") == nil)
    #expect(FileURI.path(of: "file:///a%00b") == nil)
    #expect(FileURI.uri(forPath: "/a b/é.json") == "file:///a%20b/%C3%A9.json")
  }
}

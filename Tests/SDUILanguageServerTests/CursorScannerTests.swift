import Testing

@testable import SDUILanguageServer

/// What the scanner finds around a cursor in documents as they are typed:
/// the keys of the objects around it and what it is in.
@Suite("Cursor scanner")
struct CursorScannerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let document: String
    /// The keys by which the frames are reached, outermost first.
    let frames: [String?]
    /// `key:TEXT`, `value:KEY=TEXT`, `element:TEXT` or `none`.
    let spot: String
    var testDescription: String { document }
  }

  static let cases: [Case] = [
    Case(document: #"{"_:component": "layout:te‸xt"}"#, frames: [nil], spot: "value:_:component=layout:text"),
    Case(document: #"{"_:component": "lay‸"#, frames: [nil], spot: "value:_:component=lay"),
    Case(
      document: "{\"_:component\": \"layout:text\", \"properties\": {\"te‸\n}}",
      frames: [nil, "properties"], spot: "key:te"),
    Case(document: #"{"a": {"b": [1, "x‸"]}}"#, frames: [nil, "a", "b"], spot: "element:x"),
    Case(document: #"{"a": ‸}"#, frames: [nil], spot: "value:a="),
    Case(document: "{\"a\": 1,\n  ‸\n}", frames: [nil], spot: "key:"),
    Case(document: "{\"a\": 1, we‸", frames: [nil], spot: "key:we"),
    Case(document: "{\"a\": \n \"b\": \"c‸\"}", frames: [nil], spot: "value:b=c"),
    Case(document: #"{"a": {"x": 1}, "b": {‸}}"#, frames: [nil, "b"], spot: "key:"),
    Case(document: #"{"esc\"aped": "\u00e9‸"}"#, frames: [nil], spot: "value:esc\"aped=é"),
    Case(document: #"‸{"a": 1}"#, frames: [], spot: "none"),
    Case(document: #"{"a": 1}‸"#, frames: [], spot: "none"),
    Case(document: "‸", frames: [], spot: "none"),
    Case(document: #"{"a": "}", "b": [{"c": "]‸"}]}"#, frames: [nil, "b", nil], spot: "value:c=]"),
  ]

  static func describe(_ spot: CursorPath.Spot) -> String {
    switch spot {
    case .key(let token): "key:\(token.text)"
    case .value(let key, let token): "value:\(key)=\(token.text)"
    case .element(let token): "element:\(token.text)"
    case .none: "none"
    }
  }

  @Test(arguments: cases)
  func theCursorIsFound(_ example: Case) {
    let marked = Marked(example.document)
    let path = CursorScanner.path(in: Array(marked.text.utf8), at: marked.offset)
    #expect(path.frames.map(\.key) == example.frames)
    #expect(Self.describe(path.spot) == example.spot)
  }

  /// Nesting deeper than the scanner follows is no crash and no context;
  /// a cursor after a hundred thousand brackets is found in one pass.
  @Test func deepNestingIsBounded() {
    let deep = Array((String(repeating: "[", count: 100_000) + "\"x").utf8)
    let path = CursorScanner.path(in: deep, at: deep.count)
    #expect(path.frames.count == CursorScanner.maximumDepth)
    #expect(path.spot == .none)
    let closed = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
    #expect(CursorScanner.valueEnd(in: closed, from: 0) == closed.count)
  }

  @Test func valuesEndWhereTheyAreWritten() {
    let text = Array(#"{"a": "b\"c", "n": -1.5e3, "o": {"x": [1, "]"]}, "t": true}"#.utf8)
    func end(after prefix: String) -> String {
      let start = prefix.utf8.count
      return String(decoding: text[start..<CursorScanner.valueEnd(in: text, from: start)], as: UTF8.self)
    }
    #expect(end(after: "{") == #""a""#)
    #expect(end(after: #"{"a": "#) == #""b\"c""#)
    #expect(end(after: #"{"a": "b\"c", "n": "#) == "-1.5e3")
    #expect(end(after: #"{"a": "b\"c", "n": -1.5e3, "o": "#) == #"{"x": [1, "]"]}"#)
    #expect(end(after: #"{"a": "b\"c", "n": -1.5e3, "o": {"x": [1, "]"]}"#) == ",")
    #expect(CursorScanner.valueEnd(in: text, from: text.count) == text.count)
  }
}

import SDUIRender
import Testing

@testable import SDUIA2UI

/// A Text's Markdown read by cmark-gfm: its markers gone, and the parts its
/// emphasis makes bold and italic found where they stand in what is shown.
@Suite("Markdown in a Text")
struct MarkdownTextTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let text: String
    /// Each emphasised part as its characters, then `b`, `i` or `bi`.
    let parts: [String]
    var testDescription: String { source }
  }

  static let cases: [Case] = [
    Case(source: "plain words", text: "plain words", parts: []),
    Case(source: "a **bold** word", text: "a bold word", parts: ["bold b"]),
    Case(source: "an *italic* and a _second_", text: "an italic and a second", parts: ["italic i", "second i"]),
    Case(source: "***both*** at once", text: "both at once", parts: ["both bi"]),
    Case(
      source: "**bold with `code` in it**", text: "bold with code in it", parts: ["bold with  b", "code b", " in it b"]),
    Case(source: "a a **a**", text: "a a a", parts: ["a b"]),
    Case(source: "- *one*\n- two", text: "  - one\n  - two", parts: ["one i"]),
    Case(source: "# Title *here*", text: "Title here", parts: ["here i"]),
  ]

  @Test(arguments: cases)
  func emphasisIsFoundWhereItStands(_ example: Case) {
    let read = MarkdownText.read(example.source)
    #expect(read.text == example.text)
    let characters = Array(read.text)
    let parts = read.emphasis.map { part in
      String(characters[part.range]) + " " + (part.bold ? "b" : "") + (part.italic ? "i" : "")
    }
    #expect(parts == example.parts)
    if example.source == "a a **a**" { #expect(read.emphasis.first?.range == 4..<5, "the third a, not the first") }
  }
}

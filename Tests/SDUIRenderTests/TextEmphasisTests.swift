import Testing

@testable import SDUIRender

/// Emphasis placed on a text's wrapped lines: each line's characters found
/// in the text in turn, past the white space the wrapping dropped.
@Suite("Text emphasis on wrapped lines")
struct TextEmphasisTests {
  static func marks(_ placed: [[TextEmphasis?]]) -> [String] {
    placed.map { line in String(line.map { $0 == nil ? "." : ($0?.bold == true ? "b" : "i") }) }
  }

  @Test func partsFollowTheirCharactersOntoTheLinesTheyWrapTo() {
    let text = "one two three four"
    let parts = [
      TextEmphasis(range: 4..<7, bold: true, italic: false), TextEmphasis(range: 8..<18, bold: false, italic: true),
    ]
    let placed = TextEmphasis.placed(parts, in: text, lines: ["one two", "three", "four"])
    #expect(Self.marks(placed) == ["....bbb", "iiiii", "iiii"])
  }

  @Test func aCharacterTheWrappingMadeIsInNoPart() {
    let placed = TextEmphasis.placed(
      [TextEmphasis(range: 0..<11, bold: true, italic: false)], in: "longwordcut", lines: ["longw…", "rdcut"])
    #expect(Self.marks(placed) == ["bbbbb.", "....."])
  }
}

import Testing

@testable import SDUIInteraction

@Suite("Text buffer")
struct TextBufferTests {
  /// Whether an edit changed the text.
  func edit(_ buffer: inout TextBuffer, _ change: (inout TextBuffer) -> Bool) -> Bool {
    change(&buffer)
  }

  @Test func editsMoveByWholeCharacters() {
    var buffer = TextBuffer(text: "", bound: "")
    #expect(edit(&buffer) { $0.insert("caf") })
    #expect(edit(&buffer) { $0.insert("é👍🏽!") })
    #expect(buffer.text == "café👍🏽!")
    buffer.moveCursor(forward: false)
    #expect(edit(&buffer) { $0.deleteBackward() })
    #expect(buffer.text == "café!", "Backspace takes the emoji with its skin tone")
    buffer.moveCursor(forward: false)
    #expect(edit(&buffer) { $0.insert("s") })
    #expect(buffer.text == "cafsé!")
    buffer.moveCursorToEnd(false)
    #expect(!edit(&buffer) { $0.deleteBackward() })
    #expect(edit(&buffer) { $0.deleteForward() })
    #expect(buffer.text == "afsé!")
    buffer.moveCursorToEnd(true)
    #expect(!edit(&buffer) { $0.deleteForward() })
    buffer.moveCursor(forward: true)
    #expect(buffer.cursor == buffer.text.utf8.count)
  }

  @Test func controlKeysDeleteWordsAndTheStart() {
    var buffer = TextBuffer(text: "one two  ", bound: "")
    buffer.deleteWordBackward()
    #expect(buffer.text == "one ")
    buffer.moveCursor(forward: false)
    buffer.deleteToStart()
    #expect(buffer.text == " ")
    #expect(buffer.cursor == 0)
  }

  @Test func aFieldHoldsAMegabyteAndDropsWhatWouldPassIt() {
    var buffer = TextBuffer(text: String(repeating: "a", count: TextBuffer.mostBytes - 3), bound: "")
    #expect(edit(&buffer) { $0.insert("bé€") }, "b and é fit in the 3 bytes left, € does not")
    #expect(buffer.text.utf8.count == TextBuffer.mostBytes)
    #expect(buffer.text.hasSuffix("abé"))
    #expect(!edit(&buffer) { $0.insert("c") })
  }

  @Test func pastedTextKeepsNoControlCharacters() {
    #expect(
      TextBuffer.typeable("a\r\nb\nc\rd\te\u{1B}[31mf\u{03}\u{7F}\u{9B}g", numeric: false) == "a b c d e[31mfg")
    #expect(TextBuffer.typeable("plain text", numeric: false) == "plain text")
    #expect(TextBuffer.typeable("1a2\n3 4", numeric: true) == "1234")
  }
}

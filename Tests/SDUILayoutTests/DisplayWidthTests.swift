import Testing

@testable import SDUILayout

@Suite("Display width")
struct DisplayWidthTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let text: String
    let width: Int
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "ASCII", text: "Hello, world", width: 12),
    Case(id: "Latin with precomposed accents", text: "Olá, São Paulo", width: 14),
    Case(id: "combining acute", text: "e\u{301}", width: 1),
    Case(id: "several combining marks", text: "a\u{300}\u{301}\u{302}", width: 1),
    Case(id: "CJK ideographs", text: "中文字", width: 6),
    Case(id: "hiragana and katakana", text: "ひらがなカタカナ", width: 16),
    Case(id: "hangul syllables", text: "한국어", width: 6),
    Case(id: "fullwidth forms", text: "ＡＢＣ", width: 6),
    Case(id: "halfwidth katakana", text: "ｶﾀｶﾅ", width: 4),
    Case(id: "emoji", text: "😀", width: 2),
    Case(id: "emoji with skin tone", text: "👍🏽", width: 2),
    Case(id: "ZWJ family", text: "👨‍👩‍👧", width: 2),
    Case(id: "flag", text: "🇧🇷", width: 2),
    Case(id: "text symbol", text: "♥", width: 1),
    Case(id: "text symbol as emoji", text: "♥\u{FE0F}", width: 2),
    Case(id: "keycap", text: "1\u{FE0F}\u{20E3}", width: 2),
    Case(id: "zero-width space", text: "a\u{200B}b", width: 2),
    Case(id: "mixed", text: "Preço: R$ 10 中 😀", width: 18),
    Case(id: "box drawing", text: "╭─┬╮│└┘", width: 7),
    Case(id: "block elements", text: "█▓░", width: 3),
    Case(id: "geometric shape", text: "▶", width: 1),
    Case(id: "geometric shape as emoji", text: "▶\u{FE0F}", width: 2),
  ]

  @Test(arguments: cases)
  func measuresWhatTerminalsDraw(_ testCase: Case) {
    #expect(DisplayWidth.of(testCase.text) == testCase.width)
  }

  /// Box drawing and block elements are measured without asking Unicode,
  /// which holds only while none of them is an emoji or a mark.
  @Test func boxDrawingAndBlocksAreNarrowAndNeverEmoji() {
    for value in UInt32(0x2500)...0x259F {
      let scalar = Unicode.Scalar(value)!
      #expect(!scalar.properties.isEmoji, "U+\(String(value, radix: 16))")
      #expect(scalar.properties.generalCategory == .otherSymbol, "U+\(String(value, radix: 16))")
      #expect(DisplayWidth.of(scalar) == 1)
    }
  }
}

@Suite("Terminal text")
struct TerminalTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let text: String
    let expected: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "plain text is untouched", text: "Olá 中文 😀", expected: "Olá 中文 😀"),
    Case(id: "CSI color", text: "\u{1B}[31mred\u{1B}[0m", expected: "^[[31mred^[[0m"),
    Case(id: "OSC title with BEL", text: "\u{1B}]0;pwned\u{07}Hi", expected: "^[]0;pwned^GHi"),
    Case(id: "OSC 52 clipboard", text: "\u{1B}]52;c;ZWNobw==\u{1B}\\", expected: "^[]52;c;ZWNobw==^[\\"),
    Case(id: "cursor movement", text: "a\u{1B}[2Jb", expected: "a^[[2Jb"),
    Case(id: "carriage return and newline", text: "a\rb\nc", expected: "a^Mb^Jc"),
    Case(id: "tab", text: "a\tb", expected: "a b"),
    Case(id: "NUL and DEL", text: "a\u{0}b\u{7F}", expected: "a^@b^?"),
    Case(id: "C1 CSI", text: "a\u{9B}31mb", expected: "a\u{FFFD}31mb"),
    Case(id: "C1 NEL", text: "a\u{85}b", expected: "a\u{FFFD}b"),
    Case(id: "bidi override", text: "abc\u{202E}fed", expected: "abc\u{FFFD}fed"),
    Case(id: "bidi isolate", text: "\u{2067}x\u{2069}", expected: "\u{FFFD}x\u{FFFD}"),
    Case(id: "left-to-right mark", text: "a\u{200E}b", expected: "a\u{FFFD}b"),
    Case(id: "zero-width space and BOM dropped", text: "a\u{200B}b\u{FEFF}c\u{2060}d", expected: "abcd"),
    Case(id: "soft hyphen dropped", text: "hy\u{AD}phen", expected: "hyphen"),
    Case(id: "ZWJ kept for emoji", text: "👨‍👩‍👧", expected: "👨‍👩‍👧"),
    Case(id: "variation selector kept", text: "♥\u{FE0F}", expected: "♥\u{FE0F}"),
  ]

  @Test(arguments: cases)
  func controlsNeverReachTheTerminal(_ testCase: Case) {
    let safe = TerminalText.sanitized(testCase.text)
    #expect(safe == testCase.expected)
    #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
  }
}

@Suite("Geometry")
struct GeometryTests {
  @Test func intersectionsAndContainment() {
    let a = Rect(column: 0, row: 0, width: 10, height: 5)
    let b = Rect(column: 5, row: 3, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(column: 5, row: 3, width: 5, height: 2))
    #expect(a.intersection(Rect(column: 20, row: 0, width: 2, height: 2)).isEmpty)
    #expect(a.contains(Point(column: 9, row: 4)))
    #expect(!a.contains(Point(column: 10, row: 4)))
    #expect(Size(width: -3, height: 2) == Size(width: 0, height: 2))
  }
}

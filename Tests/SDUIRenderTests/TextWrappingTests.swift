import SDUILayout
import Testing

@testable import SDUIRender

@Suite("Text wrapping")
struct TextWrappingTests {
  /// Texts of printable ASCII words, runs of spaces and line feeds,
  /// made from a seed.
  static func asciiText(seed: UInt64) -> String {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var text = ""
    for _ in 0..<next(40) {
      switch next(10) {
      case 0: text += "\n"
      case 1: text += "  "
      default: text += String(repeating: Character(UnicodeScalar(UInt8(97 + next(26)))), count: next(14)) + " "
      }
    }
    return text
  }

  @Test func printableASCIIWrapsAsAnyTextWraps() {
    // A last paragraph that is not ASCII takes the text through the
    // general path; paragraphs wrap apart, so the others must not differ.
    for seed in 0..<300 {
      let text = Self.asciiText(seed: UInt64(seed))
      for width in [1, 2, 3, 5, 8, 13, 40] {
        let general = TextWrapping.lines(text + "\né", width: width).dropLast()
        #expect(TextWrapping.lines(text, width: width) == Array(general), "seed \(seed), width \(width): \(text)")
      }
      #expect(TextWrapping.lines(text, width: nil) == Array(TextWrapping.lines(text + "\né", width: nil).dropLast()))
    }
  }

  @Test func aLongWordIsCutIntoPiecesAndSpacesStay() {
    #expect(TextWrapping.lines("abcdefghij kl", width: 4) == ["abcd", "efgh", "ij", "kl"])
    #expect(TextWrapping.lines("  ab  cd", width: 4) == ["  ab", " cd"])
    #expect(TextWrapping.lines("ab\n\ncd", width: 4) == ["ab", "", "cd"])
  }

  @Test func aWrappedTextIsWrappedOnceForEachWidth() {
    let wrapped = WrappedText(String(repeating: "word ", count: 1_000))
    let lines = wrapped.lines(width: 80)
    #expect(lines.count == 63)
    #expect(wrapped.widest(width: 80) == 79)
    #expect(wrapped.widest(width: nil) == 5_000)
    #expect(wrapped.lines(width: 80) == lines)
  }

  @Test func aLineOfAHugeTextReadsOnlyWhatItShows() {
    let huge = String(repeating: "a\u{1B}", count: 500_000)
    #expect(TextWrapping.truncatedLine(huge, width: 7) == "a^[a^[…")
    #expect(TextWrapping.truncatedLine("ab\u{1B}", width: 4) == "ab^[")
    #expect(TextWrapping.truncatedLine("e\u{301}te\u{301}", width: 3) == "e\u{301}te\u{301}")
    #expect(TextWrapping.truncatedLine("", width: 3) == "")
  }
}

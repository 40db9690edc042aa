import Testing

@testable import SDUINcurses

@Suite("Input decoder")
struct InputDecoderTests {
  /// The items of `reads`, each fed as one read; `finish` when the
  /// terminal then went quiet.
  static func items(_ reads: [String], finish: Bool = false) -> [InputDecoder.Item] {
    var decoder = InputDecoder()
    for read in reads { decoder.feed(Array(read.utf8)[...]) }
    if finish { decoder.finish() }
    var items: [InputDecoder.Item] = []
    while let item = decoder.next() { items.append(item) }
    return items
  }

  /// The decoder's next item (`#expect` cannot call a mutating method).
  static func next(_ decoder: inout InputDecoder) -> InputDecoder.Item? {
    decoder.next()
  }

  /// Whether a `C-c` was taken.
  static func interrupted(_ decoder: inout InputDecoder) -> Bool {
    decoder.takeInterrupt()
  }

  @Test func typedTextIsOneRunBetweenKeys() {
    #expect(
      Self.items(["héllo wo", "rld\tnext\u{1B}[A€"])
        == [.typed("héllo world"), .keys([9]), .typed("next"), .keys(Array("\u{1B}[A".utf8)), .typed("€")])
    #expect(Self.items(["\u{1B}OA\u{1B}[1;5C\r\u{7F}"]) == [.keys(Array("\u{1B}OA\u{1B}[1;5C\r\u{7F}".utf8))])
  }

  @Test func aCharacterSplitOverReadsStaysWhole() {
    let bytes = Array("a👍b".utf8)
    var decoder = InputDecoder()
    decoder.feed(bytes[0..<3])
    decoder.feed(bytes[3..<6])
    #expect(decoder.isWaitingForMore == false)
    #expect(Self.next(&decoder) == .typed("a👍b"))
  }

  @Test func mouseReportsGoToCursesWhole() {
    // An X10 report's bytes can be anything, even a quote or a bracket.
    let x10 = "\u{1B}[M \"#"
    let sgr = "\u{1B}[<0;12;5M"
    #expect(Self.items([x10 + sgr + "x"]) == [.keys(Array((x10 + sgr).utf8)), .typed("x")])
  }

  @Test func aPasteIsOneItemWhateverItHolds() {
    // C-c, escape sequences and what nearly ends it are pasted text.
    let pasted = "line one\nline two\r\n\u{1B}[31mred\u{03}\u{1B}[201x\u{1B}\u{1B}[2"
    #expect(Self.items(["ab\u{1B}[200~" + pasted + "\u{1B}[201~cd"]) == [.typed("ab"), .paste(pasted), .typed("cd")])
  }

  @Test func aPasteSplitOverReadsIsWhole() {
    let whole = "\u{1B}[200~first\u{1B}second\u{1B}[201~"
    for cut in 1..<whole.utf8.count {
      let bytes = Array(whole.utf8)
      let reads = [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
      #expect(Self.items(reads) == [.paste("first\u{1B}second")], "cut at \(cut)")
    }
  }

  @Test func aPasteWithNoEndEndsWhenTheTerminalGoesQuiet() {
    var decoder = InputDecoder()
    decoder.feed(Array("\u{1B}[200~half a paste\u{1B}[20".utf8)[...])
    #expect(decoder.isInPaste)
    #expect(Self.next(&decoder) == nil)
    decoder.finish()
    #expect(Self.next(&decoder) == .paste("half a paste\u{1B}[20"))
    decoder.feed(Array("q".utf8)[...])
    #expect(Self.next(&decoder) == .typed("q"))
  }

  @Test func aPasteKeepsAMegabyteAndEndsAfterSixteen() {
    var decoder = InputDecoder()
    let megabyte = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    decoder.feed(Array("\u{1B}[200~".utf8)[...])
    for _ in 0..<3 { decoder.feed(megabyte[...]) }
    decoder.feed(Array("\u{1B}[201~".utf8)[...])
    guard case .paste(let text)? = Self.next(&decoder) else {
      Issue.record("no paste")
      return
    }
    #expect(text.utf8.count == InputDecoder.mostPastedBytes)
    // One that never ends stops being a paste, and keys work again.
    decoder.feed(Array("\u{1B}[200~".utf8)[...])
    for _ in 0..<16 { decoder.feed(megabyte[...]) }
    #expect(!decoder.isInPaste)
    decoder.feed(Array("\u{03}".utf8)[...])
    #expect(Self.interrupted(&decoder))
  }

  @Test func cTakesItsPlaceBeforeEverythingReadBeforeIt() {
    var decoder = InputDecoder()
    decoder.feed(Array("typed ahead\t\u{1B}[A\u{03}after".utf8)[...])
    #expect(decoder.hasInterrupt)
    #expect(Self.interrupted(&decoder))
    #expect(!decoder.hasInterrupt)
    #expect(Self.next(&decoder) == .typed("after"))
    #expect(!Self.interrupted(&decoder))
  }

  @Test func aSequenceCutShortGoesToCursesAsItCame() {
    var decoder = InputDecoder()
    decoder.feed(Array("\u{1B}".utf8)[...])
    #expect(decoder.isWaitingForMore && !decoder.isInPaste)
    #expect(Self.next(&decoder) == nil)
    decoder.finish()
    #expect(Self.next(&decoder) == .keys([0x1B]))
    #expect(Self.items(["\u{1B}[1;2", "\u{03}"]) == [.keys(Array("\u{1B}[1;2".utf8)), .interrupt])
  }

  @Test func hostileSizesAreBounded() {
    let longSequence = "\u{1B}[" + String(repeating: "1;", count: 100) + "m"
    let items = Self.items([longSequence])
    #expect(items.first == .keys(Array(longSequence.utf8.prefix(InputDecoder.longestSequence - 1))))
    var decoder = InputDecoder()
    decoder.feed([UInt8](repeating: UInt8(ascii: "z"), count: InputDecoder.mostTypedBytes + 5)[...])
    #expect(Self.next(&decoder).map { if case .typed(let run) = $0 { run.utf8.count } else { 0 } } == 1 << 20)
    #expect(Self.next(&decoder) == .typed("zzzzz"))
  }
}

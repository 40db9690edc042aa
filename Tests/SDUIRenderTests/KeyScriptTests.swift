import Testing

@testable import SDUIRender

@Suite("Key scripts")
struct KeyScriptTests {
  @Test(arguments: [
    ("Tab S-Tab Enter", [Key.tab, .backTab, .enter]),
    ("Up Down Left Right PgUp PgDn Home End", [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end]),
    (
      "Esc Space Backspace Delete F1 F12 C-u C-W",
      [.escape, .space, .backspace, .delete, .function(1), .function(12), .control("u"), .control("w")]
    ),
    (
      #""hi there" x"#,
      [
        .character("h"), .character("i"), .space, .character("t"), .character("h"), .character("e"), .character("r"),
        .character("e"), .character("x"),
      ]
    ),
    (
      #""say \"hi\"""#,
      [
        .character("s"), .character("a"), .character("y"), .space, .character("\""), .character("h"), .character("i"),
        .character("\""),
      ]
    ),
  ])
  func parses(_ script: String, _ expected: [Key]) throws {
    #expect(try KeyScript.parse(script) == expected)
  }

  @Test(arguments: ["Tabb", "F13", "C-1", #""open"#, #"paste:"open"#, "paste:x"])
  func rejects(_ script: String) {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse(script) }
  }

  @Test func pastesAreEventsButNotKeys() throws {
    #expect(
      try KeyScript.events(#"Tab paste:"two words \"quoted\"" "a b""#)
        == [.key(.tab), .paste(#"two words "quoted""#), .key(.character("a")), .key(.space), .key(.character("b"))])
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse(#"paste:"x""#) }
  }
}

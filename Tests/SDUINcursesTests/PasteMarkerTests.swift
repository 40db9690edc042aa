import Testing

@testable import SDUINcurses

/// The end of a bracketed paste is found wherever it falls in the bytes.
@Suite("Paste marker")
struct PasteMarkerTests {
  static let marker = Array("\u{1B}[201~".utf8)

  @Test(arguments: [
    ("\u{1B}[201~", 0..<6), ("text\u{1B}[201~", 4..<10), ("a\u{1B}[201~b", 1..<7),
    ("\u{1B}[20\u{1B}[201~", 4..<10),
  ])
  func isFound(bytes: String, expected: Range<Int>) {
    #expect(NcursesTerminal.range(of: Self.marker, in: Array(bytes.utf8)) == expected)
  }

  @Test(arguments: ["", "text", "\u{1B}[201", "\u{1B}[200~"])
  func isNotFoundWhereItIsNot(bytes: String) {
    #expect(NcursesTerminal.range(of: Self.marker, in: Array(bytes.utf8)) == nil)
  }
}

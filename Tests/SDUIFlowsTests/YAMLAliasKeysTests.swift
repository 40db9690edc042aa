import SDUICore
import SDUIDocument
import Testing

@testable import SDUIFlows

@Suite("An alias written as a mapping key is found before Yams reads the text")
struct YAMLAliasKeysTests {
  static let cases: [(text: String, at: SDUIDocument.SourceLocation?)] = [
    ("a: &a [x, x]\nb: *a\n", nil),
    ("a: &a [x]\n*a : 1\n", SDUIDocument.SourceLocation(line: 2, column: 1)),
    ("a: &a [x]\n? *a\n: 1\n", SDUIDocument.SourceLocation(line: 2, column: 1)),
    ("a: &a [x]\nm: {*a : 1}\n", SDUIDocument.SourceLocation(line: 2, column: 5)),
    ("- inputText: \"*a: b\"\n", nil),
    ("- inputText: '*a: b'\n", nil),
    ("- tapOn: a*b: c\n", nil),
    ("- evalScript: x # *a: 1\n", nil),
    ("- evalScript: |\n    let x = *a: 1\n- back\n", nil),
    ("- evalScript: |\n    ok\n*a : 1\n", SDUIDocument.SourceLocation(line: 3, column: 1)),
    ("- tapOn: \"say \\\"*a: b\\\"\"\n", nil),
  ]

  @Test("finds it, and only it", arguments: cases)
  func finds(_ given: (text: String, at: SDUIDocument.SourceLocation?)) {
    #expect(YAMLAliasKeys.first(in: given.text) == given.at)
  }

  @Test("a flow with one is refused at once, where it is written")
  func refused() {
    let laughs = (0..<9).map { level in
      let name = String(UnicodeScalar(UInt8(97 + level)))
      let items =
        level == 0
        ? Array(repeating: "x", count: 9) : Array(repeating: "*" + String(UnicodeScalar(UInt8(96 + level))), count: 9)
      return "\(name): &\(name) [\(items.joined(separator: ", "))]"
    }.joined(separator: "\n")
    #expect(
      throws: FlowError(
        file: "f.yaml", location: SDUIDocument.SourceLocation(line: 12, column: 3), problem: .aliasAsKey)
    ) {
      try FlowParser.parse("url: x\n" + laughs + "\nk:\n  ? *i\n  : 1\n---\n- back\n", file: "f.yaml")
    }
  }
}

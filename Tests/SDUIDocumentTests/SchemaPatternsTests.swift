import SDUIDialects
import Testing

@testable import SDUIDocument

/// The schema's regular expressions say what the decoder's Swift rules
/// say: each is matched (as JSON Schema matches, anywhere in the text)
/// against the rule it mirrors, on texts at the edges of the rule.
@Suite("Schema patterns")
struct SchemaPatternsTests {
  static func matches(_ pattern: String, _ text: String) throws -> Bool {
    text.contains(try Regex(pattern))
  }

  @Test(arguments: [
    "3", "-2.5", "1e3", "+.5", "1.", "-0", "12E-2", "", "-", "+", "1e", "e5", "1.2.3", "12a", " 1", "0x1F",
  ])
  func aNumberInTextIsWhatCoercionReads(_ text: String) throws {
    #expect(try Self.matches(SchemaPatterns.numericText, text) == (Coercion.number(from: text) != nil))
  }

  @Test func aNumberTooLargeForADoubleIsANumberToTheSchema() throws {
    #expect(Coercion.number(from: "1e400") == nil)
    #expect(try Self.matches(SchemaPatterns.numericText, "1e400"))
  }

  @Test(arguments: ["#fff", "#FFFA", "#12aB56", "#12345678", "#12", "#12345", "#1234567", "fff", "#ggg", "", "#fff "])
  func aHexColorIsWhatRGBAColorReads(_ text: String) throws {
    #expect(try Self.matches(SchemaPatterns.hexColor, text) == (RGBAColor(hex: text) != nil))
  }

  @Test(arguments: ["a", "A_1", "_", "true", "false", "null", "global", "007", "a-b", "", "é", "truest"])
  func aStateNameIsWhatStateNameAccepts(_ name: String) throws {
    for dialect in Dialect.allCases {
      #expect(
        try Self.matches(dialect.definition.rules.stateNamePattern, name)
          == (StateName.problem(with: name, dialect: dialect) == nil),
        "\(dialect)")
    }
  }

  @Test(arguments: [
    "@{a}", "x @{a} y", #"\@{a}"#, #"\\@{a}"#, #"\\\@{a}"#, "@{a", "plain", "@{}", "}@{", "@{sum(1, 2)} and @{b}",
    "line\n@{a}",
  ])
  func anExpressionIsWhatATemplateReads(_ text: String) throws {
    #expect(try Self.matches(SchemaPatterns.expression, text) == !TextTemplate.scan(text).template.isLiteral)
  }

  @Test func aBraceInsideQuotesCountsToTheSchema() throws {
    #expect(TextTemplate.scan("@{'}").template.isLiteral)
    #expect(try Self.matches(SchemaPatterns.expression, "@{'}"))
  }

  @Test(arguments: ["start", "START", "spaceBetween", "SPACEBETWEEN", "space", "start ", "", "end"])
  func anEnumerationIsMatchedAsCoercionMatchesIt(_ text: String) throws {
    let values = ["start", "spaceBetween"]
    #expect(
      try Self.matches(SchemaPatterns.oneOf(values), text) == (Coercion.enumeration(text, among: values) != nil))
  }

  @Test(arguments: [
    "_action", "Action", "beagle_Action", "_:action", "_beagleAction_", "actions", "x_action", "act1on",
  ])
  func aMisspelledTypeKeyIsKnownByItsLetters(_ key: String) throws {
    let pattern = SchemaPatterns.keyLetters(DialectDecoding.actionKeyLetters, except: ["_beagleAction_"])
    let misspelled = DialectDecoding.actionKeyLetters.contains(DialectDecoding.letters(of: key))
    #expect(try Self.matches(pattern, key) == (misspelled && key != "_beagleAction_"))
  }

  @Test func otherTextIsEscaped() throws {
    #expect(SchemaPatterns.ignoringCase("a.b(c)") == #"[Aa]\.[Bb]\([Cc]\)"#)
    #expect(try Self.matches(SchemaPatterns.oneOf(["a.b"]), "A.B"))
    #expect(try !Self.matches(SchemaPatterns.oneOf(["a.b"]), "axb"))
    #expect(try Self.matches(SchemaPatterns.anyBut(["items"]), "item"))
    #expect(try !Self.matches(SchemaPatterns.anyBut(["items"]), "items"))
    #expect(try Self.matches(SchemaPatterns.prefix("beagle:component:"), "Beagle:Component:pageView"))
  }
}

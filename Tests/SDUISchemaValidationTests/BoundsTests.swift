import SDUIDocument
import SDUISchemaValidation
import Testing

/// Nothing an instance (or a schema's cycles) holds makes validation run
/// or allocate without a bound.
struct BoundsTests {
  @Test func aReferenceCycleIsReportedNotFollowed() throws {
    let schema = ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##
    #expect(try messages(schema, "1") == ["'#/$defs/a' leads back to itself without moving in the instance"])
  }

  @Test func aSelfReferenceIsACycle() throws {
    #expect(try messages(##"{"$ref": "#"}"##, "{}") == ["'#' leads back to itself without moving in the instance"])
  }

  @Test func aLongChainOfReferencesStopsAtTheDepthBound() throws {
    let links = (0..<1000).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }.joined(separator: ", ")
    let schema = ##"{"$defs": {\##(links), "d1000": {"type": "string"}}, "$ref": "#/$defs/d0"}"##
    #expect(try messages(schema, "1") == ["validation stopped: schemas nest deeper than 256 levels here"])
  }

  /// A recursive schema applied down a deep instance moves in it, so it is
  /// no cycle; depth bounds it.
  @Test(arguments: [(100, true), (300, false)])
  func aRecursiveSchemaFollowsTheInstanceWithinTheDepthBound(levels: Int, isValid: Bool) throws {
    let schema = ##"{"type": "object", "properties": {"child": {"$ref": "#"}}}"##
    let instance = String(repeating: #"{"child": "#, count: levels) + "{}" + String(repeating: "}", count: levels)
    let found = try messages(schema, instance)
    #expect(found == (isValid ? [] : ["validation stopped: schemas nest deeper than 256 levels here"]))
  }

  @Test func aMillionElementsAreValidatedWithinTheWorkBound() throws {
    let strings = JSONValue(.array(Array(repeating: JSONValue(.string("a")), count: 1_000_000)))
    let registry = try registry(#"{"type": "array", "items": {"type": "string"}}"#)
    #expect(registry.validate(strings, against: testSchemaURI).isEmpty)
  }

  @Test func aMillionViolationsAreCappedAtTheFirstHundred() throws {
    let numbers = JSONValue(.array(Array(repeating: JSONValue(.number(.integer(1))), count: 1_000_000)))
    let violations = try registry(#"{"items": {"type": "string"}}"#).validate(numbers, against: testSchemaURI)
    #expect(violations.count == 101)
    #expect(violations[99].instancePath == JSONPath([.index(99)]))
    #expect(violations.last?.message == "more violations follow; only the first 100 are reported")
  }

  @Test func workPastTheBoundStopsValidation() throws {
    let strings = JSONValue(.array(Array(repeating: JSONValue(.string("a")), count: 10_000)))
    let limits = SchemaLimits(maximumKeywordEvaluations: 5_000)
    let registry = try registry(#"{"items": {"type": "string"}}"#, limits: limits)
    #expect(
      registry.validate(strings, against: testSchemaURI).map(\.message) == [
        "validation stopped after 5000 keyword evaluations, the most one may take"
      ])
  }

  /// A match of a pattern counts for more than another keyword: RE2
  /// compiles the pattern each time.
  @Test func patternMatchesCountForMore() throws {
    let strings = JSONValue(.array(Array(repeating: JSONValue(.string("a")), count: 1000)))
    let limits = SchemaLimits(maximumKeywordEvaluations: 10_000)
    #expect(
      try registry(#"{"items": {"type": "string"}}"#, limits: limits).validate(strings, against: testSchemaURI).isEmpty)
    let patterned = try registry(#"{"items": {"pattern": "^a$"}}"#, limits: limits)
    #expect(
      patterned.validate(strings, against: testSchemaURI).map(\.message) == [
        "validation stopped after 10000 keyword evaluations, the most one may take"
      ])
  }

  /// Patterns that backtrack exponentially in other engines run in linear
  /// time in RE2.
  @Test(arguments: ["^(a+)+$", "^(a|a)*$", "^(a|aa)+$", "(x+x+)+y"])
  func aBacktrackingPatternTakesLinearTime(pattern: String) throws {
    let text = String(repeating: "a", count: 50_000) + "!"
    let schema = JSONValue(.object([JSONMember(key: "pattern", value: JSONValue(.string(pattern)))]))
    var registry = SchemaRegistry()
    try registry.register(schema, as: testSchemaURI)
    let clock = ContinuousClock()
    var violations: [SchemaViolation] = []
    let elapsed = clock.measure { violations = registry.validate(JSONValue(.string(text)), against: testSchemaURI) }
    #expect(violations.map(\.keyword) == ["pattern"])
    #expect(elapsed < .seconds(2))
  }

  @Test func aLongTextIsShownShortened() throws {
    let text = String(repeating: "b", count: 500)
    let found = try messages(#"{"pattern": "^a"}"#, "\"\(text)\"")
    #expect(found == ["'" + String(repeating: "b", count: 59) + "… does not match ^a"])
  }
}

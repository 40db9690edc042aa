import Testing

@testable import SDUIFlows

@Suite("flows: patterns, in Java's glob syntax as Maestro matches them")
struct GlobPatternTests {
  static let cases: [(pattern: String, path: String, matches: Bool)] = [
    ("*", "flowA.yaml", true),
    ("*", "featureA/flowA.yaml", false),
    ("featureA/*", "featureA/flowA.yaml", true),
    ("featureA/*", "featureA/sub/flowA.yaml", false),
    ("**", "featureC/subfolder/flowC.yaml", true),
    ("**", "flowD.yaml", true),
    ("features/**", "features/a/b.yaml", true),
    ("features/**", "other/a.yaml", false),
    ("**/login.yaml", "a/b/login.yaml", true),
    ("FlowA.yaml", "FlowA.yaml", true),
    ("FlowA.yaml", "FlowB.yaml", false),
    ("flow?.yaml", "flowA.yaml", true),
    ("flow?.yaml", "flow/.yaml", false),
    ("flow[A-C].yaml", "flowB.yaml", true),
    ("flow[!A-C].yaml", "flowB.yaml", false),
    ("flow[!A-C].yaml", "flowD.yaml", true),
    ("{a,b}/*.yaml", "b/x.yaml", true),
    ("{a,b}/*.yaml", "c/x.yaml", false),
    ("*.{yaml,yml}", "x.yml", true),
    ("\\*.yaml", "*.yaml", true),
    ("\\*.yaml", "a.yaml", false),
    ("[abc", "[abc", true),
    ("{a,b", "{a,b", true),
  ]

  @Test("matches", arguments: cases)
  func matches(_ given: (pattern: String, path: String, matches: Bool)) {
    #expect(GlobPattern(given.pattern).matches(given.path) == given.matches)
  }

  @Test("a pattern of many stars against a long path ends at once (no backtracking)")
  func noBacktracking() {
    // A matcher that backtracks would try some 10^60 ways here.
    let pattern = String(repeating: "*a", count: 100) + "b"
    #expect(!GlobPattern(pattern).matches(String(repeating: "a", count: 300)))
    #expect(GlobPattern(String(repeating: "**", count: 100) + "x").matches(String(repeating: "a/", count: 100) + "x"))
  }
}

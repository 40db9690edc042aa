import Testing

@testable import SDUIDocument

@Suite("Near misses")
struct NearMissTests {
  /// A word, the candidates, and the nearest ones expected.
  static let rankings: [(String, [String], Int, [String])] = [
    ("Add to card", ["Checkout", "Add to cart", "Cart (0)"], 1, ["Add to cart"]),
    ("cart", ["Checkout", "Your cart", "Cart (0)", "Card"], 2, ["Cart (0)", "Your cart"]),
    ("Cuont: 0", ["Counter", "Count: 0", "[ + ]"], 3, ["Count: 0", "Counter", "[ + ]"]),
    ("x", ["x", "x", "y"], 5, ["x", "y"]),
    (
      "Clicked 3 times", ["OK", "Click me", "Hello, Ada! Clicked 1 times.", "Counter"], 1,
      ["Hello, Ada! Clicked 1 times."]
    ),
    ("anything", [], 3, []),
  ]

  @Test(
    "the nearest candidates: those containing the word first, then those with more of its words, then by edits",
    arguments: rankings)
  func nearest(_ word: String, _ candidates: [String], _ count: Int, _ expected: [String]) {
    #expect(NearMiss.nearest(to: word, among: candidates, count: count) == expected)
  }

  @Test("a suggestion is within two edits, one for short words")
  func suggestion() {
    #expect(NearMiss.suggestion(for: "tapOnn", among: ["tapOn", "back"]) == "tapOn")
    #expect(NearMiss.suggestion(for: "bak", among: ["back", "tapOn"]) == "back")
    #expect(NearMiss.suggestion(for: "xyz", among: ["back"]) == nil)
  }

  /// A qualified name, the registered names, and the one meant.
  static let qualified: [(String, [String], String?)] = [
    ("beagle:buton", ["beagle:button", "beagle:text"], "beagle:button"),
    ("BEAGLE:contaner", ["beagle:container"], "beagle:container"),
    ("myapp:card", ["beagle:container", "beagle:pageView", "layout:card"], nil),
    ("custom:button", ["beagle:button"], nil),
    ("layout:tex", ["layout:text", "lay:tex"], "layout:text"),
    ("beagle:abc", ["beagle:tabBar", "beagle:text"], nil),
    ("column", ["layout:column", "layout:row"], "layout:column"),
    ("colum", ["layout:column"], nil),
  ]

  @Test(
    "a qualified name is matched in its own namespace, by the edits its name allows; a bare one to a name elsewhere",
    arguments: qualified)
  func qualifiedSuggestion(_ name: String, _ candidates: [String], _ expected: String?) {
    #expect(NearMiss.suggestion(for: QualifiedName(name), among: candidates) == expected)
  }
}

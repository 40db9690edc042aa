import Testing

@testable import SDUICheck

/// What `--rules` selects, and the terms it refuses.
@Suite("Accessibility rule selection")
struct AccessibilityRulesTests {
  struct Selection: CustomTestStringConvertible, Sendable {
    let list: String
    let rules: Set<AccessibilityRule>
    var testDescription: String { list }
  }

  static let labelling: Set<AccessibilityRule> = [.imageLabel, .buttonLabel, .inputLabel, .headerLabel]
  static let every = Set(AccessibilityRule.allCases)

  static let selections: [Selection] = [
    Selection(list: "default", rules: labelling),
    Selection(list: "all", rules: every),
    Selection(list: "a11y", rules: every),
    Selection(list: "none", rules: []),
    Selection(list: "a11y-contrast", rules: [.contrast]),
    Selection(list: "a11y-contrast,a11y-target-size", rules: [.contrast, .targetSize]),
    Selection(list: "default,a11y-contrast", rules: labelling.union([.contrast])),
    Selection(list: "-a11y-image-label", rules: labelling.subtracting([.imageLabel])),
    Selection(list: "-a11y-image-label,-a11y-header-label", rules: [.buttonLabel, .inputLabel]),
    Selection(list: "all,-a11y-contrast", rules: every.subtracting([.contrast])),
    Selection(list: "-a11y-contrast", rules: labelling),
    Selection(list: "-default", rules: []),
    Selection(list: "none,a11y-input-label", rules: [.inputLabel]),
    Selection(list: "A11Y-Contrast", rules: [.contrast]),
  ]

  @Test(arguments: selections)
  func aListSelectsItsRules(_ selection: Selection) throws {
    #expect(try AccessibilityRules(parsing: selection.list).rules == selection.rules)
  }

  @Test func withoutRulesTheLabellingOnesRun() {
    #expect(AccessibilityRules.defaults.rules == Self.labelling)
    #expect(ScreenChecker().rules == .defaults)
  }

  @Test(arguments: [("a11y-colour", "a11y-colour"), ("", ""), ("all,", ""), ("-nope", "nope"), ("flow-x", "flow-x")])
  func anUnknownTermIsRefusedNamingEveryRule(_ list: String, _ term: String) {
    #expect(throws: AccessibilityRules.ParseError(term: term)) { try AccessibilityRules(parsing: list) }
    let message = AccessibilityRules.ParseError(term: term).description
    #expect(AccessibilityRule.allCases.allSatisfy { message.contains($0.id) })
    #expect(message.contains("all, a11y, default, none"))
  }
}

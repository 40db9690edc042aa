/// The accessibility rules `check` runs: what `--rules` selects.
///
/// `--rules` takes a comma-separated list of terms. A term is a rule id
/// (`a11y-contrast`), or a group: `all` (also `a11y`) for every rule,
/// `default` for the labelling rules `check` runs unless told, `none` for
/// no rule. A term after `-` takes its rules away. The terms apply in
/// order, starting from the default set when every term takes away and
/// from no rule otherwise:
///
/// ```swift
/// try AccessibilityRules(parsing: "all")                    // all six
/// try AccessibilityRules(parsing: "a11y-contrast")          // contrast alone
/// try AccessibilityRules(parsing: "default,a11y-contrast")  // the labelling rules and contrast
/// try AccessibilityRules(parsing: "-a11y-image-label")      // the default set but images
/// ```
package struct AccessibilityRules: Sendable, Equatable {
  /// A term `--rules` does not know, or an empty one.
  package struct ParseError: Error, Equatable, CustomStringConvertible {
    /// The term as written, without its `-`.
    package var term: String

    /// What went wrong, with every rule and group `--rules` takes.
    package var description: String {
      let known =
        "the rules are " + AccessibilityRule.allCases.map(\.id).joined(separator: ", ") + ", and the groups "
        + AccessibilityRules.groups.joined(separator: ", ")
      return term.isEmpty ? "--rules has an empty term; \(known)" : "unknown rule '\(term)' in --rules; \(known)"
    }
  }

  /// The groups a term may name, besides the rule ids.
  package static let groups = ["all", "a11y", "default", "none"]

  /// The labelling rules: what `check` runs without `--rules`.
  package static let defaults = AccessibilityRules(AccessibilityRule.allCases.filter(\.isDefault))

  /// Every rule.
  package static let all = AccessibilityRules(AccessibilityRule.allCases)

  /// No rule: the screens are only decoded.
  package static let none = AccessibilityRules([])

  /// The rules selected.
  package private(set) var rules: Set<AccessibilityRule>

  /// Selects `rules`.
  package init(_ rules: some Sequence<AccessibilityRule>) {
    self.rules = Set(rules)
  }

  /// Reads a `--rules` list.
  package init(parsing list: String) throws(ParseError) {
    let terms = list.split(separator: ",", omittingEmptySubsequences: false)
    let removes = terms.map { $0.hasPrefix("-") }
    var selected = removes.allSatisfy(\.self) ? Self.defaults.rules : []
    for (term, removing) in zip(terms, removes) {
      let name = String(removing ? term.dropFirst() : term)
      let named = try Self.rules(named: name)
      if removing { selected.subtract(named) } else { selected.formUnion(named) }
    }
    rules = selected
  }

  private static func rules(named name: String) throws(ParseError) -> Set<AccessibilityRule> {
    switch name.lowercased() {
    case "all", "a11y": return all.rules
    case "default": return defaults.rules
    case "none": return []
    default:
      guard let rule = AccessibilityRule(rawValue: name.lowercased()) else { throw ParseError(term: name) }
      return [rule]
    }
  }

  /// Whether `rule` runs.
  package func contains(_ rule: AccessibilityRule) -> Bool {
    rules.contains(rule)
  }

  /// Whether no rule runs.
  package var isEmpty: Bool { rules.isEmpty }
}

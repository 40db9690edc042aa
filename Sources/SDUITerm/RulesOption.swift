import ArgumentParser
import SDUICheck

/// `--rules LIST`: the accessibility rules `check` and `lsp` audit screens
/// by, checked when read.
struct RulesOption: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The accessibility rules to audit screens by: rule ids and groups (all, a11y, default, none), comma-separated; "
        + "-ID takes one away.", valueName: "list"))
  var rules = "default"

  func validate() throws {
    _ = try selected()
  }

  /// The rules the list names.
  func selected() throws -> AccessibilityRules {
    do {
      return try AccessibilityRules(parsing: rules)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

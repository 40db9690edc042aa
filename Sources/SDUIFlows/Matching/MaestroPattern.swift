/// A selector's text or id as Maestro reads it: a regular expression with
/// its options (case ignored, `.` matching line breaks, `^` and `$` at
/// line ends) that must match the **whole** text, or else the same
/// characters written literally (case ignored when the pattern is not a
/// regular expression). A text's line breaks may also be read as
/// spaces. Never a substring: `Beagle` does not select "Beagle sign-in".
/// (Maestro: `Orchestra.kt`'s `REGEX_OPTIONS`, `Filters.kt`'s
/// `textMatches` and `idMatches`.)
///
/// ```swift
/// MaestroPattern("nimbus store").matchesText("Nimbus store")  // true
/// MaestroPattern("Nimbus").matchesText("Nimbus store")        // false
/// MaestroPattern("Price: \\$.*").matchesText("Price: $4.90")  // true
/// MaestroPattern("Price: $4.90").matchesText("Price: $4.90")  // true, literally
/// ```
struct MaestroPattern {
  /// The pattern as written.
  let pattern: String
  /// It as a regular expression, or its characters literally when it is not one.
  private let regex: Regex<AnyRegexOutput>?

  init(_ pattern: String) {
    self.pattern = pattern
    // A pattern that is not a regular expression is read literally, case
    // still ignored (Maestro's toRegexSafe escapes it).
    let compiled = (try? Regex(pattern)) ?? (try? Regex(Self.escaped(pattern)))
    regex = compiled?.ignoresCase().dotMatchesNewlines().anchorsMatchLineEndings()
  }

  /// Whether a component's text is selected: wholly matched or equal, as
  /// written or with its line breaks read as spaces.
  func matchesText(_ text: String) -> Bool {
    let spaced = text.replacing("\n", with: " ")
    return [text, spaced].contains { candidate in candidate == pattern || matchesWhole(candidate) }
  }

  /// Whether an id is selected: wholly matched, as written or after its
  /// last `/` (an Android resource id's package).
  func matchesID(_ id: String) -> Bool {
    let short = id.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? id
    return matchesWhole(id) || matchesWhole(short)
  }

  private func matchesWhole(_ text: String) -> Bool {
    guard let regex else { return false }
    return (try? regex.wholeMatch(in: text)) != nil
  }

  /// A pattern's characters as a regular expression that matches them literally.
  private static func escaped(_ pattern: String) -> String {
    var escaped = ""
    for character in pattern {
      if character.isASCII, !character.isLetter, !character.isNumber, character != " " { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}

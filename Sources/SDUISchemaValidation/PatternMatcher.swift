import SDUICore

/// JSON Schema's `pattern` in RE2 (``RegexSupport``), linear in the text
/// whatever the pattern: a search anywhere in the text, as ECMA-262's
/// `RegExp.prototype.test` does, not a match of all of it.
enum PatternMatcher {
  /// The whole-text pattern that finds `pattern` anywhere: any text, the
  /// pattern as a group, any text (`.` matching newlines too).
  static func searchPattern(_ pattern: String) -> String {
    "(?s:.*)(?:" + pattern + ")(?s:.*)"
  }

  /// Whether `pattern` occurs in `text`; throws when RE2 refuses the
  /// pattern or the match would cost more than its bounds.
  static func occurs(_ pattern: String, in text: String) throws(OperationFailure) -> Bool {
    try RegexSupport.fullMatch(text, searchPattern(pattern))
  }
}

/// The regular expressions of the screens' JSON Schema, each the text
/// form of a rule the decoder applies in Swift (named beside each), in the
/// syntax that both ECMA-262 (editors) and Python's `re` read: no inline
/// flags and no Unicode classes, so case is ignored by giving each letter
/// both of its cases (`[Ee][Mm][Aa][Ii][Ll]`).
///
/// Where the decoder's rule is more than a regular expression can say, the
/// pattern accepts more, never less: the schema must not reject what the
/// decoder reads.
enum SchemaPatterns {
  /// A string holding an `@{...}` expression, as `TextTemplate.scan` finds
  /// one: `@{` after an even run of backslashes, closed by a `}` further
  /// on (a `}` inside quotes counts too).
  static let expression = #"(?:^|[^\\])(?:\\\\)*@\{[\s\S]*\}"#

  /// A number written as text, as `Coercion.number(from:)` reads one
  /// (`"3"`, `"-2.5"`, `"1e3"`, `"+.5"`); one too large for a `Double` is
  /// accepted here, though the decoder refuses it.
  static let numericText = #"^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$"#

  /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, as `RGBAColor(hex:)` reads.
  static let hexColor = "^#(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

  /// The whole text is one of `words`, ignoring case, as
  /// `Coercion.enumeration(_:among:)` matches them.
  static func oneOf(_ words: [String]) -> String {
    "^(?:" + words.map(ignoringCase).joined(separator: "|") + ")$"
  }

  /// The text starts with `prefix`, ignoring case.
  static func prefix(_ prefix: String) -> String {
    "^" + ignoringCase(prefix)
  }

  /// Any text but each of `texts` itself.
  static func anyBut(_ texts: [String]) -> String {
    "^(?!" + exactly(texts) + ")"
  }

  /// Text matching any of `patterns`.
  static func either(_ patterns: [String]) -> String {
    patterns.map { "(?:\($0))" }.joined(separator: "|")
  }

  /// A key whose letters, lower-cased, spell one of `words`, whatever
  /// stands between them, as `DialectDecoding.letters(of:)` reads a key:
  /// `_action` and `Action` for `action`, but none of the keys `except`.
  /// Only ASCII stands between letters here, so a key with other
  /// characters is left alone.
  static func keyLetters(_ words: Set<String>, except: [String]) -> String {
    let between = "[\\x00-\\x40\\x5B-\\x60\\x7B-\\x7F]*"
    let spelled = words.sorted().map { word in
      between + word.map { ignoringCase(String($0)) + between }.joined()
    }
    return "^(?!" + exactly(except) + ")(?:" + spelled.joined(separator: "|") + ")$"
  }

  /// Exactly one of `texts`, to the end.
  private static func exactly(_ texts: [String]) -> String {
    "(?:" + texts.map { $0.map(escaped).joined() }.joined(separator: "|") + ")$"
  }

  /// `text` matched ignoring case: each letter as a class of its two
  /// cases, each character that means something in a pattern escaped.
  static func ignoringCase(_ text: String) -> String {
    text.map { character in
      let lower = character.lowercased()
      let upper = character.uppercased()
      if lower != upper, lower.count == 1, upper.count == 1 { return "[\(upper)\(lower)]" }
      return escaped(character)
    }.joined()
  }

  private static func escaped(_ character: Character) -> String {
    #"\^$.|?*+()[]{}/"#.contains(character) ? "\\\(character)" : String(character)
  }
}

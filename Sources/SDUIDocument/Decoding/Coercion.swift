/// The conversions each dialect applies when a property of one type is
/// given a value of another.
///
/// | wanted  | Nimbus (Kotlin core)                  | Beagle (lenient beagle-ios)           |
/// |---------|---------------------------------------|---------------------------------------|
/// | string  | any non-null value, Kotlin `toString` | any non-null value, compact JSON      |
/// | number  | numbers and numeric strings           | numbers and numeric strings           |
/// | integer | the same, truncated toward zero       | the same, truncated toward zero       |
/// | boolean | booleans only                         | booleans and `"true"`/`"false"`       |
/// | enum    | any case                              | any case, reported when not exact     |
///
/// ```swift
/// Coercion.string(from: 5.0, dialect: .nimbus)    // "5.0"
/// Coercion.number(from: "2.5")                    // .double(2.5)
/// Coercion.boolean(from: "true", dialect: .nimbus) // nil
/// ```
package enum Coercion {
  /// Text for a value, as the dialect prints it; `nil` for `null`.
  package static func string(from value: JSONValue, dialect: Dialect) -> String? {
    switch value.kind {
    case .null: return nil
    case .string(let text): return text
    default: return text(of: value, dialect: dialect)
    }
  }

  /// Text for any value as the dialect prints it inside a template: Nimbus
  /// prints like Kotlin (`5`, `5.0`, `[1, 2]`, `{a=1}`, `null`), Beagle like
  /// the web core (`5`, `2` for an integral double, compact JSON whose
  /// numbers print the same way: `[1,3,2]` for `[1, 3.0, 2]`).
  package static func text(of value: JSONValue, dialect: Dialect) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text): return text
    case .number(let number): return dialect.definition.text(of: number)
    case .array, .object: return dialect.definition.text(ofCompound: value)
    }
  }

  /// A number from a number or a numeric string (`"3"`, `"-2.5"`, `"1e3"`);
  /// a string with a fraction or exponent gives a double.
  package static func number(from value: JSONValue) -> JSONNumber? {
    switch value.kind {
    case .number(let number): return number
    case .string(let text): return number(from: text)
    default: return nil
    }
  }

  /// A number parsed from text in JSON number syntax, an optional `+` allowed.
  package static func number(from text: String) -> JSONNumber? {
    let allowed = text.utf8.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E")
    }
    guard allowed, !text.isEmpty else { return nil }
    let isInteger = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
    if isInteger, let integer = Int(text) { return .integer(integer) }
    guard let double = Double(text), double.isFinite else { return nil }
    return .double(double)
  }

  /// An integer from a number or numeric string, truncating a fraction.
  package static func integer(from value: JSONValue) -> Int? {
    switch number(from: value) {
    case .integer(let integer): return integer
    case .double(let double):
      guard double.isFinite, abs(double) < 9.2e18 else { return nil }
      return Int(double.rounded(.towardZero))
    case nil: return nil
    }
  }

  /// A boolean. Nimbus accepts only booleans; Beagle
  /// (``DialectRules/readsBooleanStrings``) also the strings `true` and
  /// `false` in any case, as expressions often produce them.
  package static func boolean(from value: JSONValue, dialect: Dialect) -> Bool? {
    switch value.kind {
    case .bool(let flag): return flag
    case .string(let text) where dialect.definition.rules.readsBooleanStrings:
      switch text.lowercased() {
      case "true": return true
      case "false": return false
      default: return nil
      }
    default: return nil
    }
  }

  /// The case of `allowed` that `text` names ignoring case, and whether the
  /// case was exact.
  package static func enumeration(_ text: String, among allowed: [String]) -> (value: String, isExact: Bool)? {
    if allowed.contains(text) { return (text, true) }
    let lowered = text.lowercased()
    return allowed.first { $0.lowercased() == lowered }.map { ($0, false) }
  }

  // MARK: Printing numbers

  /// A number as Kotlin prints it: `5`, `5.0`, `133.7`, `1.0E7`, `1.0E-4`.
  package static func kotlinText(of number: JSONNumber) -> String { NumberText.kotlin(number) }

  /// A number as Beagle prints it, everywhere (alone, in arrays and in
  /// objects): as the web core's JavaScript does, integral values without a
  /// fraction (`2`), others shortest (`2.5`).
  package static func beagleText(of number: JSONNumber) -> String { NumberText.javaScript(number) }
}
